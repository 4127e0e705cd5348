/**
 * Shapes the dashboard endpoints' rows into what the charts draw. Pure, so each rule of docs/product.md#dashboard is tested
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

/**
 * "Linen Wrap Midi Dress" → "Linen Wrap M…"; 12 characters or fewer stay whole. Counts characters, not UTF-16
 * units; a space before the cut is dropped.
 */
export function truncateLabel(text: string, max = PRODUCT_LABEL_MAX): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : text;
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

/** The product and variant charts show this many rows, then one "Others" bar for the rest. */
export const TOP_BARS = 10;
/** Labels on a horizontal bar chart's axis are cut here; the whole name is in the tick's title and tooltip. */
export const BAR_LABEL_MAX = 16;

export interface RankedBar {
  /** The whole name (tooltip, the tick's title): "Others (25 products)" for the rest. */
  name: string;
  /** The axis label, cut at BAR_LABEL_MAX: "Others" for the rest. */
  label: string;
  value: number;
  /** Units sold, when the rows carry them. */
  quantity?: number;
  /** How many rows the "Others" bar sums; absent on a named row. */
  others?: number;
}

/**
 * The `limit` largest rows by value (ties by name), then one "Others" bar summing the rest, value and quantity
 * to the piastre. No "Others" bar when everything fits, nor when `others` is false: rows cut by the server
 * (a limited answer) would make it a sum of some of the rest only.
 */
export function topWithOthers(
  rows: readonly { name: string; value: number; quantity?: number; label?: string }[],
  unit: string,
  limit = TOP_BARS,
  others = true,
): RankedBar[] {
  const sorted = [...rows].sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
  const named = (sorted.length > limit ? sorted.slice(0, limit) : sorted).map((row) => ({
    ...row,
    label: row.label ?? truncateLabel(row.name, BAR_LABEL_MAX),
  }));
  if (sorted.length <= limit || !others) return named;
  const rest = sorted.slice(limit);
  const sum = (values: number[]) => toEgp(values.reduce((total, v) => total + toPiastres(v), 0));
  const othersBar: RankedBar = {
    name: `Others (${rest.length} ${unit})`,
    label: 'Others',
    value: sum(rest.map((row) => row.value)),
    others: rest.length,
  };
  if (rest.some((row) => row.quantity !== undefined))
    othersBar.quantity = rest.reduce((total, row) => total + (row.quantity ?? 0), 0);
  return [...named, othersBar];
}

/** A variant's whole name on the variant chart: "Linen Wrap Midi Dress — Sage / M". */
export function variantName(row: Pick<SalesByVariantRow, 'productTitle' | 'color' | 'size'>): string {
  return `${row.productTitle} — ${variantSeriesName(row)}`;
}

/**
 * A variant's axis label keeps what tells two variants apart: the product cut short, then "colour/size" —
 * "Linen Wr… Sage/M" — at most BAR_LABEL_MAX + 2 characters.
 */
export function variantLabel(row: Pick<SalesByVariantRow, 'productTitle' | 'color' | 'size'>): string {
  const max = BAR_LABEL_MAX + 2;
  const variant = `${row.color}/${row.size}`;
  const whole = `${row.productTitle} ${variant}`;
  if (Array.from(whole).length <= max) return whole;
  // The product's share: what the variant leaves, less the space and the ellipsis; at least 4 characters.
  const room = max - Array.from(variant).length - 2;
  return room >= 4
    ? `${truncateLabel(row.productTitle, room)} ${variant}`
    : truncateLabel(`${truncateLabel(row.productTitle, 4)} ${variant}`, max);
}

/** Units per variant, repeated rows added up, the ten best then "Others" (unless `others` is false). */
export function variantBars(
  rows: readonly SalesByVariantRow[],
  limit = TOP_BARS,
  others = true,
): RankedBar[] {
  const byName = new Map<string, { name: string; value: number; label: string }>();
  for (const row of rows) {
    const name = variantName(row);
    const bar = byName.get(name) ?? { name, value: 0, label: variantLabel(row) };
    bar.value += row.totalSold;
    byName.set(name, bar);
  }
  return topWithOthers([...byName.values()], 'variants', limit, others);
}

/** "9 AM - 12 PM" → ["9 AM –", "12 PM"]: two short lines that fit under a narrow bucket. */
export function hourTickLines(label: string): string[] {
  const [start, end] = label.split(' - ');
  return end === undefined ? [label] : [`${start} –`, end];
}

/** "Wednesday" → "Wed" on the narrow axis; the whole name stays in the tick's title. */
export function shortWeekday(day: string): string {
  return day.slice(0, 3);
}

/** Compact axis amounts that fit a narrow axis: 950, 1.2k, 48k, 1.3M. */
export function compactAmount(value: number): string {
  const size = Math.abs(value);
  if (size >= 1_000_000)
    return `${formatNumber(value / 1_000_000, size >= 10_000_000 ? 0 : 1)}M`.replace('.0M', 'M');
  if (size >= 1_000) return `${formatNumber(value / 1_000, size >= 10_000 ? 0 : 1)}k`.replace('.0k', 'k');
  return formatNumber(value, 0);
}

/** A refusal rate (0–1) as a percent with at most one decimal: 0.25 → "25%", 0.3333 → "33.3%". */
export function ratePercent(rate: number): string {
  return `${formatNumber(Math.round(rate * 1000) / 10, Number.isInteger(Math.round(rate * 1000) / 10) ? 0 : 1)}%`;
}
