// The shopper's own order after "Place Order": the confirmation page opened with the order's key,
// confirming or cancelling it while pending, and tracking by order number and mobile number. A wrong number,
// key or mobile all answer the same 404; failed attempts are counted per client address and refused with 429
// past the limit; for tracking, also per order number, which past its limit refuses only the addresses that
// failed on it themselves (countTrack). Successful looks do not count.
import { withoutBidiControls, withoutBidiControlsOrNull } from '../../../shared/plain-text';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/client';
import { countAttempt, record, release, tally, TooManyRequests } from '../../plugins/throttle';
import { toEgp } from '../../../shared/money';
import { nationalMobile } from '../../../shared/mobile';
import { normalizeOrderNumber } from '../../../shared/order-number';
import { orderStory, type OrderStory } from '../../../shared/order-timeline';
import * as orders from './repository';
import { changeOrderStatus } from './service';
import { orderReturns } from './order-returns';
import type { Shopper } from './limits';
import { msg } from '../../i18n';
import { HttpError } from '../../plugins/errors';

const MINUTE = 60 * 1000;
export const LOOKUP_WINDOW_MS = 15 * MINUTE;
export const TRACK_WINDOW_MS = 60 * MINUTE;

/** The one answer for a wrong number, key or mobile. */
const notFound = () => new HttpError(404, msg('order.notFoundForShopper'));

/** Compared against when the order does not exist or has no key, so every miss costs the same. */
const NO_KEY = randomBytes(32).toString('base64url');
const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `given` is the order's key, in constant time (digests of equal length). */
export function keyMatches(stored: string | null | undefined, given: string): boolean {
  const same = timingSafeEqual(digest(stored ?? NO_KEY), digest(given));
  return same && typeof stored === 'string' && stored.length > 0;
}

/** Counts one look from the shopper's address before it is made; `found()` un-counts it. */
async function countLookup(db: Db, shopper: Shopper) {
  const id = await countAttempt(
    db,
    { kind: 'order-lookup', key: shopper.address, windowMs: LOOKUP_WINDOW_MS },
    shopper.limits.orderLookupFailuresPerAddress,
    (seconds) => msg('limit.lookups', { seconds }),
  );
  return { found: () => release(db, [id]) };
}

/**
 * Counts one tracking attempt on an order number before it is checked: against the address (countLookup), the
 * order number from any address, and the pair. Only an address that itself failed on this order is refused, and
 * only once the order drew more failures than its limit: guessing from many addresses is slowed to a few tries
 * per address an hour, and nobody else's wrong mobiles keep the owner from her order.
 */
async function countTrack(db: Db, shopper: Shopper, orderNumber: string) {
  const lookup = await countLookup(db, shopper);
  const hits = [
    { kind: 'order-track' as const, key: orderNumber, windowMs: TRACK_WINDOW_MS },
    {
      kind: 'order-track-address' as const,
      key: `${orderNumber} ${shopper.address}`,
      windowMs: TRACK_WINDOW_MS,
    },
  ];
  const ids = await record(db, hits);
  const counts = await tally(db, hits);
  const [order, pair] = hits.map((h) => counts.of(h));
  if (
    order!.count > shopper.limits.trackFailuresPerOrder &&
    pair!.count > shopper.limits.trackFailuresPerOrderAddress
  ) {
    await release(db, ids);
    await lookup.found();
    throw new TooManyRequests(msg('limit.lookups', { seconds: pair!.retryAfter }), pair!.retryAfter);
  }
  return {
    found: async () => {
      await release(db, ids);
      await lookup.found();
    },
  };
}

/** The order `orderNumber` opened with `key`, or the shared 404 (counted against the address). */
async function openOrder(db: Db, shopper: Shopper, orderNumber: string, key: string) {
  const attempt = await countLookup(db, shopper);
  const number = normalizeOrderNumber(orderNumber);
  const order = number ? await orders.findByNumber(db, number) : undefined;
  if (!keyMatches(order?.orderKey, key) || !order) throw notFound();
  await attempt.found();
  return order;
}

/** The story's stage and the timeline, as the tracking answer carries them. */
const storyView = (story: OrderStory) => ({ stage: story.stage, timeline: story.steps });

/** When a delivered order was delivered: its latest move to `delivered` (null for any other status). */
export function deliveredAtOf(
  order: Pick<orders.OrderRow, 'status'>,
  history: Array<{ toStatus: string; changedAt: Date }>,
): Date | null {
  if (order.status !== 'delivered') return null;
  return history.findLast((h) => h.toStatus === 'delivered')?.changedAt ?? null;
}

/**
 * What tracking shows: the order's items, totals and timeline, nothing the shopper did not type; what she may
 * still send back and her return requests (the lines and history read here serve them: two more statements at
 * most, none per line).
 */
async function trackingView(db: Db, order: orders.OrderRow) {
  const [items, history] = await Promise.all([orders.itemsOf(db, [order.id]), orders.history(db, order.id)]);
  const lines = items.get(order.id) ?? [];
  const { returnable, returnWindow, returns } = await orderReturns().shopperView(
    db,
    order,
    lines,
    deliveredAtOf(order, history),
  );
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    cancelReason: order.status === 'cancelled' ? order.cancelReason : null,
    ...storyView(
      orderStory({
        status: order.status,
        createdAt: order.createdAt.toISOString(),
        cancelReason: order.cancelReason,
        customerConfirmedAt: order.customerConfirmedAt?.toISOString() ?? null,
        history: history.map((h) => ({
          fromStatus: h.fromStatus,
          toStatus: h.toStatus,
          changedAt: h.changedAt.toISOString(),
          reason: h.reason,
          actor: h.actor,
        })),
      }),
    ),
    items: lines.map((i) => ({
      id: i.id,
      productId: i.productId,
      returnable: returnable.get(i.id) ?? 0,
      name: i.productName,
      nameAr: i.productNameAr,
      imageUrl: i.imageUrl,
      color: i.color,
      colorAr: i.colorAr,
      size: i.size,
      quantity: i.quantity,
      unitPrice: toEgp(i.unitPricePiastres),
      lineTotal: toEgp(i.lineTotalPiastres),
    })),
    subtotal: toEgp(order.subtotalPiastres),
    productDiscount: toEgp(order.productDiscountPiastres),
    couponDiscount: toEgp(order.couponDiscountPiastres),
    shippingPrice: toEgp(order.shippingPiastres),
    totalPrice: toEgp(order.totalPiastres),
    returnWindow,
    returns,
  };
}

/** The confirmation page: the tracking view and what the shopper typed at checkout. */
async function shopperView(db: Db, order: orders.OrderRow) {
  return {
    ...(await trackingView(db, order)),
    firstName: withoutBidiControls(order.firstName),
    lastName: withoutBidiControls(order.lastName),
    city: order.city,
    address: withoutBidiControls(order.address),
    anotherAddress: withoutBidiControlsOrNull(order.anotherAddress),
    couponCode: order.couponCode,
    customerConfirmedAt: order.customerConfirmedAt?.toISOString() ?? null,
    canConfirm: order.status === 'pending' && order.customerConfirmedAt === null,
    canCancel: order.status === 'pending',
  };
}

export async function getShopperOrder(db: Db, shopper: Shopper, orderNumber: string, key: string) {
  return shopperView(db, await openOrder(db, shopper, orderNumber, key));
}

const notPending = (status: string) =>
  new HttpError(409, status === 'cancelled' ? msg('order.isCancelled') : msg('order.alreadyConfirmed'));

/** The shopper confirms online: recorded once (a history row by the customer); the order no longer expires. */
export async function confirmShopperOrder(db: Db, shopper: Shopper, orderNumber: string, key: string) {
  const found = await openOrder(db, shopper, orderNumber, key);
  await withTransaction(db, async (tx) => {
    const order = await orders.lockOrder(tx, found.id);
    if (!order) throw notFound();
    if (order.status !== 'pending') throw notPending(order.status);
    if (order.customerConfirmedAt !== null) return;
    await orders.setCustomerConfirmed(tx, order.id, new Date());
    await orders.addHistory(tx, order.id, 'pending', 'pending', null, 'customer', null);
  });
  return shopperView(db, (await orders.findOrder(db, found.id))!);
}

/**
 * The shopper cancels while pending: reason customer_cancelled, stock and coupon use given back once (the one
 * status change of orders/service.ts). Returns the view and the products whose stock came back.
 */
export async function cancelShopperOrder(db: Db, shopper: Shopper, orderNumber: string, key: string) {
  const found = await openOrder(db, shopper, orderNumber, key);
  const { products } = await changeOrderStatus(
    db,
    found.id,
    'cancelled',
    { actor: 'customer', changedBy: null, reason: 'customer_cancelled' },
    {
      check: (order) => {
        if (order.status !== 'pending') throw notPending(order.status);
      },
    },
  );
  return { order: await shopperView(db, (await orders.findOrder(db, found.id))!), products };
}

/** The mobile number as written by the shopper, in its national form (spaces and dashes ignored). */
const typedMobile = (text: string) => nationalMobile(text.replace(/[\s-]/g, ''));

/** The order `orderNumber` placed with `mobileNumber`, or the shared 404 (counted as tracking attempts are). */
async function trackedOrder(
  db: Db,
  shopper: Shopper,
  request: { orderNumber: string; mobileNumber: string },
) {
  const number = normalizeOrderNumber(request.orderNumber);
  const attempt = await countTrack(db, shopper, number ?? request.orderNumber.trim().toUpperCase());
  const order = number ? await orders.findByNumber(db, number) : undefined;
  const given = digest(typedMobile(request.mobileNumber));
  const same = timingSafeEqual(digest(order ? nationalMobile(order.phone) : NO_KEY), given);
  if (!order || !same) throw notFound();
  await attempt.found();
  return order;
}

/** Tracking by order number and the mobile number used; any mismatch is the same 404. */
export async function trackOrder(
  db: Db,
  shopper: Shopper,
  request: { orderNumber: string; mobileNumber: string },
) {
  return trackingView(db, await trackedOrder(db, shopper, request));
}

/**
 * The shopper's order for her return requests, opened as her pages open it: with its key (the confirmation
 * page) or with the mobile number used (the tracking page), the key first when both come. Any wrong one is the
 * same 404 as theirs, counted and throttled as theirs (429).
 */
export async function openShopperOrder(
  db: Db,
  shopper: Shopper,
  request: { orderNumber: string; key?: string; mobileNumber?: string },
): Promise<orders.OrderRow> {
  if (request.key) return openOrder(db, shopper, request.orderNumber, request.key);
  if (request.mobileNumber)
    return trackedOrder(db, shopper, {
      orderNumber: request.orderNumber,
      mobileNumber: request.mobileNumber,
    });
  throw new HttpError(400, msg('returns.keyOrMobile'), [
    { field: 'mobileNumber', message: msg('returns.keyOrMobileDetail') },
  ]);
}
