import { describe, expect, it } from 'vitest';
import { daysAr, daysEn } from './days';

describe('days', () => {
  it('writes a number of days in English', () => {
    expect(daysEn(1)).toBe('1 day');
    expect(daysEn(14)).toBe('14 days');
  });

  it('gives the Arabic counted noun its form by the number', () => {
    expect(daysAr(1)).toBe('يوم واحد');
    expect(daysAr(2)).toBe('يومين');
    expect(daysAr(3)).toBe('3 أيام');
    expect(daysAr(10)).toBe('10 أيام');
    expect(daysAr(11)).toBe('11 يومًا');
    expect(daysAr(14)).toBe('14 يومًا');
    expect(daysAr(90)).toBe('90 يومًا');
  });
});
