// The back office's side of returns: a session and a role for every operation, bad input refused with its
// field and nothing written, the queue's views and search, the pickups' courier sheet, the policy, and parcels
// refused at the door under both settings of the policy.
import Papa from 'papaparse';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { activity, orders, returns, settings } from '../../src/server/db/schema';
import { cairoDateOf } from '../../src/shared/cairo-dates';
import { addDays } from '../../src/shared/returns';
import { seedShop, stockOf, type Shop } from './customer-fixtures';
import { useTestApp } from './helpers/app';
import { returnsKit } from './returns-fixtures';

const api = useTestApp({
  config: {
    limits: { ...(await import('../../src/server/config')).loadConfig({}).limits, sizeHoldPercent: 100 },
  },
});
let shop: Shop;
const kit = returnsKit(api, () => shop);

beforeEach(async () => {
  shop = await seedShop(api.db);
});

const today = () => cairoDateOf(new Date());

async function requested(kind: 'return' | 'exchange' = 'return', overrides: Record<string, unknown> = {}) {
  const placed = await kit.deliveredOrder(overrides);
  const id = await kit.staffRequest({
    orderId: placed.orderId,
    kind,
    items: [
      {
        orderItemId: placed.lines[0]!.id,
        quantity: 1,
        reason: 'too_small',
        ...(kind === 'exchange' ? { wantedVariantId: shop.dress.sage.id, wantedSize: 'L' } : {}),
      },
    ],
  });
  return { placed, id };
}

const ADMIN_CALLS: Array<[string, 'GET' | 'POST' | 'PUT', string, Record<string, unknown>?]> = [
  ['listReturns', 'GET', '/api/admin/returns'],
  ['createReturn', 'POST', '/api/admin/returns', { orderId: 1, kind: 'return', items: [] }],
  ['getReturnsCourierSheet', 'GET', '/api/admin/returns/courier-sheet'],
  ['getReturn', 'GET', '/api/admin/returns/1'],
  ['approveReturn', 'POST', '/api/admin/returns/1/approve', {}],
  ['refuseReturn', 'POST', '/api/admin/returns/1/refuse', { reason: 'No' }],
  ['scheduleReturnPickup', 'PUT', '/api/admin/returns/1/pickup', { pickupDate: '2030-01-01' }],
  ['markReturnPickedUp', 'POST', '/api/admin/returns/1/picked-up'],
  ['receiveReturn', 'POST', '/api/admin/returns/1/receive', { items: [{ id: 1, condition: 'restocked' }] }],
  ['refundReturn', 'POST', '/api/admin/returns/1/refund', { method: 'cash', amount: 1 }],
  ['cancelReturn', 'POST', '/api/admin/returns/1/cancel'],
  ['getReturnPolicy', 'GET', '/api/admin/settings/returns'],
  ['updateReturnPolicy', 'PUT', '/api/admin/settings/returns', { windowDays: 14 }],
];

describe('sessions and roles', () => {
  it.each(ADMIN_CALLS)('%s answers 401 without a session', async (_op, method, url, payload) => {
    const res = await api.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(401);
  });

  it('a packer may read, pick up and receive, and nothing else; only the owner sets the policy', async () => {
    const packer = await kit.member('packer');
    const manager = await kit.member('manager');
    const as = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      api.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    for (const [op, method, url, payload] of ADMIN_CALLS) {
      const res = await as(packer, method, url, payload);
      const allowed = [
        'listReturns',
        'getReturnsCourierSheet',
        'getReturn',
        'markReturnPickedUp',
        'receiveReturn',
      ];
      if (allowed.includes(op)) expect(res.statusCode, op).not.toBe(403);
      else expect(res.statusCode, op).toBe(403);
    }
    expect((await as(manager, 'GET', '/api/admin/settings/returns')).statusCode).toBe(200);
    const update = await as(manager, 'PUT', '/api/admin/settings/returns', {
      windowDays: 30,
      refundShipping: false,
      exchangeShippingCharged: false,
      restockRefusedOnReceipt: false,
    });
    expect(update.statusCode).toBe(403);
    expect((await api.asAdmin({ method: 'GET', url: '/api/admin/settings/returns' })).json().windowDays).toBe(
      14,
    );
  });
});

describe('bad input', () => {
  it('is refused with the field at fault, and nothing is written', async () => {
    const { placed, id } = await requested();
    const line = placed.lines[0]!.id;
    const cases: Array<
      [string, 'GET' | 'POST' | 'PUT', string, Record<string, unknown> | undefined, string]
    > = [
      [
        'createReturn',
        'POST',
        '/api/admin/returns',
        {
          orderId: placed.orderId,
          kind: 'refusal',
          items: [{ orderItemId: line, quantity: 1, reason: 'defect' }],
        },
        'kind',
      ],
      [
        'createReturn',
        'POST',
        '/api/admin/returns',
        { orderId: placed.orderId, kind: 'return', items: [] },
        'items',
      ],
      [
        'createReturn',
        'POST',
        '/api/admin/returns',
        {
          orderId: placed.orderId,
          kind: 'return',
          items: [{ orderItemId: line, quantity: 0, reason: 'defect' }],
        },
        'items[0].quantity',
      ],
      [
        'createReturn',
        'POST',
        '/api/admin/returns',
        {
          orderId: placed.orderId,
          kind: 'return',
          items: [{ orderItemId: line, quantity: 1, reason: 'refused_at_delivery' }],
        },
        'items[0].reason',
      ],
      ['approveReturn', 'POST', `/api/admin/returns/${id}/approve`, { pickupDate: 'soon' }, 'pickupDate'],
      [
        'approveReturn',
        'POST',
        `/api/admin/returns/${id}/approve`,
        { pickupDate: addDays(today(), -1) },
        'pickupDate',
      ],
      ['refuseReturn', 'POST', `/api/admin/returns/${id}/refuse`, { reason: '' }, 'reason'],
      ['refuseReturn', 'POST', `/api/admin/returns/${id}/refuse`, { reason: '   ' }, 'reason'],
      ['refuseReturn', 'POST', `/api/admin/returns/${id}/refuse`, { reason: 'x'.repeat(501) }, 'reason'],
      ['scheduleReturnPickup', 'PUT', `/api/admin/returns/${id}/pickup`, {}, 'pickupDate'],
      ['receiveReturn', 'POST', `/api/admin/returns/${id}/receive`, { items: [] }, 'items'],
      [
        'receiveReturn',
        'POST',
        `/api/admin/returns/${id}/receive`,
        { items: [{ id: 1, condition: 'lost' }] },
        'items[0].condition',
      ],
      ['refundReturn', 'POST', `/api/admin/returns/${id}/refund`, { method: 'cheque', amount: 1 }, 'method'],
      ['refundReturn', 'POST', `/api/admin/returns/${id}/refund`, { method: 'cash' }, 'amount'],
      ['getReturn', 'GET', '/api/admin/returns/abc', undefined, 'id'],
      ['cancelReturn', 'POST', '/api/admin/returns/0/cancel', undefined, 'id'],
      ['markReturnPickedUp', 'POST', '/api/admin/returns/abc/picked-up', undefined, 'id'],
      ['listReturns', 'GET', '/api/admin/returns?view=open', undefined, 'view'],
      ['listReturns', 'GET', '/api/admin/returns?kind=gift', undefined, 'kind'],
      [
        'getReturnsCourierSheet',
        'GET',
        '/api/admin/returns/courier-sheet?startDate=tomorrow',
        undefined,
        'startDate',
      ],
      [
        'updateReturnPolicy',
        'PUT',
        '/api/admin/settings/returns',
        {
          windowDays: 0,
          refundShipping: false,
          exchangeShippingCharged: false,
          restockRefusedOnReceipt: false,
        },
        'windowDays',
      ],
      ['updateReturnPolicy', 'PUT', '/api/admin/settings/returns', { windowDays: 14 }, 'refundShipping'],
      [
        'requestReturn',
        'POST',
        '/api/customer/returns',
        {
          orderNumber: placed.orderNumber,
          mobileNumber: placed.mobile,
          kind: 'exchange',
          items: [{ orderItemId: line, quantity: 1, reason: 'too_small', wantedSize: '' }],
        },
        'items[0].wantedSize',
      ],
      [
        'cancelShopperReturn',
        'POST',
        `/api/customer/returns/${id}/cancel`,
        { mobileNumber: placed.mobile },
        'orderNumber',
      ],
    ];
    const before = await api.db.select().from(returns);
    for (const [op, method, url, payload, field] of cases) {
      const res = url.startsWith('/api/customer')
        ? await api.app.inject({ method, url, ...(payload ? { payload } : {}) })
        : await api.asAdmin({ method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${op} ${res.body}`).toBe(400);
      expect(
        (res.json().details as Array<{ field: string }>).map((d) => d.field),
        `${op} ${res.body}`,
      ).toContain(field);
    }
    expect(await api.db.select().from(returns)).toEqual(before);
    expect(await api.db.select().from(settings).where(eq(settings.key, 'returns'))).toEqual([]);
  });

  it('answers 404 for a request or an order that does not exist', async () => {
    expect((await api.asAdmin({ method: 'GET', url: '/api/admin/returns/999999' })).statusCode).toBe(404);
    expect((await kit.step(999999, 'approve', {})).statusCode).toBe(404);
    const res = await api.asAdmin({
      method: 'POST',
      url: '/api/admin/returns',
      payload: {
        orderId: 999999,
        kind: 'return',
        items: [{ orderItemId: 1, quantity: 1, reason: 'defect' }],
      },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('the queue', () => {
  it('lists newest first, by saved view, kind, order and search, with its pages', async () => {
    const a = await requested('return');
    const b = await requested('exchange');
    const c = await requested('return');
    await kit.step(b.id, 'approve', {});
    await kit.step(c.id, 'refuse', { reason: 'Worn' });
    await api.db.update(orders).set({ firstName: 'Yasmin' }).where(eq(orders.id, c.placed.orderId));
    const list = async (query: string) => {
      const res = await api.asAdmin({ method: 'GET', url: `/api/admin/returns${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        returns: Array<{ id: number }>;
        total: number;
        totalPages: number;
        currentPage: number;
      };
    };
    const ids = (page: { returns: Array<{ id: number }> }) => page.returns.map((r) => r.id);
    expect(ids(await list(''))).toEqual([c.id, b.id, a.id]);
    expect(await list('?limit=2&page=2')).toMatchObject({ total: 3, totalPages: 2, currentPage: 2 });
    expect(ids(await list('?limit=2&page=2'))).toEqual([a.id]);
    expect(ids(await list('?view=requested'))).toEqual([a.id]);
    expect(ids(await list('?view=approved'))).toEqual([b.id]);
    expect(ids(await list('?view=refused'))).toEqual([c.id]);
    expect(ids(await list('?view=closed'))).toEqual([]);
    expect(ids(await list('?kind=exchange'))).toEqual([b.id]);
    expect(ids(await list(`?orderId=${a.placed.orderId}`))).toEqual([a.id]);
    expect(ids(await list(`?q=${a.placed.orderNumber.toLowerCase()}`))).toEqual([a.id]);
    expect(ids(await list(`?q=${encodeURIComponent(a.placed.orderNumber.slice(0, 5))}`))).toContain(a.id);
    expect(ids(await list('?q=yasm'))).toEqual([c.id]);
    expect(ids(await list(`?q=${b.placed.mobile.slice(-7)}`))).toEqual([b.id]);
    const one = (await list(`?orderId=${b.placed.orderId}`)).returns[0];
    expect(one).toMatchObject({
      kind: 'exchange',
      status: 'approved',
      requestedBy: 'admin',
      createdBy: 'admin',
      orderNumber: b.placed.orderNumber,
      customer: { name: 'Nour El-Sayed', phone: b.placed.mobile, city: 'Giza' },
    });
  });
});

describe('the courier sheet', () => {
  it('lists approved pickups in the range, earliest first, with what to hand over and the cash to refund', async () => {
    const ret = await requested('return', { couponCode: 'SUMMER10' });
    const exchange = await requested('exchange');
    const unscheduled = await requested('return');
    await api.db
      .update(orders)
      .set({ firstName: '=HYPERLINK("x")' })
      .where(eq(orders.id, exchange.placed.orderId));
    await kit.step(ret.id, 'approve', { pickupDate: addDays(today(), 2) });
    const approved = (await kit.step(exchange.id, 'approve', { pickupDate: addDays(today(), 1) })).json();
    await kit.step(unscheduled.id, 'approve', {});

    const res = await api.asAdmin({ method: 'GET', url: '/api/admin/returns/courier-sheet' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = Papa.parse<string[]>(res.body.slice(1)).data;
    expect(rows[0]).toEqual([
      'Pickup day',
      'Order number',
      'Name',
      'Mobile',
      'Other mobile',
      'Governorate',
      'Address',
      'Pick up',
      'Hand over',
      'Cash to refund (EGP)',
    ]);
    expect(rows.slice(1)).toEqual([
      [
        addDays(today(), 1),
        exchange.placed.orderNumber,
        `'=HYPERLINK("x") El-Sayed`,
        exchange.placed.mobile,
        '',
        'Giza',
        '14 Shehab St, Mohandessin',
        'Linen Wrap Midi Dress (Sage, M) ×1',
        `${approved.replacementOrder.orderNumber}: Linen Wrap Midi Dress (Sage, L) ×1`,
        '0',
      ],
      [
        addDays(today(), 2),
        ret.placed.orderNumber,
        'Nour El-Sayed',
        ret.placed.mobile,
        '',
        'Giza',
        '14 Shehab St, Mohandessin',
        'Linen Wrap Midi Dress (Sage, M) ×1',
        '',
        '1305',
      ],
    ]);
    const ranged = await api.asAdmin({
      method: 'GET',
      url: `/api/admin/returns/courier-sheet?startDate=${addDays(today(), 2)}&endDate=${addDays(today(), 2)}`,
    });
    expect(
      Papa.parse<string[]>(ranged.body.slice(1))
        .data.slice(1)
        .map((r) => r[1]),
    ).toEqual([ret.placed.orderNumber]);
    const entries = await api.db
      .select()
      .from(activity)
      .where(eq(activity.operation, 'getReturnsCourierSheet'));
    expect(entries).toHaveLength(2);

    // Picked up, it leaves the sheet.
    await kit.step(exchange.id, 'picked-up');
    const after = await api.asAdmin({ method: 'GET', url: '/api/admin/returns/courier-sheet' });
    expect(
      Papa.parse<string[]>(after.body.slice(1))
        .data.slice(1)
        .map((r) => r[1]),
    ).toEqual([ret.placed.orderNumber]);
  });

  it('moves a pickup day only while approved, never to the past', async () => {
    const { id } = await requested();
    expect((await kit.step(id, 'pickup', { pickupDate: addDays(today(), 3) }, 'PUT')).statusCode).toBe(409);
    await kit.step(id, 'approve', {});
    const moved = await kit.step(id, 'pickup', { pickupDate: today() }, 'PUT');
    expect(moved.json()).toMatchObject({ pickupDate: today() });
    expect((await kit.step(id, 'pickup', { pickupDate: addDays(today(), -1) }, 'PUT')).statusCode).toBe(400);
    await kit.step(id, 'picked-up');
    expect((await kit.step(id, 'pickup', { pickupDate: addDays(today(), 3) }, 'PUT')).statusCode).toBe(409);
    expect((await kit.step(id, 'cancel')).statusCode).toBe(409);
  });
});

describe('the policy', () => {
  it('reads the default until the owner sets it, and logs what changed', async () => {
    const read = await api.asAdmin({ method: 'GET', url: '/api/admin/settings/returns' });
    expect(read.json()).toEqual({
      windowDays: 14,
      refundShipping: false,
      exchangeShippingCharged: false,
      restockRefusedOnReceipt: false,
    });
    await kit.setPolicy({ windowDays: 30, refundShipping: true });
    const [entry] = await api.db.select().from(activity).where(eq(activity.operation, 'updateReturnPolicy'));
    expect(entry!.changes).toEqual([
      { field: 'windowDays', before: 14, after: 30 },
      { field: 'refundShipping', before: false, after: true },
    ]);
  });

  it("is read by anyone as the shop's texts promise it, the owner's change showing at once", async () => {
    const read = () => api.app.inject({ method: 'GET', url: '/api/settings/returns' });
    const first = await read();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ windowDays: 14, refundShipping: false, exchangeShippingCharged: false });
    // Served from memory like the catalogue: the owner's save clears it before answering.
    expect(api.app.catalogueCache.local.has('getShopReturnPolicy')).toBe(true);
    await kit.setPolicy({ windowDays: 30, exchangeShippingCharged: true, restockRefusedOnReceipt: true });
    // The refused parcels' setting is the back office's business, not a shopper's.
    expect((await read()).json()).toEqual({
      windowDays: 30,
      refundShipping: false,
      exchangeShippingCharged: true,
    });
  });
});

describe('a parcel refused at the door', () => {
  async function shippedOrder() {
    const placed = await kit.placeOrder({
      items: [{ productId: shop.dress.id, variantId: shop.dress.sand.id, size: 'M', quantity: 2 }],
    });
    await kit.setStatus(placed.orderId, 'processing');
    await kit.setStatus(placed.orderId, 'shipped');
    return placed;
  }
  const refuse = (orderId: number) =>
    api.asAdmin({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/cancel`,
      payload: { reason: 'refused_at_delivery' },
    });

  it('with the default policy gives its stock back at the cancel, as before, and makes no request', async () => {
    const placed = await shippedOrder();
    const held = await stockOf(api.db, shop.dress.sand.M);
    expect((await refuse(placed.orderId)).statusCode).toBe(200);
    expect(await stockOf(api.db, shop.dress.sand.M)).toBe(held + 2);
    expect(await kit.returnCount()).toBe(0);
  });

  it('restocked on receipt: kept out at the cancel, back when received, never shown to the shopper', async () => {
    await kit.setPolicy({ restockRefusedOnReceipt: true });
    const placed = await shippedOrder();
    const held = await stockOf(api.db, shop.dress.sand.M);
    const cancelled = await refuse(placed.orderId);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', holdsStock: false });
    expect(await stockOf(api.db, shop.dress.sand.M)).toBe(held);
    const [refusal] = cancelled.json().returns;
    expect(refusal).toMatchObject({ kind: 'refusal', status: 'approved', replacementOrder: null });
    const request = (await api.asAdmin({ method: 'GET', url: `/api/admin/returns/${refusal.id}` })).json();
    expect(request).toMatchObject({
      requestedBy: 'system',
      createdBy: 'admin',
      refundable: 0,
      items: [{ quantity: 2, reason: 'refused_at_delivery', size: 'M', color: 'Sand' }],
    });
    expect((await kit.track(placed.orderNumber, placed.mobile)).json().returns).toEqual([]);
    expect((await kit.step(refusal.id, 'cancel')).statusCode).toBe(409);

    const received = await kit.step(refusal.id, 'receive', {
      items: [{ id: request.items[0].id, condition: 'restocked' }],
    });
    expect(received.json()).toMatchObject({ status: 'received' });
    expect(await stockOf(api.db, shop.dress.sand.M)).toBe(held + 2);
    // Reopened after the receipt, the order takes its stock again like any reopened order.
    await kit.setStatus(placed.orderId, 'processing');
    expect(await stockOf(api.db, shop.dress.sand.M)).toBe(held);
  });

  it('cancelled as refused in a bulk change: kept out the same way, one request per order', async () => {
    await kit.setPolicy({ restockRefusedOnReceipt: true });
    const [a, b] = [await shippedOrder(), await shippedOrder()];
    const held = await stockOf(api.db, shop.dress.sand.M);
    const res = await api.asAdmin({
      method: 'POST',
      url: '/api/admin/orders/bulk-status',
      payload: { ids: [a.orderId, b.orderId], status: 'cancelled', reason: 'refused_at_delivery' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stockOf(api.db, shop.dress.sand.M)).toBe(held);
    const queue = (await api.asAdmin({ method: 'GET', url: '/api/admin/returns?kind=refusal' })).json();
    expect(queue.returns.map((r: { orderId: number }) => r.orderId).sort()).toEqual(
      [a.orderId, b.orderId].sort(),
    );
  });

  it('reopened before the parcel is back: the request is cancelled and the order holds its stock without taking any', async () => {
    await kit.setPolicy({ restockRefusedOnReceipt: true });
    const placed = await shippedOrder();
    const held = await stockOf(api.db, shop.dress.sand.M);
    const refusalId = (await refuse(placed.orderId)).json().returns[0].id as number;
    await kit.setStatus(placed.orderId, 'shipped');
    const order = (await api.asAdmin({ method: 'GET', url: `/api/admin/orders/${placed.orderId}` })).json();
    expect(order).toMatchObject({
      status: 'shipped',
      holdsStock: true,
      returns: [{ id: refusalId, status: 'cancelled' }],
    });
    expect(await stockOf(api.db, shop.dress.sand.M)).toBe(held);
    // Cancelled again (not refused), its stock goes back once.
    await api.asAdmin({
      method: 'POST',
      url: `/api/admin/orders/${placed.orderId}/cancel`,
      payload: { reason: 'other' },
    });
    expect(await stockOf(api.db, shop.dress.sand.M)).toBe(held + 2);
  });
});
