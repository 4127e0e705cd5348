import { localized } from './language';
/** Footer texts (docs/product.md#header-and-footer). */
export const footer = localized('footer', {
  quickLinks: 'Quick Links',
  home: 'Home',
  shop: 'Shop',
  contact: 'Contact',
  followUs: 'Follow Us',
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  policies: 'Policies',
  terms: 'Terms & Conditions',
  privacy: 'Privacy Policy',
  returns: 'Return Policy',
  copyright: (year: number) => `© ${year} Morph. All rights reserved.`,
} as const);
