/**
 * Clothing sizes in the order a shopper reads them: XXS, XS, S, M, L, XL, XXL, 3XL… (letters, any case), then
 * numeric sizes (36, 38, 40…) by number, then anything else ("One Size", "Free") alphabetically.
 */
const LETTER_SIZES = ['xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 'xxxxl'];
const ALIASES: Record<string, string> = {
  '2xs': 'xxs',
  '3xs': 'xxxs',
  '2xl': 'xxl',
  '3xl': 'xxxl',
  '4xl': 'xxxxl',
};

function rank(size: string): [number, number, string] {
  const key = size.trim().toLowerCase();
  const letter = LETTER_SIZES.indexOf(ALIASES[key] ?? key);
  if (letter >= 0) return [0, letter, key];
  if (/^\d+(\.\d+)?$/.test(key)) return [1, Number(key), key];
  return [2, 0, key];
}

export function compareSizes(a: string, b: string): number {
  const [ga, na, ka] = rank(a);
  const [gb, nb, kb] = rank(b);
  return ga - gb || na - nb || ka.localeCompare(kb);
}

export function sortSizes(sizes: string[]): string[] {
  return [...sizes].sort(compareSizes);
}
