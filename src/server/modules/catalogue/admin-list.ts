// The back office's products list: search by name, slug or SKU (the product's or a colour's), the
// filters (category, tag, shown or hidden, low stock, discounted) and the sort, as one SQL condition and order.
import { and, asc, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { ListAdminProductsParams } from '../../../../generated/models';
import type { DbOrTx } from '../../db/client';
import { products, sizes, variants } from '../../db/schema';
import { discountPercentages } from './pricing';
import { hasTagSql, inCategorySql } from './product-repository';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every word must appear in the name, the slug, the product's SKU or one of its colours' SKUs. */
export function adminSearchSql(q: string): SQL | undefined {
  const words = q.trim().split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = `%${escapeLike(word)}%`;
      return sql`(${products.name} ILIKE ${pattern} OR ${products.slug} ILIKE ${pattern}
        OR coalesce(${products.sku}, '') ILIKE ${pattern}
        OR EXISTS (SELECT 1 FROM ${variants} v WHERE v.product_id = ${products.id} AND v.sku ILIKE ${pattern}))`;
    }),
  );
}

/** The stock of every size of every colour of the product. */
const totalStockSql = sql<number>`(SELECT coalesce(sum(s.stock), 0) FROM ${sizes} s JOIN ${variants} v ON v.id = s.variant_id WHERE v.product_id = ${products.id})`;

const lowStockSql = (threshold: number) =>
  sql`EXISTS (SELECT 1 FROM ${sizes} s JOIN ${variants} v ON v.id = s.variant_id WHERE v.product_id = ${products.id} AND s.stock <= ${threshold})`;

/** The list's condition; `null` when nothing can match. */
export async function adminListWhere(
  db: DbOrTx,
  query: ListAdminProductsParams,
  now = new Date(),
): Promise<SQL | undefined | null> {
  const conditions: SQL[] = [];
  const search = query.q ? adminSearchSql(query.q) : undefined;
  if (search) conditions.push(search);
  if (query.categoryId !== undefined) conditions.push(inCategorySql(query.categoryId));
  if (query.tagId !== undefined) conditions.push(hasTagSql(query.tagId));
  if (query.active !== undefined) conditions.push(eq(products.isActive, query.active === 'true'));
  if (query.lowStock !== undefined) conditions.push(lowStockSql(query.lowStock));
  if (query.discount !== undefined) {
    // "Discounted" is the one pricing rule's answer (a discount in force now), not a column: ask it for the
    // products the other filters leave.
    const ids = (
      await db
        .select({ id: products.id })
        .from(products)
        .where(and(...conditions))
    ).map((r) => r.id);
    const percentages = await discountPercentages(db, ids, now);
    const discounted = ids.filter((id) => (percentages.get(id) ?? 0) > 0);
    if (query.discount === 'true') {
      if (discounted.length === 0) return null;
      conditions.push(inArray(products.id, discounted));
    } else if (discounted.length) {
      conditions.push(notInArray(products.id, discounted));
    }
  }
  return conditions.length ? and(...conditions) : undefined;
}

export type AdminSort = NonNullable<ListAdminProductsParams['sort']>;

/** One page of ids in the asked order (ties broken by id), and how many match. */
export async function adminPage(
  db: DbOrTx,
  where: SQL | undefined,
  sort: AdminSort,
  order: 'asc' | 'desc',
  limit: number,
  offset: number,
) {
  const column =
    sort === 'name'
      ? products.name
      : sort === 'price'
        ? products.pricePiastres
        : sort === 'stock'
          ? totalStockSql
          : products.createdAt;
  const direction = order === 'asc' ? asc : desc;
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(products)
    .where(where);
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(direction(column), direction(products.id))
    .limit(limit)
    .offset(offset);
  return { total, ids: rows.map((r) => r.id) };
}
