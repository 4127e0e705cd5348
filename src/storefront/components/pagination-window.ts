/**
 * Which page buttons to show (docs/product.md#constants-and-limits): a window of 5 page numbers around the current page,
 * plus the first and last pages with an ellipsis where pages are skipped.
 *
 *   pageWindow(1, 3)   → [1, 2, 3]
 *   pageWindow(6, 20)  → [1, '…', 4, 5, 6, 7, 8, '…', 20]
 */
export const WINDOW_SIZE = 5;

export type PageItem = number | 'ellipsis';

export function pageWindow(current: number, totalPages: number, size: number = WINDOW_SIZE): PageItem[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), totalPages);
  // Centre the window on the page, then slide it back inside 1..totalPages.
  let start = Math.max(1, page - Math.floor(size / 2));
  const end = Math.min(totalPages, start + size - 1);
  start = Math.max(1, end - size + 1);

  const items: PageItem[] = [];
  if (start > 1) {
    items.push(1);
    if (start > 2) items.push('ellipsis');
  }
  for (let n = start; n <= end; n++) items.push(n);
  if (end < totalPages) {
    if (end < totalPages - 1) items.push('ellipsis');
    items.push(totalPages);
  }
  return items;
}
