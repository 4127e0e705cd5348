/**
 * The coupon screens' texts: Add Coupon (/admin/addCoupon) with its "All Coupons" table, the edit view, and the
 * coupon form's sentences (coupon-form.ts builds its schema from them). English here, Arabic in coupons.ar.ts.
 */
import { useAdminTexts } from './use-admin-texts';

const en = {
  title: 'Add Coupon',
  listTitle: 'All Coupons',
  editTitle: 'Edit coupon',
  code: 'Code',
  minOrder: 'Min. order (EGP)',
  minOrderColumn: 'Min. order',
  maxUses: 'Maximum uses',
  usage: 'Usage',
  usedTimes: (n: number) => `Used ${n} times`,
  add: 'Add coupon',
  none: 'No coupons found.',
  loadFailed: 'Could not load the coupons.',
  created: 'Coupon created',
  createFailed: (why: string) => `Could not add the coupon: ${why}`,
  updated: 'Coupon updated',
  updateFailed: (why: string) => `Could not update the coupon: ${why}`,
  statusFailed: (why: string) => `Could not update the coupon status: ${why}`,
  deleteFailed: (why: string) => `Could not delete the coupon: ${why}`,
  deleteConfirm: 'Delete this coupon? Orders keep the code they used.',
  rules: {
    codeRequired: 'Code is required.',
    percentageRequired: 'Percentage is required.',
    startRequired: 'Start date is required.',
    endRequired: 'End date is required.',
    code: 'Letters, digits, - and _ only.',
    percentage: 'Between 0.01 and 100.',
    minOrderTooBig: 'At most 1,000,000, or leave it empty.',
    minOrder: 'A positive amount, or leave it empty.',
    maxUsage: 'A whole number of at least 1, or leave it empty.',
  },
};

export type CouponsText = typeof en;

export const COUPONS_EN: CouponsText = en;

/** The texts in the back office's language. */
export function useCouponsText(): CouponsText {
  return useAdminTexts('coupons', en);
}
