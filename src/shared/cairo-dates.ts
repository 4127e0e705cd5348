/**
 * Cairo time for filters and charts. The shop's days, hours, weekdays and months are Africa/Cairo's (docs/business-rules.md#sales-figures
 * and #currency-and-formats). Egypt has moved its clocks in some years (summer time +3 since 2023), so every conversion
 * goes through the tz database (@date-fns/tz), never a fixed +2.
 *
 * - `cairoDayStart('2026-11-22')`            → the instant that Cairo day begins
 * - `cairoDayRange(startDate?, endDate?)`    → `{ from?, to? }`: [from, to) instants covering whole Cairo days
 * - `cairoDateOf(instant)`                   → 'YYYY-MM-DD' in Cairo
 * - `cairoMonthOf(instant)`                  → 'YYYY-MM' in Cairo
 * - `cairoHourOf(instant)`                   → 0–23 in Cairo
 * - `cairoWeekdayOf(instant)`                → 0 (Sunday) – 6 (Saturday) in Cairo; `WEEKDAYS[n]` is its name
 * - `dashboardRanges(now)`                   → the dashboard filter's Today, Last 7 Days, This Month, Last Month
 * - `lastCairoMonths(now, 12)`               → ['2025-12', …, '2026-11'], oldest first, the current month last
 * - `isYmd(text)`                            → whether text is a real calendar date written YYYY-MM-DD
 * - `parseCairoDateTime(text)`               → the instant of an ISO date-time; one without a zone (a
 *                                              `datetime-local` value) is Cairo wall-clock time
 * - `cairoDayOfFilter(text)`                 → a date filter's Cairo day: YYYY-MM-DD as is, a date-time → the
 *                                              Cairo day of that instant
 * - `formatDateTime(instant)`                → "23/11/2026, 09:16": how the back office shows a date and time
 * - `formatDate(instant)`                    → "23/11/2026"
 */
import { TZDate } from '@date-fns/tz';

export const CAIRO = 'Africa/Cairo';

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A start and end day, both included, as the dashboard and the orders filter send them. */
export interface YmdRange {
  startDate: string;
  endDate: string;
}

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isYmd(text: string): boolean {
  const m = YMD.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(y, mo - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === mo - 1 && probe.getUTCDate() === d;
}

function parseYmd(text: string): [number, number, number] {
  if (!isYmd(text)) throw new RangeError(`Not a date (YYYY-MM-DD): ${text}`);
  const m = YMD.exec(text)!;
  return [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
}

/**
 * The instant a Cairo day begins. On a day whose midnight was skipped by summer time (e.g. 2024-04-26) that is
 * 01:00 local, the first moment of the day that existed.
 */
export function cairoDayStart(ymd: string): Date {
  const [y, m, d] = parseYmd(ymd);
  return new Date(new TZDate(y, m, d, CAIRO).getTime());
}

/** The instant the Cairo day after `ymd` begins: the exclusive end of `ymd`. */
export function cairoDayEnd(ymd: string): Date {
  const [y, m, d] = parseYmd(ymd);
  // TZDate normalises day overflow (31 + 1 → the 1st of the next month) in Cairo time.
  return new Date(new TZDate(y, m, d + 1, CAIRO).getTime());
}

/**
 * A filter of whole Cairo days → half-open instants: `from` ≤ t < `to`. Either end may be absent (open).
 * Throws RangeError for a malformed date.
 */
export function cairoDayRange(
  startDate?: string | null,
  endDate?: string | null,
): { from?: Date; to?: Date } {
  return {
    from: startDate ? cairoDayStart(startDate) : undefined,
    to: endDate ? cairoDayEnd(endDate) : undefined,
  };
}

function inCairo(instant: Date | string | number): TZDate {
  return new TZDate(new Date(instant).getTime(), CAIRO);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * "23/11/2026, 09:16" on a Cairo clock: day/month/year and 24 hours, as the owner asked, in place of
 * the original product's month/day/year with AM/PM. Every date the back office shows or exports goes through here.
 */
export function formatDateTime(instant: Date | string | number): string {
  const t = inCairo(instant);
  return `${formatDate(t)}, ${pad(t.getHours())}:${pad(t.getMinutes())}`;
}

/** "23/11/2026": the Cairo day holding `instant`, day/month/year. */
export function formatDate(instant: Date | string | number): string {
  const t = inCairo(instant);
  return `${pad(t.getDate())}/${pad(t.getMonth() + 1)}/${pad(t.getFullYear(), 4)}`;
}

/** 'YYYY-MM-DD' of the Cairo day holding `instant`. */
export function cairoDateOf(instant: Date | string | number): string {
  const t = inCairo(instant);
  return `${pad(t.getFullYear(), 4)}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}`;
}

/** 'YYYY-MM' of the Cairo month holding `instant`. */
export function cairoMonthOf(instant: Date | string | number): string {
  const t = inCairo(instant);
  return `${pad(t.getFullYear(), 4)}-${pad(t.getMonth() + 1)}`;
}

/** Hour of day 0–23 on a Cairo clock. */
export function cairoHourOf(instant: Date | string | number): number {
  return inCairo(instant).getHours();
}

/** Day of week in Cairo: 0 is Sunday, 6 Saturday. */
export function cairoWeekdayOf(instant: Date | string | number): number {
  return inCairo(instant).getDay();
}

/** Shifts a YYYY-MM-DD by whole calendar days (calendar arithmetic, no time zone involved). */
export function addDaysYmd(ymd: string, days: number): string {
  const [y, m, d] = parseYmd(ymd);
  const t = new Date(Date.UTC(y, m, d + days));
  return `${pad(t.getUTCFullYear(), 4)}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/**
 * The dashboard filter's ranges at `now`, in Cairo days, both ends included:
 * Today; Last 7 Days (today and the six days before); This Month (the 1st to today); Last Month (all of it).
 */
export function dashboardRanges(now: Date = new Date()): {
  today: YmdRange;
  last7Days: YmdRange;
  thisMonth: YmdRange;
  lastMonth: YmdRange;
} {
  const today = cairoDateOf(now);
  const [y, m] = parseYmd(today);
  const firstOfMonth = `${pad(y, 4)}-${pad(m + 1)}-01`;
  const lastOfPreviousMonth = addDaysYmd(firstOfMonth, -1);
  const firstOfPreviousMonth = `${lastOfPreviousMonth.slice(0, 7)}-01`;
  return {
    today: { startDate: today, endDate: today },
    last7Days: { startDate: addDaysYmd(today, -6), endDate: today },
    thisMonth: { startDate: firstOfMonth, endDate: today },
    lastMonth: { startDate: firstOfPreviousMonth, endDate: lastOfPreviousMonth },
  };
}

/** The last `count` Cairo months as 'YYYY-MM', oldest first, ending with the month holding `now`. */
export function lastCairoMonths(now: Date = new Date(), count = 12): string[] {
  const [y, m] = parseYmd(cairoDateOf(now));
  const months: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const total = y * 12 + m - i;
    months.push(`${pad(Math.floor(total / 12), 4)}-${pad((total % 12) + 1)}`);
  }
  return months;
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * The instant an ISO date-time names, or undefined when it is not a real one. With a zone (`Z`, `+02:00`) the
 * zone decides. Without one (what a `datetime-local` input sends, e.g. 2026-11-23T07:16) it is Cairo wall-clock
 * time, through the tz database: +2 in winter, +3 in Egypt's summer time. A time the clocks skipped when summer
 * time began is read with the offset before the change; an hour that happens twice when it ends is read as its
 * second (winter) occurrence.
 */
export function parseCairoDateTime(text: string): Date | undefined {
  const m = DATE_TIME.exec(text.trim());
  if (!m || !isYmd(m[1])) return undefined;
  const [hour, minute, second] = [Number(m[2]), Number(m[3]), Number(m[4] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const ms = m[5] ? Number(m[5].slice(0, 3).padEnd(3, '0')) : 0;
  if (m[6]) {
    const instant = new Date(text.trim());
    return Number.isNaN(instant.getTime()) ? undefined : instant;
  }
  const [y, mo, d] = parseYmd(m[1]);
  return new Date(new TZDate(y, mo, d, hour, minute, second, ms, CAIRO).getTime());
}

/**
 * A date filter's Cairo day, or undefined when `text` is neither a date nor a date-time. Clients send either
 * YYYY-MM-DD or a full date-time (the spec's date filter sends `2026-11-22T00:00:00.000Z`); a date-time stands
 * for the Cairo day holding that instant, so a browser in Cairo sending its local midnight as UTC
 * (2026-11-21T22:00:00.000Z) means 2026-11-22, as does 2026-11-22T00:00:00.000Z (02:00 in Cairo).
 */
export function cairoDayOfFilter(text: string): string | undefined {
  if (isYmd(text)) return text;
  const instant = parseCairoDateTime(text);
  return instant ? cairoDateOf(instant) : undefined;
}
