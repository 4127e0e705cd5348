/**
 * The rules of a request's step dialogs, from the contract's bodies (generated/zod/returns): each schema's output
 * is the step's request body, each built from the texts of the back office's language (`…Form(t)`), with the
 * English build for the tests. The refund is at most what the request may refund (`refundable`), and more than 0.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  approveReturnBody,
  receiveReturnBody,
  refundReturnBody,
  refuseReturnBody,
  scheduleReturnPickupBody,
} from '../../../../generated/zod/returns/returns.zod';
import { fieldMessages, requiredNumber, requiredText, text } from '../../form-rules';
import { FORMS_EN, type FormsText } from '../../i18n/forms';
import { RETURNS_EN, type ReturnsText } from '../../i18n/returns';

/** A text left blank is left out of the body (the contract's optional fields). */
const optional = () => text().transform((value): string | undefined => (value === '' ? undefined : value));

type Forms = Pick<FormsText, 'atMost'>;

export function approveForm(t: ReturnsText = RETURNS_EN, forms: Forms = FORMS_EN) {
  const body = approveReturnBody.shape;
  const schema = z.object({
    pickupDate: optional().pipe(body.pickupDate),
    note: optional().pipe(body.note),
  });
  return { schema, resolver: zodResolver(schema, fieldMessages({ pickupDate: t.checkDay }, forms)) };
}

export function refuseForm(t: ReturnsText = RETURNS_EN, forms: Forms = FORMS_EN) {
  const schema = z.object({
    reason: requiredText(t.refuseReasonRequired).pipe(refuseReturnBody.shape.reason),
  });
  return { schema, resolver: zodResolver(schema, fieldMessages({ reason: t.refuseReasonRequired }, forms)) };
}

export function pickupForm(t: ReturnsText = RETURNS_EN, forms: Forms = FORMS_EN) {
  const schema = z.object({
    pickupDate: requiredText(t.pickupRequired).pipe(scheduleReturnPickupBody.shape.pickupDate),
  });
  return { schema, resolver: zodResolver(schema, fieldMessages({ pickupDate: t.checkDay }, forms)) };
}

/** Every item of the request named once with its condition; none may be left without one. */
export function receiveForm(t: ReturnsText = RETURNS_EN) {
  const item = receiveReturnBody.shape.items.element.shape;
  const schema = z.object({
    items: z
      .array(z.object({ id: item.id, condition: z.string().nullish().pipe(item.condition) }))
      .pipe(receiveReturnBody.shape.items),
  });
  return { schema, resolver: zodResolver(schema, fieldMessages({ items: t.conditionRequired })) };
}

/** A refund of more than 0 and at most `refundable` EGP, with its method and an optional reference. */
export function refundForm(refundable: number, t: ReturnsText = RETURNS_EN, forms: Forms = FORMS_EN) {
  const body = refundReturnBody.shape;
  const most = t.money(refundable);
  const schema = z.object({
    method: z.string().nullish().pipe(body.method),
    reference: optional().pipe(body.reference),
    amount: requiredNumber(
      t.amountRequired,
      // The shop's own words first, then the contract's rule (at least one piastre, two decimals).
      z
        .number()
        .refine((amount) => amount > 0, t.amountPositive)
        .refine((amount) => amount <= refundable, t.amountAtMost(most))
        .pipe(body.amount),
    ),
  });
  return {
    schema,
    resolver: zodResolver(
      schema,
      fieldMessages({ method: t.methodRequired, amount: t.amountRequired }, forms),
    ),
  };
}
