// Orders in the back office: list filters and paging, detail with "Deleted Product", status changes with their
// stock and coupon effects and history (docs/business-rules.md#order-statuses).
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { orders, orderStatusHistory, products, sizes } from '../../src/server/db/schema';
import { useTestApp } from './helpers/app';
import { insertOrder, orderBody, seedShop, stockOf, usedCountOf, type Shop } from './customer-fixtures';

const api = useTestApp({ worker: true });
let shop: Shop;

beforeEach(async () => {
  shop = await seedShop(api.db);
});

async function placeOrder(overrides: Record<string, unknown> = {}) {
  const res = await api.app.inject({
    method: 'POST',
    url: '/api/customer/createOrder',
    payload: orderBody(shop, overrides),
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { orderId: number; orderNumber: string };
}

const dressLine = (quantity = 1, name = 'Linen Wrap Midi Dress') => ({
  productId: shop.dress.id,
  name,
  color: 'Sage',
  size: 'M',
  variantId: shop.dress.sage.id,
  quantity,
  unitPiastres: 145_000,
});

describe('orders need an admin session', () => {
  it.each([
    ['GET', '/api/admin/orders'],
    ['GET', '/api/admin/orders/1'],
    ['PUT', '/api/admin/orders/1'],
    ['GET', '/api/admin/orders/1/history'],
  ])('%s %s answers 401 without one', async (method, url) => {
    const res = await api.app.inject({
      method: method as 'GET',
      url,
      ...(method === 'PUT' ? { payload: { status: 'shipped' } } : {}),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Please sign in' });
  });
});

describe('listOrders', () => {
  it('pages newest first, 10 a page, with the first 5 lines and the number of units', async () => {
    const start = Date.parse('2026-10-01T10:00:00.000Z');
    const placed = [];
    for (let i = 0; i < 12; i++) {
      placed[i] = await insertOrder(api.db, {
        createdAt: new Date(start + i * 3_600_000),
        lines:
          i === 11
            ? Array.from({ length: 7 }, (_, k) => ({ ...dressLine(1), name: `Item ${k + 1}` }))
            : [dressLine(2)],
      });
    }
    const first = await api.asAdmin({ method: 'GET', url: '/api/admin/orders' });
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page).toMatchObject({ totalPages: 2, total: 12, currentPage: 1 });
    expect(page.orders).toHaveLength(10);
    const newest = page.orders[0];
    expect(newest).toMatchObject({
      orderNumber: placed[11]!.orderNumber,
      itemCount: 7,
      status: 'pending',
      paymentMethod: 'CASH_ON_DELIVERY',
      city: 'Alexandria',
      customerInfo: { firstName: 'Mariam', lastName: 'Hassan' },
    });
    expect(newest.items.map((i: { name: string }) => i.name)).toEqual([
      'Item 1',
      'Item 2',
      'Item 3',
      'Item 4',
      'Item 5',
    ]);
    expect(newest.totalPrice).toBe(7 * 1450 + 50);
    const second = await api.asAdmin({ method: 'GET', url: '/api/admin/orders?page=2' });
    expect(second.json().orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([
      placed[1]!.orderNumber,
      placed[0]!.orderNumber,
    ]);
  });

  it('filters by status and by whole Cairo days', async () => {
    // 21 Nov 22:30 UTC is 22 Nov 00:30 in Cairo; 22 Nov 21:59 UTC is 23:59 the same Cairo day.
    const before = await insertOrder(api.db, {
      createdAt: new Date('2026-11-21T21:59:00.000Z'),
      status: 'shipped',
      lines: [dressLine()],
    });
    const first = await insertOrder(api.db, {
      createdAt: new Date('2026-11-21T22:30:00.000Z'),
      status: 'shipped',
      lines: [dressLine()],
    });
    const last = await insertOrder(api.db, {
      createdAt: new Date('2026-11-22T21:59:00.000Z'),
      status: 'pending',
      lines: [dressLine()],
    });
    const after = await insertOrder(api.db, {
      createdAt: new Date('2026-11-22T22:00:00.000Z'),
      status: 'shipped',
      lines: [dressLine()],
    });
    const numbers = async (qs: string) =>
      (await api.asAdmin({ method: 'GET', url: `/api/admin/orders?${qs}` }))
        .json()
        .orders.map((o: { orderNumber: string }) => o.orderNumber);
    expect(await numbers('startDate=2026-11-22&endDate=2026-11-22')).toEqual([
      last.orderNumber,
      first.orderNumber,
    ]);
    expect(await numbers('status=shipped&startDate=2026-11-22')).toEqual([
      after.orderNumber,
      first.orderNumber,
    ]);
    expect(await numbers('endDate=2026-11-21')).toEqual([before.orderNumber]);
  });

  it('searches by order number, name, email or phone, and sorts', async () => {
    const a = await insertOrder(api.db, {
      createdAt: new Date('2026-11-01T10:00:00Z'),
      firstName: 'Salma',
      lastName: 'Fahmy',
      phone: '01298765432',
      email: 'salma@example.com',
      lines: [dressLine(3)],
    });
    const b = await insertOrder(api.db, {
      createdAt: new Date('2026-11-02T10:00:00Z'),
      firstName: 'Habiba',
      lastName: 'Zaki',
      lines: [dressLine(1)],
    });
    const numbers = async (qs: string) =>
      (await api.asAdmin({ method: 'GET', url: `/api/admin/orders?${qs}` }))
        .json()
        .orders.map((o: { orderNumber: string }) => o.orderNumber);
    expect(await numbers('q=salma%20fah')).toEqual([a.orderNumber]);
    expect(await numbers('q=98765')).toEqual([a.orderNumber]);
    expect(await numbers(`q=${a.orderNumber.toLowerCase()}`)).toEqual([a.orderNumber]);
    expect(await numbers('q=0129%20876')).toEqual([a.orderNumber]);
    expect(await numbers(`q=${encodeURIComponent('٩٨٧٦٥')}`)).toEqual([a.orderNumber]);
    expect(await numbers('q=SALMA@EXAMPLE')).toEqual([a.orderNumber]);
    expect(await numbers('q=100%25')).toEqual([]);
    expect(await numbers('sort=totalPrice&order=asc')).toEqual([b.orderNumber, a.orderNumber]);
    expect(await numbers('sort=createdAt&order=asc')).toEqual([a.orderNumber, b.orderNumber]);
    // A search's few matches sorted and paged as the whole list is: by total, and the last page read from the end.
    expect(await numbers('q=a&sort=totalPrice&order=asc')).toEqual([b.orderNumber, a.orderNumber]);
    expect(await numbers('q=a&sort=totalPrice&order=desc&limit=1&page=2')).toEqual([b.orderNumber]);
    expect(await numbers('q=a&limit=1&page=1')).toEqual([b.orderNumber]);
    // A page past a search's last match is empty and still tells how many there are.
    const past = await api.asAdmin({ method: 'GET', url: '/api/admin/orders?q=a&limit=1&page=3' });
    expect(past.json()).toMatchObject({ orders: [], total: 2 });
    expect((await api.asAdmin({ method: 'GET', url: '/api/admin/orders?q=a&limit=1' })).json().total).toBe(2);
    // An order number is not a mobile: its digits ("MO-7A2B3C": 723) find no one whose mobile holds them.
    await api.db.execute(sql`UPDATE orders SET order_number = 'MO-7A2B3C' WHERE id = ${b.id}`);
    await api.db.execute(sql`UPDATE orders SET phone = '01072300000' WHERE id = ${a.id}`);
    expect(await numbers('q=MO-7A2B3C')).toEqual(['MO-7A2B3C']);
    expect(await numbers('q=723')).toEqual([a.orderNumber]);
  });

  it.each([
    ['a page below 1', 'page=0'],
    ['a limit above 100', 'limit=101'],
    ['an unknown status', 'status=lost'],
    ['a malformed date', 'startDate=22-11-2026'],
    ['an impossible date', 'endDate=2026-02-30'],
    ['an unknown sort', 'sort=email'],
  ])('refuses %s with 400', async (_label, qs) => {
    const res = await api.asAdmin({ method: 'GET', url: `/api/admin/orders?${qs}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(expect.any(String));
  });

  it('refuses an end date before the start date', async () => {
    const res = await api.asAdmin({
      method: 'GET',
      url: '/api/admin/orders?startDate=2026-11-22&endDate=2026-11-21',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('The end date must not be before the start date');
  });
});

describe('getOrder', () => {
  it('gives the customer, the lines as bought, the coupon and the shipping fee', async () => {
    const { orderId, orderNumber } = await placeOrder({
      couponCode: 'SUMMER10',
      anotherMobile: '01512345678',
    });
    const res = await api.asAdmin({ method: 'GET', url: `/api/admin/orders/${orderId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      orderId,
      orderNumber,
      status: 'pending',
      firstName: 'Nour',
      lastName: 'El-Sayed',
      email: 'nour.elsayed@example.com',
      phone: '01012345678',
      anotherMobile: '01512345678',
      address: '14 Shehab St, Mohandessin',
      city: 'Giza',
      coupon: { code: 'SUMMER10', percentage: 10 },
      subtotal: 1450,
      productDiscount: 0,
      couponDiscount: 145,
      shippingPrice: 60,
      totalPrice: 1365,
      items: [
        {
          product: {
            id: shop.dress.id,
            name: 'Linen Wrap Midi Dress',
            imageUrl: '/uploads/products/12-sage-640.webp',
            isDeleted: false,
          },
          variant: { color: 'Sage', size: 'M', sku: 'MO-DR-012-SG' },
          quantity: 1,
          priceAtPurchase: 1450,
          discountApplied: 0,
          lineTotal: 1450,
        },
      ],
    });
  });

  it('keeps a deleted product readable as a snapshot marked deleted', async () => {
    const { orderId } = await placeOrder();
    await api.db.delete(products).where(eq(products.id, shop.dress.id));
    const res = await api.asAdmin({ method: 'GET', url: `/api/admin/orders/${orderId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().items[0]).toMatchObject({
      product: { id: null, name: 'Linen Wrap Midi Dress', isDeleted: true },
      variant: { color: 'Sage', size: 'M' },
      priceAtPurchase: 1450,
    });
  });

  it('answers 404 for an unknown order and 400 for a bad id', async () => {
    expect((await api.asAdmin({ method: 'GET', url: '/api/admin/orders/999' })).json()).toEqual({
      error: 'Order not found',
    });
    expect((await api.asAdmin({ method: 'GET', url: '/api/admin/orders/abc' })).statusCode).toBe(400);
  });
});

describe('updateOrderStatus', () => {
  const put = (id: number, payload: unknown) =>
    api.asAdmin({ method: 'PUT', url: `/api/admin/orders/${id}`, payload: payload as object });

  it('moves an order to any status and records who did it', async () => {
    const { orderId } = await placeOrder();
    for (const status of ['delivered', 'processing', 'shipped'] as const) {
      const res = await put(orderId, { status });
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe(status);
    }
    const history = await api.asAdmin({ method: 'GET', url: `/api/admin/orders/${orderId}/history` });
    expect(
      history
        .json()
        .history.map((h: { fromStatus: string | null; toStatus: string; changedBy: string | null }) => [
          h.fromStatus,
          h.toStatus,
          h.changedBy,
        ]),
    ).toEqual([
      [null, 'pending', null],
      ['pending', 'delivered', 'admin'],
      ['delivered', 'processing', 'admin'],
      ['processing', 'shipped', 'admin'],
    ]);
  });

  it('puts the stock back and releases the coupon when cancelled, and takes them again when reopened', async () => {
    const { orderId } = await placeOrder({
      couponCode: 'SUMMER10',
      items: [{ productId: shop.dress.id, variantId: shop.dress.sage.id, size: 'M', quantity: 2 }],
    });
    expect(await stockOf(api.db, shop.dress.sage.M)).toBe(1);
    expect(await usedCountOf(api.db, shop.coupon)).toBe(24);

    expect((await put(orderId, { status: 'cancelled' })).statusCode).toBe(200);
    expect(await stockOf(api.db, shop.dress.sage.M)).toBe(3);
    expect(await usedCountOf(api.db, shop.coupon)).toBe(23);

    expect((await put(orderId, { status: 'processing' })).statusCode).toBe(200);
    expect(await stockOf(api.db, shop.dress.sage.M)).toBe(1);
    expect(await usedCountOf(api.db, shop.coupon)).toBe(24);
  });

  it('refuses to reopen a cancelled order whose stock is gone, with 409, changing nothing', async () => {
    const { orderId } = await placeOrder({
      items: [{ productId: shop.dress.id, variantId: shop.dress.sage.id, size: 'M', quantity: 2 }],
    });
    await put(orderId, { status: 'cancelled' });
    await api.db.update(sizes).set({ stock: 1 }).where(eq(sizes.id, shop.dress.sage.M));
    const res = await put(orderId, { status: 'shipped' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'Cannot reopen this order: only 1 left of Linen Wrap Midi Dress (Sage, M)',
    });
    expect(await stockOf(api.db, shop.dress.sage.M)).toBe(1);
    const [order] = await api.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.status).toBe('cancelled');
    const history = await api.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId));
    expect(history).toHaveLength(2);
  });

  it('moving between two non-cancelled statuses leaves stock alone', async () => {
    const { orderId } = await placeOrder();
    await put(orderId, { status: 'shipped' });
    await put(orderId, { status: 'delivered' });
    expect(await stockOf(api.db, shop.dress.sage.M)).toBe(2);
  });

  it.each([
    ['an unknown status', { status: 'lost' }],
    ['a missing status', {}],
    ['an unexpected field', { status: 'shipped', note: 'x' }],
  ])('refuses %s with 400', async (_label, payload) => {
    const { orderId } = await placeOrder();
    const res = await put(orderId, payload);
    expect(res.statusCode).toBe(400);
    const [order] = await api.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.status).toBe('pending');
  });

  it('answers 404 for an unknown order', async () => {
    const res = await put(999, { status: 'shipped' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Order not found' });
  });

  it('refuses a cross-site change with 403', async () => {
    const { orderId } = await placeOrder();
    const res = await api.asAdmin({
      method: 'PUT',
      url: `/api/admin/orders/${orderId}`,
      payload: { status: 'shipped' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('getOrderHistory', () => {
  it('answers 404 for an unknown order', async () => {
    const res = await api.asAdmin({ method: 'GET', url: '/api/admin/orders/999/history' });
    expect(res.statusCode).toBe(404);
  });
});

describe('orders written one after another', () => {
  // The order's INSERT is built once per connection for each set of columns given and left null
  // (checkout-repository.ts): an order must never take another's values or miss its own, whichever came first.
  it('each row holds what its shopper gave, null where she gave nothing, and the defaults for the rest', async () => {
    const bodies = [
      orderBody(shop, {
        anotherMobile: '01122334455',
        anotherAddress: 'Flat 3, 9 Nile St',
        couponCode: 'SUMMER10',
      }),
      orderBody(shop, { mobileNumber: '01098765432', customerEmail: 'salma@example.com' }),
      orderBody(shop, { mobileNumber: '01234567890', anotherMobile: '01555555555', city: 'Cairo' }),
      orderBody(shop, {
        anotherMobile: '01122334455',
        anotherAddress: 'Flat 3, 9 Nile St',
        couponCode: 'SUMMER10',
      }),
    ];
    const lines = [
      { productId: shop.dress.id, variantId: shop.dress.sand.id, size: 'L', quantity: 1 },
      { productId: shop.dress.id, variantId: shop.dress.sage.id, size: 'M', quantity: 1 },
      { productId: shop.dress.id, variantId: shop.dress.sage.id, size: 'L', quantity: 1 },
      { productId: shop.dress.id, variantId: shop.dress.sand.id, size: 'M', quantity: 1 },
    ];
    const placed: number[] = [];
    for (const [index, body] of bodies.entries()) {
      const res = await api.app.inject({
        method: 'POST',
        url: '/api/customer/createOrder',
        headers: { 'idempotency-key': `order-shape-${index}` },
        payload: { ...body, items: [lines[index]] },
      });
      expect(res.statusCode, res.body).toBe(201);
      placed.push((res.json() as { orderId: number }).orderId);
    }
    const rows = await api.db
      .select()
      .from(orders)
      .where(sql`${orders.id} in ${placed}`)
      .orderBy(orders.id);
    expect(rows.map((r) => [r.phone, r.anotherMobile, r.anotherAddress, r.couponCode, r.city])).toEqual([
      ['01012345678', '01122334455', 'Flat 3, 9 Nile St', 'SUMMER10', 'Giza'],
      ['01098765432', null, null, null, 'Giza'],
      ['01234567890', '01555555555', null, null, 'Cairo'],
      ['01012345678', '01122334455', 'Flat 3, 9 Nile St', 'SUMMER10', 'Giza'],
    ]);
    // 1,450 EGP; the coupon's 10 % off; shipping by city.
    expect(
      rows.map((r) => [r.subtotalPiastres, r.couponDiscountPiastres, r.shippingPiastres, r.totalPiastres]),
    ).toEqual([
      [145_000, 14_500, 6_000, 136_500],
      [145_000, 0, 6_000, 151_000],
      [145_000, 0, 5_000, 150_000],
      [145_000, 14_500, 6_000, 136_500],
    ]);
    expect(
      rows.map((r) => [r.couponPercentage === null ? null : Number(r.couponPercentage), r.idempotencyKey]),
    ).toEqual([
      [10, 'order-shape-0'],
      [null, 'order-shape-1'],
      [null, 'order-shape-2'],
      [10, 'order-shape-3'],
    ]);
    for (const row of rows) {
      expect(row.status).toBe('pending');
      expect(row.creditPiastres).toBe(0);
      expect(row.cancelReason).toBeNull();
      expect(row.replacesOrderId).toBeNull();
      expect(row.updatedAt.getTime()).toBeGreaterThan(0);
      expect(row.holdFlags).toEqual([]);
      expect(row.orderKey).toMatch(/\S{16,}/);
    }
    expect(new Set(rows.map((r) => r.orderKey)).size).toBe(4);
  });
});
