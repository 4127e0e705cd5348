// The one discount rule (src/shared/pricing.ts) applied to catalogue products. The candidates come from the
// same query the checkout prices with (orders/checkout-repository.ts), so the card, the product page, the cart and
// the order can never disagree.
import { bestDiscount } from '../../../shared/pricing';
import type { DbOrTx } from '../../db/client';
import { discountCandidates } from '../orders/checkout-repository';

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
