/**
 * The coupon form's rules (docs/product.md#coupons): code required; description optional; percentage required,
 * a decimal; minOrderAmount optional, a decimal, null when empty; maxUsage optional, a whole number ≥ 1, null
 * when empty; startDate and endDate required date-times (typed in Cairo time).
 */
import type { CouponCreate } from '../../../../generated/models';
import { cairoLocalToIso } from '../../cairo-time';

/** The inputs as typed: every value is the input's text. */
export interface CouponFormValues {
  code: string;
  description: string;
  percentage: string;
  minOrderAmount: string;
  maxUsage: string;
  startDate: string;
  endDate: string;
}

export const EMPTY_COUPON_FORM: CouponFormValues = {
  code: '',
  description: '',
  percentage: '',
  minOrderAmount: '',
  maxUsage: '',
  startDate: '',
  endDate: '',
};

export type CouponFormErrors = Partial<Record<keyof CouponFormValues, string>>;

const blank = (value: string) => value.trim() === '';

export function validateCouponForm(values: CouponFormValues): CouponFormErrors {
  const errors: CouponFormErrors = {};
  if (blank(values.code)) errors.code = 'Code is required.';
  else if (!/^[A-Za-z0-9_-]+$/.test(values.code.trim())) errors.code = 'Letters, digits, - and _ only.';
  const percentage = Number(values.percentage);
  if (blank(values.percentage)) errors.percentage = 'Percentage is required.';
  else if (!Number.isFinite(percentage) || percentage <= 0 || percentage > 100)
    errors.percentage = 'Between 0.01 and 100.';
  if (!blank(values.minOrderAmount) && !(Number(values.minOrderAmount) >= 0))
    errors.minOrderAmount = 'A positive amount, or leave it empty.';
  if (!blank(values.maxUsage) && !(Number.isInteger(Number(values.maxUsage)) && Number(values.maxUsage) >= 1))
    errors.maxUsage = 'A whole number of at least 1, or leave it empty.';
  if (blank(values.startDate)) errors.startDate = 'Start date is required.';
  if (blank(values.endDate)) errors.endDate = 'End date is required.';
  else if (!blank(values.startDate) && values.endDate <= values.startDate)
    errors.endDate = 'The end must come after the start.';
  return errors;
}

export function toCouponCreate(values: CouponFormValues): CouponCreate {
  const description = values.description.trim();
  return {
    code: values.code.trim(),
    description: description === '' ? null : description,
    percentage: parseFloat(values.percentage),
    minOrderAmount: blank(values.minOrderAmount) ? null : parseFloat(values.minOrderAmount),
    maxUsage: blank(values.maxUsage) ? null : parseInt(values.maxUsage, 10),
    startDate: cairoLocalToIso(values.startDate),
    endDate: cairoLocalToIso(values.endDate),
  };
}
