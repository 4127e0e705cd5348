/**
 * Texts of the back office's controls made for a thumb: the confirmation before a status badge flips a coupon or
 * a discount, and the filters drawer of the lists on a phone. English and Arabic; the Arabic catalogue is typed
 * by the English one. The language is react-admin's locale ('ar' or anything else for English).
 */
import { useLocaleState } from 'react-admin';

const en = {
  active: 'Active',
  inactive: 'Inactive',
  badgeName: (label: string, active: boolean) =>
    `${label}: ${active ? 'Active' : 'Inactive'} (click to ${active ? 'deactivate' : 'activate'})`,
  confirmTitle: (label: string, active: boolean) => `${active ? 'Deactivate' : 'Activate'} ${label}?`,
  confirmBody: (active: boolean): string =>
    active ? 'It stops applying until it is activated again.' : 'It applies again within its dates.',
  confirm: (active: boolean): string => (active ? 'Deactivate' : 'Activate'),
  cancel: 'Cancel',
  filters: 'Filters',
  filtersCount: (n: number): string => (n ? `Filters (${n})` : 'Filters'),
  showResults: 'Show results',
};

export type PhoneControlsText = typeof en;

const ar: PhoneControlsText = {
  active: 'مفعّل',
  inactive: 'متوقف',
  badgeName: (label, active) =>
    `${label}: ${active ? 'مفعّل' : 'متوقف'} (اضغط ${active ? 'للإيقاف' : 'للتفعيل'})`,
  confirmTitle: (label, active) => `${active ? 'إيقاف' : 'تفعيل'} ${label}؟`,
  confirmBody: (active) => (active ? 'هيتوقف لحد ما تفعّله تاني.' : 'هيرجع يشتغل في المواعيد بتاعته.'),
  confirm: (active) => (active ? 'إيقاف' : 'تفعيل'),
  cancel: 'إلغاء',
  filters: 'الفلاتر',
  filtersCount: (n) => (n ? `الفلاتر (${n})` : 'الفلاتر'),
  showResults: 'اعرض النتائج',
};

export const PHONE_CONTROLS_TEXT = { en, ar } as const;

/** The texts in the back office's language. */
export function usePhoneControlsText(): PhoneControlsText {
  const [locale] = useLocaleState();
  return locale === 'ar' ? ar : en;
}
