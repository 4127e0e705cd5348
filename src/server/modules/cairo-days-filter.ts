// The back office's date filters (the order list, its exports, the activity log): whole Cairo days, both included.
import { cairoDayOfFilter, cairoDayRange } from '../../shared/cairo-dates';
import { msg } from '../i18n';
import { HttpError } from '../plugins/errors';

/**
 * A list's date filter as instants: from the start of `startDate`'s Cairo day to the end of `endDate`'s, each
 * YYYY-MM-DD or a date-time standing for its Cairo day (as the dashboard reads them). 400 on a bad date.
 */
export function cairoDaysFilter(params: { startDate?: string; endDate?: string }): {
  from?: Date;
  to?: Date;
} {
  const day = (field: 'startDate' | 'endDate') => {
    const value = params[field];
    if (value === undefined) return undefined;
    const found = cairoDayOfFilter(value);
    if (!found) throw new HttpError(400, msg('admin.dateForm'), [{ field, message: msg('admin.notADate') }]);
    return found;
  };
  const { from, to } = cairoDayRange(day('startDate'), day('endDate'));
  if (from && to && from >= to) {
    throw new HttpError(400, msg('admin.endBeforeStart'), [
      { field: 'endDate', message: msg('admin.beforeStart') },
    ]);
  }
  return { from, to };
}
