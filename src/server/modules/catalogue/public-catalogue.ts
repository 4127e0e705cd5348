// The public catalogue query: filters from the contract's parameters, the one visibility rule, the price
// filters on the price a shopper pays (after the discount in force), the order asked for (newest first by
// default), one page. A search that matches nothing exactly is asked again, tolerating small typos.
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ProductFilters, ProductPage, SearchSuggestions } from '../../../../generated/models';
import { toEgp, toPiastres } from '../../../shared/money';
import { sortSizes } from '../../../shared/size-order';
import { TYPO_SIMILARITY, type DbOrTx } from '../../db/client';
import { categories, categoryTags, discounts, products, productTags, sizes, variants } from '../../db/schema';
import { findCategory, findTagById, findTagByName } from './category-repository';
import { discountPercentages } from './pricing';
import {
  effectivePrice,
  escapeLike,
  expandSearch,
  hasTagSql,
  inCategorySql,
  isVisibleSql,
  loadProducts,
  searchSql,
  TYPO_MIN_LENGTH,
  variantFilterSql,
  withTypos,
  type SearchWord,
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

/** Whether some product meets the filters and the search: a probe that stops at the first. */
async function anyMatch(db: DbOrTx, where: SQL | undefined): Promise<boolean> {
  const [found] = await db.select({ id: products.id }).from(products).where(where).limit(1);
  return found !== undefined;
}

/**
 * The discount percentage in force at `now` of every product some discount aims at (its own, its tags', its
 * categories'; the highest, as bestDiscount in src/shared/pricing.ts decides). Discounts are few, so this is a
 * few joins from them, never a pass over the catalogue; the products it names are those with a discount.
 */
async function discountsInForce(db: DbOrTx, now: Date): Promise<Map<number, number>> {
  const at = now.toISOString();
  const live = sql`d.is_active AND d.start_at <= ${at}::timestamptz AND ${at}::timestamptz <= d.end_at`;
  const result = (await db.execute(
    sql`SELECT x.product_id AS id, max(x.pct)::float8 AS pct FROM (
      SELECT d.product_id, d.percentage AS pct FROM ${discounts} d WHERE d.product_id IS NOT NULL AND ${live}
      UNION ALL
      SELECT pt.product_id, d.percentage FROM ${discounts} d JOIN ${productTags} pt ON pt.tag_id = d.tag_id WHERE ${live}
      UNION ALL
      SELECT pt.product_id, d.percentage FROM ${discounts} d JOIN ${categoryTags} ct ON ct.category_id = d.category_id
        JOIN ${productTags} pt ON pt.tag_id = ct.tag_id WHERE ${live}
    ) x GROUP BY x.product_id`,
  )) as unknown as { rows: Array<{ id: number; pct: number }> };
  const map = new Map<number, number>();
  for (const r of result.rows) if (r.pct > 0) map.set(Number(r.id), Math.min(100, Number(r.pct)));
  return map;
}

/**
 * Each product's percentage as one expression: the products of each percentage in an id list (an `= ANY` the
 * database hashes), so the price of every product is known without joining a table the planner cannot size.
 */
function percentageSql(percentages: Map<number, number>): SQL {
  const byPercentage = new Map<number, number[]>();
  for (const [id, pct] of percentages) byPercentage.set(pct, [...(byPercentage.get(pct) ?? []), id]);
  if (byPercentage.size === 0) return sql`0`;
  const cases = [...byPercentage].map(
    ([pct, ids]) => sql`WHEN ${products.id} = ANY(${`{${ids.join(',')}}`}::int[]) THEN ${pct}::numeric`,
  );
  return sql`(CASE ${sql.join(cases, sql` `)} ELSE 0 END)`;
}

/**
 * A price after a percentage, as applyPercentage in src/shared/money.ts computes it: the percentage in hundredths
 * (exact for 12.5 %), the amount off rounded half up to the piastre, nothing off at 0, everything at 100.
 */
export const discountedPriceSql = (price: SQL, pct: SQL): SQL =>
  sql`(CASE WHEN coalesce(${pct}, 0) <= 0 THEN ${price}
            WHEN ${pct} >= 100 THEN 0
            ELSE ${price} - (${price}::bigint * round(${pct} * 100)::bigint + 5000) / 10000 END)::int`;

/**
 * Units sold of each product that has sold (orders counted as sales), from the per-product rollup (migration
 * 0016, kept by the dashboard's rollup triggers).
 */
const productSalesSql = sql`(SELECT product_id, quantity AS units FROM product_sales)`;

export async function queryCatalogue(
  db: DbOrTx,
  query: CatalogueQuery,
  now = new Date(),
): Promise<ProductPage> {
  const conditions = await filters(db, query);
  if (!conditions) return emptyPage(query.page ?? 1);
  const words = query.q === undefined ? [] : await expandSearch(db, query.q);
  const exact = searchSql(words);
  const first = await pageOf(db, query, and(...conditions, exact), now);
  // A search that matches nothing exactly is asked again tolerating small typos. Told from the count just made,
  // so a search with results costs no extra probe; with a price filter, the exact matches outside the price range
  // still count as matches (the filter narrowed them, the words were not mistyped).
  if (!exact || first.totalCount > 0) return first;
  const priceFiltered =
    query.minPrice !== undefined || query.maxPrice !== undefined || query.discount === 'true';
  if (priceFiltered && (await anyMatch(db, and(...conditions, exact)))) return first;
  return pageOf(db, query, and(...conditions, searchSql(await withTypos(db, words), true)), now);
}

/** One page of the products that meet `where` and the query's price filters, in the query's order, and their count. */
async function pageOf(
  db: DbOrTx,
  query: CatalogueQuery,
  where: SQL | undefined,
  now: Date,
): Promise<ProductPage> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  // The page is chosen in the database, whatever the filters, sort and size of the catalogue: newest first (the
  // query's own order), and the other orders break their ties newest first too.
  const min = query.minPrice === undefined ? undefined : toPiastres(query.minPrice);
  const max = query.maxPrice === undefined ? undefined : toPiastres(query.maxPrice);
  const discountOnly = query.discount === 'true';
  const byPrice = query.sort === 'price_asc' || query.sort === 'price_desc';
  const priced = min !== undefined || max !== undefined || discountOnly || byPrice;
  const bestSelling = query.sort === 'best_selling';
  const percentages = priced ? await discountsInForce(db, now) : new Map<number, number>();
  // The matching products with what the page's order and filters need; OFFSET 0 keeps the database from
  // folding the percentage expression into every place it is used (it is worked out once per product).
  const matches = sql`SELECT ${products.id} AS id, ${products.createdAt} AS created_at,
      ${products.pricePiastres} AS base, ${priced ? percentageSql(percentages) : sql`0`} AS pct
      ${bestSelling ? sql`, coalesce(sold.units, 0) AS sold` : sql``}
    FROM ${products}
    ${bestSelling ? sql`LEFT JOIN ${productSalesSql} sold ON sold.product_id = ${products.id}` : sql``}
    WHERE ${where ?? sql`TRUE`} OFFSET 0`;
  const price = discountedPriceSql(sql`m.base`, sql`m.pct`);
  const kept: SQL[] = [sql`TRUE`];
  if (discountOnly) kept.push(sql`m.pct > 0`);
  if (min !== undefined) kept.push(sql`${price} >= ${min}`);
  if (max !== undefined) kept.push(sql`${price} <= ${max}`);
  const filter = sql.join(kept, sql` AND `);
  const order: SQL[] = [];
  if (byPrice) order.push(query.sort === 'price_asc' ? sql`${price} ASC` : sql`${price} DESC`);
  if (bestSelling) order.push(sql`m.sold DESC`);
  order.push(sql`m.created_at DESC`, sql`m.id DESC`);
  // Newest first needs no subquery: the listing index gives the order, and the page is read from its start.
  const plain = !priced && !bestSelling;
  const source = plain
    ? sql`(SELECT ${products.id} AS id, ${products.createdAt} AS created_at FROM ${products} WHERE ${where ?? sql`TRUE`}) m`
    : sql`(${matches}) m`;
  // The page and the total side by side (two connections on PostgreSQL).
  const [pageResult, countResult] = (await Promise.all([
    db.execute(
      sql`SELECT m.id FROM ${source} WHERE ${filter}
          ORDER BY ${sql.join(order, sql`, `)} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    ),
    db.execute(sql`SELECT count(*)::int AS total FROM ${source} WHERE ${filter}`),
  ])) as unknown as [{ rows: Array<{ id: number }> }, { rows: Array<{ total: number }> }];
  const pageRows = pageResult.rows;
  const totalCount = Number(countResult.rows[0]?.total ?? 0);
  const loaded = await loadProducts(
    db,
    pageRows.map((r) => Number(r.id)),
    { publicView: true, now },
  );
  return {
    products: loaded.map(toProduct),
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
 * What the header's search box offers while the shopper types: a few shown products (those whose name, English or
 * Arabic, has every word first, then the newest) and active categories, matched like the search, with typos only when nothing
 * matches exactly.
 */
export async function searchSuggestions(db: DbOrTx, q: string, now = new Date()): Promise<SearchSuggestions> {
  const words = await expandSearch(db, q);
  if (words.length === 0) return { products: [], categories: [] };
  /** The text holds one of the word's forms. */
  const hasForm = (text: SQL, forms: string[]) =>
    sql`(${sql.join(
      forms.map((form) => sql`${text} LIKE ${`%${escapeLike(form)}%`}`),
      sql` OR `,
    )})`;
  const nameHasEveryWord = and(...words.map(({ forms }) => hasForm(sql`${products.searchName}`, forms)));
  const productRows = async (asked: SearchWord[], tolerant = false) =>
    db
      .select({
        id: products.id,
        slug: products.slug,
        name: products.name,
        imageUrl: products.imageUrl,
        pricePiastres: products.pricePiastres,
      })
      .from(products)
      .where(and(isVisibleSql, searchSql(asked, tolerant)))
      .orderBy(sql`(${nameHasEveryWord}) DESC`, desc(products.createdAt), desc(products.id))
      .limit(SUGGESTED_PRODUCTS);
  const categoryRows = async (tolerant: boolean) =>
    db
      .select({ id: categories.id, slug: categories.slug, name: categories.name })
      .from(categories)
      .where(
        and(
          eq(categories.isActive, true),
          ...words.map(({ normalized, forms }) => {
            const like = hasForm(categorySearchTextSql, forms);
            return tolerant && normalized.length >= TYPO_MIN_LENGTH
              ? sql`(${like} OR word_similarity(${normalized}, ${categorySearchTextSql}) >= ${sql.raw(String(TYPO_SIMILARITY))})`
              : like;
          }),
        ),
      )
      .orderBy(asc(categories.name))
      .limit(SUGGESTED_CATEGORIES);

  let found = await productRows(words);
  let shelves = await categoryRows(false);
  if (found.length === 0 && shelves.length === 0) {
    found = await productRows(await withTypos(db, words), true);
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

/**
 * The sizes and colours of the products the shop shows (of one category's, with `category`), each once, and the
 * lowest and highest price a shopper pays for them now (the price the price filter compares).
 */
export async function productFilters(
  db: DbOrTx,
  category?: string,
  now = new Date(),
): Promise<ProductFilters> {
  const conditions: SQL[] = [isVisibleSql];
  if (category !== undefined && category.trim() !== '') {
    const found = await findCategory(db, category.trim());
    if (!found || !found.isActive) return { sizes: [], colors: [], prices: null };
    conditions.push(inCategorySql(found.id));
  }
  const where = and(...conditions);
  const price = discountedPriceSql(
    sql`${products.pricePiastres}`,
    percentageSql(await discountsInForce(db, now)),
  );
  const [colorRows, sizeRows, priceRows] = await Promise.all([
    db.execute(
      sql`SELECT DISTINCT ON (lower(v.color)) v.color AS name FROM ${variants} v JOIN ${products} ON ${products.id} = v.product_id
          WHERE ${where} ORDER BY lower(v.color), v.color`,
    ),
    db.execute(
      sql`SELECT DISTINCT ON (lower(sz.size)) sz.size AS name FROM ${sizes} sz JOIN ${variants} v ON v.id = sz.variant_id
          JOIN ${products} ON ${products.id} = v.product_id WHERE ${where} ORDER BY lower(sz.size), sz.size`,
    ),
    db.execute(sql`SELECT min(${price}) AS low, max(${price}) AS high FROM ${products} WHERE ${where}`),
  ]);
  const names = (result: unknown) => (result as { rows: Array<{ name: string }> }).rows.map((r) => r.name);
  const range = (priceRows as unknown as { rows: Array<{ low: number | null; high: number | null }> })
    .rows[0];
  return {
    sizes: sortSizes(names(sizeRows)),
    colors: names(colorRows).sort((a, b) => a.localeCompare(b)),
    prices:
      range?.low == null || range.high == null
        ? null
        : { min: toEgp(Number(range.low)), max: toEgp(Number(range.high)) },
  };
}
