/**
 * Digits as a shopper or the owner types them, in Latin: Egyptian phones and keyboards often write Arabic-Indic
 * digits (٠١٢٣٤٥٦٧٨٩) and some write Persian ones (۰۱۲۳۴۵۶۷۸۹). Every numeric field of the storefront, the
 * back office and the server reads them through here, so what is checked and stored is always 0-9.
 *
 * - `latinDigits('٠١٠١٢٣٤٥٦٧٨')` → '01012345678'
 * - `latinDigits('۱۲۳٫۵')`       → '123.5' (the Arabic decimal separator is a point, its thousands separator a comma)
 * - `latinDigits('شارع ٩')`      → 'شارع 9' (only digits and the two separators change; callers use it on numeric fields)
 */

const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;
const EASTERN = /[\u0660-\u0669\u06f0-\u06f9\u066b\u066c]/g;

function latin(char: string): string {
  const code = char.charCodeAt(0);
  if (code === 0x066b) return '.';
  if (code === 0x066c) return ',';
  return String(code >= PERSIAN_ZERO ? code - PERSIAN_ZERO : code - ARABIC_INDIC_ZERO);
}

/** `text` with Arabic-Indic and Persian digits (and the Arabic decimal and thousands separators) in Latin. */
export function latinDigits(text: string): string {
  return text.replace(EASTERN, latin);
}

/** Whether `text` holds any digit or separator `latinDigits` would change. */
export function hasEasternDigits(text: string): boolean {
  EASTERN.lastIndex = 0;
  const found = EASTERN.test(text);
  EASTERN.lastIndex = 0;
  return found;
}
