/** How amounts and dates read to a person: EGP with grouped thousands, English dates in Cairo time. */
export const SHOP_TIME_ZONE = 'Africa/Cairo';
export const CURRENCY = 'EGP';

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const upToTwo = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** "EGP 1,450.00"; with `{ whole: true }` "EGP 1,305" (the compact card rounds); `{ trim: true }` "EGP 1,450". */
export function formatEGP(amount: number, options: { whole?: boolean; trim?: boolean } = {}): string {
  const format = options.whole ? whole : options.trim ? upToTwo : twoDecimals;
  return `${CURRENCY} ${format.format(options.whole ? Math.round(amount) : amount)}`;
}

/** Thousands grouped with a comma: 12,345.5 */
export function formatNumber(value: number, decimals = 0): string {
  return new Intl.NumberFormat('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

const dateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  month: '2-digit',
  day: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
const dateOnly = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  month: '2-digit',
  day: '2-digit',
  year: 'numeric',
});

/** "11/22/2026, 3:40 PM" in Cairo time. */
export function formatDateTime(value: string | number | Date): string {
  return dateTime.format(new Date(value));
}

/** "11/22/2026" in Cairo time. */
export function formatDate(value: string | number | Date): string {
  return dateOnly.format(new Date(value));
}
