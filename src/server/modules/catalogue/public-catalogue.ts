// The public catalogue query: filters from the contract's parameters, the one visibility rule, the price
// filters on the price a shopper pays (after the discount in force), the order asked for (newest first by
// default), one page. A search that matches nothing exactly is asked again, tolerating small typos.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { ProductFilters, ProductPage, SearchSuggestions } from '../../../../generated/models';
import { toEgp, toPiastres } from '../../../shared/money';
import { sortSizes } from '../../../shared/size-order';
import { TYPO_SIMILARITY, type DbOrTx } from '../../db/client';
import { categories, products, sizes, variants } from '../../db/schema';
import { findCategory, findTagById, findTagByName } from './category-repository';
import { discountPercentages } from './pricing';
import {
  effectivePrice,
  escapeLike,
  expandSearch,
  isVisibleSql,
  loadProducts,
  type LoadedProduct,
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
 * shop shows), or null when a filter names an unknown or inactive category or tag (nothing matches). `key`: when
 * the filters are one key of catalogue_counts (none: '*'; one category, tag, or one colour or size with or without
 * stock), that key as SQL, so that the total is read there (migration 0034) instead of counted.
 */
async function filters(db: DbOrTx, query: CatalogueQuery): Promise<{ conditions: SQL[]; key?: SQL } | null> {
  const conditions: SQL[] = [];
  const keys: SQL[] = [];
  for (const value of [query.category?.trim(), query.categoryId]) {
    if (value === undefined || value === '') continue;
    const category = await findCategory(db, value);
    // Inactive categories are not offered as filters: asking for one finds nothing.
    if (!category || !category.isActive) return null;
    conditions.push(inListedCategorySql(category.id));
    keys.push(sql`${`cat:${category.id}`}`);
  }
  if (query.tag !== undefined && query.tag.trim() !== '') {
    const tag = await findTagByName(db, query.tag);
    if (!tag || !tag.isActive) return null;
    conditions.push(inListedTagSql(tag.id));
    keys.push(sql`${`tag:${tag.id}`}`);
  }
  if (query.tagId !== undefined) {
    const tag = await findTagById(db, query.tagId);
    if (!tag || !tag.isActive) return null;
    conditions.push(inListedTagSql(tag.id));
    keys.push(sql`${`tag:${tag.id}`}`);
  }
  const variantFilter = { sizes: query.size, colors: query.color, inStock: query.inStock === 'true' };
  const facets = facetFilterSql(variantFilter);
  if (facets) {
    conditions.push(facets);
    const key = facetKeySql(variantFilter);
    if (key) keys.push(key);
  }
  const key =
    conditions.length === 0 ? sql`'*'` : conditions.length === 1 && keys.length === 1 ? keys[0] : undefined;
  return { conditions, key };
}

/** The one facet key the size, colour and in-stock filters stand for, when they stand for one (as facetFilterSql). */
function facetKeySql({ sizes: sizeNames = [], colors = [], inStock }: VariantFilter): SQL | undefined {
  const stock = inStock ? 'i' : '';
  if (colors.length === 1 && sizeNames.length === 0) return sql`${`${stock}c:`} || lower(${colors[0]}::text)`;
  if (sizeNames.length === 1 && colors.length === 0)
    return sql`${`${stock}s:`} || lower(${sizeNames[0]}::text)`;
  if (inStock && colors.length === 0 && sizeNames.length === 0) return sql`'i:'`;
  return undefined;
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
 * A listing row's stored price (`price_now`, after the discount in force when it was written: migration 0034) holds
 * until `price_until`, the next start or end of a discount aimed at the product. Settled at `now`: it still holds.
 */
const settledSql = (at: string): SQL => sql`(l.price_until IS NULL OR l.price_until > ${at}::timestamptz)`;
/** Unsettled at `now` (a discount began or ended since the row was priced, and the jobs have not repriced it yet). */
const unsettledSql = (at: string): SQL => sql`l.price_until <= ${at}::timestamptz`;
/** An unsettled row's price at `now`, worked out as the row's own was (rare: a few rows for a minute at most). */
const priceAtSql = (at: string): SQL =>
  sql`CROSS JOIN LATERAL morph_listing_price(l.product_id, l.price_piastres, ${at}::timestamptz) p`;

export async function queryCatalogue(
  db: DbOrTx,
  query: CatalogueQuery,
  now = new Date(),
): Promise<ProductPage> {
  const filtered = await filters(db, query);
  if (!filtered) return emptyPage(query.page ?? 1);
  const { conditions } = filtered;
  const words = query.q === undefined ? [] : await expandSearch(db, query.q);
  const exact = searchSql(words, false, true);
  // The products' rows are joined to the listing only when a word reads their text (a size alone reads the
  // listing's keys: joined, a count of every product in size M read 50,000 product rows for nothing).
  const search = exact !== undefined && searchReadsText(words);
  // A search for one size's name alone ("m") is the listing's size key, counted as the size filter is.
  const sizeWord = words.length === 1 && !search ? words[0]! : undefined;
  const key = !exact
    ? filtered.key
    : sizeWord && conditions.length === 0
      ? sql`${'s:'} || lower(${sizeWord.raw}::text)`
      : undefined;
  // A search of the text alone (no filter of the listing's): its total counts the matching products the listing
  // holds as those not in catalogue_unlisted (its few), instead of joining every match to the listing.
  const textTotal = (words: SearchWord[], tolerant: boolean): SQL | undefined =>
    conditions.length === 0 && searchReadsText(words, tolerant)
      ? sql`SELECT count(*)::int AS total FROM ${products} WHERE ${searchSql(words, tolerant)}
          AND NOT EXISTS (SELECT 1 FROM catalogue_unlisted u WHERE u.product_id = ${products.id})`
      : undefined;
  const first = await pageOf(
    db,
    query,
    and(...conditions, exact),
    search,
    now,
    key ? { key } : { total: textTotal(words, false) },
  );
  // A search that matches nothing exactly is asked again tolerating small typos. Told from the count just made,
  // so a search with results costs no extra probe; with a price filter, the exact matches outside the price range
  // still count as matches (the filter narrowed them, the words were not mistyped).
  if (!exact || first.totalCount > 0) return first;
  const priceFiltered =
    query.minPrice !== undefined || query.maxPrice !== undefined || query.discount === 'true';
  if (priceFiltered && (await anyMatch(db, and(...conditions, exact), search))) return first;
  // One word that matched nothing under these filters: its own forms cannot match in the tolerant pass either,
  // so it looks for its typos alone (each product's text read once for one form, not again for a dead one).
  const tolerant = words.length === 1 ? [{ ...words[0]!, forms: [] }] : words;
  return pageOf(
    db,
    query,
    and(...conditions, searchSql(tolerant, true, true)),
    searchReadsText(tolerant, true),
    now,
    { total: textTotal(tolerant, true) },
  );
}

/** One page of the products that meet `where` and the query's price filters, in the query's order, and their count. */
async function pageOf(
  db: DbOrTx,
  query: CatalogueQuery,
  where: SQL | undefined,
  search: boolean,
  now: Date,
  /** The total as one key of catalogue_counts, or as a statement of its own, when not counted over the listing. */
  { key, total: totalSql }: { key?: SQL; total?: SQL } = {},
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
  // A filter that is one key of catalogue_counts: its total is read there, not counted.
  const total = key
    ? sql`SELECT coalesce(sum(c.n), 0)::int AS total FROM catalogue_counts c WHERE c.key = ${key}`
    : (totalSql ?? sql`SELECT count(*)::int AS total FROM ${listingSql(search)} WHERE ${matching}`);
  if (priced) {
    // The price a shopper pays is the listing's price_now, read in its index's order (a page stops early). The rows
    // whose price has lapsed since they were written (a discount began or ended) are priced at `now`, apart; the two
    // parts are merged for the page and added for the count.
    const at = now.toISOString();
    const dir = query.sort === 'price_desc' ? sql`DESC` : sql`ASC`;
    const settledPart = sql`SELECT l.product_id AS id, l.created_at, l.price_now AS price
      FROM ${listingSql(search)}
      WHERE ${matching} AND ${settledSql(at)} AND ${inRange(sql`l.price_now`)} ${discountOnly ? sql`AND l.discounted` : sql``}`;
    const unsettledPart = sql`SELECT l.product_id AS id, l.created_at, p.price_now AS price
      FROM ${listingSql(search)} ${priceAtSql(at)}
      WHERE ${matching} AND ${unsettledSql(at)} AND ${inRange(sql`p.price_now`)} ${discountOnly ? sql`AND p.discounted` : sql``}`;
    const order = byPrice ? sql`price ${dir}, created_at DESC, id DESC` : sql`created_at DESC, id DESC`;
    const firstRows = sql`ORDER BY ${order} LIMIT ${offset + pageSize}`;
    pageSql = bestSelling
      ? // Best selling within a price filter: the matching products' units sold, then the same order as without.
        sql`SELECT m.id FROM (${settledPart} UNION ALL ${unsettledPart}) m
          LEFT JOIN product_sales sold ON sold.product_id = m.id
          ORDER BY coalesce(sold.quantity, 0) DESC, m.created_at DESC, m.id DESC LIMIT ${pageSize} OFFSET ${offset}`
      : sql`SELECT id FROM ((${settledPart} ${firstRows}) UNION ALL (${unsettledPart} ${firstRows})) m
          ORDER BY ${order} LIMIT ${pageSize} OFFSET ${offset}`;
    const ranged = min !== undefined || max !== undefined;
    countSql =
      discountOnly || ranged
        ? sql`SELECT ((SELECT count(*) FROM (${settledPart}) a) + (SELECT count(*) FROM (${unsettledPart}) b))::int AS total`
        : // Sorting by price changes no count.
          total;
  } else {
    // Newest first needs nothing but the listing's index. Best selling reads two lists in their indexes' order and
    // merges them: the products that sold, by units sold (product_sales, kept by the dashboard's rollup triggers,
    // migration 0016), and those that never did, newest first (the listing's partial index of them, migration 0034).
    const order = sql`sold DESC, created_at DESC, id DESC`;
    const firstRows = sql`ORDER BY ${order} LIMIT ${offset + pageSize}`;
    pageSql = bestSelling
      ? sql`SELECT id FROM (
          (SELECT l.product_id AS id, l.created_at, s.quantity AS sold FROM product_sales s
            JOIN ${listingSql(search)} ON l.product_id = s.product_id
            WHERE s.quantity > 0 AND ${matching} ${firstRows})
          UNION ALL
          (SELECT l.product_id AS id, l.created_at, 0 AS sold FROM ${listingSql(search)}
            WHERE ${matching} AND NOT l.sold ${firstRows})) m
          ORDER BY ${order} LIMIT ${pageSize} OFFSET ${offset}`
      : sql`SELECT l.product_id AS id FROM ${listingSql(search)} WHERE ${matching}
          ORDER BY l.created_at DESC, l.product_id DESC LIMIT ${pageSize} OFFSET ${offset}`;
    countSql = total;
  }
  const ids = (rows: Array<{ id: number | null }>) =>
    rows.flatMap((r) => (r.id === null ? [] : [Number(r.id)]));
  let loaded: LoadedProduct[];
  let countResult: { rows: Array<{ total: number }> };
  if (key && countSql === total) {
    // A total read from catalogue_counts costs nothing: the page and its total in one statement (one round trip),
    // then the page's products. The page's rows keep its order: the total is the outer side of a nested loop
    // (ON TRUE has no key to hash or merge on) over the ordered page.
    const result = (await db.execute(
      sql`SELECT t.total, m.id FROM (${countSql}) t LEFT JOIN (${pageSql}) m ON TRUE`,
    )) as unknown as { rows: Array<{ total: number; id: number | null }> };
    loaded = await loadProducts(db, ids(result.rows), { publicView: true, now });
    countResult = { rows: result.rows.slice(0, 1) };
  } else {
    // A count over thousands of matches takes longer than the page and its products: it runs beside them (two
    // connections on PostgreSQL).
    [loaded, countResult] = await Promise.all([
      (db.execute(pageSql) as unknown as Promise<{ rows: Array<{ id: number }> }>).then((pageResult) =>
        loadProducts(db, ids(pageResult.rows), { publicView: true, now }),
      ),
      db.execute(countSql) as unknown as Promise<{ rows: Array<{ total: number }> }>,
    ]);
  }
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
  const at = now.toISOString();
  let inCategory = sql``;
  let categoryId: number | undefined;
  if (category !== undefined && category.trim() !== '') {
    const found = await findCategory(db, category.trim());
    if (!found || !found.isActive) return { sizes: [], colors: [], prices: null };
    categoryId = found.id;
    inCategory = sql`AND ${inListedCategorySql(found.id)}`;
  }
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
    // The lowest and highest price shoppers pay: each end of the listing's index of prices, walked to the first
    // product that counts (min() and max() apart); and the rows whose price lapsed, priced at `now` (rarely any).
    db.execute(
      sql`SELECT
            (SELECT min(l.price_now) FROM catalogue_listing l WHERE ${settledSql(at)} ${inCategory}) AS low,
            (SELECT max(l.price_now) FROM catalogue_listing l WHERE ${settledSql(at)} ${inCategory}) AS high`,
    ),
    db.execute(
      sql`SELECT min(p.price_now) AS low, max(p.price_now) AS high FROM catalogue_listing l ${priceAtSql(at)}
          WHERE ${unsettledSql(at)} ${inCategory}`,
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
