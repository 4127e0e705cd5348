// An exchange's replacement order (docs/business-rules.md#returns-and-exchanges), created by the returns module
// when staff approve the exchange, inside its transaction: the original order's customer, address, city and
// language; the wanted colour and size at the original line's unit price and discount; confirmed (processing)
// by the staff member and holding its stock; what the shopper already paid for the items taken off as a credit,
// so the courier collects only the shipping fee, when the policy charges one.
import { generateOrderNumber } from '../../../shared/order-number';
import { priceLine } from '../../../shared/pricing';
import type { Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/constraint-errors';
import { msg } from '../../i18n';
import { HttpError } from '../../plugins/errors';
import { stock } from '../catalogue';
import { insertOrder } from './checkout-repository';
import type { OrderRow } from './repository';

/** What writing the replacement returns (checkout-repository.ts): its id, number and money. */
type PlacedOrder = Awaited<ReturnType<typeof insertOrder>>;

export interface ReplacementLine {
  productId: number;
  variantId: number;
  /** The size row its stock is taken from. */
  sizeId: number;
  productName: string;
  productNameAr: string | null;
  imageUrl: string | null;
  color: string;
  colorAr: string | null;
  size: string;
  sku: string | null;
  quantity: number;
  /** The original line's unit price and discount. */
  unitPricePiastres: number;
  discountPercentage: number;
}

/** Attempts at a fresh order number on the rare collision with an existing one. */
const NUMBER_ATTEMPTS = 5;

/**
 * Writes the replacement of `original` and takes its stock (sizes in id order, as every order takes them);
 * refused with 409 naming the piece when a size no longer has enough, with nothing written (the caller's
 * transaction rolls back). Returns the new order and the products whose stock moved.
 */
export async function createReplacementOrder(
  tx: Tx,
  original: OrderRow,
  lines: ReplacementLine[],
  options: { shippingPiastres: number; changedBy: string },
): Promise<{ order: PlacedOrder; products: number[] }> {
  const priced = lines.map((line) => ({
    line,
    price: priceLine(line.unitPricePiastres, line.discountPercentage, line.quantity),
  }));
  const subtotal = priced.reduce((sum, p) => sum + p.price.lineSubtotal, 0);
  const afterProduct = priced.reduce((sum, p) => sum + p.price.lineTotal, 0);
  const values = {
    status: 'processing' as const,
    firstName: original.firstName,
    lastName: original.lastName,
    email: original.email,
    phone: original.phone,
    anotherMobile: original.anotherMobile,
    address: original.address,
    anotherAddress: original.anotherAddress,
    city: original.city,
    language: original.language,
    paymentMethod: original.paymentMethod,
    shippingPiastres: options.shippingPiastres,
    subtotalPiastres: subtotal,
    productDiscountPiastres: subtotal - afterProduct,
    couponDiscountPiastres: 0,
    creditPiastres: afterProduct,
    totalPiastres: options.shippingPiastres,
    replacesOrderId: original.id,
    holdsStock: true,
  };
  const items = priced.map(({ line, price }) => ({
    productId: line.productId,
    variantId: line.variantId,
    productName: line.productName,
    productNameAr: line.productNameAr,
    imageUrl: line.imageUrl,
    color: line.color,
    colorAr: line.colorAr,
    size: line.size,
    sku: line.sku,
    quantity: line.quantity,
    unitPricePiastres: line.unitPricePiastres,
    discountPercentage: line.discountPercentage,
    lineTotalPiastres: price.lineTotal,
  }));
  let order: PlacedOrder | undefined;
  for (let attempt = 1; !order; attempt++) {
    try {
      // A savepoint: a colliding number leaves the exchange's transaction usable for the next draw.
      order = await tx.transaction((savepoint) =>
        insertOrder(savepoint, { ...values, orderNumber: generateOrderNumber() }, items, {
          actor: 'admin',
          changedBy: options.changedBy,
        }),
      );
    } catch (error) {
      if (attempt < NUMBER_ATTEMPTS && isUniqueViolation(error, /order_?number/i)) continue;
      throw error;
    }
  }
  const perSize = new Map<number, { quantity: number; line: ReplacementLine }>();
  for (const line of lines) {
    const entry = perSize.get(line.sizeId) ?? { quantity: 0, line };
    entry.quantity += line.quantity;
    perSize.set(line.sizeId, entry);
  }
  for (const [sizeId, { quantity, line }] of [...perSize].sort(([a], [b]) => a - b)) {
    if (!(await stock.takeStock(tx, sizeId, quantity))) {
      throw new HttpError(
        409,
        msg('returns.wantedGone', {
          item: `${line.productName} (${line.color}, ${line.size})`,
          left: await stock.currentStock(tx, sizeId),
        }),
      );
    }
  }
  return { order, products: [...new Set(lines.map((l) => l.productId))] };
}
