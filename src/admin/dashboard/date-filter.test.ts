import { describe, expect, it } from 'vitest';
import { dateParams, initialDateFilter, presetRange, RESET_FILTER } from './date-filter';

// 22:30 UTC on 30 November is already 00:30 on 1 December in Cairo (UTC+2 in winter).
const cairoFirstOfDecember = new Date('2026-11-30T22:30:00Z');
// 21:30 UTC on 31 July is 00:30 on 1 August in Cairo (UTC+3 in summer time).
const cairoFirstOfAugust = new Date('2026-07-31T21:30:00Z');

describe('dashboard date filter', () => {
  it('starts on Today, a whole Cairo day', () => {
    expect(initialDateFilter(cairoFirstOfDecember)).toEqual({
      key: 'today',
      range: { startDate: '2026-12-01', endDate: '2026-12-01' },
    });
    expect(initialDateFilter(new Date('2026-11-30T21:59:00Z')).range).toEqual({
      startDate: '2026-11-30',
      endDate: '2026-11-30',
    });
  });

  it('gives Last 7 Days as today and the six days before', () => {
    expect(presetRange('last7Days', cairoFirstOfDecember)).toEqual({
      startDate: '2026-11-25',
      endDate: '2026-12-01',
    });
  });

  it('gives This Month from the 1st to today', () => {
    expect(presetRange('thisMonth', cairoFirstOfDecember)).toEqual({
      startDate: '2026-12-01',
      endDate: '2026-12-01',
    });
    expect(presetRange('thisMonth', cairoFirstOfAugust)).toEqual({
      startDate: '2026-08-01',
      endDate: '2026-08-01',
    });
  });

  it('gives Last Month as the whole previous Cairo month', () => {
    expect(presetRange('lastMonth', cairoFirstOfDecember)).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-30',
    });
    expect(presetRange('lastMonth', cairoFirstOfAugust)).toEqual({
      startDate: '2026-07-01',
      endDate: '2026-07-31',
    });
    expect(presetRange('lastMonth', new Date('2026-01-15T10:00:00Z'))).toEqual({
      startDate: '2025-12-01',
      endDate: '2025-12-31',
    });
  });

  it('drops the range on Reset, and sends only the dates that are set', () => {
    expect(dateParams(RESET_FILTER.range)).toEqual({});
    expect(dateParams({ startDate: '2026-11-01', endDate: '' })).toEqual({ startDate: '2026-11-01' });
    expect(dateParams({ startDate: '2026-11-01', endDate: '2026-11-22' })).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-22',
    });
  });
});
