// The back office's side of the order lifecycle: cancel with a reason, notes, the courier sheet, a
// customer by mobile number, the shop's contact settings, and the expiry of orders nobody confirmed.
import Papa from 'papaparse';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { orders, orderStatusHistory } from '../../src/server/db/schema';
import { runOrderExpiry } from '../../src/server/jobs';
import { useTestApp } from './helpers/app';
import { insertOrder, orderBody, seedShop, stockOf, usedCountOf, type Shop } from './customer-fixtures';

// The shop of customer-fixtures has 3 to 8 units a size: the share of a size unconfirmed orders may hold
// (tests/security/stock-holds.test.ts) is lifted here, where giving stock back is the subject.
const api = useTestApp({
  worker: true,
  config: {
    contactDefaults: { email: 'care@morph.test', phone: '01001234567' },
    limits: { ...(await import('../../src/server/config')).loadConfig({}).limits, sizeHoldPercent: 100 },
  },
});
let shop: Shop;
let mobiles = 0;

beforeEach(async () => {
  shop = await seedShop(api.db);
});

const nextMobile = () => `0111${String(1_000_000 + ++mobiles).slice(-7)}`;

async function placeOrder(overrides: Record<string, unknown> = {}) {
  const res = await api.app.inject({
    method: 'POST',
    url: '/api/customer/createOrder',
    payload: orderBody(shop, { mobileNumber: nextMobile(), ...overrides }),
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { orderId: number; orderNumber: string; orderKey: string };
}

const line = (quantity = 1, name = 'Linen Wrap Midi Dress') => ({
  productId: shop.dress.id,
  name,
  color: 'Sage',
  size: 'M',
  variantId: shop.dress.sage.id,
  quantity,
  unitPiastres: 145_000,
});

describe('the new admin operations need a session', () => {
  it.each([
    ['POST', '/api/admin/orders/1/cancel', { reason: 'other' }],
    ['GET', '/api/admin/orders/1/notes', undefined],
    ['POST', '/api/admin/orders/1/notes', { body: 'Called' }],
    ['GET', '/api/admin/orders/courier-sheet', undefined],
    ['POST', '/api/admin/customers/lookup', { mobile: '01012345678' }],
    ['PUT', '/api/admin/settings/contact', undefined],
  ])('%s %s answers 401 without one', async (method, url, payload) => {
    const res = await api.app.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(401);
  });
});

describe('cancelOrder', () => {
  it('cancels with the reason, keeps the note, gives back stock and coupon use once; 409 the second time', async () => {
    const stock = await stockOf(api.db, shop.dress.sage.M);
    const used = await usedCountOf(api.db, shop.coupon);
    const placed = await placeOrder({ couponCode: 'SUMMER10' });
    const res = await api.asAdmin({
      method: 'POST',
      url: `/api/admin/orders/${placed.orderId}/cancel`,
      payload: { reason: 'refused_at_delivery', note: 'Refused at the door: too expensive' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', cancelReason: 'refused_at_delivery' });
    expect(res.json().risk).toMatchObject({ orders: 1, cancelled: 1, refused: 1 });
    expect(await stockOf(api.db, shop.dress.sage.M)).toBe(stock);
    expect(await usedCountOf(api.db, shop.coupon)).toBe(used);

    const again = await api.asAdmin({
      method: 'POST',
      url: `/api/admin/orders/${placed.orderId}/cancel`,
      payload: { reason: 'other' },
    });
    expect(again.statusCode).toBe(409);
    expect(await stockOf(api.db, shop.dress.sage.M)).toBe(stock);
    expect(await usedCountOf(api.db, shop.coupon)).toBe(used);

    const history = await api.asAdmin({ method: 'GET', url: `/api/admin/orders/${placed.orderId}/history` });
    expect(history.json().history.at(-1)).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'cancelled',
      changedBy: 'admin',
      actor: 'admin',
      reason: 'refused_at_delivery',
    });
    const notes = await api.asAdmin({ method: 'GET', url: `/api/admin/orders/${placed.orderId}/notes` });
    expect(notes.json().notes).toEqual([
      expect.objectContaining({ body: 'Refused at the door: too expensive', author: 'admin' }),
    ]);
  });

  it('refuses an unknown or missing reason and an overlong note (400); 404 for no order', async () => {
    const placed = await placeOrder();
    const url = `/api/admin/orders/${placed.orderId}/cancel`;
    for (const payload of [
      {},
      { reason: 'not_confirmed' },
      { reason: 'bored' },
      { reason: 'other', note: 'x'.repeat(1001) },
    ])
      expect((await api.asAdmin({ method: 'POST', url, payload })).statusCode).toBe(400);
    const missing = await api.asAdmin({
      method: 'POST',
      url: '/api/admin/orders/999999/cancel',
      payload: { reason: 'other' },
    });
    expect(missing.statusCode).toBe(404);
    const [row] = await api.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(row!.status).toBe('pending');
  });

  it("the original plain status update still cancels, with no reason, recorded as the admin's", async () => {
    const placed = await placeOrder();
    const res = await api.asAdmin({
      method: 'PUT',
      url: `/api/admin/orders/${placed.orderId}`,
      payload: { status: 'cancelled' },
    });
    expect(res.json()).toMatchObject({ status: 'cancelled', cancelReason: null });
    const reopened = await api.asAdmin({
      method: 'PUT',
      url: `/api/admin/orders/${placed.orderId}`,
      payload: { status: 'processing' },
    });
    expect(reopened.json()).toMatchObject({ status: 'processing', cancelReason: null });
    const rows = await api.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, placed.orderId));
    expect(rows.slice(1).map((h) => [h.toStatus, h.actor, h.reason, h.changedBy])).toEqual([
      ['cancelled', 'admin', null, 'admin'],
      ['processing', 'admin', null, 'admin'],
    ]);
  });
});

describe('order notes', () => {
  it('adds notes with their author and lists them oldest first', async () => {
    const placed = await placeOrder();
    const url = `/api/admin/orders/${placed.orderId}/notes`;
    const first = await api.asAdmin({
      method: 'POST',
      url,
      payload: { body: '  Called twice, no answer.  ' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ body: 'Called twice, no answer.', author: 'admin' });
    await api.asAdmin({ method: 'POST', url, payload: { body: 'Confirmed on WhatsApp' } });
    const list = await api.asAdmin({ method: 'GET', url });
    expect(list.json().notes.map((n: { body: string }) => n.body)).toEqual([
      'Called twice, no answer.',
      'Confirmed on WhatsApp',
    ]);
  });

  it('refuses an empty, blank or overlong note (400), and a note on no order (404)', async () => {
    const placed = await placeOrder();
    const url = `/api/admin/orders/${placed.orderId}/notes`;
    for (const body of ['', '   ', 'x'.repeat(1001)])
      expect((await api.asAdmin({ method: 'POST', url, payload: { body } })).statusCode).toBe(400);
    const none = await api.asAdmin({
      method: 'POST',
      url: '/api/admin/orders/99999/notes',
      payload: { body: 'x' },
    });
    expect(none.statusCode).toBe(404);
    expect((await api.asAdmin({ method: 'GET', url: '/api/admin/orders/99999/notes' })).statusCode).toBe(404);
  });
});

describe('getCourierSheet', () => {
  it('writes every filtered order with mobiles, address, items and the cash as a number, formula-safe', async () => {
    await insertOrder(api.db, {
      createdAt: new Date('2026-11-20T10:00:00Z'),
      firstName: '=HYPERLINK("http://evil.example")',
      lastName: 'Hassan',
      phone: '01012345678',
      lines: [line(2), { ...line(1, 'Silk Scarf'), color: 'Grey', size: 'One Size' }],
    });
    await insertOrder(api.db, {
      createdAt: new Date('2026-11-21T10:00:00Z'),
      firstName: 'نور',
      lastName: 'السيد',
      status: 'shipped',
      phone: '+201198765432',
      lines: [line(1)],
    });
    const res = await api.asAdmin({ method: 'GET', url: '/api/admin/orders/courier-sheet?status=pending' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="courier-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = Papa.parse<string[]>(res.body.replace(/^\uFEFF/, '')).data;
    expect(rows[0]).toEqual([
      'Order number',
      'Name',
      'Mobile',
      'Other mobile',
      'Governorate',
      'Address',
      'Other address',
      'Items',
      'Cash to collect (EGP)',
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual([
      expect.stringMatching(/^MO-T/),
      `'=HYPERLINK("http://evil.example") Hassan`,
      '01012345678',
      '',
      'Alexandria',
      '3 Fouad St',
      '',
      'Linen Wrap Midi Dress (Sage, M) ×2; Silk Scarf (Grey, One Size) ×1',
      '4400',
    ]);
    const all = await api.asAdmin({ method: 'GET', url: '/api/admin/orders/courier-sheet' });
    const allRows = Papa.parse<string[]>(all.body.replace(/^\uFEFF/, '')).data;
    expect(allRows.map((r) => r[1])).toEqual([
      'Name',
      'نور السيد',
      `'=HYPERLINK("http://evil.example") Hassan`,
    ]);
  });

  it('refuses filters beyond the contract (400)', async () => {
    for (const query of ['status=lost', `q=${'x'.repeat(101)}`, 'startDate=yesterday'])
      expect(
        (await api.asAdmin({ method: 'GET', url: `/api/admin/orders/courier-sheet?${query}` })).statusCode,
      ).toBe(400);
  });
});

describe('getCustomer', () => {
  it('finds a customer by mobile in either form: names, risk, spend and orders newest first', async () => {
    await insertOrder(api.db, {
      createdAt: new Date('2026-11-01T10:00:00Z'),
      status: 'delivered',
      phone: '01012345678',
      firstName: 'Nour',
      lastName: 'Ali',
      lines: [line(1)],
    });
    const refused = await insertOrder(api.db, {
      createdAt: new Date('2026-11-05T10:00:00Z'),
      status: 'cancelled',
      phone: '+201012345678',
      lines: [line(1)],
    });
    await api.db.update(orders).set({ cancelReason: 'refused_at_delivery' }).where(eq(orders.id, refused.id));
    await insertOrder(api.db, { createdAt: new Date(), phone: '01199999999', lines: [line(1)] });
    // Typed on an Arabic keyboard too.
    for (const mobile of ['01012345678', '+201012345678', '٠١٠١٢٣٤٥٦٧٨']) {
      const res = await api.asAdmin({
        method: 'POST',
        url: '/api/admin/customers/lookup',
        payload: { mobile },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        mobile: '01012345678',
        names: ['Mariam Hassan', 'Nour Ali'],
        risk: { orders: 2, delivered: 1, cancelled: 1, refused: 1, fake: 0 },
        spend: 1500,
      });
      expect(res.json().orders.map((o: { orderId: number }) => o.orderId)[0]).toBe(refused.id);
      expect(res.json().orders).toHaveLength(2);
    }
  });

  it('404 for a number with no order; 400 for what is not a mobile number', async () => {
    const lookup = (mobile: string) =>
      api.asAdmin({ method: 'POST', url: '/api/admin/customers/lookup', payload: { mobile } });
    expect((await lookup('01055555555')).statusCode).toBe(404);
    expect((await lookup('12345')).statusCode).toBe(400);
  });
});

describe('shop contact settings', () => {
  const contact = {
    whatsapp: '+20 101 234 5678',
    phone: '02 2345 6789',
    email: 'hello@morph.example',
    facebook: 'https://www.facebook.com/morph.eg',
    instagram: '',
    tiktok: null,
    address: '  12 Hassan Sabry St,   Zamalek ',
  };

  it('starts from the build-time email and phone, then shows what the owner saved (cache cleared)', async () => {
    const first = await api.app.inject({ method: 'GET', url: '/api/settings/contact' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      whatsapp: '201001234567',
      phone: '01001234567',
      email: 'care@morph.test',
      facebook: null,
      instagram: null,
      tiktok: null,
      address: null,
    });
    expect(api.app.catalogueCache.local.has('getShopContact')).toBe(true);

    const saved = await api.asAdmin({ method: 'PUT', url: '/api/admin/settings/contact', payload: contact });
    expect(saved.statusCode).toBe(200);
    const expected = {
      whatsapp: '201012345678',
      phone: '02 2345 6789',
      email: 'hello@morph.example',
      facebook: 'https://www.facebook.com/morph.eg',
      instagram: null,
      tiktok: null,
      address: '12 Hassan Sabry St, Zamalek',
    };
    expect(saved.json()).toEqual(expected);
    expect(api.app.catalogueCache.local.has('getShopContact')).toBe(false);
    const after = await api.app.inject({ method: 'GET', url: '/api/settings/contact' });
    expect(after.json()).toEqual(expected);
  });

  it('refuses bad input (400) and changes nothing', async () => {
    for (const bad of [
      { ...contact, email: 'not an email' },
      { ...contact, facebook: 'http://facebook.com/morph' },
      { ...contact, instagram: 'https://x' },
      { ...contact, whatsapp: 'call me' },
      { ...contact, address: 'x'.repeat(301) },
      { ...contact, extra: 1 },
      { whatsapp: null },
    ])
      expect(
        (await api.asAdmin({ method: 'PUT', url: '/api/admin/settings/contact', payload: bad })).statusCode,
      ).toBe(400);
    const now = await api.app.inject({ method: 'GET', url: '/api/settings/contact' });
    expect(now.json().email).toBe('care@morph.test');
  });
});

describe('the expiry of unconfirmed orders', () => {
  const HOUR = 3_600_000;

  it('two runners at once cancel each expired order once: stock and coupon use come back exactly once', async () => {
    const stock = await stockOf(api.db, shop.dress.sage.L);
    const used = await usedCountOf(api.db, shop.coupon);
    const expired = [];
    const sageL = {
      items: [{ productId: shop.dress.id, variantId: shop.dress.sage.id, size: 'L', quantity: 1 }],
    };
    for (let i = 0; i < 3; i++) expired.push(await placeOrder({ ...sageL, couponCode: 'SUMMER10' }));
    const confirmed = await placeOrder(sageL);
    const shipped = await placeOrder(sageL);
    const fresh = await placeOrder(sageL);
    await api.app.inject({
      method: 'POST',
      url: `/api/customer/orders/${confirmed.orderNumber}/confirm`,
      headers: { 'x-order-key': confirmed.orderKey },
    });
    await api.asAdmin({
      method: 'PUT',
      url: `/api/admin/orders/${shipped.orderId}`,
      payload: { status: 'shipped' },
    });
    // Every order but the fresh one was placed 49 hours ago.
    const old = new Date(Date.now() - 49 * HOUR);
    for (const o of [...expired, confirmed, shipped])
      await api.db.update(orders).set({ createdAt: old }).where(eq(orders.id, o.orderId));
    expect(await stockOf(api.db, shop.dress.sage.L)).toBe(stock - 6);
    expect(await usedCountOf(api.db, shop.coupon)).toBe(used + 3);

    const database = api.app.database;
    const counts = await Promise.all([
      runOrderExpiry(database, { orderConfirmHours: 48 }),
      runOrderExpiry(database, { orderConfirmHours: 48 }),
    ]);
    expect(counts[0]! + counts[1]!).toBe(3);
    expect(await stockOf(api.db, shop.dress.sage.L)).toBe(stock - 3);
    expect(await usedCountOf(api.db, shop.coupon)).toBe(used);

    const statusOf = async (id: number) => (await api.db.select().from(orders).where(eq(orders.id, id)))[0]!;
    for (const o of expired) {
      expect(await statusOf(o.orderId)).toMatchObject({ status: 'cancelled', cancelReason: 'not_confirmed' });
      const history = await api.db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, o.orderId));
      expect(history.filter((h) => h.toStatus === 'cancelled')).toEqual([
        expect.objectContaining({ actor: 'system', reason: 'not_confirmed', changedBy: null }),
      ]);
    }
    expect((await statusOf(confirmed.orderId)).status).toBe('pending');
    expect((await statusOf(shipped.orderId)).status).toBe('shipped');
    expect((await statusOf(fresh.orderId)).status).toBe('pending');

    // A later round finds nothing more.
    expect(await runOrderExpiry(database, { orderConfirmHours: 48 })).toBe(0);
    expect(await stockOf(api.db, shop.dress.sage.L)).toBe(stock - 3);
  });

  it('tells the catalogue cache which products got stock back', async () => {
    const placed = await placeOrder();
    await api.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 3 * HOUR) })
      .where(eq(orders.id, placed.orderId));
    const told: number[][] = [];
    const n = await runOrderExpiry(api.app.database, {
      orderConfirmHours: 2,
      onStockReturned: async (products) => void told.push(products),
    });
    expect(n).toBe(1);
    expect(told).toEqual([[shop.dress.id]]);
  });
});
