// Catalogue queries. A product belongs to every category that shares one of its tags (docs/business-rules.md#categories-are-made-of-tags); the
// shop shows active products, and hides one whose categories are all inactive.
import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { applyPercentage } from '../../../shared/money';
import { bestDiscount, type DiscountCandidate } from '../../../shared/pricing';
import { searchWords } from '../../../shared/search-text';
import { matchForms, searchTerm } from '../../../shared/search-terms';
import type { DbOrTx } from '../../db/client';
import { preparedSql } from '../../db/prepared-statements';
import {
  categories,
  categoryTags,
  productImages,
  products,
  productTags,
  sizes,
  tags,
  variantImages,
  variants,
} from '../../db/schema';
import { synonymGroupsSql } from '../synonyms';
import { discountCandidatesJsonSql } from './pricing';

/** A product's own row as the catalogue reads it (without the search's texts). */
export type ProductRow = Omit<typeof products.$inferSelect, 'searchText' | 'searchName'>;

export interface LoadedProduct {
  row: ProductRow;
  images: Array<{ id: number; url: string }>;
  tags: Array<{ id: number; name: string }>;
  categories: Array<{ id: number; slug: string; name: string; nameAr: string | null }>;
  variants: Array<{
    id: number;
    color: string;
    colorAr: string | null;
    sku: string;
    imageUrl: string | null;
    images: Array<{ id: number; url: string }>;
    /** `stockSeq`: the number of the stock's last change (not in answers: the cache compares it). */
    sizes: Array<{ id: number; size: string; stock: number; sku: string; stockSeq: number }>;
  }>;
  discountPercentage: number;
}

/**
 * Shown in the shop: the product has a row in catalogue_listing, which the database keeps for every product that is
 * active and in at least one active category unless in none at all (morph_refresh_listing, migration 0027 — the one
 * place that rule is written). A probe of the listing's primary key.
 */
export const isVisibleSql: SQL = sql`EXISTS (SELECT 1 FROM catalogue_listing shown WHERE shown.product_id = ${products.id})`;

export const inCategorySql = (categoryId: number): SQL =>
  sql`EXISTS (SELECT 1 FROM ${productTags} pt JOIN ${categoryTags} ct ON ct.tag_id = pt.tag_id WHERE pt.product_id = ${products.id} AND ct.category_id = ${categoryId})`;

export const hasTagSql = (tagId: number): SQL =>
  sql`EXISTS (SELECT 1 FROM ${productTags} pt WHERE pt.product_id = ${products.id} AND pt.tag_id = ${tagId})`;

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Words shorter than this are never matched with typos: too many short words look alike. */
export const TYPO_MIN_LENGTH = 4;

/** The products that come in a size called `size` (compared case-insensitively). */
const withSizeSql = (size: string): SQL =>
  sql`SELECT v.product_id FROM ${variants} v JOIN ${sizes} sz ON sz.variant_id = v.id WHERE lower(sz.size) = lower(${size})`;

/**
 * A word of a search: as typed (lower-cased, for a size such as "XL"), normalised (for a small typo), and the
 * substrings any of which the product's text may hold (`forms`: its term's forms and its synonyms', see
 * src/shared/search-terms.ts).
 */
export interface SearchWord {
  raw: string;
  normalized: string;
  forms: string[];
  /**
   * Whether some size in the shop is called `raw` (false: none is, so only the text can match and the search is
   * a condition on the product's own row, which the trigram index serves alone). Unknown: both are looked at.
   */
  isSize?: boolean;
  /** Words of the catalogue close to this one (a small typo away), looked for too by a tolerant search. */
  typos?: string[];
}

/** A search's words with the forms of their own terms only (no synonyms: `expandSearch` adds them). */
export function plainSearchWords(q: string): SearchWord[] {
  return searchWords(q).map((w) => ({ ...w, forms: matchForms([searchTerm(w.raw)]) }));
}

/** The shortest text the trigram indexes can look for: a shorter one would be compared with every product's. */
export const SHORTEST_INDEXED = 3;
/** At most this many of the catalogue's words stand for a word of two letters (the shortest first). */
export const PREFIX_WORDS = 50;

/**
 * A search's words, each with the forms of its term and of every term in a synonym group with it ("جيبة" is
 * also looked for as "تنور", "تنانير" and "skirt"). One indexed look-up of the synonyms per search, read from
 * the database each time, so a group the owner adds counts from the next search on, on every instance.
 *
 * A word too short for the trigram indexes (what a shopper has typed so far, "li") stands for the catalogue's
 * words that begin with it ("linen", "light"…, from search_words); a word of one letter only for a size ("M").
 * One that stands for nothing ("a", "in") is left out of a search that has other words. Either way no search
 * compares text with every product.
 */
export async function expandSearch(db: DbOrTx, q: string): Promise<SearchWord[]> {
  const words = searchWords(q).map((w) => ({ ...w, term: searchTerm(w.raw) }));
  if (words.length === 0) return [];
  const isShort = (form: string) => form.length < SHORTEST_INDEXED;
  const prefixes = [
    ...new Set(words.flatMap((w) => matchForms([w.term]).filter((f) => isShort(f) && f.length > 1))),
  ];
  const typoAsked = [
    ...new Set(words.filter((w) => w.normalized.length >= TYPO_MIN_LENGTH).map((w) => w.normalized)),
  ];
  const looked = await lookUpWords(
    db,
    words.map((w) => w.raw),
    prefixes,
    typoAsked,
    [...new Set(words.map((w) => w.term))],
  );
  const groups = looked.synonymGroups;
  const expanded = words.map(({ raw, normalized, term }) => ({
    raw,
    normalized,
    forms: [
      ...new Set(
        matchForms([term, ...groups.filter((g) => g.includes(term)).flat()]).flatMap((form) =>
          isShort(form) ? (looked.startingWith.get(form) ?? []) : [form],
        ),
      ),
    ],
    isSize: looked.sizes.has(raw),
    ...(normalized.length >= TYPO_MIN_LENGTH ? { typos: looked.typos.get(normalized) ?? [] } : {}),
  }));
  // A short word that stands for nothing (no word begins with it, no size is called it) is left out beside others.
  const meaningful = expanded.filter((w) => w.forms.length > 0 || w.isSize);
  return meaningful.length > 0 ? meaningful : expanded;
}

/**
 * lookUpWords' statement: one text whatever the words (each list one array, an empty one adding no rows), built
 * and named once per connection, so PostgreSQL parses and plans it once instead of with every search. Its plan
 * does not depend on the values: every part is a lookup by an index per word.
 */
const wordsLookUp = (db: DbOrTx) =>
  preparedSql<{ kind: 'synonyms' | 'size' | 'prefix' | 'typo'; asked: string; word: string | null }>(
    db,
    'search:words',
    () => {
      const array = (name: string) => sql`${sql.placeholder(name)}::text[]`;
      return sql`SELECT 'synonyms' AS kind, NULL::text AS asked, array_to_json(g.terms)::text AS word
        FROM (${synonymGroupsSql(array('terms'))}) g
      UNION ALL
      SELECT 'size', w.word, NULL::text FROM unnest(${array('raws')}) AS w(word)
        WHERE EXISTS (SELECT 1 FROM ${sizes} sz WHERE lower(sz.size) = lower(w.word))
      UNION ALL
      SELECT 'prefix', q.prefix, s.word FROM unnest(${array('prefixes')}) AS q(prefix)
        CROSS JOIN LATERAL (SELECT w.word FROM search_words w WHERE left(w.word, length(q.prefix)) = q.prefix
          ORDER BY length(w.word), w.word LIMIT ${sql.raw(String(PREFIX_WORDS))}) s
      UNION ALL
      SELECT 'typo', t.asked, t.word FROM (${typoCandidatesSql(array('typoAsked'))}) t`;
    },
    'morph_search_words',
  );

/**
 * What the database knows of a search's words, in one statement (a round trip the search would otherwise make
 * for each): the synonym groups holding one of their `terms`; which words some size is called (compared as withSizeSql does, by lower(size)'s index); the
 * catalogue's words that begin with each of `prefixes`, shortest first, at most PREFIX_WORDS each; and the
 * catalogue's words each of `typoAsked` may be a typo of (typoCandidatesSql), looked up with every search so that
 * one that finds nothing exactly can look again at once.
 */
async function lookUpWords(
  db: DbOrTx,
  raws: string[],
  prefixes: string[],
  typoAsked: string[],
  terms: string[],
): Promise<{
  sizes: Set<string>;
  startingWith: Map<string, string[]>;
  typos: Map<string, string[]>;
  synonymGroups: string[][];
}> {
  const rows = await wordsLookUp(db).execute({ terms, raws, prefixes, typoAsked });
  const looked = {
    sizes: new Set<string>(),
    startingWith: new Map<string, string[]>(),
    typos: new Map<string, string[]>(),
    synonymGroups: [] as string[][],
  };
  for (const { kind, asked, word } of rows) {
    if (kind === 'synonyms') looked.synonymGroups.push(JSON.parse(word!) as string[]);
    else if (kind === 'size') looked.sizes.add(asked);
    else {
      const found = kind === 'prefix' ? looked.startingWith : looked.typos;
      found.set(asked, [...(found.get(asked) ?? []), word!]);
    }
  }
  return looked;
}

/** At most this many catalogue words are taken as what a mistyped word meant (the closest first). */
export const TYPO_CANDIDATES = 20;

/**
 * The catalogue words close to each of `asked` (a text[] of normalised words), the closest first: (asked, word) rows. Close is
 * a word similarity at least the session's pg_trgm.word_similarity_threshold (TYPO_SIMILARITY), found by the
 * trigram index of search_words (migration 0026), a vocabulary of a few thousand words, instead of comparing the
 * word with every product's whole text.
 */
export function typoCandidatesSql(asked: SQL): SQL {
  return sql`SELECT q.word AS asked, s.word FROM unnest(${asked}) AS q(word)
    CROSS JOIN LATERAL (SELECT w.word FROM search_words w WHERE q.word <% w.word
      ORDER BY word_similarity(q.word, w.word) DESC, w.word LIMIT ${TYPO_CANDIDATES}) s`;
}

/**
 * Every word must appear in the product's searchable text, products.search_text (plurals and Arabic letter
 * forms folded on both sides) in one of its forms, or be one of its sizes ("XL"). `tolerant` also accepts the
 * catalogue words a word of 4 letters or more is a small typo of (its `typos`, looked up by expandSearch): the catalogue asks
 * tolerantly only when nothing matches exactly.
 *
 * The database keeps search_text up to date from THE one place that says what a search looks at, the SQL
 * function morph_product_search_text (migrations 0006 and 0010: names, descriptions, colours, tag names, active
 * category names, English and Arabic).
 *
 * A word that is no size's name is a condition on the product's own text; a word that may be a size is a set of
 * product ids (`id IN (text matches UNION size matches)`) rather than an OR across a subquery. Either way the
 * trigram index on products.search_text serves the LIKEs of every form and typo (a bitmap OR).
 */
export function searchSql(q: string | SearchWord[], tolerant = false, listed = false): SQL | undefined {
  const words = typeof q === 'string' ? plainSearchWords(q) : q;
  if (words.length === 0) return undefined;
  const parts = words.map((word) => {
    const { raw, forms, isSize, typos } = word;
    // A size's name and nothing else ("m": one letter stands for no word): the shop listing's size key, which a
    // shown product has for each of its sizes whatever the stock (morph_listing_facets, lower-cased as
    // withSizeSql compares), served by the listing's GIN index. As `id IN (…)` it made the ids of every product in
    // the size (~50,000 for "m"), ~230 ms a search. Every caller asks for shown products only, which is what
    // having a listing row means.
    if (isSizeOnly(word, tolerant)) {
      const key = sql`ARRAY['s:' || lower(${raw}::text)]`;
      return listed
        ? sql`l.facets @> ${key}`
        : sql`EXISTS (SELECT 1 FROM catalogue_listing sized WHERE sized.product_id = ${products.id} AND sized.facets @> ${key})`;
    }
    const textOf = (column: SQL) => {
      const likes = [...new Set([...forms, ...(tolerant ? (typos ?? []) : [])])].map(
        (form) => sql`${column} LIKE ${`%${escapeLike(form)}%`}`,
      );
      // No form: a short word no catalogue word begins with, which no text holds.
      if (likes.length === 0) return sql`FALSE`;
      return likes.length === 1 ? likes[0]! : sql`(${sql.join(likes, sql` OR `)})`;
    };
    // A word no size is called: the product's own text only, so the words' conditions meet in one bitmap of
    // the trigram index (at 50,000 products "linen dress" rechecks ~600 rows instead of the ~8,000 of each word).
    if (isSize === false) return textOf(sql`${products.searchText}`);
    return sql`${products.id} IN (SELECT p.id FROM ${products} p WHERE ${textOf(sql`p.search_text`)} UNION ${withSizeSql(raw)})`;
  });
  return and(...parts);
}

/** A word that only a size's name can match: no text form (nor typo, when tolerant), and some size is called it. */
const isSizeOnly = ({ forms, isSize, typos }: SearchWord, tolerant: boolean) =>
  isSize === true && forms.length === 0 && !(tolerant && (typos?.length ?? 0) > 0);

/** Whether searchSql's condition reads the products' own rows (their text), not only the listing's size keys. */
export const searchReadsText = (words: SearchWord[], tolerant = false) =>
  words.some((word) => !isSizeOnly(word, tolerant));

export interface VariantFilter {
  sizes?: string[];
  colors?: string[];
  inStock?: boolean;
}

export interface LoadOptions {
  /** Public views list only active tags and categories. */
  publicView: boolean;
  now?: Date;
}

/** A JSON array of `object` over the rows of `from`, in `order`; `[]` when there are none. */
const jsonList = (object: SQL, from: SQL, order: SQL): SQL =>
  sql`(SELECT coalesce(json_agg(${object} ORDER BY ${order}), '[]'::json) FROM ${from})`;

// What a product row holds but no answer shows: the search's own texts (long, and read only by searches).
const { searchText: _searchText, searchName: _searchName, ...productColumns } = getTableColumns(products);

/** The statement that loads products, for the shop (active tags and categories only) or the back office. */
function loadStatement(db: DbOrTx, publicView: boolean) {
  const shown = (active: SQL) => (publicView ? sql` AND ${active}` : sql``);
  return db
    .select({
      ...productColumns,
      images: sql<LoadedProduct['images']>`${jsonList(
        sql`json_build_object('id', i.id, 'url', i.url)`,
        sql`${productImages} i WHERE i.product_id = ${products.id}`,
        sql`i.position, i.id`,
      )}`,
      tags: sql<LoadedProduct['tags']>`${jsonList(
        sql`json_build_object('id', t.id, 'name', t.name)`,
        sql`${productTags} pt JOIN ${tags} t ON t.id = pt.tag_id WHERE pt.product_id = ${products.id}${shown(sql`t.is_active`)}`,
        sql`t.name`,
      )}`,
      categories: sql<LoadedProduct['categories']>`${jsonList(
        sql`json_build_object('id', c.id, 'slug', c.slug, 'name', c.name, 'nameAr', c.name_ar)`,
        sql`${categories} c WHERE c.id IN (SELECT ct.category_id FROM ${productTags} pt
            JOIN ${categoryTags} ct ON ct.tag_id = pt.tag_id WHERE pt.product_id = ${products.id})${shown(sql`c.is_active`)}`,
        sql`c.id`,
      )}`,
      variants: sql<LoadedProduct['variants']>`${jsonList(
        sql`json_build_object('id', v.id, 'color', v.color, 'colorAr', v.color_ar, 'sku', v.sku,
            'imageUrl', v.image_url,
            'images', ${jsonList(
              sql`json_build_object('id', vi.id, 'url', vi.url)`,
              sql`${variantImages} vi WHERE vi.variant_id = v.id`,
              sql`vi.position, vi.id`,
            )},
            'sizes', ${jsonList(
              sql`json_build_object('id', sz.id, 'size', sz.size, 'stock', sz.stock, 'sku', sz.sku, 'stockSeq', sz.stock_seq)`,
              sql`${sizes} sz WHERE sz.variant_id = v.id`,
              sql`sz.position, sz.id`,
            )})`,
        sql`${variants} v WHERE v.product_id = ${products.id}`,
        sql`v.position, v.id`,
      )}`,
      discounts: sql<DiscountCandidate[]>`${discountCandidatesJsonSql(sql`${products.id}`)}`,
    })
    .from(products)
    .where(sql`${products.id} = ANY(${sql.placeholder('ids')}::int[])`)
    .prepare(publicView ? 'morph_load_products_shop' : 'morph_load_products_admin');
}

/**
 * The load statement of each database (or transaction) and view, built once: every catalogue answer runs it, and
 * building it (~1.5 ms) and planning it on the server (~3 ms, a named statement is planned once per connection)
 * cost more than running it.
 */
const loadStatements = new WeakMap<DbOrTx, Map<boolean, ReturnType<typeof loadStatement>>>();

/**
 * Full products (images, tags, categories, variants with sizes and pictures, discount) in the order of `ids`:
 * one statement builds each product's lists, and its discounts' candidates, as JSON. Eight statements were one
 * round trip only on a pool with eight free connections; on the search pool (two) and on PGlite (one) they queued.
 */
export async function loadProducts(
  db: DbOrTx,
  ids: number[],
  options: LoadOptions,
): Promise<LoadedProduct[]> {
  if (ids.length === 0) return [];
  let byView = loadStatements.get(db);
  if (!byView) loadStatements.set(db, (byView = new Map()));
  let statement = byView.get(options.publicView);
  if (!statement) byView.set(options.publicView, (statement = loadStatement(db, options.publicView)));
  const rows = await statement.execute({ ids: [...new Set(ids)] });
  const now = options.now ?? new Date();
  const byId = new Map<number, LoadedProduct>(
    rows.map(
      ({ images, tags: tagList, categories: categoryList, variants: variantList, discounts, ...row }) => [
        row.id,
        {
          row,
          images,
          tags: tagList,
          categories: categoryList,
          variants: variantList,
          discountPercentage: bestDiscount(discounts, now),
        },
      ],
    ),
  );
  return ids.map((id) => byId.get(id)).filter((p): p is LoadedProduct => Boolean(p));
}

/** The price a shopper pays for one unit, after the discount in force. */
export const effectivePrice = (pricePiastres: number, percentage: number) =>
  applyPercentage(pricePiastres, percentage);

export async function findProductIdBySlug(db: DbOrTx, slug: string): Promise<number | undefined> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug)).limit(1);
  return row?.id;
}

export async function findVisibleProductId(db: DbOrTx, where: SQL): Promise<number | undefined> {
  const [row] = await db.select({ id: products.id }).from(products).where(and(where, isVisibleSql)).limit(1);
  return row?.id;
}

export async function slugTaken(db: DbOrTx, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug)).limit(1);
  return Boolean(row);
}

/** Tag ids for names, creating the missing ones (names compared case-insensitively). */
export async function ensureTags(db: DbOrTx, names: string[]): Promise<number[]> {
  if (names.length === 0) return [];
  const keys = names.map((n) => n.toLowerCase());
  const existing = await db
    .select({ id: tags.id, key: sql<string>`lower(${tags.name})` })
    .from(tags)
    .where(inArray(sql`lower(${tags.name})`, keys));
  const idByKey = new Map(existing.map((t) => [t.key, t.id]));
  const missing = names.filter((n) => !idByKey.has(n.toLowerCase()));
  if (missing.length) {
    // ON CONFLICT: another admin may create the same tag at the same moment.
    await db
      .insert(tags)
      .values(missing.map((name) => ({ name })))
      .onConflictDoNothing();
    const created = await db
      .select({ id: tags.id, key: sql<string>`lower(${tags.name})` })
      .from(tags)
      .where(
        inArray(
          sql`lower(${tags.name})`,
          missing.map((n) => n.toLowerCase()),
        ),
      );
    for (const t of created) idByKey.set(t.key, t.id);
  }
  return keys.map((k) => idByKey.get(k)!).filter(Boolean);
}

export async function setProductTags(db: DbOrTx, productId: number, tagIds: number[]) {
  await db.delete(productTags).where(eq(productTags.productId, productId));
  if (tagIds.length)
    await db
      .insert(productTags)
      .values(tagIds.map((tagId) => ({ productId, tagId })))
      .onConflictDoNothing();
}

export async function replaceProductImages(db: DbOrTx, productId: number, urls: string[]) {
  await db.delete(productImages).where(eq(productImages.productId, productId));
  if (urls.length)
    await db.insert(productImages).values(urls.map((url, position) => ({ productId, url, position })));
}

export async function replaceVariantImages(db: DbOrTx, variantId: number, urls: string[]) {
  await db.delete(variantImages).where(eq(variantImages.variantId, variantId));
  if (urls.length)
    await db.insert(variantImages).values(urls.map((url, position) => ({ variantId, url, position })));
}

/** Sets a variant's sizes to `list`: sizes kept by name keep their id, others are added or removed. */
export async function replaceSizes(
  db: DbOrTx,
  variantId: number,
  list: Array<{ size: string; stock: number; sku?: string }>,
) {
  const current = await db.select().from(sizes).where(eq(sizes.variantId, variantId));
  const byName = new Map(current.map((s) => [s.size.toLowerCase(), s]));
  const keep = new Set<number>();
  for (const [position, s] of list.entries()) {
    const existing = byName.get(s.size.toLowerCase());
    if (existing) {
      keep.add(existing.id);
      await db
        .update(sizes)
        .set({ size: s.size, stock: s.stock, sku: s.sku ?? '', position })
        .where(eq(sizes.id, existing.id));
    } else {
      await db.insert(sizes).values({ variantId, size: s.size, stock: s.stock, sku: s.sku ?? '', position });
    }
  }
  const remove = current.filter((s) => !keep.has(s.id)).map((s) => s.id);
  if (remove.length) await db.delete(sizes).where(inArray(sizes.id, remove));
}

export async function variantCount(db: DbOrTx, productId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(variants)
    .where(eq(variants.productId, productId));
  return row.n;
}
