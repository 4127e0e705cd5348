/**
 * The shop's filters live in the URL (spec §2: category, q, page, minPrice, maxPrice) so a filtered page can
 * be shared, bookmarked and reached with the back button. These functions read and write them and decide the
 * request: search when there is a text, the plain list otherwise, 9 per page.
 */
import type { ListProductsParams, SearchProductsParams } from '../../../../generated/models';
import { buildCatalogueQuery, toNumber } from './catalogue-query';

export const SHOP_PAGE_SIZE = 9;

export interface ShopFilters {
  category?: string;
  q?: string;
  page: number;
  minPrice?: number;
  maxPrice?: number;
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
  return {
    page: query.page ?? 1,
    ...(category ? { category } : {}),
    ...(query.q ? { q: query.q } : {}),
    ...(minPrice !== undefined && minPrice >= 0 ? { minPrice } : {}),
    ...(maxPrice !== undefined && maxPrice >= 0 ? { maxPrice } : {}),
  };
}

/** The URL for these filters; page 1 and missing filters are left out. */
export function writeShopFilters(filters: ShopFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  if (filters.q) params.set('q', filters.q);
  if (filters.minPrice !== undefined) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice));
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Choosing a category starts again at page 1 and clears the search text (spec §2 "Shop"). */
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

export function choosePage(filters: ShopFilters, page: number): ShopFilters {
  return { ...filters, page: Math.max(1, Math.floor(page)) };
}

export type ShopRequest =
  { kind: 'search'; params: SearchProductsParams } | { kind: 'list'; params: ListProductsParams };

/** What the shop asks the server for: search when a text is set, else the list; 9 per page. */
export function shopRequest(filters: ShopFilters): ShopRequest {
  const params = buildCatalogueQuery({ ...filters, pageSize: SHOP_PAGE_SIZE });
  if (params.q) return { kind: 'search', params };
  const { q: _q, ...list } = params;
  return { kind: 'list', params: list };
}
