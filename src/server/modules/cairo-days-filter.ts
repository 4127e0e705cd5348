// The back office's date filters (the order list, its exports, the activity log, the dashboard, the pickups'
// sheet): whole Cairo days, both included.
import { cairoDayOfFilter, cairoDayRange } from '../../shared/cairo-dates';
import { msg } from '../i18n';
import { HttpError } from '../plugins/errors';

/**
 * A date filter's Cairo days, both included: each YYYY-MM-DD or a date-time standing for its Cairo day (the spec's
 * own date filter sends `2026-11-22T00:00:00.000Z`). 400 on a bad date, or an end before the start.
 */
export function cairoDaysOf(params: { startDate?: string; endDate?: string }): {
  startDate?: string;
  endDate?: string;
} {
  const days: { startDate?: string; endDate?: string } = {};
  for (const field of ['startDate', 'endDate'] as const) {
    const value = params[field];
    if (value === undefined) continue;
    const found = cairoDayOfFilter(value);
    if (!found) throw new HttpError(400, msg('admin.dateForm'), [{ field, message: msg('admin.notADate') }]);
    days[field] = found;
  }
  if (days.startDate && days.endDate && days.endDate < days.startDate) {
    throw new HttpError(400, msg('admin.endBeforeStart'), [
      { field: 'endDate', message: msg('admin.beforeStart') },
    ]);
  }
  return days;
}

/**
 * A list's date filter as instants: from the start of `startDate`'s Cairo day to the end of `endDate`'s
 * (cairoDaysOf). 400 on a bad date.
 */
export function cairoDaysFilter(params: { startDate?: string; endDate?: string }): {
  from?: Date;
  to?: Date;
} {
  const days = cairoDaysOf(params);
  return cairoDayRange(days.startDate, days.endDate);
}
