/**
 * The Settings page's texts (/admin/settings: the shop's contact details and its returns policy) and its forms'
 * sentences (settings/contact-form.ts and settings/return-policy-form.ts build their schemas from them). English
 * here, Arabic in settings.ar.ts.
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
  contactOwnerOnly: "Only the shop's owner can change the contact details.",
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
  /** The returns policy (settings/return-policy-card.tsx): the owner edits it, managers and order desk read it. */
  returns: {
    heading: 'Returns policy',
    intro:
      "How returns and exchanges work: the shop takes requests, refunds and restocks by it, and its product pages, order pages, Terms and Return Policy tell shoppers the window and the fees you set. Egypt's consumer law gives at least 14 days.",
    loading: 'Loading the returns policy',
    loadFailed: (why: string) => `Error loading the returns policy: ${why}`,
    saved: 'Returns policy saved',
    saveFailed: (why: string) => `Error saving the returns policy: ${why}`,
    ownerOnly: "Only the shop's owner can change the returns policy.",
    save: 'Save returns policy',
    saving: 'Saving returns policy...',
    windowDays: 'Days to ask for a return or exchange',
    windowDaysHelp: 'Counted from the day of delivery: 1 to 90 days.',
    windowDaysRule: 'Write a whole number of days from 1 to 90.',
    refundShipping: 'Refund the shipping fee with a return',
    refundShippingHelp: "A return's refund may include what the order paid for shipping.",
    exchangeShippingCharged: "Charge shipping on an exchange's replacement",
    exchangeShippingChargedHelp: "The replacement order pays the governorate's shipping fee.",
    restockRefusedOnReceipt:
      'Put a parcel refused at the door back in stock when it is received back (not at the cancel)',
    restockRefusedOnReceiptHelp:
      'Off: its items go back in stock as soon as the order is cancelled as refused.',
  },
};

export type SettingsText = typeof en;

export const SETTINGS_EN: SettingsText = en;

/** The texts in the back office's language. */
export function useSettingsText(): SettingsText {
  return useAdminTexts('settings', en);
}
