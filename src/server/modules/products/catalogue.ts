// The public catalogue query: filters from the contract's parameters, the one visibility rule, the price
// filters on the price a shopper pays (after the discount in force), newest first, one page.
import { and, type SQL } from 'drizzle-orm';
import type { ProductPage } from '../../../../generated/models';
import { toPiastres } from '../../../shared/money';
import type { DbOrTx } from '../../db/client';
import { findCategory, findTagById, findTagByName } from '../categories/repository';
import { discountPercentages } from './pricing';
import {
  candidateIds,
  effectivePrice,
  hasTagSql,
  inCategorySql,
  isVisibleSql,
  loadProducts,
  searchSql,
} from './repository';
import { toProduct } from './view';

export interface CatalogueQuery {
  page?: number;
  pageSize?: number;
  minPrice?: number;
  maxPrice?: number;
  tag?: string;
  tagId?: number;
  category?: string;
  categoryId?: number;
  discount?: 'true' | 'false';
  q?: string;
}

export const DEFAULT_PAGE_SIZE = 12;

const emptyPage = (page: number): ProductPage => ({
  products: [],
  totalCount: 0,
  totalPages: 0,
  currentPage: page,
});

/** The filters as SQL, or null when a filter names an unknown or inactive category or tag (nothing matches). */
async function filters(db: DbOrTx, query: CatalogueQuery): Promise<SQL[] | null> {
  const conditions: SQL[] = [isVisibleSql];
  for (const value of [query.category?.trim(), query.categoryId]) {
    if (value === undefined || value === '') continue;
    const category = await findCategory(db, value);
    // Inactive categories are not offered as filters: asking for one finds nothing.
    if (!category || !category.isActive) return null;
    conditions.push(inCategorySql(category.id));
  }
  if (query.tag !== undefined && query.tag.trim() !== '') {
    const tag = await findTagByName(db, query.tag);
    if (!tag || !tag.isActive) return null;
    conditions.push(hasTagSql(tag.id));
  }
  if (query.tagId !== undefined) {
    const tag = await findTagById(db, query.tagId);
    if (!tag || !tag.isActive) return null;
    conditions.push(hasTagSql(tag.id));
  }
  if (query.q !== undefined) {
    const search = searchSql(query.q);
    if (search) conditions.push(search);
  }
  return conditions;
}

export async function queryCatalogue(
  db: DbOrTx,
  query: CatalogueQuery,
  now = new Date(),
): Promise<ProductPage> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const conditions = await filters(db, query);
  if (!conditions) return emptyPage(page);

  let rows = await candidateIds(db, and(...conditions));
  const min = query.minPrice === undefined ? undefined : toPiastres(query.minPrice);
  const max = query.maxPrice === undefined ? undefined : toPiastres(query.maxPrice);
  const discountOnly = query.discount === 'true';
  if (min !== undefined || max !== undefined || discountOnly) {
    const percentages = await discountPercentages(
      db,
      rows.map((r) => r.id),
      now,
    );
    rows = rows.filter((r) => {
      const pct = percentages.get(r.id) ?? 0;
      if (discountOnly && pct <= 0) return false;
      const price = effectivePrice(r.pricePiastres, pct);
      return (min === undefined || price >= min) && (max === undefined || price <= max);
    });
  }

  const totalCount = rows.length;
  const pageIds = rows.slice((page - 1) * pageSize, page * pageSize).map((r) => r.id);
  const products = await loadProducts(db, pageIds, { publicView: true, now });
  return {
    products: products.map(toProduct),
    totalCount,
    totalPages: Math.ceil(totalCount / pageSize),
    currentPage: page,
  };
}
