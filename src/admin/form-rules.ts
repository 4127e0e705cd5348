/**
 * Building blocks of the admin forms' zod schemas. Each form's schema takes its fields from the contract's
 * generated schema (generated/zod) and puts in front only what a form needs: the input's text read as react-admin
 * gives it (null once emptied), trimmed, a required field's own message, a number typed in a text box, a date
 * typed in Cairo time. The schemas go to react-admin's forms through `zodResolver`, so what the form sends is
 * the schema's output: the request body itself.
 */
import { z } from 'zod';
import { cairoLocalToIso } from './cairo-time';
import { ApiError } from '../shared/api-fetch';
import { latinDigits } from '../shared/digits';
import { FORMS_EN, type FormsText } from './i18n/forms';

/** A text input's value, trimmed ('' when empty). */
export const text = () =>
  z
    .string()
    .nullish()
    .transform((value) => (value ?? '').trim());

/** A text that must be filled, refused with `message` when blank. */
export const requiredText = (message: string) => text().pipe(z.string().min(1, message));

/** An optional text: null when blank, as the contract stores it. */
export const optionalText = () =>
  // Typed as the contract's nullish input so it pipes into the generated optional fields.
  text().transform((value): string | null | undefined => (value === '' ? null : value));

/** A number typed in a box (Arabic-Indic or Persian digits read as Latin): refused with `message` when blank, then checked by the contract's `rule`. */
export const requiredNumber = <Out>(message: string, rule: z.ZodType<Out, number>) =>
  requiredText(message)
    .transform((value) => Number(latinDigits(value)))
    .pipe(rule);

/** An optional number: null when blank, else checked by the contract's `rule`. */
export const optionalNumber = <Out>(rule: z.ZodType<Out, number | null | undefined>) =>
  text()
    .transform((value): number | null | undefined => (value === '' ? null : Number(latinDigits(value))))
    .pipe(rule);

/**
 * A date and time typed in a datetime-local input, read as Cairo time, sent as an ISO instant; one it cannot
 * read gets `checkDate` (the form's language).
 */
export const cairoDateTime = <Out>(
  message: string,
  rule: z.ZodType<Out, string>,
  checkDate: string = FORMS_EN.checkDate,
) =>
  requiredText(message)
    .transform((value, ctx) => {
      try {
        return cairoLocalToIso(value);
      } catch {
        ctx.issues.push({ code: 'custom', message: checkDate, input: value });
        return z.NEVER;
      }
    })
    .pipe(rule);

export const END_AFTER_START = FORMS_EN.endAfterStart;

/**
 * A validity window's end must come after its start. Checked once both dates are read, even when another field
 * is wrong, so every mistake shows at once.
 */
export function endAfterStart<S extends z.ZodType<{ startDate: string; endDate: string }>>(
  schema: S,
  message: string = END_AFTER_START,
): S {
  return schema.refine((values) => values.endDate > values.startDate, {
    path: ['endDate'],
    message,
    when: (payload) =>
      !payload.issues.some((issue) => issue.path?.[0] === 'startDate' || issue.path?.[0] === 'endDate'),
  });
}

type Issue = z.core.$ZodRawIssue;

/**
 * The sentence under a field when the contract's rule refuses it: a text too long says its limit (in the
 * language of `texts`); anything else gets the field's sentence (a fixed one, or one made from the issue). Rules
 * with a message of their own keep it.
 */
export function fieldMessages(
  messages: Record<string, string | ((issue: Issue) => string)>,
  texts: Pick<FormsText, 'atMost'> = FORMS_EN,
): {
  error: (issue: Issue) => string | undefined;
} {
  return {
    error: (issue) => {
      if (issue.code === 'too_big' && issue.origin === 'string') return texts.atMost(Number(issue.maximum));
      const message = messages[String(issue.path?.[0])];
      return typeof message === 'function' ? message(issue) : message;
    },
  };
}

/** The first sentence per field, as a form shows them; empty when the values can be sent. */
export function fieldErrors(
  schema: z.ZodType,
  values: unknown,
  params?: { error: (issue: Issue) => string | undefined },
): Record<string, string> {
  const result = schema.safeParse(values, params);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The server's sentences on the form's own fields, from a refused call (`body.<field>` in its details), for
 * react-admin's `onSubmit` to return as the form's errors; nothing for another failure.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  if (!(error instanceof ApiError)) return errors;
  for (const detail of error.details) {
    const field = detail.field.replace(/^body\./, '');
    if ((fields as readonly string[]).includes(field)) errors[field as F] ??= detail.message;
  }
  return errors;
}
