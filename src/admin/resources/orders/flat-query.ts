/**
 * The spec writes the orders list's URL with flat parameters (?page=2&status=shipped&startDate=…&endDate=…);
 * react-admin keeps filters as one JSON `filter` parameter. A flat link (a bookmark, a link from elsewhere)
 * is rewritten once into react-admin's form so both open the same list.
 */
const FLAT_FILTERS = ['status', 'startDate', 'endDate', 'q'] as const;

/** react-admin's query for a flat one, or null when there is nothing to rewrite. */
export function flatOrdersQueryToList(search: string): string | null {
  const params = new URLSearchParams(search);
  const flat = FLAT_FILTERS.filter((key) => params.get(key));
  if (flat.length === 0) return null;

  let filter: Record<string, unknown> = {};
  try {
    const existing = JSON.parse(params.get('filter') ?? '{}');
    if (existing && typeof existing === 'object' && !Array.isArray(existing)) filter = existing;
  } catch {
    // A broken filter parameter is replaced by the flat one.
  }
  for (const key of FLAT_FILTERS) {
    const value = params.get(key);
    params.delete(key);
    if (value) filter[key] = value;
  }
  params.set('filter', JSON.stringify(filter));
  return `?${params.toString()}`;
}
