// Ids are PostgreSQL `integer`s (int32): 1 to 2,147,483,647. A number outside that range is no id — asking the
// database for it would fail ("out of range for type integer") instead of finding nothing.
export const MAX_ID = 2_147_483_647;

/** Whether `value` can be an id. */
export function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ID;
}

/** The id written as `text` (digits only, within range), or undefined: "12" → 12, "2147483648" → undefined. */
export function idFromText(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,10}$/.test(trimmed)) return undefined;
  const n = Number(trimmed);
  return isId(n) ? n : undefined;
}

/** Whether `text` is all digits: such a value names an id (docs/product.md#shop), in range or not. */
export function isDigits(text: string): boolean {
  return /^\d+$/.test(text.trim());
}
