/** The texts of setup-guide.ts in Arabic (they load with the rest of the Arabic back office, as their own chunk). */
import type { SetupGuideText } from './setup-guide';

export const ar: SetupGuideText = {
  title: 'جهّزي متجرك',
  progress: (done, total) => `${done} من ${total} خلصت`,
  dismiss: 'إخفاء دليل التجهيز',
  dismissFailed: 'ماقدرناش نخفي الدليل. جرّبي تاني.',
  markFailed: 'ماقدرناش نحفظ. جرّبي تاني.',
  state: { done: 'تم', demo: 'بيانات تجريبية', todo: 'لسه' },
  steps: {
    contact: {
      title: 'بيانات التواصل وواتساب المتجر',
      todo: 'العميلات بيأكدوا طلباتهم على واتساب وبيشوفوا بيانات التواصل في كل صفحة.',
      demo: 'بيانات التواصل التجريبية هي اللي ظاهرة: حطي رقم الواتساب والتليفون بتوعك.',
      done: 'العميلات يقدروا يوصلولك.',
    },
    shipping: {
      title: 'مراجعة أسعار الشحن',
      todo: 'راجعي سعر الشحن لكل محافظة من الـ27.',
      demo: '',
      done: 'اتراجعت.',
    },
    policies: {
      title: 'قراءة السياسات',
      todo: 'اقري الشروط وسياسة الخصوصية وسياسة الاسترجاع زي ما العميلات بيشوفوها.',
      demo: '',
      done: 'اتقرت.',
    },
    product: {
      title: 'أول منتج ليكي',
      todo: 'ضيفي منتج بألوانه ومقاساته وصوره.',
      demo: 'لسه المنتجات التجريبية بس: ضيفي منتج من عندك.',
      done: 'الكتالوج بتاعك بدأ.',
    },
    testOrder: {
      title: 'طلب تجريبي',
      todo: 'اعملي طلب من المتجر وتابعيه هنا زي أي عميلة.',
      demo: 'لسه الطلبات التجريبية بس: اعملي طلب بنفسك من المتجر.',
      done: 'طلب وصل بنجاح.',
    },
  },
  actions: {
    settings: 'افتحي الإعدادات',
    shipping: 'افتحي أسعار الشحن',
    shippingDone: 'الأسعار مظبوطة',
    terms: 'الشروط',
    privacy: 'الخصوصية',
    returns: 'الاسترجاع',
    policiesDone: 'قريتها',
    addProduct: 'ضيفي منتج',
    openShop: 'افتحي المتجر',
  },
  newTab: '(بيفتح في تاب جديدة)',
};
