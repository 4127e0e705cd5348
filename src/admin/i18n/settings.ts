/**
 * The Settings page's texts (/admin/settings: the shop's contact details) and its form's sentences
 * (settings/contact-form.ts builds its schema from them). English here, Arabic in settings.ar.ts.
 */
import { useAdminTexts } from './use-admin-texts';

type Field = 'whatsapp' | 'phone' | 'email' | 'facebook' | 'instagram' | 'tiktok' | 'address';

const SOCIAL = 'Paste the whole link, starting with https://';

const en = {
  title: 'Settings',
  heading: 'Shop contact',
  intro:
    'Shown to shoppers in the footer, on the policy pages and on the order confirmation page. Leave a field empty to hide it.',
  loading: 'Loading contact details',
  loadFailed: (why: string) => `Error loading contact details: ${why}`,
  saved: 'Contact details saved',
  saveFailed: (why: string) => `Error saving contact details: ${why}`,
  save: 'Save',
  saving: 'Saving...',
  labels: {
    whatsapp: 'WhatsApp number',
    phone: 'Phone',
    email: 'Email',
    facebook: 'Facebook link',
    instagram: 'Instagram link',
    tiktok: 'TikTok link',
    address: 'Address',
  } satisfies Record<Field, string>,
  help: {
    whatsapp: 'Shoppers tap it to chat with the shop: 01012345678 or +201012345678.',
  } as Partial<Record<Field, string>>,
  /** What to say when a field does not match the contract's pattern. */
  patterns: {
    whatsapp: 'Write the number in digits, e.g. 01012345678 or +201012345678.',
    phone: 'Write the number in digits (spaces and dashes are fine), e.g. 02 2345 6789.',
    email: 'Write an email address, e.g. hello@morph.eg.',
    facebook: SOCIAL,
    instagram: SOCIAL,
    tiktok: SOCIAL,
    address: 'Check the address.',
  } satisfies Record<Field, string>,
};

export type SettingsText = typeof en;

export const SETTINGS_EN: SettingsText = en;

/** The texts in the back office's language. */
export function useSettingsText(): SettingsText {
  return useAdminTexts('settings', en);
}
