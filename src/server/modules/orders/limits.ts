// The shopper's abuse limits (docs/business-rules.md#abuse-limits, README "Security" › "Limits"), against fake
// cash-on-delivery orders that hold stock and against guessing coupon codes. All are counted in PostgreSQL:
// - units of one size per order (ORDER_MAX_QUANTITY): a 400, before anything is read;
// - orders per mobile number in an hour and a day, and pending orders per number: counted from the orders
//   themselves inside the order's transaction, under a per-number advisory lock, so parallel orders for one
//   number are counted one after another, on every instance;
// - orders per client address in an hour (generous: many mobile users share a carrier's address) and failed
//   coupon codes per address: throttle events (plugins/throttle.ts).
// Over a limit the shopper gets a 429 saying what to do, with Retry-After.
import type { OrderLanguage } from '../../../shared/order-lifecycle';
import { and, gt, inArray, or, sql } from 'drizzle-orm';
import type { Limits } from '../../config';
import type { Db, Tx } from '../../db/client';
import { orders } from '../../db/schema';
import { countAttempt, release, TooManyRequests } from '../../plugins/throttle';
import { mobileForms } from '../../../shared/mobile';
import { msg } from '../../i18n';
import { HttpError } from '../../plugins/errors';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
export const COUPON_WINDOW_MS = 10 * MINUTE;

/** Who is asking, and the limits that apply. */
export interface Shopper {
  /** The client address (request.ip: TRUST_PROXY decides whether X-Forwarded-For is read). */
  address: string;
  limits: Limits;
  /** The language the shopper reads (the request's Accept-Language), kept on the order. */
  language?: OrderLanguage;
}

/** At most `maxQuantityPerSize` units of one colour and size in one order, whether on one line or several. */
export function checkQuantityPerSize(
  items: { variantId: number; size: string; quantity: number }[],
  max: number,
): void {
  const perSize = new Map<string, { quantity: number; index: number }>();
  items.forEach((item, index) => {
    const key = `${item.variantId}\u0000${item.size.trim()}`;
    const entry = perSize.get(key) ?? { quantity: 0, index };
    entry.quantity += item.quantity;
    perSize.set(key, entry);
  });
  for (const { quantity, index } of perSize.values()) {
    if (quantity > max) {
      const message = msg('order.maxPerSize', { max });
      throw new HttpError(400, message, [{ field: `items[${index}].quantity`, message }]);
    }
  }
}

/**
 * Counts a coupon code tried from `address` before it is checked; over the limit, a 429. The returned
 * `notAGuess()` un-counts it when the code proved real and usable (or only short of its minimum).
 */
export async function countCouponTry(db: Db, shopper: Shopper, now = new Date()) {
  const id = await countAttempt(
    db,
    { kind: 'coupon-guess', key: shopper.address, windowMs: COUPON_WINDOW_MS },
    shopper.limits.couponFailuresPerAddress,
    (seconds) => msg('limit.couponTries', { seconds }),
    now,
  );
  return { notAGuess: () => release(db, [id]) };
}

/** Counts an order placed from `address`; `cancel()` un-counts it when the order was not placed after all. */
export async function countOrderFromAddress(db: Db, shopper: Shopper, now = new Date()) {
  const id = await countAttempt(
    db,
    { kind: 'order-address', key: shopper.address, windowMs: HOUR },
    shopper.limits.ordersPerAddressHour,
    (seconds) => msg('limit.ordersFromAddress', { seconds }),
    now,
  );
  return { cancel: () => release(db, [id]) };
}

/**
 * Inside the order's transaction: takes the number's advisory lock (held until commit), then refuses when the
 * number already has too many orders this hour or today, or too many waiting for confirmation. The count runs
 * after the lock, so under READ COMMITTED (the default) it sees every order committed by the previous holder.
 */
export async function checkMobileLimits(tx: Tx, limits: Limits, mobile: string, now: Date): Promise<void> {
  const forms = mobileForms(mobile);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`order-mobile:${forms[0]}`}))`);
  const at = (ms: number) => new Date(now.getTime() - ms);
  const hourAgo = at(HOUR).toISOString();
  const [row] = await tx
    .select({
      hour: sql<number>`count(*) filter (where ${orders.createdAt} > ${hourAgo}::timestamptz)::int`,
      hourOldest: sql<
        string | null
      >`min(${orders.createdAt}) filter (where ${orders.createdAt} > ${hourAgo}::timestamptz)`,
      day: sql<number>`count(*) filter (where ${orders.createdAt} > ${at(DAY).toISOString()}::timestamptz)::int`,
      dayOldest: sql<
        string | null
      >`min(${orders.createdAt}) filter (where ${orders.createdAt} > ${at(DAY).toISOString()}::timestamptz)`,
      pending: sql<number>`count(*) filter (where ${orders.status} = 'pending')::int`,
    })
    .from(orders)
    .where(
      and(inArray(orders.phone, forms), or(gt(orders.createdAt, at(DAY)), sql`${orders.status} = 'pending'`)),
    );
  const waitUntil = (oldest: string | null | undefined, window: number) =>
    Math.max(1, Math.ceil((new Date(oldest ?? now).getTime() + window - now.getTime()) / 1000));
  if (row && row.pending >= limits.pendingOrdersPerMobile) {
    throw new TooManyRequests(msg('limit.pending', { count: row.pending }), HOUR / 1000);
  }
  if (row && row.hour >= limits.ordersPerMobileHour) {
    const wait = waitUntil(row.hourOldest, HOUR);
    throw new TooManyRequests(msg('limit.mobileHour', { seconds: wait }), wait);
  }
  if (row && row.day >= limits.ordersPerMobileDay) {
    const wait = waitUntil(row.dayOldest, DAY);
    throw new TooManyRequests(msg('limit.mobileDay', { seconds: wait }), wait);
  }
}
