// The dashboard's shared rules: which statuses count as sales, the previous period a
// summary is compared with, and how a change against it reads ("+12%", "−5%", "new").
import { addDaysYmd } from './cairo-dates';

/** The order statuses whose orders count as sales (docs/business-rules.md#sales-figures; the rollups' triggers). */
export const SALES_STATUSES = ['processing', 'shipped', 'delivered'] as const;

/** Whole Cairo days, both included, as YYYY-MM-DD. */
export interface DayPeriod {
  startDate: string;
  endDate: string;
}

function dayNumber(ymd: string): number {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 86_400_000;
}

/**
 * The period of the same number of days ending the day before `startDate`: 1–30 Nov → 2–31 Oct, one day →
 * the day before. Undefined when either end is open (all time, or from a day on), which has no such period.
 */
export function previousPeriod(range: { startDate?: string; endDate?: string }): DayPeriod | undefined {
  const { startDate, endDate } = range;
  if (!startDate || !endDate || endDate < startDate) return undefined;
  const length = dayNumber(endDate) - dayNumber(startDate) + 1;
  return { startDate: addDaysYmd(startDate, -length), endDate: addDaysYmd(startDate, -1) };
}

export interface Change {
  /** What the badge shows: "+12%", "−5%", "0%" or "new". */
  text: string;
  /** The sentence a screen reader reads: "up 12% on the previous period". */
  label: string;
  direction: 'up' | 'down' | 'same' | 'new';
}

/**
 * A figure's change against the previous period's, in whole percent (one decimal under 10%). No percentage
 * when the previous figure is 0: "new" when there is something now, nothing at all when both are 0.
 */
export function changeAgainst(current: number, previous: number): Change | undefined {
  if (previous === 0) {
    return current === 0
      ? undefined
      : { text: 'new', label: 'new: none in the previous period', direction: 'new' };
  }
  const percent = ((current - previous) / Math.abs(previous)) * 100;
  const size = Math.abs(percent);
  const rounded = size < 10 ? Math.round(size * 10) / 10 : Math.round(size);
  if (rounded === 0) return { text: '0%', label: 'no change on the previous period', direction: 'same' };
  const up = percent > 0;
  return {
    text: `${up ? '+' : '−'}${rounded}%`,
    label: `${up ? 'up' : 'down'} ${rounded}% on the previous period`,
    direction: up ? 'up' : 'down',
  };
}
