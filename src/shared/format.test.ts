import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatEGP, formatNumber } from './format';

describe('formatting', () => {
  it('shows EGP with grouped thousands', () => {
    expect(formatEGP(12345.5)).toBe('EGP 12,345.50');
    expect(formatEGP(1304.6, { whole: true })).toBe('EGP 1,305');
    expect(formatEGP(1450, { trim: true })).toBe('EGP 1,450');
    expect(formatNumber(1234567)).toBe('1,234,567');
  });

  it('shows dates month/day/year with AM/PM in Cairo time', () => {
    // 13:40 UTC is 15:40 in Cairo (UTC+2 in November)
    expect(formatDateTime('2026-11-22T13:40:00.000Z')).toBe('11/22/2026, 3:40 PM');
    expect(formatDate('2026-11-22T23:30:00.000Z')).toBe('11/23/2026');
  });
});
