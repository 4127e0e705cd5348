import type { Translation } from '../language';

export const header: Translation<typeof import('../header').header> = {
  home: 'الرئيسية',
  shop: 'المتجر',
  mainNavigation: 'القائمة الرئيسية',
  searchLabel: 'ابحثي في المنتجات',
  searchLandmark: 'البحث في الموقع',
  menuSearchLandmark: 'البحث في القائمة',
  searchPlaceholder: 'ابحثي…',
  searchSubmit: 'بحث',
  cart: 'السلة',
  cartWithCount: (count: string) => `السلة، ${count} منتجات`,
  openMenu: 'فتح القائمة',
  closeMenu: 'إغلاق القائمة',
  menu: 'القائمة',
  language: 'اللغة',
  switchTo: 'English',
};
