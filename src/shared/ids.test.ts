import { describe, expect, it } from 'vitest';
import { MAX_ID, idFromText, isDigits, isId } from './ids';

describe('ids', () => {
  it('accepts 1 to 2,147,483,647 and nothing else', () => {
    expect(isId(1)).toBe(true);
    expect(isId(MAX_ID)).toBe(true);
    for (const n of [0, -1, MAX_ID + 1, 1.5, Number.NaN, Infinity]) expect(isId(n)).toBe(false);
    expect(isId('12')).toBe(false);
  });

  it('reads an id from digits, and nothing from a number out of range or other text', () => {
    expect(idFromText('12')).toBe(12);
    expect(idFromText(' 2147483647 ')).toBe(MAX_ID);
    for (const t of ['2147483648', '99999999999999999999', '0', '-1', '1e3', '1.0', 'linen', ''])
      expect(idFromText(t)).toBeUndefined();
    expect(isDigits('99999999999999999999')).toBe(true);
    expect(isDigits('linen-dress')).toBe(false);
  });
});
