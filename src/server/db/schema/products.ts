// Products, their images, colour variants and sizes (stock lives on sizes).
// A deleted product is really deleted: order lines keep a snapshot (name, image, colour, size, price) and
// their product_id becomes NULL, which the back office shows as "Deleted Product".
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { tags } from './tags';

export const products = pgTable(
  'products',
  {
    id: id(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    /** Arabic name and description; null when not given, the storefront then shows the English. */
    nameAr: text(),
    sku: text(),
    description: text().notNull().default(''),
    descriptionAr: text(),
    pricePiastres: integer().notNull(),
    previousPricePiastres: integer(),
    isActive: boolean().notNull().default(true),
    /** The 640 px WebP of the main image. */
    imageUrl: text(),
    /**
     * What a search looks at, normalised: written by the database only (morph_product_search_text and its
     * triggers, migration 0006), never by the app.
     */
    searchText: text().notNull().default(''),
    /**
     * The English and Arabic names alone, normalised as searchText is (the search's suggestions put the products
     * whose name has every word first): written by the database only, with searchText (migration 0026).
     */
    searchName: text().notNull().default(''),
    ...timestamps,
  },
  (t) => [
    check('products_price_non_negative', sql`${t.pricePiastres} >= 0`),
    check(
      'products_previous_price_non_negative',
      sql`${t.previousPricePiastres} IS NULL OR ${t.previousPricePiastres} >= 0`,
    ),
    // The shop's listing: newest first from the index alone, with the price the price filters start from.
    index().on(t.isActive, t.createdAt, t.id, t.pricePiastres),
    index().on(t.pricePiastres),
    // Without fastupdate: product writes are few, and new rows would otherwise wait in the index's pending list
    // until a VACUUM (PGlite has no autovacuum), which makes the planner read every product for a typo instead.
    index('products_search_text_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
    // The suggestions' names that match, found without reading every product whose text matches (a colour's
    // name is in thousands of products' text and few names).
    index('products_search_name_idx')
      .using('gin', sql`${t.searchName} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [index().on(t.productId, t.position)],
);

export const variants = pgTable(
  'variants',
  {
    id: id(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    color: text().notNull(),
    /** The colour's Arabic name, or null. */
    colorAr: text(),
    sku: text().notNull().default(''),
    imageUrl: text(),
    position: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index().on(t.productId, t.position),
    uniqueIndex('variants_product_color_unique').on(t.productId, sql`lower(${t.color})`),
    // A SKU names one colour or one size in the whole shop (whatever its case); a size's SKU must not be a
    // colour's either, which a trigger checks (migration 0020).
    uniqueIndex('variants_sku_unique')
      .on(sql`lower(${t.sku})`)
      .where(sql`${t.sku} <> ''`),
  ],
);

export const variantImages = pgTable(
  'variant_images',
  {
    id: id(),
    variantId: integer()
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [index().on(t.variantId, t.position)],
);

/** Numbers the changes of a size's stock (sizes.stock_seq). */
export const sizeStockChanges = pgSequence('size_stock_changes');

export const sizes = pgTable(
  'sizes',
  {
    id: id(),
    variantId: integer()
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    size: text().notNull(),
    /** Never below zero, whatever the concurrency: the database refuses it. */
    stock: integer().notNull().default(0),
    /** This size's own SKU, or '' (an order line then takes the colour's). */
    sku: text().notNull().default(''),
    /**
     * Where the last change of `stock` stands among all stock changes: set from size_stock_changes by a trigger
     * (migration 0014) under the row's lock, so it grows with every change of one size in commit order. The
     * catalogue cache keeps the newest stock it hears of by it (plugins/availability.ts).
     */
    stockSeq: bigint({ mode: 'number' }).notNull().default(0),
    position: integer().notNull().default(0),
  },
  (t) => [
    check('sizes_stock_non_negative', sql`${t.stock} >= 0`),
    uniqueIndex('sizes_variant_size_unique').on(t.variantId, t.size),
    uniqueIndex('sizes_sku_unique')
      .on(sql`lower(${t.sku})`)
      .where(sql`${t.sku} <> ''`),
    index('sizes_stock_idx').on(t.stock),
    index('sizes_size_lower_idx').on(sql`lower(${t.size})`, t.variantId),
    index('sizes_variant_in_stock_idx')
      .on(t.variantId)
      .where(sql`${t.stock} > 0`),
  ],
);

export const productTags = pgTable(
  'product_tags',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index().on(t.tagId)],
);
