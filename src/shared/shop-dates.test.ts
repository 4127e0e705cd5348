import { describe, expect, it } from 'vitest';
import { shopDate, shopDateTime } from './shop-dates';

describe('shopDateTime', () => {
  it('writes an instant the Arabic way on a Cairo clock', () => {
    // 20:36 UTC is 22:36 in Cairo (winter, +2).
    expect(shopDateTime('2026-11-25T20:36:00Z', 'ar')).toBe('25 نوفمبر 2026، 10:36 م');
    expect(shopDateTime('2026-11-25T20:36:00Z', 'en')).toBe('25 Nov 2026, 22:36');
  });

  it('writes the morning with ص, midnight and noon as 12, and summer time as +3', () => {
    expect(shopDateTime('2026-01-05T07:05:00Z', 'ar')).toBe('5 يناير 2026، 9:05 ص');
    expect(shopDateTime('2026-01-04T22:00:00Z', 'ar')).toBe('5 يناير 2026، 12:00 ص');
    expect(shopDateTime('2026-01-05T10:00:00Z', 'ar')).toBe('5 يناير 2026، 12:00 م');
    expect(shopDateTime('2026-07-01T21:30:00Z', 'ar')).toBe('2 يوليو 2026، 12:30 ص');
  });

  it('names the Cairo day, which may be the next UTC day', () => {
    expect(shopDate('2026-11-22T23:30:00Z', 'ar')).toBe('23 نوفمبر 2026');
    expect(shopDate('2026-11-22T23:30:00Z', 'en')).toBe('23 Nov 2026');
  });

  it('gives back a text that is no date as it is', () => {
    expect(shopDateTime('soon', 'ar')).toBe('soon');
  });
});
