import { describe, expect, it } from 'vitest';
import { GOVERNORATES_AR, governorateName } from './governorates';

describe('governorateName', () => {
  // The seed's shipping table names the same 27 (checked against it in tests/api/arabic.test.ts).
  it('names each of the 27 governorates in Arabic, each its own', () => {
    expect(Object.keys(GOVERNORATES_AR)).toHaveLength(27);
    for (const english of Object.keys(GOVERNORATES_AR)) {
      expect(governorateName(english, 'ar'), english).toMatch(/^[\u0600-\u06FF ]+$/);
    }
    expect(new Set(Object.values(GOVERNORATES_AR)).size).toBe(27);
  });

  it('writes the standard Arabic names', () => {
    expect(governorateName('Cairo', 'ar')).toBe('القاهرة');
    expect(governorateName('Giza', 'ar')).toBe('الجيزة');
    expect(governorateName('Alexandria', 'ar')).toBe('الإسكندرية');
    expect(governorateName('Kafr El Sheikh', 'ar')).toBe('كفر الشيخ');
    expect(governorateName('Red Sea', 'ar')).toBe('البحر الأحمر');
    expect(governorateName('New Valley', 'ar')).toBe('الوادي الجديد');
  });

  it('reads the name whatever its case, spacing, "El-" prefix or common spelling', () => {
    expect(governorateName('  port   SAID ', 'ar')).toBe('بورسعيد');
    expect(governorateName('El-Minya', 'ar')).toBe('المنيا');
    expect(governorateName('Al Sharqia', 'ar')).toBe('الشرقية');
    expect(governorateName('Kafr El-Sheikh', 'ar')).toBe('كفر الشيخ');
    expect(governorateName('Fayoum', 'ar')).toBe('الفيوم');
    expect(governorateName('Assiut', 'ar')).toBe('أسيوط');
  });

  it('keeps a name it does not know, and every name in English', () => {
    expect(governorateName('New Administrative Capital', 'ar')).toBe('New Administrative Capital');
    expect(governorateName('', 'ar')).toBe('');
    expect(governorateName('Giza', 'en')).toBe('Giza');
  });
});
