/**
 * Which boxes are for numbers: `type="number"` or `"tel"`, or `inputmode` numeric, decimal or tel. Names and
 * addresses are not, and keep the digits typed. Its own small module: the entry (src/main.tsx) asks it of every
 * box entered, to load the digit listener (digit-inputs.ts) with the first number box only.
 */
const NUMERIC_TYPES = new Set(['number', 'tel']);
const NUMERIC_MODES = new Set(['numeric', 'decimal', 'tel']);

/** Whether an element is a box for a number. */
export function takesDigits(element: EventTarget | null): element is HTMLInputElement {
  const input = element as HTMLInputElement | null;
  if (!input || input.tagName !== 'INPUT') return false;
  return NUMERIC_TYPES.has(input.type) || NUMERIC_MODES.has(input.inputMode);
}
