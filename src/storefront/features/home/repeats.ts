/**
 * No product more than twice on the home page: the featured products, the category rows, the
 * 'special' strip and the configured sections often pick the same newest pieces. Going down the page, a product
 * already shown twice is left out of the later lists, and each list is cut to its own size after that — so a
 * list asked for a few spare products still fills up.
 */
export const MAX_REPEATS = 2;

/** Spare products asked for by the lists that come after others, to fill the places of repeats. */
export const SPARE_FACTOR = 3;

export function limitRepeats<T extends { id: number }>(
  lists: Array<{ items: T[] | undefined; size: number }>,
  maxRepeats = MAX_REPEATS,
): Array<T[] | undefined> {
  const shown = new Map<number, number>();
  return lists.map(({ items, size }) => {
    if (!items) return undefined;
    const kept: T[] = [];
    for (const item of items) {
      if (kept.length === size) break;
      const times = shown.get(item.id) ?? 0;
      if (times >= maxRepeats || kept.some((k) => k.id === item.id)) continue;
      shown.set(item.id, times + 1);
      kept.push(item);
    }
    return kept;
  });
}
