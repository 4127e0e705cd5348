/**
 * The discount screens' texts: Add Discount (/admin/addDiscount) with its "All Discounts" table, the edit view,
 * the product / category / tag picker, and the discount form's sentences (discount-form.ts builds its schema from
 * them). English here, Arabic in discounts.ar.ts.
 */
import type { DiscountType } from '../../../generated/models';
import { useAdminTexts } from './use-admin-texts';

const en = {
  title: 'Add Discount',
  listTitle: 'All Discounts',
  editTitle: 'Edit discount',
  appliesTo: 'Applies to',
  type: 'Type',
  types: { product: 'Product', category: 'Category', tag: 'Tag' } satisfies Record<DiscountType, string>,
  add: 'Add discount',
  none: 'No discounts found.',
  loadFailed: 'Could not load the discounts.',
  created: 'Discount created',
  createFailed: (why: string) => `Could not add the discount: ${why}`,
  updated: 'Discount updated',
  updateFailed: (why: string) => `Could not update the discount: ${why}`,
  statusFailed: (why: string) => `Could not update the discount status: ${why}`,
  deleteFailed: (why: string) => `Could not delete the discount: ${why}`,
  badgeLabel: (percentage: number, name: string) => `${percentage}% off ${name}`,
  editOn: (name: string) => `Edit the discount on ${name}`,
  deleteOn: (name: string) => `Delete the discount on ${name}`,
  deleteConfirm: 'Delete this discount?',
  noMatch: (type: DiscountType, typed: string) =>
    `No ${type === 'category' ? 'categories' : `${type}s`} match "${typed}"`,
  noneOfType: (type: DiscountType) => `No ${type === 'category' ? 'categories' : `${type}s`}`,
  rules: {
    percentageRequired: 'Percentage is required.',
    startRequired: 'Start date is required.',
    endRequired: 'End date is required.',
    percentage: 'Between 0.01 and 100.',
    choose: {
      product: 'Choose a product.',
      category: 'Choose a category.',
      tag: 'Choose a tag.',
    } satisfies Record<DiscountType, string>,
  },
};

export type DiscountsText = typeof en;

export const DISCOUNTS_EN: DiscountsText = en;

/** The texts in the back office's language. */
export function useDiscountsText(): DiscountsText {
  return useAdminTexts('discounts', en);
}
