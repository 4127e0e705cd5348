import { SHOP_DESCRIPTION_AR, SHOP_TITLE_AR } from '../../../shared/site-texts';
import type { Translation } from '../language';

export const shop: Translation<typeof import('../shop').shop> = {
  documentTitle: SHOP_TITLE_AR,
  metaDescription: SHOP_DESCRIPTION_AR,
  heading: 'المتجر',
  resultsFor: (q: string) => `نتائج البحث عن «${q}»`,
  filters: 'التصفية',
  categories: 'الفئات',
  allCategories: 'الكل',
  price: 'السعر',
  minPrice: 'أقل سعر',
  maxPrice: 'أعلى سعر',
  noProducts: 'لا توجد منتجات.',
  clearAllFilters: 'مسح كل عوامل التصفية',
  errorTitle: 'تعذر تحميل المنتجات',
  errorText: 'حدث خطأ ما. من فضلك حاولي مرة أخرى.',
  tryAgain: 'حاولي مرة أخرى',
  pagination: 'الصفحات',
  firstPage: 'الصفحة الأولى',
  lastPage: 'الصفحة الأخيرة',
  previousPage: 'الصفحة السابقة',
  nextPage: 'الصفحة التالية',
  page: (n: number) => `الصفحة ${n}`,
  productCount: (n: number) => (n === 1 ? 'منتج واحد' : n === 2 ? 'منتجان' : `${n} منتجات`),
};
