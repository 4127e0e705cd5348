/**
 * How amounts read to a person: EGP with grouped thousands. Dates are written by `formatDateTime` and `formatDate`
 * in cairo-dates.ts (the back office's only dates; kept there so the storefront's bundle does not carry them).
 */
export const SHOP_TIME_ZONE = 'Africa/Cairo';
export const CURRENCY = 'EGP';

/**
 * `value` with `decimals` decimals (trailing zeros dropped with `trim`) and thousands grouped with a comma, as
 * Intl.NumberFormat('en-US') writes it: halves rounded away from zero on the number's shortest decimal form (1.005
 * → 1.01, as Intl, where toFixed gives 1.00). Written out because the first Intl.NumberFormat a page makes costs
 * some 25 ms of a phone's main thread (loading ICU's number data) while the page hydrates, and every page shows
 * prices.
 */
function grouped(value: number, decimals: number, trim = false): string {
  if (!Number.isFinite(value)) return String(value);
  const negative = value < 0;
  // Scaling through the exponent keeps the decimal digits: Number('1.005e2') is 100.5, where 1.005 * 100 is 100.49….
  const shortest = String(Math.abs(value));
  const scaled = Math.round(
    shortest.includes('e') ? Math.abs(value) * 10 ** decimals : Number(`${shortest}e${decimals}`),
  );
  let digits = String(scaled).padStart(decimals + 1, '0');
  let fraction = decimals ? digits.slice(-decimals) : '';
  digits = decimals ? digits.slice(0, -decimals) : digits;
  if (trim) fraction = fraction.replace(/0+$/, '');
  const integer = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const figure = fraction ? `${integer}.${fraction}` : integer;
  return negative && scaled !== 0 ? `-${figure}` : figure;
}

/** How the pound is written on Arabic pages: after the amount, Western digits kept. */
export const CURRENCY_AR = 'ج.م';

let moneyLanguage: 'en' | 'ar' = 'en';

/** The storefront's language for amounts (set once at start on an Arabic page; the back office stays English). */
export function setMoneyLanguage(language: 'en' | 'ar'): void {
  moneyLanguage = language;
}

/**
 * "EGP 1,450.00"; with `{ whole: true }` "EGP 1,305" (the compact card rounds); `{ trim: true }` "EGP 1,450".
 * On Arabic pages "1,450.00 ج.م".
 */
export function formatEGP(amount: number, options: { whole?: boolean; trim?: boolean } = {}): string {
  return formatEGPIn(amount, moneyLanguage, options);
}

/**
 * The same in a given language, for texts about an order written in the order's language whatever the page's
 * (the WhatsApp messages, the packing slip): "EGP 1,450.00" / "1,450.00 ج.م".
 */
export function formatEGPIn(
  amount: number,
  language: 'en' | 'ar',
  options: { whole?: boolean; trim?: boolean } = {},
): string {
  const figure = options.whole
    ? grouped(Math.round(amount), 0)
    : options.trim
      ? grouped(amount, 2, true)
      : grouped(amount, 2);
  return language === 'ar' ? `${figure} ${CURRENCY_AR}` : `${CURRENCY} ${figure}`;
}

// A left-to-right isolate and its end (Unicode's bidi controls): they keep "−290.00" one left-to-right run.
const LRI = '\u2066';
const PDI = '\u2069';

/**
 * An amount taken off, as a discount line shows it: "−EGP 290.00"; on Arabic pages "−290.00 ج.م". In a
 * right-to-left line a bare minus would stand on the far side of the figure ("290.00 −"), so the Arabic form
 * isolates the minus and the figure left to right.
 */
export function formatDeduction(amount: number): string {
  return formatDeductionIn(amount, moneyLanguage);
}

/** The same in a given language (the packing slip is in its order's language). */
export function formatDeductionIn(amount: number, language: 'en' | 'ar'): string {
  // Nothing taken off reads as the plain amount: "−0.00" looks like a refund of nothing.
  if (amount === 0) return formatEGPIn(0, language);
  if (language === 'ar') return `${LRI}−${grouped(amount, 2)}${PDI} ${CURRENCY_AR}`;
  return `−${formatEGPIn(amount, 'en')}`;
}

/** Thousands grouped with a comma: 12,345.5 */
export function formatNumber(value: number, decimals = 0): string {
  return grouped(value, decimals);
}
