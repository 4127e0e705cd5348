// Orders in the back office: the list with its filters, one order, its history, and status changes with their
// effect on stock and coupon uses (docs/business-rules.md#order-statuses).
import { withoutBidiControls, withoutBidiControlsOrNull } from '../../../shared/plain-text';
import type { Db, Tx } from '../../db/client';
import { withTransaction } from '../../db/client';
import type { OrderStatus } from '../../db/schema';
import { toEgp } from '../../../shared/money';
import { nationalMobile } from '../../../shared/mobile';
import { normalizeOrderNumber } from '../../../shared/order-number';
import type { CancelReason, OrderActor } from '../../../shared/order-lifecycle';
import { stock } from '../catalogue';
import * as repo from './repository';
import { cairoDaysFilter } from '../cairo-days-filter';
import { courierCsv, sheetPiece, sheetText } from '../courier-csv';
import { HttpError, type FieldMessage } from '../../plugins/errors';
import { msg } from '../../i18n';
import { orderReturns } from './order-returns';

const PREVIEW_LINES = 5;

const units = (items: repo.OrderItemRow[]) => items.reduce((sum, i) => sum + i.quantity, 0);

const NO_RISK: repo.CustomerRisk = { orders: 0, delivered: 0, cancelled: 0, refused: 0, fake: 0 };

export function listItem(
  order: repo.OrderRow,
  items: repo.OrderItemRow[],
  risk: repo.CustomerRisk = NO_RISK,
) {
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    totalPrice: toEgp(order.totalPiastres),
    paymentMethod: order.paymentMethod,
    city: order.city,
    // Orders stored before bidi controls were stripped at checkout are shown without them too.
    customerInfo: {
      firstName: withoutBidiControls(order.firstName),
      lastName: withoutBidiControls(order.lastName),
    },
    itemCount: units(items),
    items: items.slice(0, PREVIEW_LINES).map((i) => ({
      // The spec's hover preview reads product.name and product.imageUrl, as in the detail (docs/product.md#data).
      product: { name: i.productName, imageUrl: i.imageUrl },
      name: i.productName,
      imageUrl: i.imageUrl,
      color: i.color,
      size: i.size,
      quantity: i.quantity,
    })),
    phone: order.phone,
    risk,
    customerConfirmedAt: order.customerConfirmedAt?.toISOString() ?? null,
    holdsStock: order.holdsStock,
    holdFlags: order.holdFlags,
  };
}

function detail(order: repo.OrderRow, items: repo.OrderItemRow[], risk: repo.CustomerRisk = NO_RISK) {
  return {
    ...listItem(order, items, risk),
    language: order.language,
    cancelReason: order.cancelReason,
    firstName: withoutBidiControls(order.firstName),
    lastName: withoutBidiControls(order.lastName),
    email: order.email,
    phone: order.phone,
    anotherMobile: order.anotherMobile,
    address: withoutBidiControls(order.address),
    anotherAddress: withoutBidiControlsOrNull(order.anotherAddress),
    coupon: order.couponCode ? { code: order.couponCode, percentage: order.couponPercentage ?? 0 } : null,
    items: items.map((i) => ({
      id: i.id,
      product: {
        id: i.productId,
        name: i.productName,
        nameAr: i.productNameAr,
        imageUrl: i.imageUrl,
        isDeleted: i.productId === null,
      },
      variant: { color: i.color, colorAr: i.colorAr, size: i.size, sku: i.sku },
      quantity: i.quantity,
      priceAtPurchase: toEgp(i.unitPricePiastres),
      discountApplied: i.discountPercentage,
      lineTotal: toEgp(i.lineTotalPiastres),
    })),
    subtotal: toEgp(order.subtotalPiastres),
    productDiscount: toEgp(order.productDiscountPiastres),
    couponDiscount: toEgp(order.couponDiscountPiastres),
    shippingPrice: toEgp(order.shippingPiastres),
  };
}

export interface ListOrdersParams {
  page?: number;
  limit?: number;
  status?: OrderStatus;
  startDate?: string;
  endDate?: string;
  q?: string;
  cancelReason?: CancelReason;
  /** Only these orders (the exports of a selection). */
  ids?: number[];
  sort?: 'createdAt' | 'totalPrice' | 'status';
  order?: 'asc' | 'desc';
}

/** The list's filters as the repository takes them: Cairo days checked and turned into a range, `q` trimmed. */
export function filterOf(
  params: Omit<ListOrdersParams, 'page' | 'limit' | 'sort' | 'order'>,
): repo.OrderFilter {
  const { from, to } = cairoDaysFilter(params);
  const q = params.q?.trim() || undefined;
  return {
    status: params.status,
    cancelReason: params.cancelReason,
    ids: params.ids,
    from,
    to,
    q,
    orderNumber: q ? normalizeOrderNumber(q) : null,
  };
}

/** The saved views' counts (src/shared/order-views.ts) under the list's dates and search: one query. */
export async function orderViewCounts(db: Db, params: Pick<ListOrdersParams, 'startDate' | 'endDate' | 'q'>) {
  return repo.viewCounts(db, filterOf(params));
}

/** "Next to confirm" on an order's detail: the next pending order, oldest first, after the one on screen. */
export async function nextOrderToConfirm(db: Db, after?: number) {
  const next = await repo.nextPending(db, after);
  return { orderId: next?.id ?? null, orderNumber: next?.orderNumber ?? null };
}

export async function listOrders(db: Db, params: ListOrdersParams) {
  const page = params.page ?? 1;
  const limit = params.limit ?? 10;
  const { rows, total } = await repo.listOrders(db, {
    ...filterOf(params),
    page,
    limit,
    sort: params.sort ?? 'createdAt',
    order: params.order ?? 'desc',
  });
  const items = await repo.itemsOf(
    db,
    rows.map((r) => r.id),
  );
  const risks = await repo.riskOf(
    db,
    rows.map((r) => nationalMobile(r.phone)),
  );
  return {
    orders: rows.map((r) => listItem(r, items.get(r.id) ?? [], risks.get(nationalMobile(r.phone)))),
    totalPages: Math.ceil(total / limit),
    total,
    currentPage: page,
  };
}

export async function getOrder(db: Db, id: number) {
  const order = await repo.findOrder(db, id);
  if (!order) throw new HttpError(404, msg('admin.orderNotFound'));
  const items = await repo.itemsOf(db, [id]);
  const risks = await repo.riskOf(db, [nationalMobile(order.phone)]);
  const returns = await orderReturns().staffView(db, order);
  return { ...detail(order, items.get(id) ?? [], risks.get(nationalMobile(order.phone))), ...returns };
}

export async function getOrderHistory(db: Db, id: number) {
  const order = await repo.findOrder(db, id);
  if (!order) throw new HttpError(404, msg('admin.orderNotFound'));
  const rows = await repo.history(db, id);
  return {
    history: rows.map((h) => ({
      id: h.id,
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      changedBy: h.changedBy,
      changedAt: h.changedAt.toISOString(),
      actor: h.actor,
      reason: h.reason,
    })),
  };
}

/** Who changes an order's status, and why (a cancellation's reason; null for the spec's plain update). */
export interface StatusChange {
  actor: OrderActor;
  /** The admin's username; null for the shopper and the shop's jobs. */
  changedBy: string | null;
  reason?: CancelReason | null;
}

/**
 * Gives back what cancelled orders held, inside the transaction that locked them: one coupon use per order, then
 * each size's stock of those that held it (summed over every line of every order, touched in size-id order; coupons
 * then sizes, as at checkout, so concurrent changes cannot deadlock). Returns the products whose stock went back (for the
 * catalogue cache).
 */
async function releaseHeld(
  tx: Tx,
  cancelled: repo.OrderRow[],
  kept: ReadonlySet<number> = new Set(),
): Promise<number[]> {
  const holding = cancelled.filter((o) => o.holdsStock && !kept.has(o.id));
  const lines = [
    ...(
      await repo.itemsOf(
        tx,
        holding.map((o) => o.id),
      )
    ).values(),
  ].flat();
  const couponIds = cancelled.flatMap((o) => (o.couponId === null ? [] : [o.couponId])).sort((a, b) => a - b);
  for (const couponId of couponIds) await repo.releaseCouponUse(tx, couponId);
  for (const { size, quantity } of await sizesOf(tx, lines))
    if (size) await stock.putBackStock(tx, size.id, quantity);
  return productsOf(lines);
}

const productsOf = (lines: repo.OrderItemRow[]) => [
  ...new Set(lines.flatMap((l) => (l.productId === null ? [] : [l.productId]))),
];

/**
 * The one way an order's status changes (the spec's updateOrderStatus, cancelOrder, the shopper's cancel, the
 * expiry job and cancelling as fake), on orders already locked by `tx`. Into `cancelled`: the stock it held goes
 * back and the coupon use is released. Out of `cancelled`: both are taken again, refused with 409 when the stock
 * or the coupon's uses are gone. Out of `pending`, an order taken without its stock (past the bounds on holds)
 * reserves it now, refused with 409 when it is gone. `orders.holds_stock` follows each move, so stock is given
 * back exactly once. Each order gets a history row with who and why. Orders already in `status` are left as
 * they are. Returns the products whose stock moved.
 *
 * When the returns policy restocks refused parcels on receipt, an order cancelled as refused at delivery keeps
 * its stock out until the parcel is received back (a `refusal` request of the returns module); reopened before
 * that, it holds its stock again without taking any, since the pieces never came back.
 */
export async function applyStatusChange(
  tx: Tx,
  locked: repo.OrderRow[],
  status: OrderStatus,
  change: StatusChange,
): Promise<number[]> {
  const moving = locked.filter((o) => o.status !== status);
  if (moving.length === 0) return [];
  let products: number[] = [];
  if (status === 'cancelled') {
    const kept =
      change.reason === 'refused_at_delivery'
        ? await orderReturns().keepRefusedStock(tx, moving, { changedBy: change.changedBy })
        : undefined;
    products = await releaseHeld(tx, moving, kept);
  } else {
    for (const order of moving) {
      if (order.status === 'cancelled') {
        const waiting =
          order.cancelReason === 'refused_at_delivery' && (await orderReturns().reopenRefused(tx, order));
        products.push(...(await retake(tx, order, 'reopen', waiting)));
      } else if (!order.holdsStock && status !== 'pending')
        products.push(...(await reserve(tx, order, 'confirm')));
    }
  }
  const reason = status === 'cancelled' ? (change.reason ?? null) : null;
  for (const order of moving) {
    await repo.setStatus(tx, order.id, status, reason);
    await repo.addHistory(tx, order.id, order.status, status, change.changedBy, change.actor, reason);
  }
  return products;
}

/** Takes an order's stock, or refuses with 409 saying what is missing ("Cannot reopen/confirm this order: …"). */
async function reserve(tx: Tx, order: repo.OrderRow, why: 'reopen' | 'confirm'): Promise<number[]> {
  const lines = (await repo.itemsOf(tx, [order.id])).get(order.id) ?? [];
  for (const { size, quantity, line } of await sizesOf(tx, lines)) {
    const what = `${line.productName} (${line.color}, ${line.size})`;
    if (!size)
      throw new HttpError(
        409,
        msg(why === 'reopen' ? 'admin.reopenGone' : 'admin.confirmGone', { item: what }),
      );
    if (!(await stock.takeStock(tx, size.id, quantity))) {
      throw new HttpError(
        409,
        msg(why === 'reopen' ? 'admin.reopenStock' : 'admin.confirmStock', { left: size.stock, item: what }),
      );
    }
  }
  await repo.setHoldsStock(tx, order.id, true);
  return productsOf(lines);
}

/**
 * Takes a reopened order's stock and coupon use again, or refuses with 409 saying what is missing. `stockKept`:
 * its stock was never given back (a refused parcel not received yet), so it holds it again as it is.
 */
async function retake(tx: Tx, order: repo.OrderRow, why: 'reopen', stockKept = false): Promise<number[]> {
  // The coupon before the stock, as at checkout.
  if (order.couponId !== null && !(await repo.retakeCouponUse(tx, order.couponId))) {
    throw new HttpError(409, msg('admin.reopenCoupon', { code: order.couponCode ?? '' }));
  }
  if (stockKept) {
    await repo.setHoldsStock(tx, order.id, true);
    return [];
  }
  return reserve(tx, order, why);
}

/**
 * Locks one order and changes its status (applyStatusChange). `check` runs on the locked order first and may
 * refuse (409 when it is no longer pending…); `also` runs in the same transaction afterwards (a note).
 */
export async function changeOrderStatus(
  db: Db,
  id: number,
  status: OrderStatus,
  change: StatusChange,
  options: { check?: (order: repo.OrderRow) => void; also?: (tx: Tx) => Promise<unknown> } = {},
): Promise<{ products: number[] }> {
  return withTransaction(db, async (tx) => {
    const order = await repo.lockOrder(tx, id);
    if (!order) throw new HttpError(404, msg('admin.orderNotFound'));
    options.check?.(order);
    const products = await applyStatusChange(tx, [order], status, change);
    await options.also?.(tx);
    return { products };
  });
}

/** The spec's status update (any to any; a plain cancel has no reason), by an admin. */
export async function updateOrderStatus(db: Db, id: number, status: OrderStatus, changedBy: string) {
  await changeOrderStatus(db, id, status, { actor: 'admin', changedBy });
  return getOrder(db, id);
}

/**
 * Sets the status of a selection, all or nothing: one transaction locks the orders in id order (as every
 * batch) and moves each with applyStatusChange, exactly as the single change moves one. Each order moves
 * inside a savepoint, so one that is refused leaves nothing half-taken while the others are still checked;
 * if any is refused the whole transaction is rolled back with 409 naming each refused order and why. Orders
 * already in `status` are left as they are (`unchanged`).
 */
export async function bulkUpdateOrderStatus(
  db: Db,
  request: { ids: number[]; status: OrderStatus; reason?: Exclude<CancelReason, 'not_confirmed'> },
  changedBy: string,
) {
  const wanted = [...new Set(request.ids)].sort((a, b) => a - b);
  const change: StatusChange = {
    actor: 'admin',
    changedBy,
    reason: request.status === 'cancelled' ? (request.reason ?? null) : null,
  };
  return withTransaction(db, async (tx) => {
    const locked = await repo.lockOrders(tx, wanted);
    const found = new Set(locked.map((o) => o.id));
    const unknown = wanted.filter((id) => !found.has(id));
    if (unknown.length) throw new HttpError(404, msg('admin.bulkUnknown', { ids: unknown.join(', ') }));
    const refused: FieldMessage[] = [];
    for (const order of locked) {
      if (order.status === request.status) continue;
      try {
        await tx.transaction((savepoint) => applyStatusChange(savepoint, [order], request.status, change));
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        refused.push({ field: order.orderNumber, message: error.said });
      }
    }
    if (refused.length) {
      throw new HttpError(
        409,
        msg('admin.bulkRefused', { refused: refused.length, total: locked.length }),
        refused,
      );
    }
    const moved = locked.filter((o) => o.status !== request.status);
    return {
      status: request.status,
      changed: moved.map((o) => ({ orderId: o.id, orderNumber: o.orderNumber, fromStatus: o.status })),
      unchanged: locked
        .filter((o) => o.status === request.status)
        .map((o) => ({ orderId: o.id, orderNumber: o.orderNumber })),
    };
  });
}

/** The back office's cancel dialog: a reason, and optional words kept as a note; 409 when already cancelled. */
export async function cancelOrder(
  db: Db,
  id: number,
  request: { reason: CancelReason; note?: string | null },
  changedBy: string,
) {
  const note = request.note?.trim();
  await changeOrderStatus(
    db,
    id,
    'cancelled',
    { actor: 'admin', changedBy, reason: request.reason },
    {
      check: (order) => {
        if (order.status === 'cancelled') throw new HttpError(409, msg('admin.alreadyCancelled'));
      },
      also: async (tx) => (note ? repo.addNote(tx, id, note, changedBy) : undefined),
    },
  );
  return getOrder(db, id);
}

/** The expiry job cancels this many orders per transaction. */
const EXPIRY_BATCH = 100;

/**
 * The expiry job (docs/architecture.md#jobs): pending orders their shopper did not confirm, placed before `before`,
 * are cancelled as `not_confirmed` by the system, stock and coupon use given back once. Safe with any number of
 * runners at once: each batch locks its orders with FOR UPDATE SKIP LOCKED and re-reads them as pending, so an
 * order is cancelled by one runner only. Returns how many it cancelled and the products whose stock went back.
 */
export async function expireUnconfirmedOrders(db: Db, before: Date, batch = EXPIRY_BATCH) {
  let cancelled = 0;
  const products = new Set<number>();
  for (;;) {
    const done = await withTransaction(db, async (tx) => {
      const expired = await repo.lockExpiredOrders(tx, before, batch);
      for (const p of await applyStatusChange(tx, expired, 'cancelled', {
        actor: 'system',
        changedBy: null,
        reason: 'not_confirmed',
      }))
        products.add(p);
      return expired.length;
    });
    cancelled += done;
    if (done < batch) break;
  }
  return { cancelled, products: [...products] };
}

export async function listOrderNotes(db: Db, id: number) {
  const order = await repo.findOrder(db, id);
  if (!order) throw new HttpError(404, msg('admin.orderNotFound'));
  return { notes: (await repo.notesOf(db, id)).map(noteView) };
}

export async function addOrderNote(db: Db, id: number, body: string, author: string) {
  const order = await repo.findOrder(db, id);
  if (!order) throw new HttpError(404, msg('admin.orderNotFound'));
  const text = body.trim();
  if (!text)
    throw new HttpError(400, msg('admin.writeNote'), [{ field: 'body', message: msg('admin.empty') }]);
  return noteView(await repo.addNote(db, id, text, author));
}

function noteView(note: Awaited<ReturnType<typeof repo.addNote>>) {
  return { id: note.id, body: note.body, author: note.author, createdAt: note.createdAt.toISOString() };
}

/** Each size an order's lines took stock from, summed per size and sorted by size id (missing sizes last). */
async function sizesOf(tx: Tx, lines: repo.OrderItemRow[]) {
  const perSize = new Map<
    string,
    { size: { id: number; stock: number } | undefined; quantity: number; line: repo.OrderItemRow }
  >();
  for (const line of lines) {
    const size = await repo.sizeOfLine(tx, line);
    const key = size ? `s${size.id}` : `l${line.id}`;
    const entry = perSize.get(key) ?? { size, quantity: 0, line };
    entry.quantity += line.quantity;
    perSize.set(key, entry);
  }
  return [...perSize.values()].sort((a, b) => (a.size?.id ?? Infinity) - (b.size?.id ?? Infinity));
}

/** The courier sheet's most rows: beyond that, narrow the filters. */
export const COURIER_SHEET_MAX = 5000;

export const COURIER_COLUMNS = [
  'Order number',
  'Name',
  'Mobile',
  'Other mobile',
  'Governorate',
  'Address',
  'Other address',
  'Items',
  'Cash to collect (EGP)',
] as const;

/**
 * The courier's CSV of the filtered list (newest first, at most COURIER_SHEET_MAX): UTF-8 with a byte-order
 * mark so Excel shows Arabic, formula-safe cells, the cash to collect as a plain number.
 */
export async function courierSheet(
  db: Db,
  params: Omit<ListOrdersParams, 'page' | 'limit' | 'sort' | 'order'>,
): Promise<string> {
  const rows = await repo.filteredOrders(db, filterOf(params), COURIER_SHEET_MAX);
  const items = await repo.itemsOf(
    db,
    rows.map((r) => r.id),
  );
  return courierCsv(
    COURIER_COLUMNS,
    rows.map((order) => [
      sheetText(order.orderNumber),
      sheetText(`${order.firstName} ${order.lastName}`.trim()),
      sheetText(order.phone),
      sheetText(order.anotherMobile),
      sheetText(order.city),
      sheetText(order.address),
      sheetText(order.anotherAddress),
      sheetText((items.get(order.id) ?? []).map(sheetPiece).join('; ')),
      toEgp(order.totalPiastres),
    ]),
  );
}

const HOLDS_WINDOW_MINUTES = 60;
const HOLDS_LIST_MAX = 100;

/**
 * The dashboard's alarm: what pending orders placed in the last hour ask for and hold, and those orders (most
 * units first), each with how many of them came from its client address (the address itself is not shown).
 */
export async function unconfirmedHolds(db: Db, threshold: number, now = new Date()) {
  const since = new Date(now.getTime() - HOLDS_WINDOW_MINUTES * 60 * 1000);
  const rows = await repo.pendingSince(db, since);
  const perAddress = new Map<string, number>();
  for (const r of rows)
    if (r.placedFrom) perAddress.set(r.placedFrom, (perAddress.get(r.placedFrom) ?? 0) + 1);
  const units = rows.reduce((sum, r) => sum + r.units, 0);
  return {
    alarm: units >= threshold,
    threshold,
    windowMinutes: HOLDS_WINDOW_MINUTES,
    units,
    heldUnits: rows.reduce((sum, r) => sum + (r.holdsStock ? r.units : 0), 0),
    orderCount: rows.length,
    orders: [...rows]
      .sort((a, b) => b.units - a.units || b.id - a.id)
      .slice(0, HOLDS_LIST_MAX)
      .map((r) => ({
        orderId: r.id,
        orderNumber: r.orderNumber,
        createdAt: r.createdAt.toISOString(),
        customerInfo: { firstName: r.firstName, lastName: r.lastName },
        totalPrice: toEgp(r.totalPiastres),
        units: r.units,
        holdsStock: r.holdsStock,
        holdFlags: r.holdFlags,
        sameAddressOrders: r.placedFrom ? (perAddress.get(r.placedFrom) ?? 0) : 0,
      })),
  };
}

/**
 * Cancels a selection as fake at once, in one transaction: the orders still pending are locked (in id order,
 * as every batch), cancelled with the reason fake_order by `changedBy`, and give back what they held; the rest
 * are skipped.
 */
export async function cancelOrdersAsFake(db: Db, ids: number[], changedBy: string) {
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  return withTransaction(db, async (tx) => {
    const locked = await repo.lockOrders(tx, wanted);
    const pending = locked.filter((o) => o.status === 'pending');
    await applyStatusChange(tx, pending, 'cancelled', { actor: 'admin', changedBy, reason: 'fake_order' });
    const cancelled = new Set(pending.map((o) => o.id));
    return { cancelled: [...cancelled], skipped: wanted.filter((id) => !cancelled.has(id)) };
  });
}
