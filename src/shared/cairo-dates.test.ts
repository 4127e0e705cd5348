import { describe, expect, it } from 'vitest';
import {
  cairoDayOfFilter,
  parseCairoDateTime,
  addDaysYmd,
  cairoDateOf,
  cairoDayRange,
  cairoDayStart,
  cairoHourOf,
  cairoMonthOf,
  cairoWeekdayOf,
  dashboardRanges,
  formatDate,
  formatDateTime,
  isYmd,
  lastCairoMonths,
  WEEKDAYS,
} from './cairo-dates';

const iso = (d: Date | undefined) => d?.toISOString();

describe('whole Cairo days', () => {
  it('start at Cairo midnight: +2 in winter, +3 in summer time', () => {
    expect(iso(cairoDayStart('2026-01-15'))).toBe('2026-01-14T22:00:00.000Z');
    expect(iso(cairoDayStart('2024-07-01'))).toBe('2024-06-30T21:00:00.000Z');
  });

  it('turn a YYYY-MM-DD filter into [start, end) instants, the end day included', () => {
    const r = cairoDayRange('2026-11-01', '2026-11-22');
    expect(iso(r.from)).toBe('2026-10-31T22:00:00.000Z');
    expect(iso(r.to)).toBe('2026-11-22T22:00:00.000Z');
    expect(cairoDayRange(undefined, null)).toEqual({ from: undefined, to: undefined });
  });

  it('handle the day summer time starts (midnight skipped, 23 hours)', () => {
    // 2024-04-26: clocks went from 00:00 to 01:00.
    const r = cairoDayRange('2024-04-26', '2024-04-26');
    expect(iso(r.from)).toBe('2024-04-25T22:00:00.000Z');
    expect(iso(r.to)).toBe('2024-04-26T21:00:00.000Z');
  });

  it('handle the day summer time ends (25 hours)', () => {
    // 2024-10-31: clocks went from 24:00 back to 23:00.
    const r = cairoDayRange('2024-10-31', '2024-10-31');
    expect(iso(r.from)).toBe('2024-10-30T21:00:00.000Z');
    expect(iso(r.to)).toBe('2024-10-31T22:00:00.000Z');
    expect(r.to!.getTime() - r.from!.getTime()).toBe(25 * 3_600_000);
  });

  it('cross month and year ends', () => {
    expect(iso(cairoDayRange(null, '2026-12-31').to)).toBe('2026-12-31T22:00:00.000Z');
    expect(addDaysYmd('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDaysYmd('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('refuse dates that do not exist', () => {
    expect(isYmd('2026-02-29')).toBe(false);
    expect(isYmd('2026-13-01')).toBe(false);
    expect(isYmd('2026-1-01')).toBe(false);
    expect(isYmd('2024-02-29')).toBe(true);
    expect(() => cairoDayRange('2026-02-30')).toThrow(RangeError);
  });
});

describe('an instant in Cairo', () => {
  it('falls on the Cairo day, hour, weekday and month', () => {
    // 22:30 UTC on Saturday 31 Jan 2026 is 00:30 on Sunday 1 Feb in Cairo.
    const t = new Date('2026-01-31T22:30:00.000Z');
    expect(cairoDateOf(t)).toBe('2026-02-01');
    expect(cairoMonthOf(t)).toBe('2026-02');
    expect(cairoHourOf(t)).toBe(0);
    expect(WEEKDAYS[cairoWeekdayOf(t)]).toBe('Sunday');
  });

  it('uses summer time where Egypt had it', () => {
    expect(cairoHourOf('2024-07-01T12:00:00.000Z')).toBe(15);
    expect(cairoHourOf('2026-01-01T12:00:00.000Z')).toBe(14);
  });
});

describe('dashboard ranges', () => {
  it('are Today, Last 7 Days, This Month and Last Month in Cairo days', () => {
    // 23:30 UTC on 30 Nov is already 1 Dec in Cairo.
    const r = dashboardRanges(new Date('2026-11-30T23:30:00.000Z'));
    expect(r.today).toEqual({ startDate: '2026-12-01', endDate: '2026-12-01' });
    expect(r.last7Days).toEqual({ startDate: '2026-11-25', endDate: '2026-12-01' });
    expect(r.thisMonth).toEqual({ startDate: '2026-12-01', endDate: '2026-12-01' });
    expect(r.lastMonth).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30' });
  });

  it('cross the year in January', () => {
    const r = dashboardRanges(new Date('2027-01-03T10:00:00.000Z'));
    expect(r.lastMonth).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31' });
    expect(r.last7Days.startDate).toBe('2026-12-28');
  });

  it('list the last twelve Cairo months, the current one last', () => {
    const months = lastCairoMonths(new Date('2026-11-22T12:00:00.000Z'));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-12');
    expect(months[11]).toBe('2026-11');
    expect(lastCairoMonths(new Date('2026-12-31T22:30:00.000Z'), 2)).toEqual(['2026-12', '2027-01']);
  });
});

describe('date-times from clients', () => {
  const iso = (text: string) => parseCairoDateTime(text)?.toISOString();

  it('reads a datetime-local value as Cairo wall-clock time, +2 in winter and +3 in summer time', () => {
    expect(iso('2026-11-23T07:16')).toBe('2026-11-23T05:16:00.000Z');
    expect(iso('2027-07-01T10:00')).toBe('2027-07-01T07:00:00.000Z');
    expect(iso('2026-11-23T07:16:30.5')).toBe('2026-11-23T05:16:30.500Z');
  });

  it('around the clock changes: a skipped time uses the offset before, a repeated hour its winter occurrence', () => {
    // Summer time began on Friday 2026-04-24 at 00:00 (clocks to 01:00) and ends Thursday 2026-10-29 at 24:00.
    expect(iso('2026-04-24T00:30')).toBe('2026-04-23T22:30:00.000Z');
    expect(iso('2026-04-24T01:30')).toBe('2026-04-23T22:30:00.000Z');
    expect(iso('2026-10-29T23:30')).toBe('2026-10-29T21:30:00.000Z');
  });

  it('keeps the zone a date-time names, and refuses what is not a real date-time', () => {
    expect(iso('2026-11-22T00:00:00.000Z')).toBe('2026-11-22T00:00:00.000Z');
    expect(iso('2026-11-22T00:00:00+03:00')).toBe('2026-11-21T21:00:00.000Z');
    for (const bad of ['2026-02-30T10:00', '2026-11-22T24:00', '2026-11-22', 'tomorrow', '2026-11-22T10:61Z'])
      expect(parseCairoDateTime(bad)).toBeUndefined();
  });

  it('takes a date filter as YYYY-MM-DD or as the Cairo day of a date-time', () => {
    expect(cairoDayOfFilter('2026-11-22')).toBe('2026-11-22');
    expect(cairoDayOfFilter('2026-11-22T00:00:00.000Z')).toBe('2026-11-22');
    expect(cairoDayOfFilter('2026-11-21T22:00:00.000Z')).toBe('2026-11-22');
    expect(cairoDayOfFilter('2026-11-22T21:59:59.999Z')).toBe('2026-11-22');
    expect(cairoDayOfFilter('2026-11-22T22:00:00.000Z')).toBe('2026-11-23');
    expect(cairoDayOfFilter('2026-02-30')).toBeUndefined();
  });
});

describe('dates as the back office shows them', () => {
  it('shows dates day/month/year with a 24-hour clock in Cairo time', () => {
    // 13:40 UTC is 15:40 in Cairo (UTC+2 in November)
    expect(formatDateTime('2026-11-22T13:40:00.000Z')).toBe('22/11/2026, 15:40');
    expect(formatDateTime('2026-11-23T07:16:00.000Z')).toBe('23/11/2026, 09:16');
    // 23:30 UTC is already the next day in Cairo
    expect(formatDate('2026-11-22T23:30:00.000Z')).toBe('23/11/2026');
  });

  it("follows Egypt's summer time (UTC+3) through the tz database", () => {
    expect(formatDateTime('2026-07-02T22:15:00.000Z')).toBe('03/07/2026, 01:15');
    expect(formatDateTime(new Date('2026-01-05T22:00:00.000Z'))).toBe('06/01/2026, 00:00');
  });
});
