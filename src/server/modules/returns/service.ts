// Returns and exchanges (docs/business-rules.md#returns-and-exchanges): asking (the shopper or staff), the
// shop's answer, the pickup, the receipt (stock back exactly once) and the refund. Every step locks the request
// row first, so two members acting at once are answered one after the other, the second with 409.
import type { Return } from '../../../../generated/models';
import { cairoDateOf } from '../../../shared/cairo-dates';
import { toPiastres } from '../../../shared/money';
import {
  RETURN_VIEWS,
  returnLastDay,
  withinReturnWindow,
  type RefundMethod,
  type ReturnKind,
  type ReturnReason,
  type ReturnView,
} from '../../../shared/returns';
import { normalizeOrderNumber } from '../../../shared/order-number';
import { type Db, type DbOrTx, type Tx, withTransaction } from '../../db/client';
import { msg, word } from '../../i18n';
import { type FieldMessage, fieldError, HttpError } from '../../plugins/errors';
import { stock } from '../catalogue';
import * as orders from '../orders';
import { readReturnPolicy } from '../settings';
import * as repo from './repository';
import { refundableOf, returnView, shopperReturnView } from './views';

export interface ItemInput {
  orderItemId: number;
  quantity: number;
  reason: ReturnReason;
  note?: string;
  wantedVariantId?: number;
  wantedSize?: string;
}

export interface RequestInput {
  kind: Exclude<ReturnKind, 'refusal'>;
  items: ItemInput[];
  note?: string;
}

const notFound = () => new HttpError(404, msg('returns.notFound'));
const trimmedOrNull = (text?: string | null) => text?.trim() || null;

/** The request, loaded as the back office reads it. */
export async function getReturn(db: DbOrTx, id: number): Promise<Return> {
  const [view] = await returnViews(db, [id]);
  if (!view) throw notFound();
  return view;
}

/** Requests by id as the back office reads them, in the order of `ids`: three statements, whatever their number. */
async function returnViews(db: DbOrTx, ids: number[]): Promise<Return[]> {
  // One after the other: `db` may be a transaction, whose one connection runs one statement at a time.
  const rows = await repo.requestsById(db, ids);
  const items = await repo.itemsOf(db, ids);
  const policy = await readReturnPolicy(db);
  const byId = new Map(rows.map((r) => [r.request.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      returnView(
        row,
        items.filter((i) => i.item.returnId === id),
        policy,
      ),
    ];
  });
}

export async function listReturns(
  db: Db,
  query: {
    page?: number;
    limit?: number;
    view?: ReturnView;
    kind?: ReturnKind;
    orderId?: number;
    q?: string;
  },
) {
  const page = query.page ?? 1;
  const limit = query.limit ?? 10;
  const q = query.q?.trim() || undefined;
  const { ids, total } = await repo.listPage(
    db,
    {
      statuses: query.view ? RETURN_VIEWS[query.view] : undefined,
      kind: query.kind,
      orderId: query.orderId,
      q,
      orderNumber: q ? orderNumberStart(q) : null,
    },
    { offset: (page - 1) * limit, limit },
  );
  return {
    returns: await returnViews(db, ids),
    total,
    totalPages: Math.ceil(total / limit),
    currentPage: page,
  };
}

/** What an order number search may be: a whole number, or its start as typed ("mo-7k", "MO7K3"). */
function orderNumberStart(q: string): string | null {
  const whole = normalizeOrderNumber(q);
  if (whole) return whole;
  const compact = q.toUpperCase().replace(/\s+/g, '');
  if (!/^MO-?[0-9A-Z]*$/.test(compact) || compact.length < 3) return null;
  return compact.startsWith('MO-') ? compact : `MO-${compact.slice(2)}`;
}

/**
 * Checks a request against its order, locked by the caller: delivered, inside the window, each item a line of
 * the order named once, never more than delivered less what other requests still ask, and for an exchange the
 * wanted colour (same product, on sale) and size in stock now. 400 for what the input says wrong, 409 for what
 * the order or the stock refuse.
 */
async function checkRequest(tx: Tx, order: orders.OrderRow, input: RequestInput, now: Date) {
  if (order.status !== 'delivered') throw new HttpError(409, msg('returns.notDelivered'));
  const deliveredAt = await orders.deliveredAt(tx, order.id);
  const policy = await readReturnPolicy(tx);
  const lines = (await orders.itemsOf(tx, [order.id])).get(order.id) ?? [];
  const asked = await repo.askedOf(tx, order.id);
  if (!deliveredAt || !withinReturnWindow(deliveredAt, policy.windowDays, now)) {
    const lastDay = deliveredAt ? returnLastDay(deliveredAt, policy.windowDays) : cairoDateOf(now);
    throw new HttpError(409, msg('returns.windowClosed', { lastDay }));
  }
  const byId = new Map(lines.map((l) => [l.id, l]));
  const bad: FieldMessage[] = [];
  const seen = new Set<number>();
  input.items.forEach((item, i) => {
    const at = `items[${i}]`;
    if (!byId.has(item.orderItemId))
      bad.push({ field: `${at}.orderItemId`, message: msg('returns.notOfOrder') });
    else if (seen.has(item.orderItemId))
      bad.push({ field: `${at}.orderItemId`, message: msg('returns.itemTwice') });
    seen.add(item.orderItemId);
    const wants = item.wantedVariantId !== undefined || item.wantedSize !== undefined;
    if (input.kind === 'return' && wants)
      bad.push({
        field: `${at}.${item.wantedVariantId !== undefined ? 'wantedVariantId' : 'wantedSize'}`,
        message: msg('returns.noWanted'),
      });
    if (input.kind === 'exchange') {
      if (item.wantedVariantId === undefined)
        bad.push({ field: `${at}.wantedVariantId`, message: msg('returns.wantedRequired') });
      if (!item.wantedSize?.trim())
        bad.push({ field: `${at}.wantedSize`, message: msg('returns.wantedRequired') });
    }
  });
  if (bad.length) throw new HttpError(400, msg('returns.checkItems'), bad);

  const tooMany = input.items.flatMap((item, i) => {
    const left = Math.max(0, byId.get(item.orderItemId)!.quantity - (asked.get(item.orderItemId) ?? 0));
    return item.quantity > left ? [{ i, left }] : [];
  });
  if (tooMany.length)
    throw new HttpError(
      409,
      msg('returns.tooMany', { left: tooMany[0]!.left }),
      tooMany.map(({ i, left }) => ({
        field: `items[${i}].quantity`,
        message: msg('returns.tooManyDetail', { left }),
      })),
    );

  const wanted =
    input.kind === 'exchange'
      ? await repo.wantedVariants(tx, [...new Set(input.items.map((i) => i.wantedVariantId!))])
      : new Map<number, repo.WantedVariant>();
  const items = input.items.map((item, i) => {
    const line = byId.get(item.orderItemId)!;
    if (input.kind !== 'exchange') return { item, line, wanted: undefined };
    const at = `items[${i}]`;
    const product = word(line.productName, line.productNameAr);
    if (line.productId === null)
      throw fieldError(`${at}.wantedVariantId`, msg('returns.productGone', { product }), 409);
    const variant = wanted.get(item.wantedVariantId!);
    if (!variant || variant.productId !== line.productId)
      throw fieldError(`${at}.wantedVariantId`, msg('returns.wantedOtherProduct'));
    if (!variant.product.isActive)
      throw fieldError(`${at}.wantedVariantId`, msg('returns.productGone', { product }), 409);
    const sizeName = item.wantedSize!.trim();
    const size = variant.sizes.find((s) => s.size === sizeName);
    if (!size) throw fieldError(`${at}.wantedSize`, msg('returns.wantedNoSize', { size: sizeName }));
    // The same colour and size is allowed: a defective piece swapped for a new one.
    if (size.stock < item.quantity)
      throw fieldError(
        `${at}.wantedSize`,
        msg('returns.wantedOut', {
          product: word(variant.product.name, variant.product.nameAr),
          colour: word(variant.color, variant.colorAr),
          size: size.size,
          left: size.stock,
        }),
        409,
      );
    return { item, line, wanted: { variant, size } };
  });
  return items;
}

/**
 * Records a request on an order: the order row is locked for the transaction, so two requests at once cannot
 * together ask back more than was delivered. Returns the new request's id.
 */
export async function createRequest(
  db: Db,
  orderId: number,
  input: RequestInput,
  by: { requestedBy: 'customer' | 'admin'; createdBy: string | null },
  now = new Date(),
): Promise<number> {
  return withTransaction(db, async (tx) => {
    const order = await orders.lockOrder(tx, orderId);
    if (!order) throw new HttpError(404, msg('admin.orderNotFound'));
    const items = await checkRequest(tx, order, input, now);
    const made = await repo.insertReturn(
      tx,
      {
        orderId: order.id,
        kind: input.kind,
        status: 'requested',
        requestedBy: by.requestedBy,
        createdBy: by.createdBy,
        note: trimmedOrNull(input.note),
        createdAt: now,
      },
      items.map(({ item, wanted }) => ({
        orderItemId: item.orderItemId,
        quantity: item.quantity,
        reason: item.reason,
        note: trimmedOrNull(item.note),
        wantedVariantId: wanted?.variant.id ?? null,
        wantedColor: wanted?.variant.color ?? null,
        wantedColorAr: wanted?.variant.colorAr?.trim() || null,
        wantedSize: wanted?.size.size ?? null,
      })),
    );
    return made.id;
  });
}

/** A Cairo day for a pickup: today or later (400 naming the field otherwise). */
function checkPickupDay(day: string | undefined, now: Date): string | null {
  if (day === undefined) return null;
  if (day < cairoDateOf(now))
    throw new HttpError(400, msg('returns.pickupPast'), [
      { field: 'pickupDate', message: msg('returns.pickupPastDetail') },
    ]);
  return day;
}

/** Locks the request, or 404. */
async function locked(tx: Tx, id: number) {
  const row = await repo.lockReturn(tx, id);
  if (!row) throw notFound();
  return row;
}

export interface StepResult {
  view: Return;
  /** The request before the step (for the activity entry). */
  before: repo.ReturnRow;
  /** Products whose stock moved (the catalogue cache). */
  products: number[];
}

async function done(tx: Tx, before: repo.ReturnRow, products: number[] = []): Promise<StepResult> {
  return { view: await getReturn(tx, before.id), before, products };
}

/**
 * Approves a requested return or exchange, with its pickup day if known. An exchange's replacement order is
 * created in the same transaction and holds the wanted pieces (orders/replacement.ts); 409 naming a piece no
 * longer there, with nothing written.
 */
export async function approveReturn(
  tx: Tx,
  id: number,
  body: { pickupDate?: string; note?: string },
  by: string,
  now = new Date(),
): Promise<StepResult> {
  const before = await locked(tx, id);
  if (before.status !== 'requested') throw new HttpError(409, msg('returns.notRequested'));
  const pickupDate = checkPickupDay(body.pickupDate, now);
  let replacementOrderId: number | null = null;
  let products: number[] = [];
  if (before.kind === 'exchange') {
    const original = (await orders.findOrder(tx, before.orderId))!;
    const items = await repo.itemsOf(tx, [id]);
    const policy = await readReturnPolicy(tx);
    const variants = await repo.wantedVariants(tx, [
      ...new Set(items.flatMap(({ item }) => (item.wantedVariantId === null ? [] : [item.wantedVariantId]))),
    ]);
    const lines = items.map(({ item, line }) => {
      const what = `${line.productName} (${item.wantedColor ?? line.color}, ${item.wantedSize ?? line.size})`;
      const variant = item.wantedVariantId === null ? undefined : variants.get(item.wantedVariantId);
      const size = variant?.sizes.find((s) => s.size === item.wantedSize);
      if (!variant || !size || !variant.product.isActive)
        throw new HttpError(409, msg('returns.wantedRemoved', { item: what }));
      return {
        productId: variant.productId,
        variantId: variant.id,
        sizeId: size.id,
        productName: variant.product.name,
        productNameAr: variant.product.nameAr?.trim() || null,
        imageUrl: variant.imageUrl ?? variant.product.imageUrl,
        color: variant.color,
        colorAr: variant.colorAr?.trim() || null,
        size: size.size,
        sku: size.sku || variant.sku || null,
        quantity: item.quantity,
        unitPricePiastres: line.unitPricePiastres,
        discountPercentage: line.discountPercentage,
      };
    });
    const shippingPiastres = policy.exchangeShippingCharged ? await repo.cityFee(tx, original.city) : 0;
    const made = await orders.createReplacementOrder(tx, original, lines, {
      shippingPiastres,
      changedBy: by,
    });
    replacementOrderId = made.order.id;
    products = made.products;
  }
  const note = trimmedOrNull(body.note);
  await repo.updateReturn(tx, id, {
    status: 'approved',
    approvedAt: now,
    pickupDate,
    replacementOrderId,
    ...(note ? { note: before.note ? `${before.note}\n${note}` : note } : {}),
  });
  return done(tx, before, products);
}

export async function refuseReturn(
  tx: Tx,
  id: number,
  reason: string,
  now = new Date(),
): Promise<StepResult> {
  const before = await locked(tx, id);
  if (before.status !== 'requested') throw new HttpError(409, msg('returns.notRequested'));
  const words = reason.trim();
  if (!words) throw fieldError('reason', msg('returns.refuseReason'));
  await repo.updateReturn(tx, id, { status: 'refused', refusedAt: now, refuseReason: words });
  return done(tx, before);
}

export async function scheduleReturnPickup(tx: Tx, id: number, day: string, now = new Date()) {
  const before = await locked(tx, id);
  if (before.status !== 'approved') throw new HttpError(409, msg('returns.notApproved'));
  await repo.updateReturn(tx, id, { pickupDate: checkPickupDay(day, now) });
  return done(tx, before);
}

export async function markReturnPickedUp(tx: Tx, id: number, now = new Date()) {
  const before = await locked(tx, id);
  if (before.status !== 'approved') throw new HttpError(409, msg('returns.notApproved'));
  await repo.updateReturn(tx, id, { status: 'picked_up', pickedUpAt: now });
  return done(tx, before);
}

/**
 * Cancels a request before its items are picked up. An approved exchange's replacement order is cancelled with
 * it through the orders' one status change (its stock back once); 409 when it has already left the shop.
 */
async function cancelLocked(
  tx: Tx,
  before: repo.ReturnRow,
  by: { actor: 'admin' | 'customer'; changedBy: string | null },
  now: Date,
): Promise<number[]> {
  let products: number[] = [];
  if (before.replacementOrderId !== null) {
    const replacement = await orders.lockOrder(tx, before.replacementOrderId);
    if (replacement && (replacement.status === 'shipped' || replacement.status === 'delivered'))
      throw new HttpError(409, msg('returns.replacementLeft', { orderNumber: replacement.orderNumber }));
    if (replacement)
      products = await orders.applyStatusChange(tx, [replacement], 'cancelled', {
        actor: by.actor,
        changedBy: by.changedBy,
        reason: 'customer_cancelled',
      });
  }
  await repo.updateReturn(tx, before.id, { status: 'cancelled', cancelledAt: now });
  return products;
}

export async function cancelReturn(tx: Tx, id: number, by: string, now = new Date()): Promise<StepResult> {
  const before = await locked(tx, id);
  if (before.kind === 'refusal') throw new HttpError(409, msg('returns.refusalNoCancel'));
  if (before.status !== 'requested' && before.status !== 'approved')
    throw new HttpError(409, msg('returns.cannotCancel'));
  const products = await cancelLocked(tx, before, { actor: 'admin', changedBy: by }, now);
  return done(tx, before, products);
}

/**
 * Receives the items: each named once, restocked (its quantity back on the size of the line it was sold from,
 * in size-id order) or damaged. Locked first, so a second receipt at the same moment waits and then finds it
 * received (409): stock moves once. An exchange closes (`exchanged`), a refused parcel stops at `received`, a
 * return closes when its refund is already recorded (`refunded`) and waits for it otherwise.
 */
export async function receiveReturn(
  tx: Tx,
  id: number,
  body: { items: Array<{ id: number; condition: 'restocked' | 'damaged' }> },
  now = new Date(),
): Promise<StepResult> {
  const before = await locked(tx, id);
  if (['received', 'refunded', 'exchanged'].includes(before.status))
    throw new HttpError(409, msg('returns.alreadyReceived'));
  if (before.status !== 'approved' && before.status !== 'picked_up')
    throw new HttpError(409, msg('returns.cannotReceive'));
  const items = await repo.itemsOf(tx, [id]);
  const ours = new Map(items.map((i) => [i.item.id, i]));
  const bad: FieldMessage[] = [];
  const named = new Map<number, 'restocked' | 'damaged'>();
  body.items.forEach((given, i) => {
    if (!ours.has(given.id)) bad.push({ field: `items[${i}].id`, message: msg('returns.notOfRequest') });
    else if (named.has(given.id)) bad.push({ field: `items[${i}].id`, message: msg('returns.itemTwice') });
    named.set(given.id, given.condition);
  });
  for (const { item } of items)
    if (!named.has(item.id)) bad.push({ field: 'items', message: msg('returns.itemMissing') });
  if (bad.length) throw new HttpError(400, msg('returns.receiveEvery'), bad);

  const perSize = new Map<number, number>();
  const products = new Set<number>();
  for (const { item, line } of items) {
    const condition = named.get(item.id)!;
    await repo.setCondition(tx, item.id, condition);
    if (condition !== 'restocked') continue;
    const size = await orders.sizeOfLine(tx, line);
    if (!size)
      throw new HttpError(
        409,
        msg('returns.sizeGone', { item: `${line.productName} (${line.color}, ${line.size})` }),
      );
    perSize.set(size.id, (perSize.get(size.id) ?? 0) + item.quantity);
    if (line.productId !== null) products.add(line.productId);
  }
  for (const [sizeId, quantity] of [...perSize].sort(([a], [b]) => a - b))
    await stock.putBackStock(tx, sizeId, quantity);

  const closes = before.kind === 'exchange' || (before.kind === 'return' && before.refundedAt !== null);
  await repo.updateReturn(tx, id, {
    status: before.kind === 'exchange' ? 'exchanged' : closes ? 'refunded' : 'received',
    receivedAt: now,
    ...(closes ? { closedAt: now } : {}),
  });
  return done(tx, before, [...products]);
}

/**
 * Records a return's refund, once: at most its `refundable`, and the order's refunds never above its total (the
 * order row is locked, so two refunds of one order at once are checked one after the other). Closes the request
 * when its items are already received.
 */
export async function refundReturn(
  tx: Tx,
  id: number,
  body: { method: RefundMethod; reference?: string; amount: number },
  by: string,
  now = new Date(),
): Promise<StepResult> {
  const before = await locked(tx, id);
  if (before.kind !== 'return') throw new HttpError(409, msg('returns.refundKind'));
  if (before.refundedAt !== null || before.status === 'refunded')
    throw new HttpError(409, msg('returns.alreadyRefunded'));
  if (!['approved', 'picked_up', 'received'].includes(before.status))
    throw new HttpError(409, msg('returns.cannotRefund'));
  const amount = toPiastres(body.amount);
  if (amount <= 0) throw fieldError('amount', msg('returns.refundPositive'));
  const reference = trimmedOrNull(body.reference);
  if (body.method !== 'cash' && !reference) throw fieldError('reference', msg('returns.referenceRequired'));

  await orders.lockOrder(tx, before.orderId);
  const [row] = await repo.requestsById(tx, [id]);
  const items = await repo.itemsOf(tx, [id]);
  const policy = await readReturnPolicy(tx);
  const refundable = refundableOf(row!, items, policy);
  const refunded = Number(row!.otherRefundPiastres);
  if (refunded + amount > row!.order.totalPiastres)
    throw new HttpError(409, msg('returns.refundOrderTotal', { total: row!.order.totalPiastres, refunded }), [
      { field: 'amount', message: msg('returns.refundAbove', { max: refundable }) },
    ]);
  if (amount > refundable) throw fieldError('amount', msg('returns.refundAbove', { max: refundable }), 409);

  const closes = before.status === 'received';
  await repo.updateReturn(tx, id, {
    refundMethod: body.method,
    refundReference: reference,
    refundPiastres: amount,
    refundedAt: now,
    refundedBy: by,
    ...(closes ? { status: 'refunded', closedAt: now } : {}),
  });
  return done(tx, before);
}

// ------------------------------------------------------------------ the shopper's side

/** The shopper's request on her order (already opened with its key or mobile): 201 with it as she reads it. */
export async function requestShopperReturn(db: Db, order: orders.OrderRow, input: RequestInput) {
  const id = await createRequest(db, order.id, input, { requestedBy: 'customer', createdBy: null });
  return shopperReturnOf(db, order.id, id);
}

/** The shopper withdraws a request the shop has not answered; 409 once it has. */
export async function cancelShopperReturn(db: Db, order: orders.OrderRow, id: number, now = new Date()) {
  await withTransaction(db, async (tx) => {
    const before = await repo.lockReturn(tx, id);
    if (!before || before.orderId !== order.id || before.kind === 'refusal') throw notFound();
    if (before.status !== 'requested') throw new HttpError(409, msg('returns.shopperCannotCancel'));
    await cancelLocked(tx, before, { actor: 'customer', changedBy: null }, now);
  });
  return shopperReturnOf(db, order.id, id);
}

async function shopperReturnOf(db: DbOrTx, orderId: number, id: number) {
  const [rows, lines] = await Promise.all([
    repo.requestsOfOrder(db, orderId),
    orders.itemsOf(db, [orderId]).then((m) => m.get(orderId) ?? []),
  ]);
  const mine = rows.filter((r) => r.request.id === id);
  return shopperReturnView(
    mine[0]!.request,
    mine.map((r) => r.item),
    new Map(lines.map((l) => [l.id, l])),
    mine[0]!.replacementNumber,
  );
}
