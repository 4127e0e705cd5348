// Stock of a size, taken and given back by orders: placing one (customer), cancelling or reopening one (orders).
// Taking is one conditional update, so no concurrency can take a size below zero.
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { preparedOn } from '../../db/prepared-statements';
import { sizes } from '../../db/schema';

/** Built once per connection (prepared-statements.ts): every line of every order runs it. */
const takeStatement = (tx: Tx) =>
  preparedOn(tx, 'takeStock', (db) =>
    db
      .update(sizes)
      .set({ stock: sql`${sizes.stock} - ${sql.placeholder('quantity')}` })
      .where(
        and(eq(sizes.id, sql.placeholder('sizeId')), sql`${sizes.stock} >= ${sql.placeholder('quantity')}`),
      )
      .returning({ stock: sizes.stock, seq: sizes.stockSeq })
      .prepare('morph_take_stock'),
  );

/**
 * Takes `quantity` from a size if that much is there and returns the stock left with the change's number
 * (sizes.stock_seq, for the catalogue cache to tell it from older news); null when it is not there (nothing
 * changes then).
 */
export async function takeStock(
  tx: Tx,
  sizeId: number,
  quantity: number,
): Promise<{ left: number; seq: number } | null> {
  const [row] = await takeStatement(tx).execute({ sizeId, quantity });
  return row ? { left: row.stock, seq: Number(row.seq) } : null;
}

/** Gives `quantity` back to a size (a cancelled order). */
export async function putBackStock(tx: Tx, sizeId: number, quantity: number) {
  await tx
    .update(sizes)
    .set({ stock: sql`${sizes.stock} + ${quantity}` })
    .where(eq(sizes.id, sizeId));
}

export async function currentStock(db: DbOrTx, sizeId: number): Promise<number> {
  const [row] = await db.select({ stock: sizes.stock }).from(sizes).where(eq(sizes.id, sizeId));
  return row?.stock ?? 0;
}
