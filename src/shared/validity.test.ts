import { describe, expect, it } from 'vitest';
import { validityOf } from './validity';

const window = { startDate: '2026-11-01T00:00:00.000Z', endDate: '2026-11-30T21:59:59.000Z' };

describe('validityOf', () => {
  it('is scheduled before the window starts', () => {
    expect(validityOf(window, new Date('2026-10-31T23:59:59.999Z'))).toBe('scheduled');
  });

  it('is running from its first to its last instant, both included (as the server applies them)', () => {
    expect(validityOf(window, new Date('2026-11-01T00:00:00.000Z'))).toBe('running');
    expect(validityOf(window, new Date('2026-11-15T12:00:00.000Z'))).toBe('running');
    expect(validityOf(window, new Date('2026-11-30T21:59:59.000Z'))).toBe('running');
  });

  it('is expired once the end has passed', () => {
    expect(validityOf(window, new Date('2026-11-30T21:59:59.001Z'))).toBe('expired');
    expect(
      validityOf(
        { startDate: '2026-06-01T00:00:00Z', endDate: '2026-09-30T20:59:59Z' },
        new Date('2026-11-23T12:00:00Z'),
      ),
    ).toBe('expired');
  });

  it('takes Date objects as well as ISO strings', () => {
    expect(
      validityOf(
        { startDate: new Date('2026-12-01T00:00:00Z'), endDate: new Date('2026-12-31T00:00:00Z') },
        new Date('2026-11-23T12:00:00Z'),
      ),
    ).toBe('scheduled');
  });
});
