// The shopper's abuse limits (docs/business-rules.md#abuse-limits, README "Security" › "Limits"), against fake
// cash-on-delivery orders that hold stock and against guessing coupon codes. All are counted in PostgreSQL:
// - units of one size per order (ORDER_MAX_QUANTITY): a 400, before anything is read;
// - orders per mobile number, and what unconfirmed orders hold: never a refusal, but bounds past which an
//   order is taken without holding its stock (holds.ts), so nobody is refused for what someone else did;
// - orders per client address in an hour (generous: many mobile users share a carrier's address) and failed
//   coupon codes per address: throttle events (plugins/throttle.ts).
// Over a limit the shopper gets a 429 saying what to do, with Retry-After.
import type { OrderLanguage } from '../../../shared/order-lifecycle';
import type { Limits } from '../../config';
import type { Db } from '../../db/client';
import { countAttempt, judgeAttempt, recordAttempt, release, type LiveEvents } from '../../plugins/throttle';
import { msg } from '../../i18n';
import { HttpError } from '../../plugins/errors';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
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

/** The throttle events of orders placed from an address. */
const ordersFromAddress = (shopper: Shopper) => ({
  kind: 'order-address' as const,
  key: shopper.address,
  windowMs: HOUR,
});

/**
 * Counts an order placed from `address`, in two steps: the attempt is written at once (committed, so parallel
 * orders from one address all see each other); `judge(live)` then refuses it with a 429 when the address is over
 * its limit, given the live count read after the write (the checkout reads it with the cart, in one statement).
 * `cancel()` un-counts it when the order was not placed after all.
 */
export async function countOrderFromAddress(db: Db, shopper: Shopper, now = new Date()) {
  const hit = ordersFromAddress(shopper);
  const id = await recordAttempt(db, hit, now);
  let released = false;
  return {
    /** What to look up for `judge`. */
    counted: { kind: hit.kind, key: hit.key, now },
    judge: async (live: LiveEvents) => {
      try {
        await judgeAttempt(
          db,
          id,
          live,
          shopper.limits.ordersPerAddressHour,
          (seconds) => msg('limit.ordersFromAddress', { seconds }),
          now,
        );
      } catch (error) {
        released = true;
        throw error;
      }
    },
    cancel: async () => {
      if (!released) await release(db, [id]);
      released = true;
    },
  };
}
