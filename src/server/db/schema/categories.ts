// Categories group tags; a product is in every category that shares one of its tags.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { tags } from './tags';

export const categories = pgTable(
  'categories',
  {
    id: id(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    /** Arabic name and description, or null. */
    nameAr: text(),
    description: text(),
    descriptionAr: text(),
    imageUrl: text(),
    /** Plain text shown on the category's product pages; null when the category has none. */
    sizeGuide: text(),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('categories_name_lower_unique').on(sql`lower(${t.name})`)],
);

export const categoryTags = pgTable(
  'category_tags',
  {
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    tagId: integer()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.tagId] }), index().on(t.tagId)],
);
