import { describe, expect, it } from 'vitest';
import { splitByMonths } from './repository';

describe('splitByMonths: whole months from the monthly rollup, the edges from the daily one', () => {
  it('reads all time from whole months only', () => {
    expect(splitByMonths({})).toEqual({ fullMonths: { from: undefined, to: undefined }, days: [] });
  });

  it('reads a calendar month as one whole month', () => {
    expect(splitByMonths({ startDate: '2026-10-01', endDate: '2026-10-31' })).toEqual({
      fullMonths: { from: '2026-10-01', to: '2026-10-01' },
      days: [],
    });
    expect(splitByMonths({ startDate: '2024-02-01', endDate: '2024-02-29' })).toEqual({
      fullMonths: { from: '2024-02-01', to: '2024-02-01' },
      days: [],
    });
  });

  it('reads the partial months at the edges day by day', () => {
    expect(splitByMonths({ startDate: '2026-09-15', endDate: '2026-11-20' })).toEqual({
      fullMonths: { from: '2026-10-01', to: '2026-10-01' },
      days: [
        { from: '2026-09-15', to: '2026-09-30' },
        { from: '2026-11-01', to: '2026-11-20' },
      ],
    });
  });

  it('reads a range inside one month, or across two without a whole one, day by day', () => {
    expect(splitByMonths({ startDate: '2026-11-22', endDate: '2026-11-22' })).toEqual({
      days: [{ from: '2026-11-22', to: '2026-11-22' }],
    });
    expect(splitByMonths({ startDate: '2026-10-05', endDate: '2026-11-20' })).toEqual({
      days: [{ from: '2026-10-05', to: '2026-11-20' }],
    });
    expect(splitByMonths({ startDate: '2026-12-31', endDate: '2027-01-01' })).toEqual({
      days: [{ from: '2026-12-31', to: '2027-01-01' }],
    });
  });

  it('keeps open ends open', () => {
    expect(splitByMonths({ startDate: '2026-11-20' })).toEqual({
      fullMonths: { from: '2026-12-01', to: undefined },
      days: [{ from: '2026-11-20', to: '2026-11-30' }],
    });
    expect(splitByMonths({ endDate: '2026-11-20' })).toEqual({
      fullMonths: { from: undefined, to: '2026-10-01' },
      days: [{ from: '2026-11-01', to: '2026-11-20' }],
    });
    expect(splitByMonths({ endDate: '2026-12-31' })).toEqual({
      fullMonths: { from: undefined, to: '2026-12-01' },
      days: [],
    });
  });
});
