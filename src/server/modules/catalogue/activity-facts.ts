// A product as the activity log compares it before and after a write: its name, prices, whether it shows, and
// each size's stock ("stock (Sage, M)"), so an entry says "price 450 → 399" and "stock (Sage, M) 4 → 10".
import { asc, eq } from 'drizzle-orm';
import { toEgp } from '../../../shared/money';
import type { DbOrTx } from '../../db/client';
import { products, sizes, variants } from '../../db/schema';
import { changesOf, type Changeable } from '../activity';

export type ProductFacts = Record<string, Changeable>;

export async function productFacts(db: DbOrTx, id: number): Promise<ProductFacts | undefined> {
  const [product] = await db
    .select({
      name: products.name,
      price: products.pricePiastres,
      previousPrice: products.previousPricePiastres,
      isActive: products.isActive,
    })
    .from(products)
    .where(eq(products.id, id));
  if (!product) return undefined;
  const stock = await db
    .select({ color: variants.color, size: sizes.size, stock: sizes.stock })
    .from(sizes)
    .innerJoin(variants, eq(variants.id, sizes.variantId))
    .where(eq(variants.productId, id))
    .orderBy(asc(variants.position), asc(variants.id), asc(sizes.position), asc(sizes.id));
  return {
    name: product.name,
    price: toEgp(product.price),
    previousPrice: product.previousPrice === null ? null : toEgp(product.previousPrice),
    isActive: product.isActive,
    ...Object.fromEntries(stock.map((s) => [`stock (${s.color}, ${s.size})`, s.stock])),
  };
}

/** What changed between two readings of a product (a colour or size added or removed shows as null). */
export function productChanges(before: ProductFacts | undefined, after: ProductFacts | undefined) {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return changesOf(before, after, fields).slice(0, 50);
}
