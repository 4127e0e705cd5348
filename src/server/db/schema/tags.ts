// Tags put products into categories (docs/business-rules.md#categories-are-made-of-tags).
import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

export const tags = pgTable(
  'tags',
  {
    id: id(),
    name: text().notNull(),
    description: text(),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('tags_name_lower_unique').on(sql`lower(${t.name})`)],
);
