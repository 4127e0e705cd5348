/**
 * The discount form's rules: the contract's addDiscount body (generated/zod) behind what the form needs: a
 * reference — a product, a category or a tag — must be chosen, its id sent as an integer under the key of its
 * type; the percentage is a decimal; the window's dates are typed in Cairo time, the end after the start.
 * The schema's output is the body.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { addDiscountBody } from '../../../../generated/zod/discounts/discounts.zod';
import type { DiscountCreate, DiscountRecord, DiscountType } from '../../../../generated/models';
import { isoToCairoLocal } from '../../cairo-time';
import {
  cairoDateTime,
  endAfterStart,
  fieldErrors,
  fieldMessages,
  requiredNumber,
  text,
} from '../../form-rules';

const field = addDiscountBody.shape;

const REFERENCE_NAMES: Record<DiscountType, string> = {
  product: 'a product',
  category: 'a category',
  tag: 'a tag',
};

export const discountFormSchema = endAfterStart(
  z.object({
    type: z.enum(['product', 'category', 'tag']),
    referenceId: text(),
    percentage: requiredNumber('Percentage is required.', field.percentage),
    startDate: cairoDateTime('Start date is required.', field.startDate),
    endDate: cairoDateTime('End date is required.', field.endDate),
  }),
)
  .superRefine((values, ctx) => {
    if (values.referenceId === '')
      ctx.addIssue({
        code: 'custom',
        path: ['referenceId'],
        message: `Choose ${REFERENCE_NAMES[values.type] ?? 'one'}.`,
      });
  })
  // Exactly one of productId, categoryId or tagId.
  .transform(({ type, referenceId, ...window }): z.input<typeof addDiscountBody> => ({
    ...window,
    ...(type === 'product'
      ? { productId: Number(referenceId) }
      : type === 'category'
        ? { categoryId: Number(referenceId) }
        : { tagId: Number(referenceId) }),
  }))
  .pipe(addDiscountBody);

export const discountMessages = fieldMessages({
  percentage: 'Between 0.01 and 100.',
  startDate: 'Check the date.',
  endDate: 'Check the date.',
  productId: 'Choose a product.',
  categoryId: 'Choose a category.',
  tagId: 'Choose a tag.',
});

/** The create form's and the edit view's check: what they send is the schema's output. */
export const discountFormResolver = zodResolver(discountFormSchema, discountMessages);

export type DiscountFormValues = z.input<typeof discountFormSchema>;

export const EMPTY_DISCOUNT_FORM = {
  type: 'product',
  referenceId: '',
  percentage: '',
  startDate: '',
  endDate: '',
} satisfies DiscountFormValues;

/** The edit form's first values: the discount as the inputs show it, dates in Cairo time. */
export function toDiscountFormValues(discount: DiscountRecord): DiscountFormValues {
  return {
    type: discount.type,
    referenceId: String(discount.reference.id),
    percentage: String(discount.percentage),
    startDate: isoToCairoLocal(discount.startDate),
    endDate: isoToCairoLocal(discount.endDate),
  };
}

/** The field errors the form shows for these values (empty when they can be sent). */
export function validateDiscountForm(values: DiscountFormValues): Record<string, string> {
  return fieldErrors(discountFormSchema, values, discountMessages);
}

/** The body these values send. */
export function toDiscountCreate(values: DiscountFormValues): DiscountCreate {
  return discountFormSchema.parse(values, discountMessages);
}
