/**
 * How amounts read to a person: EGP with grouped thousands. Dates are written by `formatDateTime` and `formatDate`
 * in cairo-dates.ts (the back office's only dates; kept there so the storefront's bundle does not carry them).
 */
export const SHOP_TIME_ZONE = 'Africa/Cairo';
export const CURRENCY = 'EGP';

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const upToTwo = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

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
  const format = options.whole ? whole : options.trim ? upToTwo : twoDecimals;
  const figure = format.format(options.whole ? Math.round(amount) : amount);
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
  if (language === 'ar') return `${LRI}−${twoDecimals.format(amount)}${PDI} ${CURRENCY_AR}`;
  return `−${formatEGPIn(amount, 'en')}`;
}

/** Thousands grouped with a comma: 12,345.5 */
export function formatNumber(value: number, decimals = 0): string {
  return new Intl.NumberFormat('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}
