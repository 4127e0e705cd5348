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
});
