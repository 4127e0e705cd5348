import { describe, expect, it } from 'vitest';
import { mobileForms, nationalMobile } from './mobile';

describe('nationalMobile', () => {
  it('writes +20 numbers in the national form and leaves national ones alone', () => {
    expect(nationalMobile('+201012345678')).toBe('01012345678');
    expect(nationalMobile(' 01012345678 ')).toBe('01012345678');
  });

  it('reads Arabic-Indic and Persian digits as Latin', () => {
    expect(nationalMobile('٠١٠١٢٣٤٥٦٧٨')).toBe('01012345678');
    expect(nationalMobile('+۲۰۱۰۱۲۳۴۵۶۷۸')).toBe('01012345678');
  });

  it('gives both forms of one number, whichever was typed', () => {
    expect(mobileForms('+201512345678')).toEqual(['01512345678', '+201512345678']);
    expect(mobileForms('01512345678')).toEqual(['01512345678', '+201512345678']);
  });
});
