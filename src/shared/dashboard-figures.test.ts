import { describe, expect, it } from 'vitest';
import { changeAgainst, previousPeriod } from './dashboard-figures';

describe('previousPeriod: the same number of days just before', () => {
  it('gives the day before for one day, and the 7 days before for a week', () => {
    expect(previousPeriod({ startDate: '2026-11-22', endDate: '2026-11-22' })).toEqual({
      startDate: '2026-11-21',
      endDate: '2026-11-21',
    });
    expect(previousPeriod({ startDate: '2026-11-16', endDate: '2026-11-22' })).toEqual({
      startDate: '2026-11-09',
      endDate: '2026-11-15',
    });
  });

  it('counts days across months and leap years (30 days of November → 2–31 October)', () => {
    expect(previousPeriod({ startDate: '2026-11-01', endDate: '2026-11-30' })).toEqual({
      startDate: '2026-10-02',
      endDate: '2026-10-31',
    });
    expect(previousPeriod({ startDate: '2024-03-01', endDate: '2024-03-02' })).toEqual({
      startDate: '2024-02-28',
      endDate: '2024-02-29',
    });
  });

  it('has none for an open end or a reversed range', () => {
    expect(previousPeriod({})).toBeUndefined();
    expect(previousPeriod({ startDate: '2026-11-01' })).toBeUndefined();
    expect(previousPeriod({ endDate: '2026-11-01' })).toBeUndefined();
    expect(previousPeriod({ startDate: '2026-11-02', endDate: '2026-11-01' })).toBeUndefined();
  });
});

describe('changeAgainst: the change badge', () => {
  it('reads a rise and a fall in whole percent with a sentence for screen readers', () => {
    expect(changeAgainst(4550, 3000)).toEqual({
      text: '+52%',
      label: 'up 52% on the previous period',
      direction: 'up',
    });
    expect(changeAgainst(75, 100)).toEqual({
      text: '−25%',
      label: 'down 25% on the previous period',
      direction: 'down',
    });
  });

  it('keeps one decimal under 10% and says 0% when nothing moved', () => {
    expect(changeAgainst(1043, 1000)?.text).toBe('+4.3%');
    expect(changeAgainst(999.99, 1000)).toEqual({
      text: '0%',
      label: 'no change on the previous period',
      direction: 'same',
    });
  });

  it('shows no percentage when the previous figure is 0: "new", or nothing when both are 0', () => {
    expect(changeAgainst(12, 0)).toEqual({
      text: 'new',
      label: 'new: none in the previous period',
      direction: 'new',
    });
    expect(changeAgainst(0, 0)).toBeUndefined();
    expect(changeAgainst(0, 50)?.text).toBe('−100%');
  });
});
