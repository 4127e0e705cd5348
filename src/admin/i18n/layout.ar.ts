/** The back office's frame in Arabic. */
import type { LayoutText } from './layout';

export const ar: LayoutText = {
  menu: {
    '/dashboard': 'لوحة التحكم',
    '/addProduct': 'إضافة منتج',
    '/category': 'إضافة قسم',
    '/products': 'المنتجات',
    '/orders': 'الطلبات',
    '/returns': 'المرتجعات',
    '/addCoupon': 'إضافة كوبون',
    '/addDiscount': 'إضافة خصم',
    '/shipping': 'الشحن',
    '/synonyms': 'مرادفات البحث',
    '/settings': 'الإعدادات',
    '/staff': 'فريق العمل',
    '/activity': 'سجل النشاط',
    '/account': 'حسابي',
  },
  documentTitle: 'لوحة تحكم مورف',
  switchLanguage: 'اعرض لوحة التحكم بالإنجليزي',
  customers: 'العملاء',
  notAllowed: 'دورك في المتجر لا يسمح بهذه الصفحة.',
  setUpTwoStepFirst: 'فعّلي الدخول بخطوتين من صفحة حسابك الأول.',
};
