/**
 * Order numbers a shopper can read over the phone: "MO-" and six characters from an alphabet without the look-alikes
 * 0/O, 1/I/L (docs/business-rules.md#order-numbers). Six of 31 characters give ~887 million numbers; they are drawn from a cryptographic
 * source, so they cannot be guessed in sequence. The database's unique constraint is the final guard: the server
 * draws again on the rare collision.
 */
import { latinDigits } from './digits';

export const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const ORDER_NUMBER_LENGTH = 6;
export const ORDER_NUMBER_PATTERN = /^MO-[0-9A-Z]{4,10}$/;

type RandomBytes = (length: number) => Uint8Array;

const cryptoBytes: RandomBytes = (length) => globalThis.crypto.getRandomValues(new Uint8Array(length));

/** A fresh order number such as "MO-7K3Q9D". `randomBytes` is for tests. */
export function generateOrderNumber(
  randomBytes: RandomBytes = cryptoBytes,
  length = ORDER_NUMBER_LENGTH,
): string {
  const n = ORDER_NUMBER_ALPHABET.length;
  // Rejection sampling: bytes ≥ the largest multiple of n below 256 would favour the first characters.
  const limit = 256 - (256 % n);
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte >= limit) continue;
      out += ORDER_NUMBER_ALPHABET[byte % n];
      if (out.length === length) break;
    }
  }
  return `MO-${out}`;
}

/** Whether `text` has the form of an order number. */
export function isOrderNumber(text: string): boolean {
  return ORDER_NUMBER_PATTERN.test(text);
}

/**
 * An order number as typed by an admin or read back by a shopper ("mo-7k3q9d", " MO 7K3Q9D ") in its stored
 * form, or null if it cannot be one; digits typed in Arabic-Indic or Persian count as their Latin ones.
 */
export function normalizeOrderNumber(text: string): string | null {
  const compact = latinDigits(text).trim().toUpperCase().replace(/\s+/g, '');
  const withDash =
    /^MO[0-9A-Z]/.test(compact) && !compact.startsWith('MO-') ? `MO-${compact.slice(2)}` : compact;
  return isOrderNumber(withDash) ? withDash : null;
}
