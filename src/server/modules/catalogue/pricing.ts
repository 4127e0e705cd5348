// The one discount rule (src/shared/pricing.ts) applied to catalogue products. The checkout prices with the
// same candidates (`discountCandidates`), so the card, the product page, the cart and the order can never
// disagree.
import { sql, type SQL } from 'drizzle-orm';
import { bestDiscount, type DiscountCandidate } from '../../../shared/pricing';
import type { DbOrTx } from '../../db/client';
import { categoryTags, discounts, productTags } from '../../db/schema';

/**
 * Every discount aimed at the product `productId` names: its own, its tags' and its categories' (a product is in
 * every category that shares one of its tags), as a JSON array of DiscountCandidate. Whether one is in force is
 * decided by `bestDiscount` in src/shared/pricing.ts. A column, so a statement that loads products
 * (loadProducts) brings their discounts in its own round trip.
 */
export function discountCandidatesJsonSql(productId: SQL): SQL {
  const columns = sql`d.percentage, d.is_active, d.start_at, d.end_at`;
  return sql`(SELECT coalesce(json_agg(json_build_object('percentage', c.percentage, 'isActive', c.is_active,
      'startDate', c.start_at, 'endDate', c.end_at)), '[]'::json) FROM (
    SELECT ${columns} FROM ${discounts} d WHERE d.product_id = ${productId}
    UNION ALL
    SELECT ${columns} FROM ${productTags} pt JOIN ${discounts} d ON d.tag_id = pt.tag_id
      WHERE pt.product_id = ${productId}
    UNION ALL
    SELECT ${columns} FROM ${productTags} pt JOIN ${categoryTags} ct ON ct.tag_id = pt.tag_id
      JOIN ${discounts} d ON d.category_id = ct.category_id WHERE pt.product_id = ${productId}
  ) c)`;
}

/** The discount candidates of each of `productIds` (discountCandidatesJsonSql), in one statement. */
export async function discountCandidates(
  db: DbOrTx,
  productIds: number[],
): Promise<Map<number, DiscountCandidate[]>> {
  const result = new Map<number, DiscountCandidate[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return result;
  const ids = sql.join(
    [...new Set(productIds)].map((id) => sql`${id}::int`),
    sql`, `,
  );
  const found = (await db.execute(
    sql`SELECT p.id, ${discountCandidatesJsonSql(sql`p.id`)} AS candidates FROM unnest(ARRAY[${ids}]) AS p(id)`,
  )) as unknown as { rows: Array<{ id: number; candidates: DiscountCandidate[] }> };
  for (const { id, candidates } of found.rows) result.set(id, candidates);
  return result;
}

/** The discount percentage in force for each product at `now` (0 when none). */
export async function discountPercentages(
  db: DbOrTx,
  productIds: number[],
  now = new Date(),
): Promise<Map<number, number>> {
  const candidates = await discountCandidates(db, productIds);
  const result = new Map<number, number>();
  for (const id of productIds) result.set(id, bestDiscount(candidates.get(id) ?? [], now));
  return result;
}
