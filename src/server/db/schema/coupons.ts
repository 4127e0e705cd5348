// Coupon codes typed at the cart. Codes are unique case-insensitively; used_count never passes max_usage.
import { sql } from 'drizzle-orm';
import { boolean, check, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps, timestamptz } from './columns';

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    code: text().notNull(),
    description: text(),
    percentage: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull(),
    /** null: no minimum. Compared with the subtotal after product discounts. */
    minOrderPiastres: integer(),
    /** null: unlimited. */
    maxUsage: integer(),
    usedCount: integer().notNull().default(0),
    startAt: timestamptz().notNull(),
    endAt: timestamptz().notNull(),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('coupons_code_lower_unique').on(sql`lower(${t.code})`),
    check('coupons_percentage_range', sql`${t.percentage} > 0 AND ${t.percentage} <= 100`),
    check('coupons_min_order_non_negative', sql`${t.minOrderPiastres} IS NULL OR ${t.minOrderPiastres} >= 0`),
    check('coupons_max_usage_positive', sql`${t.maxUsage} IS NULL OR ${t.maxUsage} >= 1`),
    check(
      'coupons_used_count_within_limit',
      sql`${t.usedCount} >= 0 AND (${t.maxUsage} IS NULL OR ${t.usedCount} <= ${t.maxUsage})`,
    ),
  ],
);
