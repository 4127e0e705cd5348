import { describe, expect, it } from 'vitest';
import {
  axisAmount,
  bucketSalesByHour,
  buildVariantChart,
  clockHour,
  hourBucketLabel,
  monthlyBars,
  monthWithYear,
  salesByWeekday,
  shortMonthName,
  tooltipAmount,
  truncateLabel,
} from './chart-data';

describe('hour buckets', () => {
  it('labels the eight 3-hour intervals of the day', () => {
    expect([0, 3, 6, 9, 12, 15, 18, 21].map(hourBucketLabel)).toEqual([
      '12 AM - 3 AM',
      '3 AM - 6 AM',
      '6 AM - 9 AM',
      '9 AM - 12 PM',
      '12 PM - 3 PM',
      '3 PM - 6 PM',
      '6 PM - 9 PM',
      '9 PM - 12 AM',
    ]);
  });

  it('puts every hour in the interval that holds it', () => {
    expect(hourBucketLabel(9)).toBe('9 AM - 12 PM');
    expect(hourBucketLabel(11)).toBe('9 AM - 12 PM');
    expect(hourBucketLabel(12)).toBe('12 PM - 3 PM');
    expect(hourBucketLabel(23)).toBe('9 PM - 12 AM');
    expect(clockHour(0)).toBe('12 AM');
    expect(clockHour(13)).toBe('1 PM');
  });

  it('sums the hours of each bucket to the piastre and keeps empty buckets at 0', () => {
    const buckets = bucketSalesByHour([
      { hour: 9, totalSales: 2450.1 },
      { hour: 10, totalSales: 0.2 },
      { hour: 11, totalSales: 100 },
      { hour: 13, totalSales: 5120.5 },
      { hour: 21, totalSales: 8800 },
      { hour: 23, totalSales: 1 },
    ]);
    expect(buckets).toEqual([
      { label: '12 AM - 3 AM', totalSales: 0 },
      { label: '3 AM - 6 AM', totalSales: 0 },
      { label: '6 AM - 9 AM', totalSales: 0 },
      { label: '9 AM - 12 PM', totalSales: 2550.3 },
      { label: '12 PM - 3 PM', totalSales: 5120.5 },
      { label: '3 PM - 6 PM', totalSales: 0 },
      { label: '6 PM - 9 PM', totalSales: 0 },
      { label: '9 PM - 12 AM', totalSales: 8801 },
    ]);
  });
});

describe('weekdays', () => {
  it('lists the seven days from Sunday with missing days at 0', () => {
    expect(
      salesByWeekday([
        { day: 'Saturday', totalSales: 7270.5 },
        { day: 'Friday', totalSales: 9100 },
      ]),
    ).toEqual([
      { day: 'Sunday', totalSales: 0 },
      { day: 'Monday', totalSales: 0 },
      { day: 'Tuesday', totalSales: 0 },
      { day: 'Wednesday', totalSales: 0 },
      { day: 'Thursday', totalSales: 0 },
      { day: 'Friday', totalSales: 9100 },
      { day: 'Saturday', totalSales: 7270.5 },
    ]);
  });
});

describe('month names', () => {
  it('shows a year-month as its short month name', () => {
    expect(shortMonthName('2026-01')).toBe('Jan');
    expect(shortMonthName('2026-11')).toBe('Nov');
    expect(shortMonthName('2025-12')).toBe('Dec');
    expect(monthWithYear('2025-12')).toBe('Dec 2025');
  });

  it('leaves anything that is not a year-month as it is', () => {
    expect(shortMonthName('2026-13')).toBe('2026-13');
    expect(shortMonthName('November')).toBe('November');
  });

  it('orders the monthly bars oldest first', () => {
    expect(
      monthlyBars([
        { month: '2026-01', totalSales: 3 },
        { month: '2025-12', totalSales: 2 },
      ]),
    ).toEqual([
      { month: '2025-12', label: 'Dec', totalSales: 2 },
      { month: '2026-01', label: 'Jan', totalSales: 3 },
    ]);
  });
});

describe('truncateLabel', () => {
  it('cuts a product label at 12 characters and adds an ellipsis', () => {
    expect(truncateLabel('Linen Wrap Midi Dress')).toBe('Linen Wrap M…');
    expect(truncateLabel('Crochet Bag!')).toBe('Crochet Bag!');
    expect(truncateLabel('Crochet Bags!')).toBe('Crochet Bags…');
  });

  it('counts characters, so an emoji is not split in half', () => {
    expect(truncateLabel('🌸🌸🌸🌸🌸🌸🌸🌸🌸🌸🌸🌸🌸')).toBe('🌸🌸🌸🌸🌸🌸🌸🌸🌸🌸🌸🌸…');
  });
});

describe('buildVariantChart', () => {
  it('makes one group per product and one series per "color / size"', () => {
    const chart = buildVariantChart([
      { productTitle: 'Linen Wrap Midi Dress', color: 'Sage', size: 'M', totalSold: 6 },
      { productTitle: 'Linen Wrap Midi Dress', color: 'Sand', size: 'L', totalSold: 4 },
      { productTitle: 'Crochet Bag', color: 'Ivory', size: 'One Size', totalSold: 2 },
      { productTitle: 'Crochet Bag', color: 'Sage', size: 'M', totalSold: 1 },
    ]);
    expect(chart.series).toEqual(['Sage / M', 'Sand / L', 'Ivory / One Size']);
    expect(chart.rows).toEqual([
      { product: 'Linen Wrap Midi Dress', label: 'Linen Wrap M…', values: { 'Sage / M': 6, 'Sand / L': 4 } },
      { product: 'Crochet Bag', label: 'Crochet Bag', values: { 'Ivory / One Size': 2, 'Sage / M': 1 } },
    ]);
  });

  it('adds up repeated rows of the same variant and is empty for no rows', () => {
    const chart = buildVariantChart([
      { productTitle: 'Dress', color: 'Off.White', size: 'S', totalSold: 1 },
      { productTitle: 'Dress', color: 'Off.White', size: 'S', totalSold: 2 },
    ]);
    expect(chart.rows[0].values).toEqual({ 'Off.White / S': 3 });
    expect(buildVariantChart([])).toEqual({ series: [], rows: [] });
  });
});

describe('amounts', () => {
  it('formats tooltips in EGP with 2 decimals (sales over time) or 1 (monthly)', () => {
    expect(tooltipAmount(12409.5, 2)).toBe('EGP 12,409.50');
    expect(tooltipAmount(70415.55, 1)).toBe('EGP 70,415.6');
    expect(tooltipAmount('oops', 2)).toBe('EGP 0.00');
    expect(axisAmount(70415.5)).toBe('70,416');
  });
});
