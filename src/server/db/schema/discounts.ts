// Percentage discounts on exactly one product, category or tag (the CHECK keeps it exactly one).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { categories } from './categories';
import { id, timestamps, timestamptz } from './columns';
import { products } from './products';
import { tags } from './tags';

export const discountTypes = ['product', 'category', 'tag'] as const;
export type DiscountType = (typeof discountTypes)[number];

export const discounts = pgTable(
  'discounts',
  {
    id: id(),
    percentage: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull(),
    type: text({ enum: discountTypes }).notNull(),
    productId: integer().references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer().references(() => categories.id, { onDelete: 'cascade' }),
    tagId: integer().references(() => tags.id, { onDelete: 'cascade' }),
    startAt: timestamptz().notNull(),
    endAt: timestamptz().notNull(),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check('discounts_percentage_range', sql`${t.percentage} > 0 AND ${t.percentage} <= 100`),
    check(
      'discounts_exactly_one_target',
      sql`(${t.type} = 'product' AND ${t.productId} IS NOT NULL AND ${t.categoryId} IS NULL AND ${t.tagId} IS NULL)
       OR (${t.type} = 'category' AND ${t.categoryId} IS NOT NULL AND ${t.productId} IS NULL AND ${t.tagId} IS NULL)
       OR (${t.type} = 'tag' AND ${t.tagId} IS NOT NULL AND ${t.productId} IS NULL AND ${t.categoryId} IS NULL)`,
    ),
    index().on(t.productId),
    index().on(t.categoryId),
    index().on(t.tagId),
  ],
);
