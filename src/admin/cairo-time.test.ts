import { describe, expect, it } from 'vitest';
import { cairoLocalToIso, isoToCairoLocal } from './cairo-time';

describe('Cairo date-time inputs', () => {
  it('reads a datetime-local value as Cairo time (UTC+2 in winter, UTC+3 in summer)', () => {
    expect(cairoLocalToIso('2026-01-15T10:00')).toBe('2026-01-15T08:00:00.000Z');
    expect(cairoLocalToIso('2026-07-15T10:00')).toBe('2026-07-15T07:00:00.000Z');
  });

  it('refuses a value that is not a date and time', () => {
    expect(() => cairoLocalToIso('tomorrow')).toThrow('Not a date and time');
  });

  it('shows an instant in Cairo time', () => {
    expect(isoToCairoLocal('2026-07-15T07:00:00.000Z')).toBe('2026-07-15T10:00');
  });
});
