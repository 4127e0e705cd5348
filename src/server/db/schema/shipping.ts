// Egypt's 27 governorates and the shipping fee to each (docs/business-rules.md#shipping).
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

export const shippingCities = pgTable(
  'shipping_cities',
  {
    id: id(),
    name: text().notNull().unique(),
    pricePiastres: integer().notNull(),
    ...timestamps,
  },
  (t) => [check('shipping_cities_price_non_negative', sql`${t.pricePiastres} >= 0`)],
);
