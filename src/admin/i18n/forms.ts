/**
 * Texts shared by the catalogue's and the promotions' forms and tables (products, categories, tags, coupons,
 * discounts, shipping, settings): the sentences under a field that the form rules give (form-rules.ts), the
 * validity window's inputs and badges, the create button, the load failure and the table's common words, and
 * how amounts and dates read. English here, Arabic in forms.ar.ts, typed by the English.
 */
import { formatDateTime } from '../../shared/cairo-dates';
import { formatEGPIn } from '../../shared/format';
import { useAdminTexts } from './use-admin-texts';

const en = {
  atMost: (max: number) => `At most ${max} characters.`,
  checkDate: 'Check the date.',
  endAfterStart: 'The end must come after the start.',
  start: 'Start (Cairo time)',
  end: 'End (Cairo time)',
  adding: 'Adding…',
  cancel: 'Cancel',
  retry: 'Retry',
  edit: 'Edit',
  delete: 'Delete',
  actions: 'Actions',
  status: 'Status',
  active: 'Active',
  inactive: 'Inactive',
  scheduled: 'Scheduled',
  expired: 'Expired',
  valid: 'Valid',
  percentage: 'Percentage',
  description: 'Description',
  name: 'Name',
  percent: (value: number) => `${value}%`,
  money: (amount: number) => formatEGPIn(amount, 'en'),
  dateTime: (instant: string) => formatDateTime(instant),
  window: (start: string, end: string) => `${formatDateTime(start)} – ${formatDateTime(end)}`,
  editOf: (name: string) => `Edit ${name}`,
  deleteOf: (name: string) => `Delete ${name}`,
};

export type FormsText = typeof en;

/** The English texts, for the forms' schemas built outside a component (and their tests). */
export const FORMS_EN: FormsText = en;

/** The texts in the back office's language. */
export function useFormsText(): FormsText {
  return useAdminTexts('forms', en);
}
