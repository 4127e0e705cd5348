import type { Translation } from '../language';

export const header: Translation<typeof import('../header').header> = {
  home: 'الرئيسية',
  shop: 'المتجر',
  mainNavigation: 'القائمة الرئيسية',
  searchLabel: 'ابحثي في المنتجات',
  searchLandmark: 'البحث في الموقع',
  phoneSearchLandmark: 'البحث في المتجر',
  openSearch: 'فتح البحث',
  closeSearch: 'إغلاق البحث',
  searchPlaceholder: 'ابحثي…',
  searchSubmit: 'بحث',
  cart: 'السلة',
  cartWithCount: (count: string) => `السلة، ${count} منتجات`,
  openMenu: 'فتح القائمة',
  closeMenu: 'إغلاق القائمة',
  menu: 'القائمة',
  language: 'اللغة',
  switchTo: 'English',
  suggestions: 'اقتراحات',
  suggestedProducts: 'المنتجات',
  suggestedCategories: 'الفئات',
  suggestionsCount: (n: number) =>
    n === 0 ? 'لا توجد اقتراحات' : n === 1 ? 'اقتراح واحد' : n === 2 ? 'اقتراحان' : `${n} اقتراحات`,
  seeAllResults: (q: string) => `عرض كل نتائج «${q}»`,
};
