/**
 * The client-side catalogue query (docs/product.md#shop): whatever the URL or a caller hands in, the
 * request that goes to GET /api/products(/search) is well-formed.
 *
 * - page at least 1; pageSize clamped to 1..100, 10 when missing;
 * - categoryId, tagId, minPrice and maxPrice as numbers (dropped when not numbers);
 * - q and tag trimmed (dropped when empty);
 * - discount only when it is true or the text 'true';
 * - a numeric category or tag is taken as an id, anything else as a slug (or tag name).
 */
import type { SearchProductsParams } from '../../../../generated/models';
import { latinDigits } from '../../../shared/digits';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export interface CatalogueQueryInput {
  page?: unknown;
  pageSize?: unknown;
  minPrice?: unknown;
  maxPrice?: unknown;
  categoryId?: unknown;
  tagId?: unknown;
  category?: unknown;
  tag?: unknown;
  q?: unknown;
  discount?: unknown;
}

/** A finite number from a number or numeric text, else undefined ('' and whitespace are not 0). */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  // A price typed into the address bar may be written in Arabic-Indic digits (?minPrice=٥٠٠).
  const n = Number(latinDigits(value).trim());
  return Number.isFinite(n) ? n : undefined;
}

function trimmed(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

const NUMERIC_ID = /^\d+$/;

export function buildCatalogueQuery(input: CatalogueQueryInput): SearchProductsParams {
  const query: SearchProductsParams = {};

  const page = toNumber(input.page);
  query.page = page === undefined || page < 1 ? 1 : Math.floor(page);

  const pageSize = toNumber(input.pageSize);
  query.pageSize =
    pageSize === undefined ? DEFAULT_PAGE_SIZE : Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(pageSize)));

  const minPrice = toNumber(input.minPrice);
  if (minPrice !== undefined) query.minPrice = minPrice;
  const maxPrice = toNumber(input.maxPrice);
  if (maxPrice !== undefined) query.maxPrice = maxPrice;

  const categoryId = toNumber(input.categoryId);
  const category = trimmed(input.category);
  if (categoryId !== undefined) query.categoryId = categoryId;
  else if (category !== undefined) {
    if (NUMERIC_ID.test(category)) query.categoryId = Number(category);
    else query.category = category;
  }

  const tagId = toNumber(input.tagId);
  const tag = trimmed(input.tag);
  if (tagId !== undefined) query.tagId = tagId;
  else if (tag !== undefined) {
    if (NUMERIC_ID.test(tag)) query.tagId = Number(tag);
    else query.tag = tag;
  }

  const q = trimmed(input.q);
  if (q !== undefined) query.q = q;

  if (input.discount === true || input.discount === 'true') query.discount = 'true';

  return query;
}
