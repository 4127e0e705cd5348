/**
 * The shop's filters live in the URL (docs/product.md#shop: category, q, page, minPrice, maxPrice; and the design's sort,
 * size, color and inStock) so a filtered page can be shared, bookmarked and reached with the back button. These
 * functions read and write them and decide the request: search when there is a text, the plain list otherwise,
 * 9 per page.
 */
import type {
  CatalogueSortParameter,
  ListProductsParams,
  SearchProductsParams,
} from '../../../../generated/models';
import { SHOP_PAGE_SIZE } from '../../../shared/routes';
import { buildCatalogueQuery, toNumber } from './catalogue-query';

export { SHOP_PAGE_SIZE };

/** The orders the shop offers; `newest` is the default and stays out of the URL. */
export const SHOP_SORTS = ['newest', 'price_asc', 'price_desc', 'best_selling'] as const;
export type ShopSort = CatalogueSortParameter & (typeof SHOP_SORTS)[number];

/** The contract's limits on the size and colour filters (the server refuses more). */
const MAX_CHOICES = 20;
const MAX_SIZE_LENGTH = 40;
const MAX_COLOR_LENGTH = 60;

export interface ShopFilters {
  category?: string;
  q?: string;
  page: number;
  minPrice?: number;
  maxPrice?: number;
  sort?: Exclude<ShopSort, 'newest'>;
  sizes?: string[];
  colors?: string[];
  inStock?: true;
}

/** Distinct (case-insensitively), trimmed, non-empty values within the contract's limits. */
function choices(values: string[], maxLength: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of values) {
    const value = raw.trim();
    const key = value.toLowerCase();
    if (!value || value.length > maxLength || seen.has(key)) continue;
    seen.add(key);
    out.push(value);
    if (out.length === MAX_CHOICES) break;
  }
  return out;
}

export function readShopFilters(params: URLSearchParams): ShopFilters {
  const query = buildCatalogueQuery({
    category: params.get('category') ?? undefined,
    q: params.get('q') ?? undefined,
    page: params.get('page') ?? undefined,
  });
  const minPrice = toNumber(params.get('minPrice'));
  const maxPrice = toNumber(params.get('maxPrice'));
  const category = params.get('category')?.trim() || undefined;
  const sort = SHOP_SORTS.find((s) => s === params.get('sort') && s !== 'newest') as ShopFilters['sort'];
  const sizes = choices(params.getAll('size'), MAX_SIZE_LENGTH);
  const colors = choices(params.getAll('color'), MAX_COLOR_LENGTH);
  return {
    page: query.page ?? 1,
    ...(category ? { category } : {}),
    ...(query.q ? { q: query.q } : {}),
    ...(minPrice !== undefined && minPrice >= 0 ? { minPrice } : {}),
    ...(maxPrice !== undefined && maxPrice >= 0 ? { maxPrice } : {}),
    ...(sort ? { sort } : {}),
    ...(sizes.length ? { sizes } : {}),
    ...(colors.length ? { colors } : {}),
    ...(params.get('inStock') === 'true' ? { inStock: true as const } : {}),
  };
}

/** The URL for these filters; page 1 and missing filters are left out. */
export function writeShopFilters(filters: ShopFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  if (filters.q) params.set('q', filters.q);
  if (filters.minPrice !== undefined) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice));
  if (filters.sort) params.set('sort', filters.sort);
  for (const size of filters.sizes ?? []) params.append('size', size);
  for (const color of filters.colors ?? []) params.append('color', color);
  if (filters.inStock) params.set('inStock', 'true');
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Choosing a category starts again at page 1 and clears the search text (docs/product.md#shop). */
export function chooseCategory(filters: ShopFilters, category: string | undefined): ShopFilters {
  const { q: _q, category: _c, ...rest } = filters;
  return { ...rest, ...(category ? { category } : {}), page: 1 };
}

/** A new price range starts again at page 1. */
export function choosePrices(
  filters: ShopFilters,
  prices: { minPrice?: number; maxPrice?: number },
): ShopFilters {
  const { minPrice: _min, maxPrice: _max, ...rest } = filters;
  return { ...rest, ...prices, page: 1 };
}

/** A new order starts again at page 1; `newest` is the default and leaves the URL. */
export function chooseSort(filters: ShopFilters, sort: ShopSort): ShopFilters {
  const { sort: _s, ...rest } = filters;
  return { ...rest, ...(sort !== 'newest' ? { sort } : {}), page: 1 };
}

/** Ticking or unticking a size or colour starts again at page 1. */
export function toggleChoice(filters: ShopFilters, kind: 'sizes' | 'colors', value: string): ShopFilters {
  const current = filters[kind] ?? [];
  const has = current.some((v) => v.toLowerCase() === value.toLowerCase());
  const next = has ? current.filter((v) => v.toLowerCase() !== value.toLowerCase()) : [...current, value];
  const { [kind]: _k, ...rest } = filters;
  return { ...rest, ...(next.length ? { [kind]: next } : {}), page: 1 };
}

/** The in-stock switch starts again at page 1. */
export function chooseInStock(filters: ShopFilters, inStock: boolean): ShopFilters {
  const { inStock: _i, ...rest } = filters;
  return { ...rest, ...(inStock ? { inStock: true as const } : {}), page: 1 };
}

export function choosePage(filters: ShopFilters, page: number): ShopFilters {
  return { ...filters, page: Math.max(1, Math.floor(page)) };
}

export type ShopRequest =
  { kind: 'search'; params: SearchProductsParams } | { kind: 'list'; params: ListProductsParams };

/** What the shop asks the server for: search when a text is set, else the list; 9 per page. */
export function shopRequest(filters: ShopFilters): ShopRequest {
  const params: SearchProductsParams = {
    ...buildCatalogueQuery({ ...filters, pageSize: SHOP_PAGE_SIZE }),
    ...(filters.sort ? { sort: filters.sort } : {}),
    ...(filters.sizes?.length ? { size: filters.sizes } : {}),
    ...(filters.colors?.length ? { color: filters.colors } : {}),
    ...(filters.inStock ? { inStock: 'true' as const } : {}),
  };
  if (params.q) return { kind: 'search', params };
  const { q: _q, ...list } = params;
  return { kind: 'list', params: list };
}

/**
 * How many filters behind the phone's Filters button are in use (the price range counts once, each size and
 * colour once, in stock once): the button shows it, so a shopper sees the grid is filtered while it is folded.
 */
export function chosenFilterCount(filters: ShopFilters): number {
  const price = filters.minPrice !== undefined || filters.maxPrice !== undefined ? 1 : 0;
  return price + (filters.sizes?.length ?? 0) + (filters.colors?.length ?? 0) + (filters.inStock ? 1 : 0);
}
