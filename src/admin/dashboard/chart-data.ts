/**
 * Shapes the dashboard endpoints' rows into what the charts draw. Pure, so each rule of spec §2/§9 is tested
 * on its own: 3-hour buckets with labels such as "9 AM - 12 PM", short month names, product labels cut at 12
 * characters, one series per "color / size" on the variant chart.
 */
import type {
  BestTimeToSellByDayOfWeekItem,
  BestTimeToSellByHourItem,
  MonthlySalesRow,
  SalesByVariantRow,
} from '../../../generated/models';
import { toEgp, toPiastres } from '../../shared/money';
import { WEEKDAYS } from '../../shared/cairo-dates';
import { formatNumber } from '../../shared/format';
import { PRODUCT_LABEL_MAX } from './chart-theme';

export const HOUR_INTERVAL = 3;

/** 0 → "12 AM", 9 → "9 AM", 12 → "12 PM", 21 → "9 PM", 24 → "12 AM". */
export function clockHour(hour: number): string {
  const h = ((hour % 24) + 24) % 24;
  const twelve = h % 12 === 0 ? 12 : h % 12;
  return `${twelve} ${h < 12 ? 'AM' : 'PM'}`;
}

/** The label of the 3-hour bucket that holds `hour`: 10 → "9 AM - 12 PM". */
export function hourBucketLabel(hour: number): string {
  const start = Math.floor(hour / HOUR_INTERVAL) * HOUR_INTERVAL;
  return `${clockHour(start)} - ${clockHour(start + HOUR_INTERVAL)}`;
}

export interface HourBucket {
  label: string;
  totalSales: number;
}

/** All eight buckets of the day in order, each the sum (to the piastre) of its hours' sales; empty ones 0. */
export function bucketSalesByHour(byHour: readonly BestTimeToSellByHourItem[]): HourBucket[] {
  const sums = new Array<number>(24 / HOUR_INTERVAL).fill(0);
  for (const row of byHour) {
    if (row.hour < 0 || row.hour > 23) continue;
    sums[Math.floor(row.hour / HOUR_INTERVAL)] += toPiastres(row.totalSales);
  }
  return sums.map((piastres, index) => ({
    label: hourBucketLabel(index * HOUR_INTERVAL),
    totalSales: toEgp(piastres),
  }));
}

/** The seven weekdays from Sunday, missing ones at 0, so the line never skips a day. */
export function salesByWeekday(
  byDay: readonly BestTimeToSellByDayOfWeekItem[],
): { day: string; totalSales: number }[] {
  const byName = new Map(byDay.map((row) => [row.day as string, row.totalSales]));
  return WEEKDAYS.map((day) => ({ day, totalSales: byName.get(day) ?? 0 }));
}

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-11" → "Nov". Anything that is not YYYY-MM comes back as given. */
export function shortMonthName(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const index = match ? Number(match[2]) - 1 : -1;
  return index >= 0 && index < 12 ? SHORT_MONTHS[index] : month;
}

/** "2026-11" → "Nov 2026", for the tooltip where the year matters. */
export function monthWithYear(month: string): string {
  const short = shortMonthName(month);
  return short === month ? month : `${short} ${month.slice(0, 4)}`;
}

/** Oldest month first, each with its short name for the axis. */
export function monthlyBars(
  rows: readonly MonthlySalesRow[],
): { month: string; label: string; totalSales: number }[] {
  return [...rows]
    .sort((a, b) => a.month.localeCompare(b.month))
    .map((row) => ({ ...row, label: shortMonthName(row.month) }));
}

/** "Linen Wrap Midi Dress" → "Linen Wrap M…"; 12 characters or fewer stay whole. Counts characters, not UTF-16 units. */
export function truncateLabel(text: string, max = PRODUCT_LABEL_MAX): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}

export interface VariantChart {
  /** Series names, "color / size", in the order they first appear. */
  series: string[];
  /** One row per product title; `values[series]` is its totalSold, absent when that variant sold none. */
  rows: { product: string; label: string; values: Record<string, number> }[];
}

export function variantSeriesName(row: Pick<SalesByVariantRow, 'color' | 'size'>): string {
  return `${row.color} / ${row.size}`;
}

/** Grouped bars: one group per product title, one series per "color / size", value totalSold. */
export function buildVariantChart(rows: readonly SalesByVariantRow[]): VariantChart {
  const series: string[] = [];
  const byProduct = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const name = variantSeriesName(row);
    if (!series.includes(name)) series.push(name);
    const values = byProduct.get(row.productTitle) ?? {};
    values[name] = (values[name] ?? 0) + row.totalSold;
    byProduct.set(row.productTitle, values);
  }
  return {
    series,
    rows: [...byProduct].map(([product, values]) => ({ product, label: truncateLabel(product), values })),
  };
}

/** Tooltip amounts: "EGP 1,234.50" with 2 decimals (sales over time), "EGP 1,234.5" with 1 (monthly). */
export function tooltipAmount(value: unknown, decimals: 1 | 2): string {
  const amount = typeof value === 'number' ? value : Number(value);
  return `EGP ${formatNumber(Number.isFinite(amount) ? amount : 0, decimals)}`;
}

/** Axis ticks: whole pounds with grouped thousands. */
export function axisAmount(value: number): string {
  return formatNumber(value, 0);
}
