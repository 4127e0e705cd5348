/**
 * The discount form's rules: the contract's addDiscount body (generated/zod) behind what the form needs: a
 * reference — a product, a category or a tag — must be chosen, its id sent as an integer under the key of its
 * type; the percentage is a decimal; the window's dates are typed in Cairo time, the end after the start.
 * The schema's output is the body.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { addDiscountBody } from '../../../../generated/zod/discounts/discounts.zod';
import type { DiscountCreate, DiscountRecord } from '../../../../generated/models';
import { isoToCairoLocal } from '../../cairo-time';
import { useMemo } from 'react';
import { DISCOUNTS_EN, useDiscountsText, type DiscountsText } from '../../i18n/discounts';
import { FORMS_EN, useFormsText, type FormsText } from '../../i18n/forms';
import {
  cairoDateTime,
  endAfterStart,
  fieldErrors,
  fieldMessages,
  requiredNumber,
  text,
} from '../../form-rules';

const field = addDiscountBody.shape;

/**
 * The discount form's schema and its sentences, in the language of the texts given (the one schema: the English
 * exports below are it, built from the English texts).
 */
export function discountForm(t: DiscountsText['rules'], forms: FormsText) {
  const schema = endAfterStart(
    z.object({
      type: z.enum(['product', 'category', 'tag']),
      referenceId: text(),
      percentage: requiredNumber(t.percentageRequired, field.percentage),
      startDate: cairoDateTime(t.startRequired, field.startDate, forms.checkDate),
      endDate: cairoDateTime(t.endRequired, field.endDate, forms.checkDate),
    }),
    forms.endAfterStart,
  )
    .superRefine((values, ctx) => {
      if (values.referenceId === '')
        ctx.addIssue({ code: 'custom', path: ['referenceId'], message: t.choose[values.type] });
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
  const messages = fieldMessages(
    {
      percentage: t.percentage,
      startDate: forms.checkDate,
      endDate: forms.checkDate,
      productId: t.choose.product,
      categoryId: t.choose.category,
      tagId: t.choose.tag,
    },
    forms,
  );
  return { schema, messages, resolver: zodResolver(schema, messages) };
}

const english = discountForm(DISCOUNTS_EN.rules, FORMS_EN);

export const discountFormSchema = english.schema;

export const discountMessages = english.messages;

/** The create form's and the edit view's check: what they send is the schema's output. */
export const discountFormResolver = english.resolver;

/** The check in the back office's language. */
export function useDiscountFormResolver() {
  const t = useDiscountsText();
  const forms = useFormsText();
  return useMemo(() => discountForm(t.rules, forms).resolver, [t, forms]);
}

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
