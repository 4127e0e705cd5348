/**
 * Where the packing slips open: /admin/orders/{id}/slip for one order, /admin/orders/slips?ids=1,2,3 for a
 * selection of the list. `basename` is react-admin's (`useBasename()`, '/admin').
 */

/** The most orders one print run takes: a page of slips each, and as many order requests. */
export const MAX_SLIPS = 100;

export function slipPath(basename: string, ids: ReadonlyArray<number | string>): string {
  return ids.length === 1
    ? `${basename}/orders/${encodeURIComponent(String(ids[0]))}/slip`
    : `${basename}/orders/slips?ids=${ids.map(String).map(encodeURIComponent).join(',')}`;
}

/** The order ids of a slips URL's `ids` parameter: positive integers only, duplicates dropped. */
export function slipIds(param: string | null): number[] {
  const ids = (param ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, MAX_SLIPS);
}
