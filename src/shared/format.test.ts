import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatEGP, formatNumber } from './format';

describe('formatting', () => {
  it('shows EGP with grouped thousands', () => {
    expect(formatEGP(12345.5)).toBe('EGP 12,345.50');
    expect(formatEGP(1304.6, { whole: true })).toBe('EGP 1,305');
    expect(formatEGP(1450, { trim: true })).toBe('EGP 1,450');
    expect(formatNumber(1234567)).toBe('1,234,567');
  });

  it('shows dates day/month/year with a 24-hour clock in Cairo time', () => {
    // 13:40 UTC is 15:40 in Cairo (UTC+2 in November)
    expect(formatDateTime('2026-11-22T13:40:00.000Z')).toBe('22/11/2026, 15:40');
    expect(formatDateTime('2026-11-23T07:16:00.000Z')).toBe('23/11/2026, 09:16');
    // 23:30 UTC is already the next day in Cairo
    expect(formatDate('2026-11-22T23:30:00.000Z')).toBe('23/11/2026');
  });

  it("follows Egypt's summer time (UTC+3) through the tz database", () => {
    expect(formatDateTime('2026-07-02T22:15:00.000Z')).toBe('03/07/2026, 01:15');
    expect(formatDateTime(new Date('2026-01-05T22:00:00.000Z'))).toBe('06/01/2026, 00:00');
  });
});
