import { describe, expect, it } from 'vitest';
import {
  axisAmount,
  bucketSalesByHour,
  buildVariantChart,
  clockHour,
  compactAmount,
  hourBucketLabel,
  hourTickLines,
  ratePercent,
  shortWeekday,
  topWithOthers,
  variantBars,
  variantLabel,
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

describe('topWithOthers: the ten largest, then "Others"', () => {
  const products = Array.from({ length: 14 }, (_, i) => ({
    name: `Product ${String(i + 1).padStart(2, '0')} with a long name`,
    value: Math.round((i + 1) * 1001) / 10,
    quantity: i + 1,
  }));

  it('keeps the ten largest first and sums the rest into one "Others" bar, to the piastre', () => {
    const bars = topWithOthers(products, 'products');
    expect(bars).toHaveLength(11);
    expect(bars[0]).toEqual({
      name: 'Product 14 with a long name',
      label: 'Product 14 with…',
      value: 1401.4,
      quantity: 14,
    });
    expect(bars.slice(0, 10).map((b) => b.quantity)).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5]);
    // 100.1 + 200.2 + 300.3 + 400.4
    expect(bars[10]).toEqual({
      name: 'Others (4 products)',
      label: 'Others',
      value: 1001,
      quantity: 10,
      others: 4,
    });
  });

  it('adds no "Others" bar when everything fits, and breaks ties by name', () => {
    expect(
      topWithOthers(
        [
          { name: 'b', value: 5 },
          { name: 'a', value: 5 },
          { name: 'c', value: 9 },
        ],
        'products',
      ).map((b) => b.name),
    ).toEqual(['c', 'a', 'b']);
    expect(topWithOthers([], 'products')).toEqual([]);
    expect(topWithOthers(products.slice(0, 10), 'products')).toHaveLength(10);
  });

  it('carries no quantity on "Others" when the rows have none', () => {
    const bars = topWithOthers(
      products.map(({ name, value }) => ({ name, value })),
      'variants',
      2,
    );
    expect(bars[2]).toEqual({ name: 'Others (12 variants)', label: 'Others', value: 7807.8, others: 12 });
  });
});

describe('variantBars', () => {
  it('names each variant in full, adds up repeated rows and keeps the ten best', () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({
      productTitle: `Dress ${i + 1}`,
      color: 'Off.White',
      size: 'M',
      totalSold: i + 1,
    }));
    rows.push({ productTitle: 'Dress 1', color: 'Off.White', size: 'M', totalSold: 20 });
    const bars = variantBars(rows);
    expect(bars[0]).toEqual({ name: 'Dress 1 — Off.White / M', label: 'Dress… Off.White/M', value: 21 });
    expect(bars).toHaveLength(11);
    // Dress 2 (2) and Dress 3 (3) are the rest.
    expect(bars[10]).toEqual({ name: 'Others (2 variants)', label: 'Others', value: 5, others: 2 });
  });
});

describe('variantLabel', () => {
  it('keeps the colour and size that tell two variants of a long name apart', () => {
    const row = { productTitle: 'Linen Wrap Midi Dress', color: 'Sage', size: 'M' };
    expect(variantLabel(row)).toBe('Linen Wrap… Sage/M');
    expect(variantLabel({ ...row, productTitle: 'Abaya' })).toBe('Abaya Sage/M');
    expect(variantLabel({ ...row, color: 'Dusty Rose Pink', size: 'XL' })).toBe('Line… Dusty Rose P…');
  });
});

describe('narrow axes', () => {
  it('writes an hour bucket on two lines', () => {
    expect(hourTickLines('9 AM - 12 PM')).toEqual(['9 AM –', '12 PM']);
    expect(hourTickLines('Noon')).toEqual(['Noon']);
  });

  it('shortens weekdays and amounts', () => {
    expect(shortWeekday('Wednesday')).toBe('Wed');
    expect(compactAmount(950)).toBe('950');
    expect(compactAmount(1234)).toBe('1.2k');
    expect(compactAmount(2000)).toBe('2k');
    expect(compactAmount(48250.5)).toBe('48k');
    expect(compactAmount(1_300_000)).toBe('1.3M');
    expect(compactAmount(12_000_000)).toBe('12M');
  });

  it('writes a refusal rate as a percent', () => {
    expect(ratePercent(0.25)).toBe('25%');
    expect(ratePercent(0.3333)).toBe('33.3%');
    expect(ratePercent(1)).toBe('100%');
    expect(ratePercent(0)).toBe('0%');
  });
});
