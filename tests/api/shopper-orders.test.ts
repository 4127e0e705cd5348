// The shopper's own order after "Place Order": the confirmation page opened with the order's key,
// confirming and cancelling while pending, and tracking by order number and mobile. A wrong number, key or
// mobile answer the same 404; failed attempts are throttled (429 with Retry-After).
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { orders, orderStatusHistory } from '../../src/server/db/schema';
import { useTestApp } from './helpers/app';
import { orderBody, seedShop, stockOf, usedCountOf, type Shop } from './customer-fixtures';

const api = useTestApp({
  worker: true,
  config: {
    limits: {
      ...(await import('../../src/server/config')).loadConfig({}).limits,
      orderLookupFailuresPerAddress: 6,
      trackFailuresPerOrder: 4,
    },
  },
});
let shop: Shop;
let mobiles = 0;

beforeEach(async () => {
  shop = await seedShop(api.db);
});

/** A fresh mobile number for each order (5 orders an hour per number). */
const nextMobile = () => `0101${String(1_000_000 + ++mobiles).slice(-7)}`;

async function placeOrder(overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const res = await api.app.inject({
    method: 'POST',
    url: '/api/customer/createOrder',
    payload: orderBody(shop, { mobileNumber: nextMobile(), ...overrides }),
    headers,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { orderId: number; orderNumber: string; orderKey: string };
}

const own = (
  method: 'GET' | 'POST',
  orderNumber: string,
  key: string,
  action = '',
  remoteAddress = '203.0.113.7',
) =>
  api.app.inject({
    method,
    url: `/api/customer/orders/${encodeURIComponent(orderNumber)}${action}`,
    headers: { 'x-order-key': key },
    remoteAddress,
  });

const track = (orderNumber: string, mobileNumber: string, remoteAddress = '203.0.113.7') =>
  api.app.inject({
    method: 'POST',
    url: '/api/customer/orders/track',
    payload: { orderNumber, mobileNumber },
    remoteAddress,
  });

describe('getShopperOrder', () => {
  it('opens the order with the key createOrder returned', async () => {
    const placed = await placeOrder({}, { 'accept-language': 'ar-EG,ar;q=0.9' });
    expect(placed.orderKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const res = await own('GET', placed.orderNumber, placed.orderKey);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      orderNumber: placed.orderNumber,
      status: 'pending',
      cancelReason: null,
      firstName: 'Nour',
      lastName: 'El-Sayed',
      city: 'Giza',
      address: '14 Shehab St, Mohandessin',
      customerConfirmedAt: null,
      canConfirm: true,
      canCancel: true,
      items: [{ name: 'Linen Wrap Midi Dress', color: 'Sage', size: 'M', quantity: 1 }],
      timeline: [
        { status: 'pending', reason: null },
        { status: 'processing', at: null },
        { status: 'shipped', at: null },
        { status: 'delivered', at: null },
      ],
    });
    expect(res.json().timeline[0].at).toEqual(expect.any(String));
    // The order keeps the shopper's language (for the WhatsApp message).
    const [row] = await api.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(row!.language).toBe('ar');
  });

  it('accepts the number as a shopper may write it', async () => {
    const placed = await placeOrder();
    const res = await own('GET', placed.orderNumber.toLowerCase().replace('-', ''), placed.orderKey);
    expect(res.statusCode).toBe(200);
  });

  it('a wrong key, a wrong number and an unknown number answer the same 404', async () => {
    const placed = await placeOrder();
    const other = await placeOrder();
    const answers = await Promise.all([
      own('GET', placed.orderNumber, other.orderKey),
      own('GET', placed.orderNumber, 'x'.repeat(43)),
      own('GET', 'MO-ZZZZZZ', placed.orderKey),
      own('GET', 'not-a-number', placed.orderKey),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(answers[0]!.body);
    }
  });

  it('refuses a missing or overlong key (400)', async () => {
    const placed = await placeOrder();
    const missing = await api.app.inject({
      method: 'GET',
      url: `/api/customer/orders/${placed.orderNumber}`,
    });
    expect(missing.statusCode).toBe(400);
    expect((await own('GET', placed.orderNumber, 'k'.repeat(65))).statusCode).toBe(400);
    expect((await own('GET', 'M'.repeat(21), placed.orderKey)).statusCode).toBe(400);
  });

  it('throttles wrong keys per address with 429 and Retry-After; another address is not blocked', async () => {
    const placed = await placeOrder();
    for (let i = 0; i < 6; i++)
      expect((await own('GET', placed.orderNumber, `wrong-${i}`)).statusCode).toBe(404);
    const blocked = await own('GET', placed.orderNumber, placed.orderKey);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const elsewhere = await own('GET', placed.orderNumber, placed.orderKey, '', '198.51.100.9');
    expect(elsewhere.statusCode).toBe(200);
  });

  it('successful looks do not count against the limit', async () => {
    const placed = await placeOrder();
    for (let i = 0; i < 10; i++)
      expect((await own('GET', placed.orderNumber, placed.orderKey)).statusCode).toBe(200);
  });
});

describe('confirmShopperOrder', () => {
  it('records the confirmation once, with a history row by the customer', async () => {
    const placed = await placeOrder();
    const first = await own('POST', placed.orderNumber, placed.orderKey, '/confirm');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'pending', canConfirm: false, canCancel: true });
    const at = first.json().customerConfirmedAt;
    expect(at).toEqual(expect.any(String));
    const again = await own('POST', placed.orderNumber, placed.orderKey, '/confirm');
    expect(again.statusCode).toBe(200);
    expect(again.json().customerConfirmedAt).toBe(at);
    const history = await api.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, placed.orderId));
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.actor])).toEqual([
      [null, 'pending', 'customer'],
      ['pending', 'pending', 'customer'],
    ]);
    // One story: the order is confirmed, by the customer, at that time (its status stays pending for the shop).
    expect(again.json().stage).toBe('confirmed');
    expect(again.json().timeline[1]).toEqual({ status: 'processing', at, reason: null, by: 'customer' });
    expect(again.json().timeline[2]).toEqual({ status: 'shipped', at: null, reason: null, by: null });
  });

  it('409 once the shop has confirmed it; 404 with a wrong key', async () => {
    const placed = await placeOrder();
    await api.asAdmin({
      method: 'PUT',
      url: `/api/admin/orders/${placed.orderId}`,
      payload: { status: 'processing' },
    });
    expect((await own('POST', placed.orderNumber, placed.orderKey, '/confirm')).statusCode).toBe(409);
    expect((await own('POST', placed.orderNumber, 'nope', '/confirm')).statusCode).toBe(404);
  });
});

describe('cancelShopperOrder', () => {
  it('cancels as customer_cancelled and gives back the stock and the coupon use once', async () => {
    const stockBefore = await stockOf(api.db, shop.dress.sage.M);
    const usedBefore = await usedCountOf(api.db, shop.coupon);
    const placed = await placeOrder({ couponCode: 'SUMMER10' });
    expect(await stockOf(api.db, shop.dress.sage.M)).toBe(stockBefore - 1);
    expect(await usedCountOf(api.db, shop.coupon)).toBe(usedBefore + 1);
    // The product page is cached, then its stock comes back.
    const page = await api.app.inject({ method: 'GET', url: `/api/products/id/${shop.dress.id}` });
    expect(page.statusCode).toBe(200);

    const res = await own('POST', placed.orderNumber, placed.orderKey, '/cancel');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      cancelReason: 'customer_cancelled',
      canCancel: false,
      canConfirm: false,
    });
    expect(res.json().timeline.at(-1)).toMatchObject({ status: 'cancelled', reason: 'customer_cancelled' });
    expect(await stockOf(api.db, shop.dress.sage.M)).toBe(stockBefore);
    expect(await usedCountOf(api.db, shop.coupon)).toBe(usedBefore);
    const again = await own('POST', placed.orderNumber, placed.orderKey, '/cancel');
    expect(again.statusCode).toBe(409);
    expect(await stockOf(api.db, shop.dress.sage.M)).toBe(stockBefore);
    expect(await usedCountOf(api.db, shop.coupon)).toBe(usedBefore);

    const [last] = await api.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, placed.orderId))
      .orderBy(orderStatusHistory.id)
      .then((rows) => rows.slice(-1));
    expect(last).toMatchObject({ actor: 'customer', reason: 'customer_cancelled', changedBy: null });
    const reloaded = await api.app.inject({ method: 'GET', url: `/api/products/id/${shop.dress.id}` });
    const sage = reloaded.json().variants.find((v: { color: string }) => v.color === 'Sage');
    const m = sage.sizes.find((s: { size: string }) => s.size === 'M');
    expect(m.stock).toBe(stockBefore);
  });

  it('409 once the shop has confirmed it, and nothing changes', async () => {
    const placed = await placeOrder();
    await api.asAdmin({
      method: 'PUT',
      url: `/api/admin/orders/${placed.orderId}`,
      payload: { status: 'shipped' },
    });
    const stock = await stockOf(api.db, shop.dress.sage.M);
    expect((await own('POST', placed.orderNumber, placed.orderKey, '/cancel')).statusCode).toBe(409);
    expect(await stockOf(api.db, shop.dress.sage.M)).toBe(stock);
  });

  it('a wrong key cancels nothing (404)', async () => {
    const placed = await placeOrder();
    const other = await placeOrder();
    const res = await own('POST', placed.orderNumber, other.orderKey, '/cancel');
    expect(res.statusCode).toBe(404);
    const [row] = await api.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(row!.status).toBe('pending');
  });
});

describe('trackOrder', () => {
  it('finds the order by number and mobile in either form, showing items, totals and the timeline only', async () => {
    const mobile = nextMobile();
    const placed = await placeOrder({ mobileNumber: mobile });
    for (const [number, typed] of [
      [placed.orderNumber, mobile],
      [placed.orderNumber.toLowerCase(), `+20${mobile.slice(1)}`],
    ]) {
      const res = await track(number!, typed!);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        orderNumber: placed.orderNumber,
        status: 'pending',
        items: [{ name: 'Linen Wrap Midi Dress', color: 'Sage', size: 'M', quantity: 1 }],
        timeline: [
          { status: 'pending' },
          { status: 'processing' },
          { status: 'shipped' },
          { status: 'delivered' },
        ],
      });
      // Nothing the shopper did not type: no name, address, email or key.
      for (const field of ['firstName', 'lastName', 'address', 'email', 'phone', 'orderKey', 'city'])
        expect(body).not.toHaveProperty(field);
    }
  });

  it('shows the confirmation and the cancellation with its reason', async () => {
    const placed = await placeOrder();
    await api.asAdmin({
      method: 'PUT',
      url: `/api/admin/orders/${placed.orderId}`,
      payload: { status: 'processing' },
    });
    await api.asAdmin({
      method: 'POST',
      url: `/api/admin/orders/${placed.orderId}/cancel`,
      payload: { reason: 'refused_at_delivery' },
    });
    const [row] = await api.db.select().from(orders).where(eq(orders.id, placed.orderId));
    const res = await track(placed.orderNumber, row!.phone);
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      cancelReason: 'refused_at_delivery',
      stage: 'cancelled',
      timeline: [
        { status: 'pending', by: 'customer' },
        { status: 'processing', by: 'admin' },
        { status: 'cancelled', reason: 'refused_at_delivery', by: 'admin' },
      ],
    });
  });

  it('/track tells a self-confirmed order as confirmed by the customer, as the confirmation page does', async () => {
    const placed = await placeOrder();
    const confirmed = (await own('POST', placed.orderNumber, placed.orderKey, '/confirm')).json();
    const [row] = await api.db.select().from(orders).where(eq(orders.id, placed.orderId));
    const tracked = (await track(placed.orderNumber, row!.phone)).json();
    expect(tracked).toMatchObject({ status: 'pending', stage: 'confirmed' });
    expect(tracked.timeline).toEqual(confirmed.timeline);
    expect(tracked.timeline[1]).toMatchObject({ status: 'processing', by: 'customer' });
  });

  it('a wrong mobile, a wrong number and an unknown number answer the same 404', async () => {
    const mobile = nextMobile();
    const placed = await placeOrder({ mobileNumber: mobile });
    const answers = [
      await track(placed.orderNumber, '01099999999'),
      await track('MO-ZZZZZZ', mobile),
      await track('hello', mobile),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(answers[0]!.body);
    }
  });

  it('refuses input beyond the contract (400)', async () => {
    expect((await track('M'.repeat(21), '01012345678')).statusCode).toBe(400);
    expect((await track('MO-ABCDEF', '0'.repeat(21))).statusCode).toBe(400);
    expect((await track('', '01012345678')).statusCode).toBe(400);
    const extra = await api.app.inject({
      method: 'POST',
      url: '/api/customer/orders/track',
      payload: { orderNumber: 'MO-ABCDEF', mobileNumber: '01012345678', name: 'x' },
    });
    expect(extra.statusCode).toBe(400);
  });

  it('past its limit an order refuses the addresses that guessed at it, never the owner elsewhere', async () => {
    const mobile = nextMobile();
    const placed = await placeOrder({ mobileNumber: mobile });
    // Four wrong mobiles from one address, one from another: the order is over its limit (4).
    for (let i = 0; i < 4; i++)
      expect((await track(placed.orderNumber, `0109${1000000 + i}`, '192.0.2.1')).statusCode).toBe(404);
    expect((await track(placed.orderNumber, '01091000009', '192.0.2.2')).statusCode).toBe(404);
    // The address that failed on it 3 times or more is refused it, even with the right mobile.
    const blocked = await track(placed.orderNumber, mobile, '192.0.2.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The owner, elsewhere, still follows her order; so does an address that failed once.
    expect((await track(placed.orderNumber, mobile, '192.0.2.99')).statusCode).toBe(200);
    expect((await track(placed.orderNumber, mobile, '192.0.2.2')).statusCode).toBe(200);
    // Another order is not affected, from the refused address either.
    const other = await placeOrder();
    const [row] = await api.db.select().from(orders).where(eq(orders.id, other.orderId));
    expect((await track(other.orderNumber, row!.phone, '192.0.2.1')).statusCode).toBe(200);
  });

  it('guessing many orders from one address is bounded per address (429)', async () => {
    for (let i = 0; i < 6; i++)
      expect((await track(`MO-ZZZZZ${'23456789'[i]}`, '01012345678')).statusCode).toBe(404);
    const blocked = await track('MO-ZZZZZA', '01012345678');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});
