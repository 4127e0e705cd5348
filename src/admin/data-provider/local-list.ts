// Several admin endpoints (categories, tags, coupons, discounts) answer with the whole list. react-admin still
// asks getList for a page, a sort and filters: this applies them on the client, the same way for each.
import type { GetListParams, GetListResult, RaRecord } from 'react-admin';

function compare(a: unknown, b: unknown): number {
  if (a == null && b == null) return 0;
  if (a == null) return 1;
  if (b == null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b), 'en', { sensitivity: 'base', numeric: true });
}

/** `filter.q` matches any text field, case-insensitively; other filter keys must equal the record's value. */
function matches(record: RaRecord, filter: Record<string, unknown>): boolean {
  return Object.entries(filter).every(([key, wanted]) => {
    if (wanted === undefined || wanted === '') return true;
    if (key === 'q') {
      const needle = String(wanted).trim().toLowerCase();
      return Object.values(record).some(
        (value) => typeof value === 'string' && value.toLowerCase().includes(needle),
      );
    }
    return record[key] === wanted;
  });
}

export function listLocally<T extends RaRecord>(
  records: T[],
  params: Partial<Pick<GetListParams, 'pagination' | 'sort' | 'filter'>>,
): GetListResult<T> {
  const filtered = records.filter((record) => matches(record, params.filter ?? {}));
  const { field, order } = params.sort ?? { field: '', order: 'ASC' };
  const sorted = field
    ? [...filtered].sort((a, b) => compare(a[field], b[field]) * (order === 'DESC' ? -1 : 1))
    : filtered;
  const page = params.pagination?.page ?? 1;
  const perPage = params.pagination?.perPage ?? sorted.length;
  const start = (Math.max(1, page) - 1) * perPage;
  return { data: sorted.slice(start, start + perPage), total: sorted.length };
}
