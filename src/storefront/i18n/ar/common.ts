import type { Translation } from '../language';

export const common: Translation<typeof import('../common').common> = {
  brand: 'Morph',
  tagline: 'مجهود أقل، انطباع أكبر',
  loading: 'جارٍ التحميل…',
  pageNotFound: 'الصفحة غير موجودة',
  backToShop: 'العودة إلى المتجر',
  goHome: 'الذهاب إلى الصفحة الرئيسية',
  unexpectedError: 'حدث خطأ غير متوقع!',
  unexpectedErrorHint: 'حدث خطأ من جانبنا. من فضلك أعيدي تحميل الصفحة.',
  reloadPage: 'إعادة تحميل الصفحة',
  skipToContent: 'انتقلي إلى المحتوى',
  previousPrice: 'السعر السابق',
  currentPrice: 'السعر',
  discountBadge: (percentage: number) => `-${percentage}%`,
  close: 'إغلاق',
  checkingConnection: 'جارٍ التحقق من اتصالك…',
};
