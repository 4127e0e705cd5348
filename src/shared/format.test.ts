import { describe, expect, it } from 'vitest';
import { formatDeductionIn, formatEGP, formatEGPIn, formatNumber } from './format';

describe('formatting', () => {
  it('shows EGP with grouped thousands', () => {
    expect(formatEGP(12345.5)).toBe('EGP 12,345.50');
    expect(formatEGP(1304.6, { whole: true })).toBe('EGP 1,305');
    expect(formatEGP(1450, { trim: true })).toBe('EGP 1,450');
    expect(formatNumber(1234567)).toBe('1,234,567');
  });

  it("writes an amount in a given language: the pound after the figure in Arabic, the page's language aside", () => {
    expect(formatEGPIn(1450, 'ar')).toBe('1,450.00 ج.م');
    expect(formatEGPIn(12345.5, 'en')).toBe('EGP 12,345.50');
    expect(formatEGP(1450)).toBe('EGP 1,450.00');
  });

  it('writes an amount taken off with its minus, kept on the figure in a right-to-left line', () => {
    expect(formatDeductionIn(290, 'en')).toBe('−EGP 290.00');
    // Left-to-right isolate around "−290.00" (the journey in Arabic checks where Chromium draws it).
    expect(formatDeductionIn(290, 'ar')).toBe('\u2066−290.00\u2069 ج.م');
  });

  it('writes nothing taken off without a minus', () => {
    expect(formatDeductionIn(0, 'en')).toBe('EGP 0.00');
    expect(formatDeductionIn(0, 'ar')).toBe('0.00 ج.م');
  });

  it('writes every amount as Intl.NumberFormat would, halves and negatives included', () => {
    const intl = (decimals: number, trim = false) =>
      new Intl.NumberFormat('en-US', {
        minimumFractionDigits: trim ? 0 : decimals,
        maximumFractionDigits: decimals,
      });
    const amounts = [
      0,
      0.005,
      1.005,
      2.675,
      1232.5,
      1232.499,
      999.995,
      999_999.995,
      1e7 + 0.125,
      0.1 + 0.2,
      5e-7,
    ];
    // A spread of prices with up to three decimals, as discounts and fees make them.
    for (let i = 0; i < 2_000; i++) amounts.push(Math.round(((i * 7919) % 2_000_000) + i / 1000) / 1);
    for (let i = 0; i < 2_000; i++) amounts.push(((i * 104_729) % 3_000_000) / 1000);
    // Intl writes "-0.00" for a negative amount that rounds to nothing; here it reads 0.00 (checked below).
    const roundsToNothing = (a: number) => a < 0 && Math.abs(a) < 0.005;
    for (const amount of amounts
      .flatMap((a) => [a, -a])
      .filter((a) => !Object.is(a, -0) && !roundsToNothing(a))) {
      expect(formatEGPIn(amount, 'en'), String(amount)).toBe(`EGP ${intl(2).format(amount)}`);
      expect(formatEGPIn(amount, 'en', { trim: true }), String(amount)).toBe(
        `EGP ${intl(2, true).format(amount)}`,
      );
      if (Math.abs(amount) >= 0.5) expect(formatNumber(amount), String(amount)).toBe(intl(0).format(amount));
    }
    expect(formatNumber(-0.4)).toBe('0');
    expect(formatEGPIn(-0.004, 'en')).toBe('EGP 0.00');
  });
});
