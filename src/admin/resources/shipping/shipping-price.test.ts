import { describe, expect, it } from 'vitest';
import { parseShippingPrice } from './shipping-price';
import { ar } from '../../i18n/shipping.ar';

describe('parseShippingPrice', () => {
  it('accepts 0 to 10,000 EGP with at most two decimals', () => {
    expect(parseShippingPrice(' 65 ')).toEqual({ price: 65 });
    expect(parseShippingPrice('0')).toEqual({ price: 0 });
    expect(parseShippingPrice('72.5')).toEqual({ price: 72.5 });
    expect(parseShippingPrice('٦٥')).toEqual({ price: 65 });
    expect(parseShippingPrice('۷۲٫۵')).toEqual({ price: 72.5 });
  });

  it('refuses empty, negative, too large, non-numbers and extra decimals', () => {
    expect(parseShippingPrice('')).toEqual({ error: 'Enter a price.' });
    expect(parseShippingPrice('-1')).toEqual({ error: 'Between 0 and 10,000.' });
    expect(parseShippingPrice('10001')).toEqual({ error: 'Between 0 and 10,000.' });
    expect(parseShippingPrice('abc')).toEqual({ error: 'Between 0 and 10,000.' });
    expect(parseShippingPrice('1.234')).toEqual({ error: 'At most two decimals.' });
  });
});

describe('parseShippingPrice in Arabic', () => {
  it('refuses in Arabic', () => {
    expect(parseShippingPrice('', ar.errors)).toEqual({ error: 'اكتب السعر.' });
    expect(parseShippingPrice('-1', ar.errors)).toEqual({ error: 'من 0 لحد 10,000.' });
    expect(parseShippingPrice('1.234', ar.errors)).toEqual({ error: 'رقمين عشريين بالكتير.' });
  });
});
