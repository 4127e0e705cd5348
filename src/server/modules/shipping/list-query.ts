// ra-data-simple-rest's list parameters (sort, range, filter as JSON text) → a checked query.
import { isId } from '../../../shared/ids';
import { HttpError } from '../../plugins/errors';
import type { CityListQuery } from './repository';
import { msg } from '../../i18n';

const SORTABLE = { id: 'id', name: 'name', shippingPrice: 'shippingPrice' } as const;
const MAX_PAGE = 100;

function json(field: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, msg('shipping.notJson', { field }), [
      { field, message: msg('shipping.mustBeJson') },
    ]);
  }
}

export function parseCityListQuery(query: { sort?: string; range?: string; filter?: string }): CityListQuery {
  const result: CityListQuery = { sortField: 'name', sortOrder: 'ASC', start: 0, end: MAX_PAGE - 1 };
  if (query.sort) {
    const sort = json('sort', query.sort);
    if (
      !Array.isArray(sort) ||
      sort.length !== 2 ||
      !(String(sort[0]) in SORTABLE) ||
      !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())
    ) {
      throw new HttpError(400, msg('shipping.badSort'), [
        { field: 'sort', message: msg('shipping.badSortDetail') },
      ]);
    }
    result.sortField = SORTABLE[sort[0] as keyof typeof SORTABLE];
    result.sortOrder = String(sort[1]).toUpperCase() as 'ASC' | 'DESC';
  }
  if (query.range) {
    const range = json('range', query.range);
    if (
      !Array.isArray(range) ||
      range.length !== 2 ||
      !range.every((n) => Number.isInteger(n) && n >= 0) ||
      range[1] < range[0]
    ) {
      throw new HttpError(400, msg('shipping.badRange'), [
        { field: 'range', message: msg('shipping.badRangeDetail') },
      ]);
    }
    result.start = range[0];
    // At most 100 rows a page, whatever is asked.
    result.end = Math.min(range[1], range[0] + MAX_PAGE - 1);
  }
  if (query.filter) {
    const filter = json('filter', query.filter);
    if (!filter || typeof filter !== 'object' || Array.isArray(filter))
      throw new HttpError(400, msg('shipping.badFilter'), [
        { field: 'filter', message: msg('shipping.badFilterDetail') },
      ]);
    const { q, id, name, ...rest } = filter as Record<string, unknown>;
    const unknown = Object.keys(rest);
    if (unknown.length)
      throw new HttpError(
        400,
        msg('shipping.unknownFilter', { names: unknown }),
        unknown.map((k) => ({ field: `filter.${k}`, message: msg('shipping.notAFilter') })),
      );
    const text = q ?? name;
    if (text !== undefined) {
      if (typeof text !== 'string')
        throw new HttpError(400, msg('shipping.qNotText'), [
          { field: 'filter.q', message: msg('shipping.mustBeText') },
        ]);
      if (text.trim()) result.q = text.trim();
    }
    if (id !== undefined) {
      const ids = Array.isArray(id) ? id : [id];
      if (!ids.every((n) => isId(Number(n))))
        throw new HttpError(400, msg('shipping.idNotIds'), [
          { field: 'filter.id', message: msg('shipping.mustBeIds') },
        ]);
      result.ids = ids.map(Number);
    }
  }
  return result;
}
