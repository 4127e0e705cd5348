// The public catalogue query: filters from the contract's parameters, the one visibility rule, the price
// filters on the price a shopper pays (after the discount in force), the order asked for (newest first by
// default), one page. A search that matches nothing exactly is asked again, tolerating small typos.
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ProductFilters, ProductPage, SearchSuggestions } from '../../../../generated/models';
import { toEgp, toPiastres } from '../../../shared/money';
import { searchWords } from '../../../shared/search-text';
import { sortSizes } from '../../../shared/size-order';
import { TYPO_SIMILARITY, type DbOrTx } from '../../db/client';
import { categories, products, sizes, variants } from '../../db/schema';
import { findCategory, findTagById, findTagByName } from './category-repository';
import { discountPercentages } from './pricing';
import {
  candidateIds,
  effectivePrice,
  escapeLike,
  hasTagSql,
  inCategorySql,
  isVisibleSql,
  loadProducts,
  searchSql,
  TYPO_MIN_LENGTH,
  unitsSold,
  variantFilterSql,
  type CandidateRow,
} from './product-repository';
import { toProduct } from './product-view';

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
  sort?: CatalogueSort;
  size?: string[];
  color?: string[];
  inStock?: 'true' | 'false';
}

export type CatalogueSort = 'newest' | 'price_asc' | 'price_desc' | 'best_selling';

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
  const variantFilter = variantFilterSql({
    sizes: query.size,
    colors: query.color,
    inStock: query.inStock === 'true',
  });
  if (variantFilter) conditions.push(variantFilter);
  return conditions;
}

/** The products matching the filters and the search: exact matches, or else those with small typos. */
export async function matchingCandidates(
  db: DbOrTx,
  conditions: SQL[],
  q: string | undefined,
): Promise<CandidateRow[]> {
  const exact = q === undefined ? undefined : searchSql(q);
  if (!exact) return candidateIds(db, and(...conditions));
  const rows = await candidateIds(db, and(...conditions, exact));
  if (rows.length > 0) return rows;
  return candidateIds(db, and(...conditions, searchSql(q!, true)));
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

  // Newest first (the query's own order); the other orders are stable sorts of it, so ties stay newest first.
  let rows = await matchingCandidates(db, conditions, query.q);
  const min = query.minPrice === undefined ? undefined : toPiastres(query.minPrice);
  const max = query.maxPrice === undefined ? undefined : toPiastres(query.maxPrice);
  const discountOnly = query.discount === 'true';
  const byPrice = query.sort === 'price_asc' || query.sort === 'price_desc';
  if (min !== undefined || max !== undefined || discountOnly || byPrice) {
    const percentages = await discountPercentages(
      db,
      rows.map((r) => r.id),
      now,
    );
    const priced = rows.map((r) => {
      const pct = percentages.get(r.id) ?? 0;
      return { row: r, pct, price: effectivePrice(r.pricePiastres, pct) };
    });
    const kept = priced.filter(
      ({ pct, price }) =>
        !(discountOnly && pct <= 0) &&
        (min === undefined || price >= min) &&
        (max === undefined || price <= max),
    );
    if (byPrice) kept.sort((a, b) => (query.sort === 'price_asc' ? a.price - b.price : b.price - a.price));
    rows = kept.map((p) => p.row);
  }
  if (query.sort === 'best_selling') {
    const sold = await unitsSold(db);
    rows = [...rows].sort((a, b) => (sold.get(b.id) ?? 0) - (sold.get(a.id) ?? 0));
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

export const SUGGESTED_PRODUCTS = 5;
export const SUGGESTED_CATEGORIES = 3;

/** A category's searchable text, normalised like a product's; an Arabic name (categories.name_ar) belongs here. */
// The category's English and Arabic names, normalised as a product's text is.
const categorySearchTextSql = sql`morph_search_normalize(concat_ws(' ', ${categories.name}, ${categories.nameAr}))`;

/**
 * What the header's search box offers while the shopper types: a few shown products (those whose name has every
 * word first, then the newest) and active categories, matched like the search, with typos only when nothing
 * matches exactly.
 */
export async function searchSuggestions(db: DbOrTx, q: string, now = new Date()): Promise<SearchSuggestions> {
  const words = searchWords(q);
  if (words.length === 0) return { products: [], categories: [] };
  const nameHasEveryWord = and(
    ...words.map(
      ({ normalized }) => sql`morph_search_normalize(${products.name}) LIKE ${`%${escapeLike(normalized)}%`}`,
    ),
  );
  const productRows = async (tolerant: boolean) =>
    db
      .select({
        id: products.id,
        slug: products.slug,
        name: products.name,
        imageUrl: products.imageUrl,
        pricePiastres: products.pricePiastres,
      })
      .from(products)
      .where(and(isVisibleSql, searchSql(q, tolerant)))
      .orderBy(sql`(${nameHasEveryWord}) DESC`, desc(products.createdAt), desc(products.id))
      .limit(SUGGESTED_PRODUCTS);
  const categoryRows = async (tolerant: boolean) =>
    db
      .select({ id: categories.id, slug: categories.slug, name: categories.name })
      .from(categories)
      .where(
        and(
          eq(categories.isActive, true),
          ...words.map(({ normalized }) => {
            const like = sql`${categorySearchTextSql} LIKE ${`%${escapeLike(normalized)}%`}`;
            return tolerant && normalized.length >= TYPO_MIN_LENGTH
              ? sql`(${like} OR word_similarity(${normalized}, ${categorySearchTextSql}) >= ${sql.raw(String(TYPO_SIMILARITY))})`
              : like;
          }),
        ),
      )
      .orderBy(asc(categories.name))
      .limit(SUGGESTED_CATEGORIES);

  let found = await productRows(false);
  let shelves = await categoryRows(false);
  if (found.length === 0 && shelves.length === 0) {
    found = await productRows(true);
    shelves = await categoryRows(true);
  }
  const percentages = await discountPercentages(
    db,
    found.map((p) => p.id),
    now,
  );
  return {
    products: found.map(({ pricePiastres, ...p }) => ({
      ...p,
      price: toEgp(effectivePrice(pricePiastres, percentages.get(p.id) ?? 0)),
    })),
    categories: shelves,
  };
}

/** The sizes and colours of the products the shop shows (of one category's, with `category`), each once. */
export async function productFilters(db: DbOrTx, category?: string): Promise<ProductFilters> {
  const conditions: SQL[] = [isVisibleSql];
  if (category !== undefined && category.trim() !== '') {
    const found = await findCategory(db, category.trim());
    if (!found || !found.isActive) return { sizes: [], colors: [] };
    conditions.push(inCategorySql(found.id));
  }
  const where = and(...conditions);
  const [colorRows, sizeRows] = await Promise.all([
    db.execute(
      sql`SELECT DISTINCT ON (lower(v.color)) v.color AS name FROM ${variants} v JOIN ${products} ON ${products.id} = v.product_id
          WHERE ${where} ORDER BY lower(v.color), v.color`,
    ),
    db.execute(
      sql`SELECT DISTINCT ON (lower(sz.size)) sz.size AS name FROM ${sizes} sz JOIN ${variants} v ON v.id = sz.variant_id
          JOIN ${products} ON ${products.id} = v.product_id WHERE ${where} ORDER BY lower(sz.size), sz.size`,
    ),
  ]);
  const names = (result: unknown) => (result as { rows: Array<{ name: string }> }).rows.map((r) => r.name);
  return {
    sizes: sortSizes(names(sizeRows)),
    colors: names(colorRows).sort((a, b) => a.localeCompare(b)),
  };
}
