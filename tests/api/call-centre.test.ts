// Orders for a call centre: the saved views' counts, "next to confirm", the bulk status change (all or
// nothing: run on PGlite by `npm test` and on PostgreSQL with DATABASE_URL), and the Excel exports read back.
import ExcelJS from 'exceljs';
import { asc, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { orders, orderStatusHistory, sizes } from '../../src/server/db/schema';
import { useTestApp } from './helpers/app';
import { insertOrder, orderBody, seedShop, stockOf, usedCountOf, type Shop } from './customer-fixtures';

const api = useTestApp({
  worker: true,
  config: {
    // Giving stock back and taking it again is the subject here, not the bounds on holds.
    limits: { ...(await import('../../src/server/config')).loadConfig({}).limits, sizeHoldPercent: 100 },
  },
});
let shop: Shop;
let mobiles = 0;

beforeEach(async () => {
  shop = await seedShop(api.db);
});

const nextMobile = () => `0122${String(1_000_000 + ++mobiles).slice(-7)}`;

async function placeOrder(overrides: Record<string, unknown> = {}) {
  const res = await api.app.inject({
    method: 'POST',
    url: '/api/customer/createOrder',
    payload: orderBody(shop, { mobileNumber: nextMobile(), ...overrides }),
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { orderId: number; orderNumber: string };
}

const dress = (quantity = 1, size = 'M') => [
  { productId: shop.dress.id, variantId: shop.dress.sage.id, size, quantity },
];

const line = (quantity = 1, unitPiastres = 145_000) => ({
  productId: shop.dress.id,
  name: 'Linen Wrap Midi Dress',
  color: 'Sage',
  size: 'M',
  variantId: shop.dress.sage.id,
  quantity,
  unitPiastres,
});

async function statusesOf(ids: number[]) {
  const rows = await api.db
    .select({ id: orders.id, status: orders.status, reason: orders.cancelReason })
    .from(orders)
    .orderBy(asc(orders.id));
  return rows.filter((r) => ids.includes(r.id));
}

const historyCount = async () =>
  (await api.db.select({ n: sql<number>`count(*)::int` }).from(orderStatusHistory))[0]!.n;

const bulk = (payload: Record<string, unknown>) =>
  api.asAdmin({ method: 'POST', url: '/api/admin/orders/bulk-status', payload });

describe('the call centre operations need a session', () => {
  it.each([
    ['GET', '/api/admin/orders/view-counts', undefined],
    ['GET', '/api/admin/orders/next-to-confirm', undefined],
    ['POST', '/api/admin/orders/bulk-status', { ids: [1], status: 'shipped' }],
    ['GET', '/api/admin/orders/courier-sheet.xlsx', undefined],
    ['GET', '/api/admin/orders/lines.xlsx', undefined],
  ])('%s %s answers 401 without one', async (method, url, payload) => {
    const res = await api.app.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(401);
  });
});

describe('getOrderViewCounts', () => {
  it("counts each saved view as the list shows it, under the list's dates", async () => {
    const at = (day: number) => new Date(Date.UTC(2026, 10, day, 10));
    for (const [day, status] of [
      [10, 'pending'],
      [11, 'pending'],
      [12, 'processing'],
      [13, 'shipped'],
      [14, 'delivered'],
      [15, 'cancelled'],
      [16, 'cancelled'],
      [20, 'pending'],
    ] as const)
      await insertOrder(api.db, { createdAt: at(day), status, lines: [line()] });
    // One cancellation was a refusal at the door, the other a fake order.
    const [refused] = await api.db
      .select()
      .from(orders)
      .where(eq(orders.createdAt, at(15)));
    await api.db
      .update(orders)
      .set({ cancelReason: 'refused_at_delivery' })
      .where(eq(orders.id, refused!.id));
    await api.db
      .update(orders)
      .set({ cancelReason: 'fake_order' })
      .where(eq(orders.createdAt, at(16)));

    const counts = await api.asAdmin({ method: 'GET', url: '/api/admin/orders/view-counts' });
    expect(counts.statusCode).toBe(200);
    expect(counts.json()).toEqual({ toConfirm: 3, toShip: 1, shipped: 1, refused: 1, all: 8 });

    // Each count is what the list shows under the view's filter.
    const totals = {
      toConfirm: 'status=pending',
      toShip: 'status=processing',
      shipped: 'status=shipped',
      refused: 'status=cancelled&cancelReason=refused_at_delivery',
      all: '',
    };
    for (const [view, query] of Object.entries(totals)) {
      const list = await api.asAdmin({ method: 'GET', url: `/api/admin/orders?${query}` });
      expect(list.json().total, view).toBe(counts.json()[view]);
    }

    const dated = await api.asAdmin({
      method: 'GET',
      url: '/api/admin/orders/view-counts?startDate=2026-11-11&endDate=2026-11-15',
    });
    expect(dated.json()).toEqual({ toConfirm: 1, toShip: 1, shipped: 1, refused: 1, all: 5 });
  });

  it('refuses dates the list refuses (400)', async () => {
    const res = await api.asAdmin({
      method: 'GET',
      url: '/api/admin/orders/view-counts?startDate=yesterday',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('getNextOrderToConfirm', () => {
  it('walks the pending orders oldest first, starting again from the top, and says when none is left', async () => {
    const at = (day: number) => new Date(Date.UTC(2026, 10, day, 10));
    const p1 = await insertOrder(api.db, { createdAt: at(2), lines: [line()] });
    await insertOrder(api.db, { createdAt: at(1), status: 'processing', lines: [line()] });
    const p3 = await insertOrder(api.db, { createdAt: at(4), lines: [line()] });
    const p2 = await insertOrder(api.db, { createdAt: at(3), lines: [line()] });
    const next = async (after?: number) =>
      (
        await api.asAdmin({
          method: 'GET',
          url: `/api/admin/orders/next-to-confirm${after ? `?after=${after}` : ''}`,
        })
      ).json();
    expect(await next()).toEqual({ orderId: p1.id, orderNumber: p1.orderNumber });
    expect((await next(p1.id)).orderId).toBe(p2.id);
    expect((await next(p2.id)).orderId).toBe(p3.id);
    expect((await next(p3.id)).orderId).toBe(p1.id);

    await api.db.update(orders).set({ status: 'processing' }).where(eq(orders.id, p2.id));
    await api.db.update(orders).set({ status: 'processing' }).where(eq(orders.id, p3.id));
    expect(await next(p1.id)).toEqual({ orderId: null, orderNumber: null });
  });
});

describe('bulkUpdateOrderStatus', () => {
  it('moves every order of the selection, with history by the admin, and says what changed', async () => {
    const stock = await stockOf(api.db, shop.dress.sage.L);
    const a = await placeOrder({ items: dress(1, 'L') });
    const b = await placeOrder({ items: dress(2, 'L') });
    const c = await placeOrder({ items: dress(1, 'L') });
    expect(await stockOf(api.db, shop.dress.sage.L)).toBe(stock - 4);
    await api.asAdmin({
      method: 'PUT',
      url: `/api/admin/orders/${c.orderId}`,
      payload: { status: 'processing' },
    });

    const res = await bulk({ ids: [a.orderId, b.orderId, c.orderId], status: 'processing' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'processing',
      changed: [
        { orderId: a.orderId, orderNumber: a.orderNumber, fromStatus: 'pending' },
        { orderId: b.orderId, orderNumber: b.orderNumber, fromStatus: 'pending' },
      ],
      unchanged: [{ orderId: c.orderId, orderNumber: c.orderNumber }],
    });
    const history = await api.asAdmin({ method: 'GET', url: `/api/admin/orders/${b.orderId}/history` });
    expect(history.json().history.at(-1)).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'processing',
      changedBy: 'admin',
      actor: 'admin',
    });
    // Confirming keeps the stock the orders took at checkout.
    expect(await stockOf(api.db, shop.dress.sage.L)).toBe(stock - 4);

    // Refused at the door: cancelled with the reason, stock back once.
    const refused = await bulk({
      ids: [a.orderId, b.orderId],
      status: 'cancelled',
      reason: 'refused_at_delivery',
    });
    expect(refused.statusCode).toBe(200);
    expect(await statusesOf([a.orderId, b.orderId])).toEqual([
      { id: a.orderId, status: 'cancelled', reason: 'refused_at_delivery' },
      { id: b.orderId, status: 'cancelled', reason: 'refused_at_delivery' },
    ]);
    expect(await stockOf(api.db, shop.dress.sage.L)).toBe(stock - 1);
    const counts = await api.asAdmin({ method: 'GET', url: '/api/admin/orders/view-counts' });
    expect(counts.json()).toMatchObject({ toShip: 1, refused: 2 });
  });

  it('changes nothing when one order cannot move, and names it and why (409)', async () => {
    const used = await usedCountOf(api.db, shop.coupon);
    const a = await placeOrder({ couponCode: 'SUMMER10' });
    const b = await placeOrder({ items: dress(2) });
    for (const id of [a.orderId, b.orderId])
      await api.asAdmin({ method: 'PUT', url: `/api/admin/orders/${id}`, payload: { status: 'cancelled' } });
    // One unit is left: reopening A takes it (A comes first, by id), so B finds none.
    await api.db.update(sizes).set({ stock: 1 }).where(eq(sizes.id, shop.dress.sage.M));
    const before = await historyCount();

    const res = await bulk({ ids: [b.orderId, a.orderId], status: 'processing' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('1 of 2 orders cannot change; nothing was changed.');
    expect(res.json().details).toEqual([
      {
        field: b.orderNumber,
        message: expect.stringMatching(/^Cannot reopen this order: only 0 left of Linen Wrap Midi Dress/),
      },
    ]);
    // A's reopening was rolled back with the rest: its stock, its coupon use, its status and history.
    expect(await stockOf(api.db, shop.dress.sage.M)).toBe(1);
    expect(await usedCountOf(api.db, shop.coupon)).toBe(used);
    expect((await statusesOf([a.orderId, b.orderId])).map((o) => o.status)).toEqual([
      'cancelled',
      'cancelled',
    ]);
    expect(await historyCount()).toBe(before);
  });

  it('refuses unknown orders (404) and selections beyond the contract (400), changing nothing', async () => {
    const a = await placeOrder();
    const missing = await bulk({ ids: [a.orderId, 999_999], status: 'shipped' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('No order with the id 999999; nothing was changed.');
    expect((await statusesOf([a.orderId]))[0]!.status).toBe('pending');

    const ids = Array.from({ length: 101 }, (_, i) => i + 1);
    for (const payload of [
      { ids, status: 'shipped' },
      { ids: [], status: 'shipped' },
      { ids: [1], status: 'lost' },
    ])
      expect((await bulk(payload)).statusCode).toBe(400);
  });
});

async function workbookOf(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  // ExcelJS types its Buffer parameter against an older @types/node.
  await workbook.xlsx.load(payload as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return { sheet, rows };
}

describe('Excel exports', () => {
  beforeEach(async () => {
    await insertOrder(api.db, {
      createdAt: new Date('2026-11-20T10:00:00Z'),
      firstName: '=HYPERLINK("http://evil.example")',
      lastName: 'Hassan',
      phone: '01012345678',
      lines: [line(2), { ...line(1, 30_000), name: 'Silk Scarf', color: 'Grey', size: 'One Size' }],
    });
    await insertOrder(api.db, {
      createdAt: new Date('2026-11-21T10:00:00Z'),
      firstName: 'نور',
      lastName: 'السيد',
      status: 'shipped',
      phone: '01198765432',
      lines: [line(1)],
    });
  });

  it('writes the line-item export: mobiles as text with their 0, amounts and quantities as numbers', async () => {
    const res = await api.asAdmin({ method: 'GET', url: '/api/admin/orders/lines.xlsx' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="order-lines-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const { sheet, rows } = await workbookOf(res.rawPayload);
    expect(rows[0]).toEqual([
      'Order number',
      'Date',
      'Status',
      'Customer',
      'Mobile',
      'Other mobile',
      'Governorate',
      'Address',
      'Product',
      'Colour',
      'Size',
      'SKU',
      'Quantity',
      'Unit price (EGP)',
      'Discount (%)',
      'Line total (EGP)',
      'Cash to collect (EGP)',
    ]);
    // Newest order first, one row per item.
    expect(rows).toHaveLength(4);
    expect(rows[1]!.slice(2, 5)).toEqual(['shipped', 'نور السيد', '01198765432']);
    const [
      ,
      date,
      status,
      customer,
      mobile,
      ,
      city,
      address,
      product,
      colour,
      size,
      ,
      qty,
      unit,
      discount,
      total,
      cash,
    ] = rows[2]!;
    expect({ status, customer, mobile, city, address, product, colour, size }).toEqual({
      status: 'pending',
      customer: '=HYPERLINK("http://evil.example") Hassan',
      mobile: '01012345678',
      city: 'Alexandria',
      address: '3 Fouad St',
      product: 'Linen Wrap Midi Dress',
      colour: 'Sage',
      size: 'M',
    });
    expect({ qty, unit, discount, total, cash }).toEqual({
      qty: 2,
      unit: 1450,
      discount: 0,
      total: 2900,
      cash: 3250,
    });
    // 12:00 on a Cairo clock (UTC+2 in November), a real date.
    expect(date).toEqual(new Date('2026-11-20T12:00:00Z'));
    expect(rows[3]!.slice(8, 11)).toEqual(['Silk Scarf', 'Grey', 'One Size']);
    expect(rows[3]![16]).toBe(3250);
    // The mobile is a text cell (not a number nor a formula), the name too, and the mobile column stays text.
    expect(sheet.getCell('E3').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell('D3').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell('E3').numFmt).toBe('@');
    expect(sheet.getCell('P3').type).toBe(ExcelJS.ValueType.Number);
  });

  it('writes the courier sheet of a selection with its cash as a number', async () => {
    const all = await api.db.select({ id: orders.id }).from(orders).orderBy(asc(orders.id));
    const res = await api.asAdmin({
      method: 'GET',
      url: `/api/admin/orders/courier-sheet.xlsx?ids=${all[0]!.id}`,
    });
    expect(res.statusCode).toBe(200);
    const { rows } = await workbookOf(res.rawPayload);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual([
      expect.stringMatching(/^MO-T/),
      '=HYPERLINK("http://evil.example") Hassan',
      '01012345678',
      undefined,
      'Alexandria',
      '3 Fouad St',
      undefined,
      'Linen Wrap Midi Dress (Sage, M) ×2; Silk Scarf (Grey, One Size) ×1',
      3250,
    ]);
    // The CSV courier sheet takes the same selection.
    const csv = await api.asAdmin({
      method: 'GET',
      url: `/api/admin/orders/courier-sheet?ids=${all[1]!.id}`,
    });
    expect(csv.body).toContain('01198765432');
    expect(csv.body).not.toContain('01012345678');
  });

  it('refuses an export past its row limit (422) rather than cutting it short', async () => {
    await api.db.execute(sql`
      insert into orders (order_number, first_name, last_name, email, phone, address, city,
                          shipping_piastres, subtotal_piastres, total_piastres)
      select 'MO-B' || lpad(g::text, 6, '0'), 'Bulk', 'Order', 'b@example.com', '01000000000', 'Somewhere',
             'Cairo', 0, 100, 100
      from generate_series(1, 5000) g`);
    const res = await api.asAdmin({ method: 'GET', url: '/api/admin/orders/courier-sheet.xlsx' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe(
      'These filters match 5002 orders; an export holds at most 5000. Narrow the dates or the status.',
    );
    // Narrowed to the shop's own two orders, it is written.
    expect(
      (
        await api.asAdmin({
          method: 'GET',
          url: '/api/admin/orders/lines.xlsx?startDate=2026-11-20&endDate=2026-11-21',
        })
      ).statusCode,
    ).toBe(200);
  });
});
