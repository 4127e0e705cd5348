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
import { useMemo } from 'react';
import { COUPONS_EN, useCouponsText, type CouponsText } from '../../i18n/coupons';
import { FORMS_EN, useFormsText, type FormsText } from '../../i18n/forms';
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

/**
 * The coupon form's schema and its sentences, in the language of the texts given (the one schema: the English
 * exports below are it, built from the English texts).
 */
export function couponForm(t: CouponsText['rules'], forms: FormsText) {
  const schema = endAfterStart(
    z.object({
      code: requiredText(t.codeRequired).pipe(field.code),
      description: optionalText().pipe(field.description),
      percentage: requiredNumber(t.percentageRequired, field.percentage),
      minOrderAmount: optionalNumber(field.minOrderAmount),
      maxUsage: optionalNumber(z.number().int().nullish().pipe(field.maxUsage)),
      startDate: cairoDateTime(t.startRequired, field.startDate, forms.checkDate),
      endDate: cairoDateTime(t.endRequired, field.endDate, forms.checkDate),
    }),
    forms.endAfterStart,
  );
  /** The sentences under the fields when the contract's rules refuse them. */
  const messages = fieldMessages(
    {
      code: t.code,
      percentage: t.percentage,
      minOrderAmount: (issue) => (issue.code === 'too_big' ? t.minOrderTooBig : t.minOrder),
      maxUsage: t.maxUsage,
      startDate: forms.checkDate,
      endDate: forms.checkDate,
    },
    forms,
  );
  return { schema, messages, resolver: zodResolver(schema, messages) };
}

const english = couponForm(COUPONS_EN.rules, FORMS_EN);

export const couponFormSchema = english.schema;

/** The sentences under the fields when the contract's rules refuse them. */
export const couponMessages = english.messages;

/** The create form's and the edit view's check: what they send is the schema's output. */
export const couponFormResolver = english.resolver;

/** The check in the back office's language. */
export function useCouponFormResolver() {
  const t = useCouponsText();
  const forms = useFormsText();
  return useMemo(() => couponForm(t.rules, forms).resolver, [t, forms]);
}

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
