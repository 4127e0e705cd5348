import { HOME_HERO } from '../../../shared/site-texts';
import type { Translation } from '../language';

export const home: Translation<typeof import('../home').home> = {
  heroTitle: HOME_HERO.ar.title,
  heroSubtitle: HOME_HERO.ar.subtitle,
  shopNow: HOME_HERO.ar.shopNow,
  featuredHeading: 'مختارات مميزة',
  featuredError: 'تعذر تحميل المنتجات المميزة',
  categoriesHeading: 'تسوّقي حسب الفئة',
  specialHeading: 'اختيارات خاصة',
  viewAll: (name: string) => `عرض كل منتجات ${name}`,
  rows: {
    'new-arrivals': 'وصل حديثًا',
    'easy-wear': 'أناقة يومية بلا مجهود',
    'statement-layers': 'طبقات يدوية تتحدث عنك',
    bags: 'فخامة في كل غرزة',
  },
  sections: {
    linen: 'مختارات الكتان',
  },
  seeMore: 'عرض المزيد',
  featuresHeading: 'لماذا Morph',
  features: {
    satisfaction: { title: 'رضاك مضمون 100%', text: 'لم يعجبك؟ استرجعيه أو استبدليه دون ذكر السبب.' },
    service: {
      title: 'خدمة أونلاين 24/7',
      text: 'اطلبي أونلاين في أي وقت؛ ونؤكد كل طلب معك بالهاتف أو واتساب.',
    },
    payment: { title: 'دفع بنظام آمن', text: 'ادفعي نقدًا عند وصول طلبك.' },
    delivery: { title: 'توصيل سريع في كل مصر', text: 'إلى كل المحافظات الـ 27.' },
  },
  partialFailure: 'تعذر تحميل بعض الأقسام. من فضلك أعيدي تحميل الصفحة.',
  refreshPage: 'إعادة تحميل الصفحة',
};
