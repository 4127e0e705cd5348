/**
 * The dashboard's date filter (docs/product.md#dashboard): Today (the default, a Cairo day), Last 7 Days, This Month, Last Month,
 * a custom range, and Reset, which drops the range so every figure covers all time. The ranges themselves are
 * the shared Cairo-day rules of src/shared/cairo-dates.ts, the same ones the server counts by.
 */
import { dashboardRanges } from '../../shared/cairo-dates';

export type PresetKey = 'today' | 'last7Days' | 'thisMonth' | 'lastMonth';
export type DateFilterKey = PresetKey | 'custom' | 'all';

export const DEFAULT_FILTER: PresetKey = 'today';

export const PRESETS: { key: PresetKey; label: string }[] = [
  { key: 'today', label: 'Today' },
  { key: 'last7Days', label: 'Last 7 Days' },
  { key: 'thisMonth', label: 'This Month' },
  { key: 'lastMonth', label: 'Last Month' },
];

/** What the dashboard calls send: YYYY-MM-DD Cairo days, both included; an empty end is left out. */
export interface DateRange {
  startDate?: string;
  endDate?: string;
}

export interface DateFilterState {
  key: DateFilterKey;
  range: DateRange;
}

export function presetRange(key: PresetKey, now: Date = new Date()): DateRange {
  return dashboardRanges(now)[key];
}

export function initialDateFilter(now: Date = new Date()): DateFilterState {
  return { key: DEFAULT_FILTER, range: presetRange(DEFAULT_FILTER, now) };
}

/** Reset: no range at all, so the calls go without dates (docs/product.md#calls: empty params are omitted). */
export const RESET_FILTER: DateFilterState = { key: 'all', range: {} };

/** The query of a dashboard call: only the dates that are set. */
export function dateParams(range: DateRange): DateRange {
  const params: DateRange = {};
  if (range.startDate) params.startDate = range.startDate;
  if (range.endDate) params.endDate = range.endDate;
  return params;
}
