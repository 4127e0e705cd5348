// Refusals a shopper or an admin reads (the app's HttpError, answered as the contract's error body).
import { HttpError, type ErrorDetail } from '../plugins/errors';
import { serverText, type Language, type TextKey } from '.';

export function refuse(statusCode: number, message: string, details?: ErrorDetail[]): HttpError {
  return new HttpError(statusCode, message, details);
}

/**
 * A refusal whose message names catalogue things (a product, a colour): each language gets the message `key`
 * with its own words, e.g. `{ en: ['Linen Dress'], ar: ['فستان كتان'] }` (the product's name_ar, the variant's
 * color_ar, falling back to the English where the shop wrote no Arabic: see `arabicOr`).
 */
export function refuseNaming(
  statusCode: number,
  key: TextKey,
  values: Record<Language, string[]>,
  details?: ErrorDetail[],
): HttpError {
  return new HttpError(statusCode, serverText(key, 'en', ...values.en), details, {
    ar: serverText(key, 'ar', ...values.ar),
  });
}

/** The Arabic the shop wrote for a catalogue word, else its English. */
export const arabicOr = (arabic: string | null | undefined, english: string): string =>
  arabic?.trim() ? arabic.trim() : english;
