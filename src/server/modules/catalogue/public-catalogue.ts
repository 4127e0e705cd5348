// The public catalogue query: filters from the contract's parameters, the one visibility rule, the price
// filters on the price a shopper pays (after the discount in force), the order asked for (newest first by
// default), one page. A search that matches nothing exactly is asked again, tolerating small typos.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
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
  isVisibleSql,
  loadProducts,
  searchReadsText,
  searchSql,
  TYPO_MIN_LENGTH,
  type SearchWord,
  type VariantFilter,
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

/**
 * The filters as conditions on the shop's listing (`l`, catalogue_listing: migration 0027, one row per product the
 * shop shows), or null when a filter names an unknown or inactive category or tag (nothing matches).
 */
async function filters(db: DbOrTx, query: CatalogueQuery): Promise<SQL[] | null> {
  const conditions: SQL[] = [];
  for (const value of [query.category?.trim(), query.categoryId]) {
    if (value === undefined || value === '') continue;
    const category = await findCategory(db, value);
    // Inactive categories are not offered as filters: asking for one finds nothing.
    if (!category || !category.isActive) return null;
    conditions.push(inListedCategorySql(category.id));
  }
  if (query.tag !== undefined && query.tag.trim() !== '') {
    const tag = await findTagByName(db, query.tag);
    if (!tag || !tag.isActive) return null;
    conditions.push(inListedTagSql(tag.id));
  }
  if (query.tagId !== undefined) {
    const tag = await findTagById(db, query.tagId);
    if (!tag || !tag.isActive) return null;
    conditions.push(inListedTagSql(tag.id));
  }
  const facets = facetFilterSql({
    sizes: query.size,
    colors: query.color,
    inStock: query.inStock === 'true',
  });
  if (facets) conditions.push(facets);
  return conditions;
}

const inListedCategorySql = (categoryId: number): SQL => sql`l.category_ids @> ARRAY[${categoryId}::int]`;
const inListedTagSql = (tagId: number): SQL => sql`l.tag_ids @> ARRAY[${tagId}::int]`;

/**
 * The size, colour and in-stock filters as conditions on the listing's facet keys (made by the database's
 * morph_listing_facets the same way, lower-cased there and here), which the GIN index answers: a variant of one
 * of the colours having one of the sizes (with stock, for in-stock). With both colours and sizes the keys narrow
 * to products having both somewhere, and one of their variants is checked to have both.
 */
function facetFilterSql({ sizes: sizeNames = [], colors = [], inStock }: VariantFilter): SQL | undefined {
  const stock = inStock ? 'i' : '';
  const anyKey = (prefix: string, values: string[]) =>
    sql`l.facets && ARRAY[${sql.join(
      values.map((value) => sql`${`${stock}${prefix}:`} || lower(${value}::text)`),
      sql`, `,
    )}]`;
  if (colors.length > 0 && sizeNames.length > 0) {
    const lowerList = (values: string[]) =>
      sql.join(
        values.map((value) => sql`lower(${value}::text)`),
        sql`, `,
      );
    return sql`(${anyKey('c', colors)} AND ${anyKey('s', sizeNames)} AND EXISTS (
      SELECT 1 FROM ${variants} v JOIN ${sizes} sz ON sz.variant_id = v.id
      WHERE v.product_id = l.product_id AND lower(v.color) IN (${lowerList(colors)})
        AND lower(sz.size) IN (${lowerList(sizeNames)}) ${inStock ? sql`AND sz.stock > 0` : sql``}))`;
  }
  if (colors.length > 0) return anyKey('c', colors);
  if (sizeNames.length > 0) return anyKey('s', sizeNames);
  if (inStock) return sql`l.facets @> ARRAY['i:']`;
  return undefined;
}

/** The listing, with the products' own rows when a search reads their text. */
const listingSql = (search: boolean): SQL =>
  search
    ? sql`catalogue_listing l JOIN ${products} ON ${products.id} = l.product_id`
    : sql`catalogue_listing l`;

/** Whether some product meets the filters and the search: a probe that stops at the first. */
async function anyMatch(db: DbOrTx, where: SQL | undefined, search: boolean): Promise<boolean> {
  const result = (await db.execute(
    sql`SELECT 1 AS found FROM ${listingSql(search)} WHERE ${where ?? sql`TRUE`} LIMIT 1`,
  )) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/**
 * The discount percentage in force at `now` of every product some discount aims at (its own, its tags', its
 * categories'; the highest, as bestDiscount in src/shared/pricing.ts decides), as a statement's first part:
 * `WITH d(id, pct) AS (…)`. Discounts are few, so this is a few joins from them, never a pass over the catalogue;
 * worked out in the statement that uses it, so thousands of discounted products never travel to the server and
 * back. (The IS NOT NULLs tell the planner how few discounts aim at tags and categories: without them it read
 * every product's tags to join them with two discounts.)
 */
function withDiscountsSql(now: Date): SQL {
  const at = now.toISOString();
  const live = sql`d.is_active AND d.start_at <= ${at}::timestamptz AND ${at}::timestamptz <= d.end_at`;
  return sql`WITH d(id, pct) AS MATERIALIZED (
    SELECT x.product_id, least(max(x.pct), 100)::numeric FROM (
      SELECT d.product_id, d.percentage AS pct FROM ${discounts} d WHERE d.product_id IS NOT NULL AND ${live}
      UNION ALL
      SELECT pt.product_id, d.percentage FROM ${discounts} d JOIN ${productTags} pt ON pt.tag_id = d.tag_id
        WHERE d.tag_id IS NOT NULL AND ${live}
      UNION ALL
      SELECT pt.product_id, d.percentage FROM ${discounts} d JOIN ${categoryTags} ct ON ct.category_id = d.category_id
        JOIN ${productTags} pt ON pt.tag_id = ct.tag_id WHERE d.category_id IS NOT NULL AND ${live}
    ) x GROUP BY x.product_id HAVING max(x.pct) > 0)`;
}

/** Not discounted now: not among `d` (a hashed look-up). */
const notDiscountedSql = sql`l.product_id NOT IN (SELECT d.id FROM d)`;

/**
 * A price after a percentage, as applyPercentage in src/shared/money.ts computes it: the percentage in hundredths
 * (exact for 12.5 %), the amount off rounded half up to the piastre, nothing off at 0, everything at 100.
 */
export const discountedPriceSql = (price: SQL, pct: SQL): SQL =>
  sql`(CASE WHEN coalesce(${pct}, 0) <= 0 THEN ${price}
            WHEN ${pct} >= 100 THEN 0
            ELSE ${price} - (${price}::bigint * round(${pct} * 100)::bigint + 5000) / 10000 END)::int`;

export async function queryCatalogue(
  db: DbOrTx,
  query: CatalogueQuery,
  now = new Date(),
): Promise<ProductPage> {
  const conditions = await filters(db, query);
  if (!conditions) return emptyPage(query.page ?? 1);
  const words = query.q === undefined ? [] : await expandSearch(db, query.q);
  const exact = searchSql(words, false, true);
  // The products' rows are joined to the listing only when a word reads their text (a size alone reads the
  // listing's keys: joined, a count of every product in size M read 50,000 product rows for nothing).
  const search = exact !== undefined && searchReadsText(words);
  const first = await pageOf(db, query, and(...conditions, exact), search, now);
  // A search that matches nothing exactly is asked again tolerating small typos. Told from the count just made,
  // so a search with results costs no extra probe; with a price filter, the exact matches outside the price range
  // still count as matches (the filter narrowed them, the words were not mistyped).
  if (!exact || first.totalCount > 0) return first;
  const priceFiltered =
    query.minPrice !== undefined || query.maxPrice !== undefined || query.discount === 'true';
  if (priceFiltered && (await anyMatch(db, and(...conditions, exact), search))) return first;
  return pageOf(
    db,
    query,
    and(...conditions, searchSql(words, true, true)),
    searchReadsText(words, true),
    now,
  );
}

/** One page of the products that meet `where` and the query's price filters, in the query's order, and their count. */
async function pageOf(
  db: DbOrTx,
  query: CatalogueQuery,
  where: SQL | undefined,
  search: boolean,
  now: Date,
): Promise<ProductPage> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const offset = (page - 1) * pageSize;
  // The page is chosen in the database, whatever the filters, sort and size of the catalogue: newest first (the
  // query's own order), and the other orders break their ties newest first too.
  const min = query.minPrice === undefined ? undefined : toPiastres(query.minPrice);
  const max = query.maxPrice === undefined ? undefined : toPiastres(query.maxPrice);
  const discountOnly = query.discount === 'true';
  const byPrice = query.sort === 'price_asc' || query.sort === 'price_desc';
  const priced = min !== undefined || max !== undefined || discountOnly || byPrice;
  const bestSelling = query.sort === 'best_selling';
  const matching = where ?? sql`TRUE`;
  const inRange = (price: SQL): SQL =>
    sql.join(
      [
        sql`TRUE`,
        ...(min === undefined ? [] : [sql`${price} >= ${min}`]),
        ...(max === undefined ? [] : [sql`${price} <= ${max}`]),
      ],
      sql` AND `,
    );

  let pageSql: SQL;
  let countSql: SQL;
  if (priced) {
    // The products without a discount in force have the listing's price: they are read in its price index's
    // order (a page stops early). The discounted ones, a few thousand at most, get their price worked out. The
    // two parts are merged for the page and added for the count.
    const dir = query.sort === 'price_desc' ? sql`DESC` : sql`ASC`;
    const plainPart = sql`SELECT l.product_id AS id, l.created_at, l.price_piastres AS price
      FROM ${listingSql(search)}
      WHERE ${matching} AND ${notDiscountedSql} AND ${inRange(sql`l.price_piastres`)}`;
    const price = discountedPriceSql(sql`l.price_piastres`, sql`d.pct`);
    // Each discounted product looked up by its key (LATERAL), not the listing read whole to join them.
    const discountedPart = sql`SELECT l.id, l.created_at, l.price FROM d
      CROSS JOIN LATERAL (SELECT l.product_id AS id, l.created_at, ${price} AS price FROM ${listingSql(search)}
        WHERE l.product_id = d.id AND ${matching} AND ${inRange(price)}) l`;
    const order = byPrice ? sql`price ${dir}, created_at DESC, id DESC` : sql`created_at DESC, id DESC`;
    const firstRows = sql`ORDER BY ${order} LIMIT ${offset + pageSize}`;
    pageSql = discountOnly
      ? sql`SELECT id FROM (${discountedPart}) m ORDER BY ${order} LIMIT ${pageSize} OFFSET ${offset}`
      : sql`SELECT id FROM ((${plainPart} ${firstRows}) UNION ALL (${discountedPart} ${firstRows})) m
          ORDER BY ${order} LIMIT ${pageSize} OFFSET ${offset}`;
    const ranged = min !== undefined || max !== undefined;
    countSql =
      discountOnly || ranged
        ? sql`SELECT (${discountOnly ? sql`0` : sql`(SELECT count(*) FROM (${plainPart}) a)`}
            + (SELECT count(*) FROM (${discountedPart}) b))::int AS total`
        : // Sorting by price changes no count: one pass over the matching products.
          sql`SELECT count(*)::int AS total FROM ${listingSql(search)} WHERE ${matching}`;
    if (bestSelling)
      // Best selling within a price filter: the matching products' units sold, then the same order as without.
      pageSql = sql`SELECT m.id FROM (${discountOnly ? discountedPart : sql`${plainPart} UNION ALL ${discountedPart}`}) m
          LEFT JOIN product_sales sold ON sold.product_id = m.id
          ORDER BY coalesce(sold.quantity, 0) DESC, m.created_at DESC, m.id DESC LIMIT ${pageSize} OFFSET ${offset}`;
    pageSql = sql`${withDiscountsSql(now)} ${pageSql}`;
    if (discountOnly || ranged) countSql = sql`${withDiscountsSql(now)} ${countSql}`;
  } else {
    // Newest first needs nothing but the listing's index. Best selling reads two lists in their indexes' order and
    // merges them: the products that sold, by units sold (product_sales, kept by the dashboard's rollup triggers,
    // migration 0016), and those that never did, newest first.
    const order = sql`sold DESC, created_at DESC, id DESC`;
    const firstRows = sql`ORDER BY ${order} LIMIT ${offset + pageSize}`;
    pageSql = bestSelling
      ? sql`SELECT id FROM (
          (SELECT l.product_id AS id, l.created_at, s.quantity AS sold FROM product_sales s
            JOIN ${listingSql(search)} ON l.product_id = s.product_id
            WHERE s.quantity > 0 AND ${matching} ${firstRows})
          UNION ALL
          (SELECT l.product_id AS id, l.created_at, 0 AS sold FROM ${listingSql(search)}
            WHERE ${matching} AND NOT EXISTS (SELECT 1 FROM product_sales s WHERE s.product_id = l.product_id AND s.quantity > 0)
            ${firstRows})) m
          ORDER BY ${order} LIMIT ${pageSize} OFFSET ${offset}`
      : sql`SELECT l.product_id AS id FROM ${listingSql(search)} WHERE ${matching}
          ORDER BY l.created_at DESC, l.product_id DESC LIMIT ${pageSize} OFFSET ${offset}`;
    countSql = sql`SELECT count(*)::int AS total FROM ${listingSql(search)} WHERE ${matching}`;
  }
  // The page, then its products, beside the total (two connections on PostgreSQL): a count over thousands of
  // matches takes longer than both.
  const [loaded, countResult] = await Promise.all([
    (db.execute(pageSql) as unknown as Promise<{ rows: Array<{ id: number }> }>).then((pageResult) =>
      loadProducts(
        db,
        pageResult.rows.map((r) => Number(r.id)),
        { publicView: true, now },
      ),
    ),
    db.execute(countSql) as unknown as Promise<{ rows: Array<{ total: number }> }>,
  ]);
  const totalCount = Number(countResult.rows[0]?.total ?? 0);
  return {
    products: loaded.map(toProduct),
    totalCount,
    totalPages: Math.ceil(totalCount / pageSize),
    currentPage: page,
  };
}

export const SUGGESTED_PRODUCTS = 5;
export const SUGGESTED_CATEGORIES = 3;
interface SuggestedRow {
  id: number;
  slug: string;
  name: string;
  nameAr: string | null;
  imageUrl: string | null;
  pricePiastres: number;
}

/** How far down the newest products the suggestions look for names that match before ordering every match. */
const RECENT_NAMED = 1000;

/** A category's searchable text, normalised like a product's; an Arabic name (categories.name_ar) belongs here. */
// The category's English and Arabic names, normalised as a product's text is.
const categorySearchTextSql = sql`morph_search_normalize(concat_ws(' ', ${categories.name}, ${categories.nameAr}))`;

/**
 * What the header's search box offers while the shopper types: a few shown products (those whose name, English or
 * Arabic, has every word first, then the newest) and active categories, matched like the search, with typos only
 * when nothing matches exactly.
 */
export async function searchSuggestions(db: DbOrTx, q: string, now = new Date()): Promise<SearchSuggestions> {
  const words = await expandSearch(db, q);
  // Nothing typed, or two letters no word of the catalogue begins with (and no size is called).
  if (words.length === 0 || words.some((w) => w.forms.length === 0 && !w.isSize))
    return { products: [], categories: [] };
  /** The text holds one of the word's forms. */
  const hasForm = (text: SQL, forms: string[]) =>
    forms.length === 0
      ? sql`FALSE`
      : sql`(${sql.join(
          forms.map((form) => sql`${text} LIKE ${`%${escapeLike(form)}%`}`),
          sql` OR `,
        )})`;
  const nameHasEveryWord = and(...words.map(({ forms }) => hasForm(sql`${products.searchName}`, forms)));
  // The newest products whose name has every word, then the newest others, looked for in steps, each only when
  // the one before could not answer. A word typed so far ("lin") or a colour matches thousands of products, which
  // ordering them all made a sort of thousands of wide rows:
  // 1. the name matches among the newest RECENT_NAMED shown products: when there are SUGGESTED_PRODUCTS, they are
  //    the newest of all (a short walk down the listing's index, stopped at the fifth);
  // 2. else every name match (few: the names' own trigram index), then the newest other matches among those
  //    recent products, when they are enough to fill the list;
  // 3. else every match, ordered: few of them, or the walks would have answered. Steps 2 and 3 are one
  //    statement, step 3 gated by a one-time filter on step 2's counts.
  const productRows = async (asked: SearchWord[], tolerant = false): Promise<SuggestedRow[]> => {
    const matching = searchSql(asked, tolerant);
    const named = sql`${nameHasEveryWord}`;
    const limit = SUGGESTED_PRODUCTS;
    const columns = sql`${products.id} AS id, ${products.slug} AS slug, ${products.name} AS name,
      ${products.nameAr} AS "nameAr", ${products.imageUrl} AS "imageUrl", ${products.pricePiastres} AS "pricePiastres"`;
    // Each recent product looked at on its own (LATERAL … LIMIT 1, which the planner keeps as a probe by the primary
    // key, in the listing's order): joined whole, the planner, which takes the text and the name matching as
    // unrelated, expects few matches and reads every one of them from the indexes instead.
    const amongRecent = (condition: SQL) => sql`SELECT found.*, newest.created_at FROM (
          SELECT l.product_id, l.created_at FROM catalogue_listing l
          ORDER BY l.created_at DESC, l.product_id DESC LIMIT ${RECENT_NAMED}
        ) newest CROSS JOIN LATERAL (
          SELECT ${columns} FROM ${products}
          WHERE ${products.id} = newest.product_id AND ${matching} AND ${condition} LIMIT 1
        ) found
        ORDER BY newest.created_at DESC, newest.product_id DESC LIMIT ${limit}`;
    const recent = (await db.execute(amongRecent(named))) as unknown as { rows: SuggestedRow[] };
    if (recent.rows.length === limit) return recent.rows;
    const result = (await db.execute(sql`
      WITH names AS MATERIALIZED (
        SELECT ${columns}, ${products.createdAt} AS created_at FROM ${products}
        WHERE ${isVisibleSql} AND ${matching} AND ${named}
        ORDER BY ${products.createdAt} DESC, ${products.id} DESC LIMIT ${limit}
      ),
      others AS MATERIALIZED (${amongRecent(sql`NOT (${named})`)})
      SELECT id, slug, name, "nameAr", "imageUrl", "pricePiastres" FROM (
        SELECT * FROM (SELECT *, 1 AS part FROM names UNION ALL SELECT *, 2 AS part FROM others) found
        WHERE (SELECT count(*) FROM names) + (SELECT count(*) FROM others) >= ${limit}
        UNION ALL
        SELECT * FROM (
          SELECT ${columns}, ${products.createdAt} AS created_at, CASE WHEN ${named} THEN 3 ELSE 4 END AS part
          FROM ${products} WHERE ${isVisibleSql} AND ${matching}
          ORDER BY part, ${products.createdAt} DESC, ${products.id} DESC LIMIT ${limit}
        ) everyone
        WHERE (SELECT count(*) FROM names) + (SELECT count(*) FROM others) < ${limit}
      ) answer ORDER BY part, created_at DESC, id DESC LIMIT ${limit}`)) as unknown as {
      rows: SuggestedRow[];
    };
    return result.rows;
  };
  const categoryRows = async (tolerant: boolean) =>
    db
      .select({
        id: categories.id,
        slug: categories.slug,
        name: categories.name,
        nameAr: categories.nameAr,
      })
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

  let [found, shelves] = await Promise.all([productRows(words), categoryRows(false)]);
  if (found.length === 0 && shelves.length === 0) {
    [found, shelves] = await Promise.all([productRows(words, true), categoryRows(true)]);
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
  let inCategory = sql``;
  let categoryId: number | undefined;
  if (category !== undefined && category.trim() !== '') {
    const found = await findCategory(db, category.trim());
    if (!found || !found.isActive) return { sizes: [], colors: [], prices: null };
    categoryId = found.id;
    inCategory = sql`AND ${inListedCategorySql(found.id)}`;
  }
  const price = discountedPriceSql(sql`l.price_piastres`, sql`d.pct`);
  /**
   * Each distinct lower-cased name, walked in its index one name at a time (a few dozen probes whatever the
   * catalogue's size), kept when a listed product has its facet key, shown as the first spelling of a listed one.
   */
  const distinctNames = (table: SQL, column: SQL, facet: string, shown: SQL, product: SQL) =>
    db.execute(sql`WITH RECURSIVE k(name) AS (
        (SELECT lower(${column}) FROM ${table} ORDER BY lower(${column}) LIMIT 1)
        UNION ALL
        SELECT (SELECT lower(${column}) FROM ${table} WHERE lower(${column}) > k.name ORDER BY lower(${column}) LIMIT 1)
        FROM k WHERE k.name IS NOT NULL)
      SELECT (SELECT ${column} FROM ${shown} JOIN catalogue_listing l ON l.product_id = ${product}
              WHERE lower(${column}) = k.name ${inCategory} ORDER BY ${column} LIMIT 1) AS name
      FROM k WHERE k.name IS NOT NULL ${
        // In one category, a name of the shop's is first looked up among the category's keys (two GIN bitmaps),
        // so a colour the category lacks is not looked for through every product of that colour.
        categoryId === undefined
          ? sql``
          : sql`AND EXISTS (SELECT 1 FROM catalogue_listing l WHERE l.facets @> ARRAY[${facet} || k.name] ${inCategory})`
      }`);
  const [colorRows, sizeRows, plainRange, discountedRange] = await Promise.all([
    distinctNames(sql`${variants} v`, sql`v.color`, 'c:', sql`${variants} v`, sql`v.product_id`),
    distinctNames(
      sql`${sizes} sz`,
      sql`sz.size`,
      's:',
      sql`${sizes} sz JOIN ${variants} v ON v.id = sz.variant_id`,
      sql`v.product_id`,
    ),
    // The lowest and highest price of the products without a discount come from the price index alone; those
    // with one (a few thousand at most) are worked out.
    // min() and max() apart: each walks the price index from its end and stops at the first product that counts.
    db.execute(
      sql`${withDiscountsSql(now)} SELECT
            (SELECT min(l.price_piastres) FROM catalogue_listing l WHERE ${notDiscountedSql} ${inCategory}) AS low,
            (SELECT max(l.price_piastres) FROM catalogue_listing l WHERE ${notDiscountedSql} ${inCategory}) AS high`,
    ),
    db.execute(
      sql`${withDiscountsSql(now)} SELECT min(l.price) AS low, max(l.price) AS high FROM d
          CROSS JOIN LATERAL (SELECT ${price} AS price FROM catalogue_listing l
            WHERE l.product_id = d.id ${inCategory}) l`,
    ),
  ]);
  const names = (result: unknown) =>
    (result as { rows: Array<{ name: string | null }> }).rows.flatMap((r) =>
      r.name === null ? [] : [r.name],
    );
  const bounds = [plainRange, discountedRange].map(
    (result) => (result as unknown as { rows: Array<{ low: number | null; high: number | null }> }).rows[0],
  );
  const lows = bounds.flatMap((b) => (b?.low == null ? [] : [Number(b.low)]));
  const highs = bounds.flatMap((b) => (b?.high == null ? [] : [Number(b.high)]));
  return {
    sizes: sortSizes(names(sizeRows)),
    colors: names(colorRows).sort((a, b) => a.localeCompare(b)),
    prices:
      lows.length === 0 || highs.length === 0
        ? null
        : { min: toEgp(Math.min(...lows)), max: toEgp(Math.max(...highs)) },
  };
}
