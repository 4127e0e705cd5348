// Categories and the tags they group.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { idFromText, isDigits } from '../../../shared/ids';
import { categories, categoryTags, products, productTags, tags } from '../../db/schema';

export type CategoryRow = typeof categories.$inferSelect;

/** A category by slug, or by id when the value is all digits (docs/product.md#shop: a numeric identifier is an id). */
export async function findCategory(db: DbOrTx, slugOrId: string | number): Promise<CategoryRow | undefined> {
  const text = String(slugOrId).trim();
  if (isDigits(text)) {
    // Digits beyond the id range name no category.
    const id = idFromText(text);
    return id === undefined ? undefined : findCategoryById(db, id);
  }
  const [row] = await db.select().from(categories).where(eq(categories.slug, text.toLowerCase())).limit(1);
  return row;
}

export async function findCategoryById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
  return row;
}

export async function findTagByName(db: DbOrTx, name: string) {
  const [row] = await db
    .select()
    .from(tags)
    .where(sql`lower(${tags.name}) = ${name.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findTagById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(tags).where(eq(tags.id, id)).limit(1);
  return row;
}

export interface CategoryWithTags extends CategoryRow {
  tags: Array<{ id: number; name: string }>;
  productCount: number;
}

/**
 * Categories with their tags and how many active products they hold, oldest first (the home page shows the
 * first three active ones).
 */
export async function listCategoriesWithTags(
  db: DbOrTx,
  activeOnly: boolean,
  ids?: number[],
): Promise<CategoryWithTags[]> {
  const conditions = [
    activeOnly ? eq(categories.isActive, true) : undefined,
    ids ? inArray(categories.id, ids) : undefined,
  ].filter(Boolean);
  const rows = await db
    .select()
    .from(categories)
    .where(and(...conditions))
    .orderBy(asc(categories.id));
  if (rows.length === 0) return [];
  const categoryIds = rows.map((r) => r.id);
  const [tagRows, countRows] = await Promise.all([
    db
      .select({ categoryId: categoryTags.categoryId, id: tags.id, name: tags.name, isActive: tags.isActive })
      .from(categoryTags)
      .innerJoin(tags, eq(tags.id, categoryTags.tagId))
      .where(inArray(categoryTags.categoryId, categoryIds))
      .orderBy(asc(tags.name)),
    activeOnly
      ? // An active category's active products are those the shop lists in it: the listing's count of the
        // category (catalogue_counts, migration 0034), one index read, instead of counting them.
        db
          .select({
            categoryId: categories.id,
            n: sql<number>`(SELECT coalesce(sum(c.n), 0)::int FROM catalogue_counts c WHERE c.key = 'cat:' || ${categories.id})`,
          })
          .from(categories)
          .where(inArray(categories.id, categoryIds))
      : db
          .select({
            categoryId: categoryTags.categoryId,
            n: sql<number>`count(DISTINCT ${products.id})::int`,
          })
          .from(categoryTags)
          .innerJoin(productTags, eq(productTags.tagId, categoryTags.tagId))
          .innerJoin(products, and(eq(products.id, productTags.productId), eq(products.isActive, true)))
          .where(inArray(categoryTags.categoryId, categoryIds))
          .groupBy(categoryTags.categoryId),
  ]);
  const counts = new Map(countRows.map((r) => [r.categoryId, r.n]));
  return rows.map((row) => ({
    ...row,
    tags: tagRows
      .filter((t) => t.categoryId === row.id && (!activeOnly || t.isActive))
      .map((t) => ({ id: t.id, name: t.name })),
    productCount: counts.get(row.id) ?? 0,
  }));
}

export async function categoryNameTaken(db: DbOrTx, name: string) {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`lower(${categories.name}) = ${name.toLowerCase()}`)
    .limit(1);
  return Boolean(row);
}

export async function categorySlugTaken(db: DbOrTx, slug: string) {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, slug))
    .limit(1);
  return Boolean(row);
}
