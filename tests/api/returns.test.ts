// Returns and exchanges, as the shopper and the back office see them: only a delivered order, inside the window
// (day 14 yes, day 15 no), never more of a line than delivered less what other requests ask; an exchange's
// replacement order holding its stock; a receipt restocking exactly once, even when two members receive at the
// same moment; refunds within what was paid; the shopper's one 404.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { orders, returns } from '../../src/server/db/schema';
import { cairoDateOf } from '../../src/shared/cairo-dates';
import { addDays } from '../../src/shared/returns';
import { seedShop, stockOf, type Shop } from './customer-fixtures';
import { useTestApp } from './helpers/app';
import { deliveredDaysAgo, returnsKit, SHOPPER_ADDRESS } from './returns-fixtures';

const api = useTestApp({
  config: {
    limits: {
      ...(await import('../../src/server/config')).loadConfig({}).limits,
      sizeHoldPercent: 100,
      orderLookupFailuresPerAddress: 8,
    },
  },
});
let shop: Shop;
const kit = returnsKit(api, () => shop);

beforeEach(async () => {
  shop = await seedShop(api.db);
});

const today = () => cairoDateOf(new Date());
const sageL = (quantity = 2) => ({
  items: [{ productId: shop.dress.id, variantId: shop.dress.sage.id, size: 'L', quantity }],
});

describe('the return window', () => {
  it('takes a request on day 14 after delivery and refuses it on day 15 (Cairo days)', async () => {
    const onDay14 = await kit.deliveredOrder({}, deliveredDaysAgo(14));
    const onDay15 = await kit.deliveredOrder({}, deliveredDaysAgo(15));

    const open = (await kit.track(onDay14.orderNumber, onDay14.mobile)).json();
    expect(open.returnWindow).toEqual({ open: true, lastDay: today() });
    expect(open.items[0]).toMatchObject({
      id: onDay14.lines[0]!.id,
      productId: shop.dress.id,
      returnable: 1,
    });
    const closed = (await kit.track(onDay15.orderNumber, onDay15.mobile)).json();
    expect(closed.returnWindow).toEqual({ open: false, lastDay: addDays(today(), -1) });
    expect(closed.items[0].returnable).toBe(0);

    const item = (placed: typeof onDay14) => ({
      orderNumber: placed.orderNumber,
      mobileNumber: placed.mobile,
      kind: 'return',
      items: [{ orderItemId: placed.lines[0]!.id, quantity: 1, reason: 'changed_mind' }],
    });
    expect((await kit.ask(item(onDay14))).statusCode).toBe(201);
    const late = await kit.ask(item(onDay15));
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toContain(addDays(today(), -1));
  });

  it('follows the window the owner sets', async () => {
    const placed = await kit.deliveredOrder({}, deliveredDaysAgo(20));
    await kit.setPolicy({ windowDays: 30 });
    const body = (await kit.track(placed.orderNumber, placed.mobile)).json();
    expect(body.returnWindow).toEqual({ open: true, lastDay: addDays(today(), 10) });
  });

  it('refuses an order that is pending, shipped or cancelled (409), and shows no window before delivery', async () => {
    const pending = await kit.placeOrder();
    const shipped = await kit.placeOrder();
    await kit.setStatus(shipped.orderId, 'processing');
    await kit.setStatus(shipped.orderId, 'shipped');
    const cancelled = await kit.placeOrder();
    await kit.setStatus(cancelled.orderId, 'cancelled');
    for (const placed of [pending, shipped, cancelled]) {
      const res = await api.asAdmin({
        method: 'POST',
        url: '/api/admin/returns',
        payload: {
          orderId: placed.orderId,
          kind: 'return',
          items: [{ orderItemId: placed.lines[0]!.id, quantity: 1, reason: 'defect' }],
        },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('Only a delivered order can be returned or exchanged');
    }
    const view = (await kit.track(pending.orderNumber, pending.mobile)).json();
    expect(view.returnWindow).toEqual({ open: false, lastDay: null });
    expect(view.returns).toEqual([]);
    expect(view.items[0].returnable).toBe(0);
    expect(await kit.returnCount()).toBe(0);
  });
});

describe('quantities', () => {
  it('never asks back more than delivered less what open requests ask; a refused or cancelled one frees its units', async () => {
    const placed = await kit.deliveredOrder(sageL(2));
    const line = placed.lines[0]!.id;
    const ask = (quantity: number) =>
      kit.staffRequest({
        orderId: placed.orderId,
        kind: 'return',
        items: [{ orderItemId: line, quantity, reason: 'too_small' }],
      });
    const first = await ask(1);
    const tooMany = await api.asAdmin({
      method: 'POST',
      url: '/api/admin/returns',
      payload: {
        orderId: placed.orderId,
        kind: 'return',
        items: [{ orderItemId: line, quantity: 2, reason: 'defect' }],
      },
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({
      error: 'Only 1 of this item can still be asked back',
      details: [{ field: 'items[0].quantity', message: 'At most 1' }],
    });
    const second = await ask(1);
    expect((await kit.track(placed.orderNumber, placed.mobile)).json().items[0].returnable).toBe(0);

    expect((await kit.step(first, 'refuse', { reason: 'Worn' })).statusCode).toBe(200);
    expect((await kit.step(second, 'cancel')).statusCode).toBe(200);
    expect((await kit.track(placed.orderNumber, placed.mobile)).json().items[0].returnable).toBe(2);
    await ask(2);
  });

  it('refuses an item named twice or an item of another order (400 naming the field), writing nothing', async () => {
    const placed = await kit.deliveredOrder(sageL(2));
    const other = await kit.deliveredOrder();
    const line = placed.lines[0]!.id;
    const twice = await kit.ask({
      orderNumber: placed.orderNumber,
      mobileNumber: placed.mobile,
      kind: 'return',
      items: [
        { orderItemId: line, quantity: 1, reason: 'defect' },
        { orderItemId: line, quantity: 1, reason: 'defect' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().details).toEqual([
      { field: 'items[1].orderItemId', message: 'This item is listed twice' },
    ]);
    const foreign = await kit.ask({
      orderNumber: placed.orderNumber,
      mobileNumber: placed.mobile,
      kind: 'return',
      items: [{ orderItemId: other.lines[0]!.id, quantity: 1, reason: 'defect' }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details).toEqual([
      { field: 'items[0].orderItemId', message: 'Not an item of this order' },
    ]);
    expect(await kit.returnCount()).toBe(0);
  });

  it('two requests at once for every unit: one is taken, the other refused', async () => {
    const placed = await kit.deliveredOrder(sageL(2));
    const body = {
      orderId: placed.orderId,
      kind: 'return',
      items: [{ orderItemId: placed.lines[0]!.id, quantity: 2, reason: 'changed_mind' }],
    };
    const answers = await Promise.all([
      api.asAdmin({ method: 'POST', url: '/api/admin/returns', payload: body }),
      api.asAdmin({ method: 'POST', url: '/api/admin/returns', payload: body }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await kit.returnCount()).toBe(1);
  });
});

describe('the shopper', () => {
  it('asks with her order key or her mobile in any written form, and reads her request on her order', async () => {
    const placed = await kit.deliveredOrder(sageL(2));
    const item = { orderItemId: placed.lines[0]!.id, quantity: 1, reason: 'too_large' };
    const byKey = await kit.ask(
      { orderNumber: placed.orderNumber, kind: 'return', items: [item] },
      { 'x-order-key': placed.orderKey },
    );
    expect(byKey.statusCode).toBe(201);
    expect(byKey.headers['cache-control']).toBe('no-store');
    expect(byKey.json()).toMatchObject({
      kind: 'return',
      status: 'requested',
      canCancel: true,
      refund: null,
      replacementOrderNumber: null,
      items: [
        {
          orderItemId: item.orderItemId,
          name: 'Linen Wrap Midi Dress',
          color: 'Sage',
          size: 'L',
          quantity: 1,
          reason: 'too_large',
          wanted: null,
        },
      ],
      timeline: [{ status: 'requested' }],
    });
    const arabicDigits = placed.mobile.replace(/[0-9]/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
    const byMobile = await kit.ask({
      orderNumber: placed.orderNumber.toLowerCase(),
      mobileNumber: `+20${placed.mobile.slice(1)}`,
      kind: 'return',
      items: [item],
    });
    expect(byMobile.statusCode).toBe(201);
    const tracked = (await kit.track(placed.orderNumber, arabicDigits)).json();
    expect(tracked.returns.map((r: { id: number }) => r.id)).toEqual([byKey.json().id, byMobile.json().id]);
    expect(tracked.items[0].returnable).toBe(0);
    const own = await api.app.inject({
      method: 'GET',
      url: `/api/customer/orders/${placed.orderNumber}`,
      headers: { 'x-order-key': placed.orderKey },
    });
    expect(own.json().returns).toHaveLength(2);
    const requestedBy = await api.db
      .select({ by: returns.requestedBy, createdBy: returns.createdBy })
      .from(returns);
    expect(requestedBy).toEqual([
      { by: 'customer', createdBy: null },
      { by: 'customer', createdBy: null },
    ]);
  });

  it('answers a wrong key, number or mobile with the tracking page’s 404, word for word', async () => {
    const placed = await kit.deliveredOrder();
    const other = await kit.deliveredOrder();
    const items = [{ orderItemId: placed.lines[0]!.id, quantity: 1, reason: 'defect' }];
    const tracking404 = await kit.track(placed.orderNumber, other.mobile);
    expect(tracking404.statusCode).toBe(404);
    const misses = [
      await kit.ask(
        { orderNumber: placed.orderNumber, kind: 'return', items },
        { 'x-order-key': other.orderKey },
      ),
      await kit.ask({ orderNumber: 'MO-ZZZZZZ', mobileNumber: placed.mobile, kind: 'return', items }),
      await kit.ask({ orderNumber: placed.orderNumber, mobileNumber: other.mobile, kind: 'return', items }),
      await kit.withdraw(1, { orderNumber: placed.orderNumber, mobileNumber: other.mobile }),
    ];
    for (const miss of misses) {
      expect(miss.statusCode).toBe(404);
      expect(miss.body).toBe(tracking404.body);
    }
    const arabic = await api.app.inject({
      method: 'POST',
      url: '/api/customer/returns',
      payload: { orderNumber: placed.orderNumber, mobileNumber: other.mobile, kind: 'return', items },
      headers: { 'accept-language': 'ar' },
      remoteAddress: SHOPPER_ADDRESS,
    });
    expect(arabic.json().error).toBe('لم نجد هذا الطلب. راجعي رقم الطلب وحاولي مرة أخرى.');
    expect(await kit.returnCount()).toBe(0);
  });

  it('is throttled per address like the tracking page (429 with Retry-After)', async () => {
    const placed = await kit.deliveredOrder();
    const items = [{ orderItemId: placed.lines[0]!.id, quantity: 1, reason: 'defect' }];
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await kit.ask(
        { orderNumber: placed.orderNumber, kind: 'return', items },
        { 'x-order-key': 'x'.repeat(43) },
        '198.51.100.77',
      );
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 404).length).toBeLessThanOrEqual(8);
  });

  it('asks for the mobile number without the order key (400)', async () => {
    const placed = await kit.deliveredOrder();
    const res = await kit.ask({
      orderNumber: placed.orderNumber,
      kind: 'return',
      items: [{ orderItemId: placed.lines[0]!.id, quantity: 1, reason: 'defect' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { field: 'mobileNumber', message: 'Required without the order key' },
    ]);
  });

  it('withdraws a request while the shop has not answered it, and not after', async () => {
    const placed = await kit.deliveredOrder(sageL(2));
    const who = { orderNumber: placed.orderNumber, mobileNumber: placed.mobile };
    const item = { orderItemId: placed.lines[0]!.id, quantity: 1, reason: 'defect' };
    const first = (await kit.ask({ ...who, kind: 'return', items: [item] })).json().id as number;
    const second = (await kit.ask({ ...who, kind: 'return', items: [item] })).json().id as number;
    const withdrawn = await kit.withdraw(first, who);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ status: 'cancelled', canCancel: false });
    expect(withdrawn.json().timeline.map((s: { status: string }) => s.status)).toEqual([
      'requested',
      'cancelled',
    ]);
    expect((await kit.withdraw(first, who)).statusCode).toBe(409);
    expect((await kit.step(second, 'approve', {})).statusCode).toBe(200);
    const late = await kit.withdraw(second, who);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(
      'The shop has already answered this request: it can no longer be withdrawn',
    );
  });
});

describe('an exchange', () => {
  const exchangeOf = (
    placed: { orderId: number; lines: Array<{ id: number }> },
    wantedSize = 'L',
    wantedVariantId?: number,
  ) => ({
    orderId: placed.orderId,
    kind: 'exchange',
    items: [
      {
        orderItemId: placed.lines[0]!.id,
        quantity: 1,
        reason: 'too_small',
        wantedVariantId: wantedVariantId ?? shop.dress.sage.id,
        wantedSize,
      },
    ],
  });

  it('on approval creates the replacement order holding its stock, free with the default policy, linked both ways', async () => {
    const placed = await kit.deliveredOrder({ couponCode: 'SUMMER10' });
    const id = await kit.staffRequest(exchangeOf(placed));
    const lBefore = await stockOf(api.db, shop.dress.sage.L);
    const mBefore = await stockOf(api.db, shop.dress.sage.M);

    const approved = await kit.step(id, 'approve', { pickupDate: addDays(today(), 1) });
    expect(approved.statusCode, approved.body).toBe(200);
    const request = approved.json();
    expect(request).toMatchObject({
      status: 'approved',
      pickupDate: addDays(today(), 1),
      refundable: 0,
      items: [{ wanted: { variantId: shop.dress.sage.id, color: 'Sage', size: 'L' }, condition: null }],
      replacementOrder: { status: 'processing' },
    });
    expect(await stockOf(api.db, shop.dress.sage.L)).toBe(lBefore - 1);

    const replacement = (
      await api.asAdmin({ method: 'GET', url: `/api/admin/orders/${request.replacementOrder.id}` })
    ).json();
    expect(replacement).toMatchObject({
      status: 'processing',
      holdsStock: true,
      totalPrice: 0,
      shippingPrice: 0,
      couponDiscount: 0,
      coupon: null,
      phone: placed.mobile,
      address: '14 Shehab St, Mohandessin',
      city: 'Giza',
      replacesOrder: { id: placed.orderId, orderNumber: placed.orderNumber, status: 'delivered' },
      items: [{ variant: { color: 'Sage', size: 'L' }, quantity: 1, priceAtPurchase: 1450, lineTotal: 1450 }],
    });
    const history = (
      await api.asAdmin({ method: 'GET', url: `/api/admin/orders/${request.replacementOrder.id}/history` })
    ).json();
    expect(history.history).toEqual([
      expect.objectContaining({
        fromStatus: null,
        toStatus: 'processing',
        actor: 'admin',
        changedBy: 'admin',
      }),
    ]);
    const original = (
      await api.asAdmin({ method: 'GET', url: `/api/admin/orders/${placed.orderId}` })
    ).json();
    expect(original.replacesOrder).toBeNull();
    expect(original.returns).toEqual([
      {
        id,
        kind: 'exchange',
        status: 'approved',
        replacementOrder: {
          id: request.replacementOrder.id,
          orderNumber: request.replacementOrder.orderNumber,
          status: 'processing',
        },
      },
    ]);
    const [row] = await api.db.select().from(orders).where(eq(orders.id, request.replacementOrder.id));
    expect(row!.creditPiastres).toBe(145_000);

    // The shopper sees the replacement's number; receiving the items closes the exchange and restocks Sage M.
    const tracked = (await kit.track(placed.orderNumber, placed.mobile)).json();
    expect(tracked.returns[0]).toMatchObject({
      kind: 'exchange',
      status: 'approved',
      replacementOrderNumber: request.replacementOrder.orderNumber,
    });
    const received = await kit.step(id, 'receive', {
      items: [{ id: request.items[0].id, condition: 'restocked' }],
    });
    expect(received.json()).toMatchObject({ status: 'exchanged' });
    expect(received.json().timeline.map((s: { status: string }) => s.status)).toEqual([
      'requested',
      'approved',
      'received',
      'exchanged',
    ]);
    expect(await stockOf(api.db, shop.dress.sage.M)).toBe(mBefore + 1);
  });

  it('charges the governorate’s shipping fee when the policy says so', async () => {
    await kit.setPolicy({ exchangeShippingCharged: true });
    const placed = await kit.deliveredOrder();
    const id = await kit.staffRequest(exchangeOf(placed));
    const request = (await kit.step(id, 'approve', {})).json();
    const replacement = (
      await api.asAdmin({ method: 'GET', url: `/api/admin/orders/${request.replacementOrder.id}` })
    ).json();
    expect(replacement).toMatchObject({ shippingPrice: 60, totalPrice: 60 });
  });

  it('checks the wanted colour and size: another product, no such size (400); sold out (409); the same piece is a swap', async () => {
    const placed = await kit.deliveredOrder();
    const refusals = [
      [
        exchangeOf(placed, 'One Size', shop.bag.ivory.id),
        400,
        'items[0].wantedVariantId',
        'Choose a colour of the same product',
      ],
      [exchangeOf(placed, 'XXL'), 400, 'items[0].wantedSize', 'This colour has no size XXL'],
      [exchangeOf(placed, 'S'), 409, 'items[0].wantedSize', 'Linen Wrap Midi Dress (Sage, S) is sold out'],
    ] as const;
    for (const [body, status, field, message] of refusals) {
      const res = await api.asAdmin({ method: 'POST', url: '/api/admin/returns', payload: body });
      expect(res.statusCode).toBe(status);
      expect(res.json().details).toEqual([{ field, message }]);
    }
    const missing = await api.asAdmin({
      method: 'POST',
      url: '/api/admin/returns',
      payload: {
        ...exchangeOf(placed),
        items: [{ orderItemId: placed.lines[0]!.id, quantity: 1, reason: 'defect' }],
      },
    });
    expect(missing.statusCode).toBe(400);
    const returnWithWanted = await api.asAdmin({
      method: 'POST',
      url: '/api/admin/returns',
      payload: { ...exchangeOf(placed), kind: 'return' },
    });
    expect(returnWithWanted.statusCode).toBe(400);
    expect(returnWithWanted.json().details[0].field).toBe('items[0].wantedVariantId');
    expect(await kit.returnCount()).toBe(0);
    // A defective piece is swapped for a new one of the same colour and size.
    const same = await api.asAdmin({
      method: 'POST',
      url: '/api/admin/returns',
      payload: exchangeOf(placed, 'M'),
    });
    expect(same.statusCode).toBe(201);
    expect(same.json().items[0].wanted).toMatchObject({ size: 'M' });
  });

  it('is refused at approval when the wanted piece sold out meanwhile, writing nothing', async () => {
    const placed = await kit.deliveredOrder();
    const id = await kit.staffRequest(exchangeOf(placed, 'L', shop.dress.sand.id));
    await api.db.execute(`update sizes set stock = 0 where id = ${shop.dress.sand.L}`);
    const before = await api.db.select({ n: orders.id }).from(orders);
    const res = await kit.step(id, 'approve', {});
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(
      'Cannot approve this exchange: only 0 left of Linen Wrap Midi Dress (Sand, L)',
    );
    expect(await api.db.select({ n: orders.id }).from(orders)).toHaveLength(before.length);
    expect((await api.asAdmin({ method: 'GET', url: `/api/admin/returns/${id}` })).json().status).toBe(
      'requested',
    );
  });

  it('cancelled after approval cancels its replacement order, whose stock comes back once', async () => {
    const placed = await kit.deliveredOrder();
    const id = await kit.staffRequest(exchangeOf(placed));
    const before = await stockOf(api.db, shop.dress.sage.L);
    const approved = (await kit.step(id, 'approve', {})).json();
    expect(await stockOf(api.db, shop.dress.sage.L)).toBe(before - 1);
    const cancelled = await kit.step(id, 'cancel');
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      replacementOrder: { status: 'cancelled' },
    });
    expect(await stockOf(api.db, shop.dress.sage.L)).toBe(before);
    expect((await kit.step(id, 'cancel')).statusCode).toBe(409);
    const again = await api.asAdmin({
      method: 'POST',
      url: `/api/admin/orders/${approved.replacementOrder.id}/cancel`,
      payload: { reason: 'other' },
    });
    expect(again.statusCode).toBe(409);
    expect(await stockOf(api.db, shop.dress.sage.L)).toBe(before);
  });
});

describe('receiving', () => {
  async function approvedReturn(quantity = 2) {
    const placed = await kit.deliveredOrder(sageL(quantity));
    const id = await kit.staffRequest({
      orderId: placed.orderId,
      kind: 'return',
      items: [{ orderItemId: placed.lines[0]!.id, quantity, reason: 'defect' }],
    });
    const request = (await kit.step(id, 'approve', {})).json();
    return { placed, id, itemId: request.items[0].id as number };
  }

  it('two members receiving at the same moment: one succeeds, the other gets 409, stock moves once', async () => {
    const { id, itemId } = await approvedReturn(2);
    const before = await stockOf(api.db, shop.dress.sage.L);
    const body = { items: [{ id: itemId, condition: 'restocked' }] };
    const answers = await Promise.all([kit.step(id, 'receive', body), kit.step(id, 'receive', body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().error).toBe(
      'This request has already been received',
    );
    expect(await stockOf(api.db, shop.dress.sage.L)).toBe(before + 2);
  });

  it('restocks only what is restocked, and names every item once (400 otherwise, nothing changed)', async () => {
    const { id, itemId } = await approvedReturn(1);
    const before = await stockOf(api.db, shop.dress.sage.L);
    for (const items of [
      [{ id: itemId + 1000, condition: 'restocked' }],
      [
        { id: itemId, condition: 'restocked' },
        { id: itemId, condition: 'damaged' },
      ],
    ]) {
      const res = await kit.step(id, 'receive', { items });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Name every item of the request once, restocked or damaged');
    }
    expect(await stockOf(api.db, shop.dress.sage.L)).toBe(before);
    const received = await kit.step(id, 'receive', { items: [{ id: itemId, condition: 'damaged' }] });
    expect(received.json()).toMatchObject({ status: 'received', items: [{ condition: 'damaged' }] });
    expect(await stockOf(api.db, shop.dress.sage.L)).toBe(before);
  });

  it('is refused before approval and for a refused request (409)', async () => {
    const placed = await kit.deliveredOrder();
    const id = await kit.staffRequest({
      orderId: placed.orderId,
      kind: 'return',
      items: [{ orderItemId: placed.lines[0]!.id, quantity: 1, reason: 'defect' }],
    });
    const request = (await api.asAdmin({ method: 'GET', url: `/api/admin/returns/${id}` })).json();
    const body = { items: [{ id: request.items[0].id, condition: 'restocked' }] };
    expect((await kit.step(id, 'receive', body)).statusCode).toBe(409);
    expect((await kit.step(id, 'picked-up')).statusCode).toBe(409);
    await kit.step(id, 'refuse', { reason: 'Past the window agreed by phone' });
    expect((await kit.step(id, 'receive', body)).statusCode).toBe(409);
  });
});

describe('refunds', () => {
  it('up to what was paid for the items (after the coupon), once; closing the return once received', async () => {
    const placed = await kit.deliveredOrder({ couponCode: 'SUMMER10' });
    const id = await kit.staffRequest({
      orderId: placed.orderId,
      kind: 'return',
      items: [{ orderItemId: placed.lines[0]!.id, quantity: 1, reason: 'defect' }],
    });
    const approved = (await kit.step(id, 'approve', {})).json();
    expect(approved).toMatchObject({ refundable: 1305, items: [{ unitPaid: 1305 }] });
    const above = await kit.step(id, 'refund', { method: 'cash', amount: 1305.01 });
    expect(above.statusCode).toBe(409);
    expect(above.json().details).toEqual([
      { field: 'amount', message: 'At most EGP 1,305.00 can be refunded for this return' },
    ]);
    const zero = await kit.step(id, 'refund', { method: 'cash', amount: 0 });
    expect(zero.statusCode).toBe(400);
    const noReference = await kit.step(id, 'refund', { method: 'wallet', amount: 100 });
    expect(noReference.statusCode).toBe(400);
    expect(noReference.json().details[0].field).toBe('reference');

    const refunded = await kit.step(id, 'refund', {
      method: 'wallet',
      reference: 'Vodafone Cash 0100',
      amount: 1305,
    });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toMatchObject({
      status: 'approved',
      refund: { method: 'wallet', reference: 'Vodafone Cash 0100', amount: 1305, by: 'admin' },
    });
    expect((await kit.step(id, 'refund', { method: 'cash', amount: 1 })).statusCode).toBe(409);
    const received = await kit.step(id, 'receive', {
      items: [{ id: approved.items[0].id, condition: 'restocked' }],
    });
    expect(received.json()).toMatchObject({ status: 'refunded' });
    const shopper = (await kit.track(placed.orderNumber, placed.mobile)).json();
    expect(shopper.returns[0]).toMatchObject({
      status: 'refunded',
      refund: { amount: 1305, method: 'wallet' },
    });
  });

  it('never sum above the order’s total; the shipping fee is refunded once when the policy says so', async () => {
    await kit.setPolicy({ refundShipping: true });
    const placed = await kit.deliveredOrder(sageL(2));
    const line = placed.lines[0]!.id;
    const request = async () => {
      const id = await kit.staffRequest({
        orderId: placed.orderId,
        kind: 'return',
        items: [{ orderItemId: line, quantity: 1, reason: 'defect' }],
      });
      return { id, view: (await kit.step(id, 'approve', {})).json() };
    };
    const first = await request();
    const second = await request();
    expect(first.view.refundable).toBe(1510);
    expect((await kit.step(first.id, 'refund', { method: 'cash', amount: 1510 })).statusCode).toBe(200);
    const after = (await api.asAdmin({ method: 'GET', url: `/api/admin/returns/${second.id}` })).json();
    expect(after.refundable).toBe(1450);
    expect((await kit.step(second.id, 'refund', { method: 'cash', amount: 1450.01 })).statusCode).toBe(409);
    expect((await kit.step(second.id, 'refund', { method: 'cash', amount: 1450 })).statusCode).toBe(200);
    const refunds = await api.db.select({ p: returns.refundPiastres }).from(returns);
    expect(refunds.reduce((s, r) => s + (r.p ?? 0), 0)).toBe(296_000);
  });

  it('refuses an exchange’s refund (409), and a packer’s or an order desk’s (403)', async () => {
    const placed = await kit.deliveredOrder();
    const id = await kit.staffRequest({
      orderId: placed.orderId,
      kind: 'exchange',
      items: [
        {
          orderItemId: placed.lines[0]!.id,
          quantity: 1,
          reason: 'too_small',
          wantedVariantId: shop.dress.sage.id,
          wantedSize: 'L',
        },
      ],
    });
    for (const role of ['packer', 'order_desk'] as const) {
      const cookie = await kit.member(role);
      const res = await api.app.inject({
        method: 'POST',
        url: `/api/admin/returns/${id}/refund`,
        payload: { method: 'cash', amount: 10 },
        headers: { cookie },
      });
      expect(res.statusCode).toBe(403);
    }
    const packer = await kit.member('packer');
    const approve = await api.app.inject({
      method: 'POST',
      url: `/api/admin/returns/${id}/approve`,
      payload: {},
      headers: { cookie: packer },
    });
    expect(approve.statusCode).toBe(403);
    expect((await api.asAdmin({ method: 'GET', url: `/api/admin/returns/${id}` })).json().status).toBe(
      'requested',
    );
    await kit.step(id, 'approve', {});
    const refund = await kit.step(id, 'refund', { method: 'cash', amount: 10 });
    expect(refund.statusCode).toBe(409);
    expect(refund.json().error).toBe(
      'Only a return is refunded: an exchange is settled by its replacement order',
    );
  });
});
