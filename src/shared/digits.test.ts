import { describe, expect, it } from 'vitest';
import { hasEasternDigits, latinDigits } from './digits';

describe('latinDigits', () => {
  it('writes Arabic-Indic digits in Latin', () => {
    expect(latinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(latinDigits('٠١٠١٢٣٤٥٦٧٨')).toBe('01012345678');
  });

  it('writes Persian digits in Latin', () => {
    expect(latinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
  });

  it('reads the Arabic decimal and thousands separators as a point and a comma', () => {
    expect(latinDigits('١٬٤٥٠٫٥٠')).toBe('1,450.50');
  });

  it('keeps Latin digits, mixed writing and everything else as they are', () => {
    expect(latinDigits('+20 10١٢-345٦٧٨')).toBe('+20 1012-345678');
    expect(latinDigits('MO-AB3٤CD')).toBe('MO-AB34CD');
    expect(latinDigits('فستان، مقاس ٤٢')).toBe('فستان، مقاس 42');
    expect(latinDigits('')).toBe('');
  });

  it('tells whether a text has digits to change', () => {
    expect(hasEasternDigits('٠١٠')).toBe(true);
    expect(hasEasternDigits('۵')).toBe(true);
    expect(hasEasternDigits('010')).toBe(false);
    expect(hasEasternDigits('010')).toBe(false);
  });
});
