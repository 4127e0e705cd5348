// Slugs are made from names, unique, never one of the fixed words under /api/products/ (docs/business-rules.md#slugs), and
// never all digits (a numeric value is read as an id).
export const RESERVED_PRODUCT_SLUGS = new Set([
  'search',
  'collections',
  'id',
  'categories',
  'tags',
  'filters',
]);

export function slugify(name: string, fallback = 'item'): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/g, '');
  if (!base) return fallback;
  if (/^\d+$/.test(base)) return `${fallback}-${base}`;
  return base;
}

/** The first of `base`, `base-2`, `base-3`… that is free and not reserved. */
export async function uniqueSlug(
  base: string,
  isTaken: (slug: string) => Promise<boolean>,
  reserved: Set<string> = new Set(),
): Promise<string> {
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!reserved.has(candidate) && !(await isTaken(candidate))) return candidate;
  }
}
