/** docs/product.md#products-list: the admin products screen shows at most 10 page buttons. */
export const MAX_PAGE_BUTTONS = 10;

/**
 * The page numbers to show as buttons: all of them when they fit, otherwise a window of `max` pages that
 * keeps the current page inside it (centred where possible).
 */
export function pageButtons(current: number, totalPages: number, max = MAX_PAGE_BUTTONS): number[] {
  if (totalPages < 1) return [];
  const count = Math.min(max, totalPages);
  const page = Math.min(Math.max(1, current), totalPages);
  const first = Math.min(Math.max(1, page - Math.floor(count / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}
