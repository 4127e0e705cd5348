/**
 * Texts of the back office's controls made for a thumb: the confirmation before a status badge flips a coupon or
 * a discount, and the filters drawer of the lists on a phone. English and Arabic; the Arabic catalogue is typed
 * by the English one. The language is react-admin's locale ('ar' or anything else for English).
 */

import { useAdminTexts } from './use-admin-texts';
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

/** The English texts (tests and pure logic use them without a component). */
export const PHONE_CONTROLS_EN = en;

/** The texts in the back office's language. */
export function usePhoneControlsText(): PhoneControlsText {
  return useAdminTexts('phoneControls', en);
}
