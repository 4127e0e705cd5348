// The listing's upkeep (migration 0034), one round a minute on one instance: rows whose price lapsed since they
// were written (a discount began or ended) priced again, so the catalogue walks their stored prices instead of
// working them out per request; and each key's rows of catalogue_counts folded into one, so a total stays one
// short index read however many changes the day brought.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** Prices the rows that lapsed by `now` again, then folds the counts. Returns how many rows were repriced and folded. */
export async function keepListing(
  db: DbOrTx,
  now = new Date(),
): Promise<{ repriced: number; folded: number }> {
  const at = now.toISOString();
  const repriced = (await db.execute(
    sql`SELECT morph_reprice_listing(ARRAY(SELECT l.product_id FROM catalogue_listing l
          WHERE l.price_until <= ${at}::timestamptz), ${at}::timestamptz) AS n`,
  )) as unknown as { rows: Array<{ n: number }> };
  const folded = (await db.execute(sql`SELECT morph_fold_catalogue_counts() AS n`)) as unknown as {
    rows: Array<{ n: number }>;
  };
  return { repriced: Number(repriced.rows[0]?.n ?? 0), folded: Number(folded.rows[0]?.n ?? 0) };
}
