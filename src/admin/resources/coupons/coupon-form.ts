/**
 * The coupon form's rules: the contract's addCoupon body (generated/zod), field by field, behind what the form
 * needs: code required and trimmed; description optional (null when empty); percentage required, a decimal;
 * minOrderAmount optional, a decimal, null when empty; maxUsage optional, a whole number of at least 1, null when
 * empty; start and end required, typed in Cairo time, the end after the start. The schema's output is the body.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { addCouponBody } from '../../../../generated/zod/coupons/coupons.zod';
import type { Coupon, CouponCreate } from '../../../../generated/models';
import { isoToCairoLocal } from '../../cairo-time';
import {
  cairoDateTime,
  endAfterStart,
  fieldErrors,
  fieldMessages,
  optionalNumber,
  optionalText,
  requiredNumber,
  requiredText,
} from '../../form-rules';

const field = addCouponBody.shape;

export const couponFormSchema = endAfterStart(
  z.object({
    code: requiredText('Code is required.').pipe(field.code),
    description: optionalText().pipe(field.description),
    percentage: requiredNumber('Percentage is required.', field.percentage),
    minOrderAmount: optionalNumber(field.minOrderAmount),
    maxUsage: optionalNumber(z.number().int().nullish().pipe(field.maxUsage)),
    startDate: cairoDateTime('Start date is required.', field.startDate),
    endDate: cairoDateTime('End date is required.', field.endDate),
  }),
);

/** The sentences under the fields when the contract's rules refuse them. */
export const couponMessages = fieldMessages({
  code: 'Letters, digits, - and _ only.',
  percentage: 'Between 0.01 and 100.',
  minOrderAmount: (issue) =>
    issue.code === 'too_big'
      ? 'At most 1,000,000, or leave it empty.'
      : 'A positive amount, or leave it empty.',
  maxUsage: 'A whole number of at least 1, or leave it empty.',
  startDate: 'Check the date.',
  endDate: 'Check the date.',
});

/** The create form's and the edit view's check: what they send is the schema's output. */
export const couponFormResolver = zodResolver(couponFormSchema, couponMessages);

/** The inputs as typed: every value is the input's text (react-admin gives null for an emptied one). */
export type CouponFormValues = z.input<typeof couponFormSchema>;

export const EMPTY_COUPON_FORM = {
  code: '',
  description: '',
  percentage: '',
  minOrderAmount: '',
  maxUsage: '',
  startDate: '',
  endDate: '',
} satisfies CouponFormValues;

const asText = (value: number | null | undefined) => (value == null ? '' : String(value));

/** The edit form's first values: the coupon as the inputs show it, dates in Cairo time. */
export function toCouponFormValues(coupon: Coupon): CouponFormValues {
  return {
    code: coupon.code,
    description: coupon.description ?? '',
    percentage: asText(coupon.percentage),
    minOrderAmount: asText(coupon.minOrderValue),
    maxUsage: asText(coupon.maxUsage),
    startDate: isoToCairoLocal(coupon.startDate),
    endDate: isoToCairoLocal(coupon.endDate),
  };
}

/** The field errors the form shows for these values (empty when they can be sent). */
export function validateCouponForm(values: CouponFormValues): Record<string, string> {
  return fieldErrors(couponFormSchema, values, couponMessages);
}

/** The body these values send. */
export function toCouponCreate(values: CouponFormValues): CouponCreate {
  return couponFormSchema.parse(values, couponMessages);
}
