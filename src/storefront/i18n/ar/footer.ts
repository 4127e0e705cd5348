import type { Translation } from '../language';

export const footer: Translation<typeof import('../footer').footer> = {
  quickLinks: 'روابط سريعة',
  home: 'الرئيسية',
  shop: 'المتجر',
  contact: 'تواصلي معنا',
  followUs: 'تابعينا',
  facebook: 'فيسبوك',
  instagram: 'إنستجرام',
  tiktok: 'تيك توك',
  policies: 'السياسات',
  terms: 'الشروط والأحكام',
  privacy: 'سياسة الخصوصية',
  returns: 'سياسة الاسترجاع',
  copyright: (year: number) => `© ${year} Morph. جميع الحقوق محفوظة.`,
};
