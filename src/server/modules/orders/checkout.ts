// The shopper's two calls: price a cart with a coupon, and place an order (docs/business-rules.md#order-placement). The server prices
// everything itself with src/shared/pricing.ts, the same rule the storefront shows, and never reads a price,
// a discount or a stock figure from the client.
import { withoutBidiControls, withoutBidiControlsOrNull } from '../../../shared/plain-text';
import { randomBytes } from 'node:crypto';
import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/client';
import { toEgp, type Piastres } from '../../../shared/money';
import { bestDiscount, priceCart } from '../../../shared/pricing';
import { checkCoupon, type CouponRefusal } from '../../../shared/coupon-rules';
import { generateOrderNumber } from '../../../shared/order-number';
import { TooManyRequests } from '../../plugins/throttle';
import type { StockNews } from '../../plugins/availability';
import { stock } from '../catalogue';
import { decideHold } from './holds';
import { checkQuantityPerSize, countCouponTry, countOrderFromAddress, type Shopper } from './limits';
import * as repo from './checkout-repository';
import { isUniqueViolation } from '../../db/constraint-errors';
import { msg, word, type Message } from '../../i18n';
import { fieldError, HttpError } from '../../plugins/errors';

export interface CartItemInput {
  productId: number;
  quantity: number;
}

export interface OrderItemInput extends CartItemInput {
  variantId: number;
  size: string;
}

export interface OrderInput {
  firstName: string;
  lastName: string;
  customerEmail: string;
  mobileNumber: string;
  address: string;
  anotherMobile?: string | null;
  anotherAddress?: string | null;
  couponCode?: string | null;
  paymentMethod: string;
  city: string;
  items: OrderItemInput[];
}

/**
 * Prices lines with each product's discount in force now (`found`: the cart's products, findCart); unknown or
 * inactive products are refused (404).
 */
function priceLines<T extends CartItemInput>(items: T[], found: repo.CartRows['products'], now: Date) {
  const lines = items.map((item, index) => {
    const product = found.get(item.productId);
    if (!product || !product.isActive) {
      throw new HttpError(404, msg('order.productGone'), [
        { field: `items[${index}].productId`, message: msg('order.productGoneDetail') },
      ]);
    }
    return {
      ...item,
      product,
      unitPrice: product.pricePiastres,
      discountPercentage: bestDiscount(product.discounts, now),
    };
  });
  return lines;
}

/**
 * Finds the coupon a shopper typed and checks it against the cart; a refusal is a 422 saying why. The try was
 * counted against the address beforehand (countCouponTry): a code that does not exist or cannot be used stays
 * counted as a guess; a usable one, or one only short of its minimum, is un-counted.
 */
async function applicableCoupon(
  db: Db,
  code: string,
  subtotalAfterProductDiscounts: Piastres,
  now: Date,
  counted: { notAGuess(): Promise<void> },
) {
  const coupon = await repo.findCouponByCode(db, code);
  const check = checkCoupon(
    coupon && {
      code: coupon.code,
      percentage: coupon.percentage,
      isActive: coupon.isActive,
      startDate: coupon.startAt,
      endDate: coupon.endAt,
      maxUsage: coupon.maxUsage,
      usedCount: coupon.usedCount,
      minOrderAmount: coupon.minOrderPiastres,
    },
    subtotalAfterProductDiscounts,
    now,
  );
  if (check.ok || check.reason === 'belowMinimum') await counted.notAGuess();
  if (!check.ok) {
    const said = couponRefusal(check.reason, {
      missing: (coupon?.minOrderPiastres ?? 0) - subtotalAfterProductDiscounts,
      code: coupon?.code ?? code,
    });
    throw new HttpError(422, said, [{ field: 'couponCode', message: said }]);
  }
  return coupon!;
}

export async function applyCoupon(
  db: Db,
  body: { couponCode: string; items: CartItemInput[] },
  shopper: Shopper,
  now = new Date(),
) {
  // Counted before anything is read, so that parallel guesses are all counted.
  const counted = await countCouponTry(db, shopper, now);
  let lines;
  try {
    const cart = await repo.findCart(db, { productIds: body.items.map((i) => i.productId) });
    lines = priceLines(body.items, cart.products, now);
  } catch (error) {
    await counted.notAGuess();
    throw error;
  }
  const before = priceCart(lines);
  const coupon = await applicableCoupon(
    db,
    body.couponCode,
    before.subtotalAfterProductDiscounts,
    now,
    counted,
  );
  const totals = priceCart(lines, { couponPercentage: coupon.percentage });
  return {
    discountedItems: totals.lines.map((l) => ({
      productId: l.productId,
      name: l.product.name,
      quantity: l.quantity,
      unitPrice: toEgp(l.unitPrice),
      discountPercentage: l.discountPercentage,
      discountedUnitPrice: toEgp(l.discountedUnitPrice),
      lineTotal: toEgp(l.lineTotal),
    })),
    couponCode: coupon.code,
    couponPercentage: totals.couponPercentage,
    subtotal: toEgp(totals.subtotalAfterProductDiscounts),
    couponDiscountAmount: toEgp(totals.couponDiscount),
    totalAfterDiscount: toEgp(totals.totalAfterDiscount),
  };
}

export type OrderRow = Awaited<ReturnType<typeof repo.insertOrder>>;

/** The per-order secret of the confirmation page: 256 random bits, base64url (43 characters). */
export function newOrderKey(): string {
  return randomBytes(32).toString('base64url');
}

export function orderCreated(
  order: Pick<
    OrderRow,
    | 'id'
    | 'orderNumber'
    | 'status'
    | 'subtotalPiastres'
    | 'productDiscountPiastres'
    | 'couponDiscountPiastres'
    | 'shippingPiastres'
    | 'totalPiastres'
    | 'couponCode'
    | 'createdAt'
    | 'orderKey'
  >,
  itemCount: number,
) {
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    itemCount,
    subtotal: toEgp(order.subtotalPiastres),
    productDiscount: toEgp(order.productDiscountPiastres),
    couponDiscount: toEgp(order.couponDiscountPiastres),
    shippingPrice: toEgp(order.shippingPiastres),
    totalPrice: toEgp(order.totalPiastres),
    couponCode: order.couponCode,
    createdAt: order.createdAt.toISOString(),
    // Orders placed before the lifecycle have no key (only an idempotent repeat could ask for one).
    orderKey: order.orderKey ?? '',
  };
}

class SoldOut extends Error {}

/** The 409 for a size with fewer than asked left, naming it in the shopper's language. */
function soldOut(
  line: {
    product: { name: string; nameAr: string | null };
    variant: { color: string; colorAr: string | null };
    size: string;
    index: number;
  },
  left: number,
) {
  const what = {
    product: word(line.product.name, line.product.nameAr),
    colour: word(line.variant.color, line.variant.colorAr),
    size: line.size.trim(),
  };
  return Object.assign(new SoldOut(), {
    refusal: new HttpError(
      409,
      left > 0 ? msg('order.onlyLeft', { left, ...what }) : msg('order.soldOut', what),
      [
        {
          field: `items[${line.index}].quantity`,
          message: left > 0 ? msg('order.onlyLeftDetail', { left }) : msg('order.soldOutDetail'),
        },
      ],
    ),
  });
}

export interface Idempotency {
  /** The client's Idempotency-Key (8–100 characters, checked against the contract). */
  key: string;
  /** SHA-256 of the request body in canonical form (bodyHash): the key is bound to it. */
  bodyHash: string;
}

/** What a shopper reads when a coupon does not apply (the reasons of shared/coupon-rules.ts). */
function couponRefusal(reason: CouponRefusal, shortOf: { missing: Piastres; code: string }): Message {
  switch (reason) {
    case 'unknown':
    case 'inactive':
      // The same answer for both: a guesser cannot tell which codes exist.
      return msg('coupon.invalid');
    case 'notStarted':
      return msg('coupon.notStarted');
    case 'expired':
      return msg('coupon.expired');
    case 'usedUp':
      return msg('coupon.usedUp');
    case 'belowMinimum':
      return msg('coupon.belowMinimum', shortOf);
  }
}

/** JSON with object keys sorted, so that the same body hashes the same whatever its field order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

export function bodyHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

/** The answer to a repeated Idempotency-Key: the first order, or a 422 when the key came with another body. */
function answerReplay(idempotency: Idempotency | undefined, existing: repo.ReplayRow) {
  // Orders placed before keys were bound to bodies (0003) have no hash: their replays are still answered.
  if (existing.idempotencyBodyHash !== null && existing.idempotencyBodyHash !== idempotency?.bodyHash)
    throw new HttpError(422, msg('order.keyReused'), [
      { field: 'Idempotency-Key', message: msg('order.keyReused') },
    ]);
  return { created: false, order: orderCreated(existing, existing.units) };
}

export interface CreatedOrder {
  created: boolean;
  order: ReturnType<typeof orderCreated>;
  /** The stock each size has left after a new order, with the change's number (for the catalogue cache). */
  stockLeft?: StockNews[];
}

/**
 * Places an order in one transaction: the bounds on holds decided under their locks (holds.ts), the order row
 * (a repeated Idempotency-Key meets the unique index), its lines and history, the coupon use and — when it may
 * hold stock — stock per size in a fixed order, both by conditional updates. Any refusal rolls
 * everything back.
 * Returns `{ created: false }` with the first order when the Idempotency-Key was seen before with the same
 * body; the same key with another body is refused (422), so a key never reveals or replaces another order.
 */
export async function createOrder(
  db: Db,
  input: OrderInput,
  idempotency: Idempotency | undefined,
  shopper: Shopper,
  now = new Date(),
): Promise<CreatedOrder> {
  // Counted first, committed at once (so parallel orders from one address all see each other), and judged with
  // the cart (placeOrder); un-counted in the end if the order is not placed after all.
  const fromAddress = await countOrderFromAddress(db, shopper, now);
  let placed = false;
  try {
    // With the order a repeated Idempotency-Key was first used for, and the address's count: one round trip.
    const cart = await repo.findCart(db, {
      city: input.city,
      productIds: input.items.map((i) => i.productId),
      variantIds: input.items.map((i) => i.variantId),
      idempotencyKey: idempotency?.key,
      throttle: fromAddress.counted,
    });
    // A repeat is answered with its order, whatever has changed since (stock, prices, the address's count).
    if (cart.replay) return answerReplay(idempotency, cart.replay);
    const result = await placeOrder(db, input, idempotency, shopper, now, cart, fromAddress);
    placed = result.created;
    return result;
  } finally {
    if (!placed) await fromAddress.cancel();
  }
}

/** createOrder once the cart is read: every check of the order, then its transaction. */
async function placeOrder(
  db: Db,
  input: OrderInput,
  idempotency: Idempotency | undefined,
  shopper: Shopper,
  now: Date,
  cart: repo.CartRows,
  fromAddress: Awaited<ReturnType<typeof countOrderFromAddress>>,
): Promise<CreatedOrder> {
  const idempotencyKey = idempotency?.key;
  const replay = async () => {
    const existing = idempotency && (await repo.findReplay(db, idempotency.key));
    return existing && answerReplay(idempotency, existing);
  };
  if (input.paymentMethod !== 'CASH_ON_DELIVERY') {
    throw new HttpError(400, msg('order.cashOnly'), [
      { field: 'paymentMethod', message: msg('order.chooseCash') },
    ]);
  }
  // The contract asks for a visible character; bidi controls are removed before storing, so a name or an address
  // made only of them would be stored empty.
  for (const field of ['firstName', 'lastName', 'address'] as const) {
    if (withoutBidiControls(input[field]).trim() === '') throw fieldError(field, msg('validation.required'));
  }
  checkQuantityPerSize(input.items, shopper.limits.maxQuantityPerSize);
  const city = cart.city;
  if (!city)
    throw new HttpError(400, msg('order.unknownCity'), [
      { field: 'city', message: msg('order.unknownCityDetail') },
    ]);

  const lines = priceLines(input.items, cart.products, now);
  const variantsById = cart.variants;
  const picked = lines.map((line, index) => {
    const variant = variantsById.get(line.variantId);
    const product = word(line.product.name, line.product.nameAr);
    if (!variant || variant.productId !== line.productId) {
      throw new HttpError(404, msg('order.colourGone', { product }), [
        { field: `items[${index}].variantId`, message: msg('order.colourGoneDetail') },
      ]);
    }
    const size = variant.sizes.find((s) => s.size === line.size.trim());
    if (!size) {
      throw new HttpError(
        404,
        msg('order.sizeGone', { size: line.size, product, colour: word(variant.color, variant.colorAr) }),
        [{ field: `items[${index}].size`, message: msg('order.sizeGoneDetail') }],
      );
    }
    return { ...line, variant, sizeId: size.id, sku: size.sku || variant.sku, index };
  });

  const before = priceCart(picked);
  const couponCode = input.couponCode?.trim();
  const coupon = couponCode
    ? await applicableCoupon(
        db,
        couponCode,
        before.subtotalAfterProductDiscounts,
        now,
        await countCouponTry(db, shopper, now),
      )
    : undefined;
  const totals = priceCart(picked, {
    couponPercentage: coupon?.percentage ?? 0,
    shipping: city.pricePiastres,
  });

  // The same size may come on two lines: take it once, for the sum.
  const perSize = new Map<number, { sizeId: number; quantity: number; line: (typeof picked)[number] }>();
  for (const line of picked) {
    const entry = perSize.get(line.sizeId) ?? { sizeId: line.sizeId, quantity: 0, line };
    entry.quantity += line.quantity;
    perSize.set(line.sizeId, entry);
  }

  const trimmedOrNull = (v?: string | null) => (v && v.trim() ? v.trim() : null);

  // Over its limit, the address is refused here: after every refusal that says what is wrong with the order.
  await fromAddress.judge(cart.live ?? { count: 0, oldest: null });
  for (let attempt = 0; ; attempt++) {
    const stockLeft: StockNews[] = [];
    try {
      const order = await withTransaction(db, async (tx) => {
        const sizesAsked = repo.bySizeId([...perSize.values()]);
        const hold = await decideHold(
          tx,
          shopper.limits,
          {
            mobile: input.mobileNumber,
            address: shopper.address,
            perSize: sizesAsked,
            lines: input.items.length,
          },
          now,
        );
        // Sold out is sold out, whether or not this order may hold its stock.
        for (const entry of sizesAsked) {
          const left = hold.stock.get(entry.sizeId) ?? 0;
          if (left < entry.quantity) throw soldOut(entry.line, left);
        }
        // The coupon before the stock (and before the stock when orders are cancelled or reopened, so the locks
        // are always taken in one order): when a coupon runs out, the orders still asking for it are refused
        // without queueing on the stock of the sizes they ask for.
        if (coupon && !(await repo.redeemCoupon(tx, coupon.id, now))) {
          throw Object.assign(new SoldOut(), {
            refusal: new HttpError(422, msg('coupon.usedUp'), [
              { field: 'couponCode', message: msg('coupon.usedUp') },
            ]),
          });
        }
        const row = await repo.insertOrder(
          tx,
          {
            orderNumber: generateOrderNumber(),
            status: 'pending',
            // Bidi controls never reach the database: staff read names and addresses as stored.
            firstName: withoutBidiControls(input.firstName).trim(),
            lastName: withoutBidiControls(input.lastName).trim(),
            email: input.customerEmail.trim(),
            phone: input.mobileNumber.trim(),
            anotherMobile: trimmedOrNull(input.anotherMobile),
            address: withoutBidiControls(input.address).trim(),
            anotherAddress: trimmedOrNull(withoutBidiControlsOrNull(input.anotherAddress)),
            city: city.name,
            ...repo.pricedColumns(totals, coupon),
            paymentMethod: 'CASH_ON_DELIVERY',
            idempotencyKey: idempotencyKey ?? null,
            idempotencyBodyHash: idempotency?.bodyHash ?? null,
            orderKey: newOrderKey(),
            language: shopper.language ?? 'en',
            placedFrom: shopper.address,
            holdsStock: hold.holds,
            holdFlags: hold.flags,
            createdAt: now,
          },
          totals.lines.map((l) => ({
            productId: l.productId,
            variantId: l.variant.id,
            productName: l.product.name,
            productNameAr: l.product.nameAr?.trim() || null,
            imageUrl: l.variant.imageUrl ?? l.product.imageUrl,
            color: l.variant.color,
            colorAr: l.variant.colorAr?.trim() || null,
            size: l.size.trim(),
            sku: l.sku || null,
            quantity: l.quantity,
            unitPricePiastres: l.unitPrice,
            discountPercentage: l.discountPercentage,
            lineTotalPiastres: l.lineTotal,
          })),
        );
        // Past the bounds on holds the order is taken without its stock: staff reserve it by confirming.
        if (hold.holds)
          for (const entry of sizesAsked) {
            const taken = await stock.takeStock(tx, entry.sizeId, entry.quantity);
            if (!taken) throw soldOut(entry.line, await stock.currentStock(tx, entry.sizeId));
            stockLeft.push({
              productId: Number(entry.line.productId),
              sizeId: entry.sizeId,
              stock: taken.left,
              seq: taken.seq,
            });
          }
        return row;
      });
      return { created: true, order: orderCreated(order, totals.itemCount), stockLeft };
    } catch (error) {
      if (error instanceof SoldOut) throw (error as SoldOut & { refusal: Error }).refusal;
      if (idempotencyKey && (error instanceof TooManyRequests || isUniqueViolation(error, /idempotency/i))) {
        // Another request with the same key won the race (and may have used the number's last order):
        // answer with its order.
        const again = await replay();
        if (again) return again;
      }
      // A fresh order number collided with an existing one (rare): draw again.
      if (attempt < 5 && isUniqueViolation(error, /order_?number/i)) continue;
      throw error;
    }
  }
}
