// The nine dashboard queries (docs/business-rules.md#sales-figures): sales are orders in processing, shipped or
// delivered; coupon usage counts every order not cancelled; hours, weekdays, days and months are Cairo's.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { products, sizes } from '../../src/server/db/schema';
import { lastCairoMonths } from '../../src/shared/cairo-dates';
import { useTestApp } from './helpers/app';
import { insertOrder, seedShop, type Shop } from './customer-fixtures';

const api = useTestApp();
let shop: Shop;

const get = async (path: string) => {
  const res = await api.asAdmin({ method: 'GET', url: `/api/admin/dashboard/${path}` });
  expect(res.statusCode).toBe(200);
  return res.json();
};

const dress = (quantity: number, size = 'M', color = 'Sage') => ({
  productId: shop.dress.id,
  name: 'Linen Wrap Midi Dress',
  color,
  size,
  quantity,
  unitPiastres: 145_000,
});
const bag = (quantity: number) => ({
  productId: shop.bag.id,
  name: 'Crochet Shoulder Bag',
  color: 'Ivory',
  size: 'One Size',
  quantity,
  unitPiastres: 77_500,
});

// Saturday 21 Nov 2026, Cairo (UTC+2 in winter).
const at = (cairoLocal: string) => new Date(`${cairoLocal}+02:00`);

beforeEach(async () => {
  shop = await seedShop(api.db);
  // Sales on 21 Nov (Saturday): 09:30 (1 dress + 50 shipping), 21:15 (2 bags + 1 dress L), and 23:30 on Friday 20 Nov.
  await insertOrder(api.db, {
    createdAt: at('2026-11-21T09:30:00'),
    status: 'processing',
    lines: [dress(1)],
    couponId: shop.coupon,
    couponCode: 'SUMMER10',
  });
  await insertOrder(api.db, {
    createdAt: at('2026-11-21T21:15:00'),
    status: 'delivered',
    lines: [bag(2), dress(1, 'L')],
  });
  await insertOrder(api.db, {
    createdAt: at('2026-11-20T23:30:00'),
    status: 'shipped',
    lines: [dress(2, 'M', 'Sand')],
    couponId: shop.coupon,
    couponCode: 'SUMMER10',
  });
  // Not sales: pending and cancelled (the pending one still counts as a coupon use, the cancelled one not).
  await insertOrder(api.db, {
    createdAt: at('2026-11-21T12:00:00'),
    status: 'pending',
    lines: [dress(5)],
    couponId: shop.coupon,
    couponCode: 'SUMMER10',
  });
  await insertOrder(api.db, {
    createdAt: at('2026-11-21T13:00:00'),
    status: 'cancelled',
    lines: [bag(9)],
    couponId: shop.coupon,
    couponCode: 'SUMMER10',
  });
});

const saturday = 'startDate=2026-11-21&endDate=2026-11-21';

describe('dashboard', () => {
  it('needs an admin session for every query', async () => {
    for (const path of [
      'summary',
      'monthlySales',
      'bestTimeToSell',
      'salesByProduct',
      'salesByCategory',
      'topProducts',
      'couponUsage',
      'lowStockProducts',
      'salesByVariant',
      'refusalsByGovernorate',
    ]) {
      const res = await api.app.inject({ method: 'GET', url: `/api/admin/dashboard/${path}` });
      expect(res.statusCode).toBe(401);
    }
  });

  it('summary: totals of the sales of whole Cairo days', async () => {
    // 1450 + 50, and 2 × 775 + 1450 + 50.
    // Beside them: the sales statuses, the pending order to confirm, and Friday's sale (2 × 1450 + 50) before.
    expect(await get(`summary?${saturday}`)).toEqual({
      totalSales: 4550,
      orderCount: 2,
      averageOrderValue: 2275,
      salesStatuses: ['processing', 'shipped', 'delivered'],
      toConfirm: 1,
      confirmedByCustomer: 0,
      previous: {
        startDate: '2026-11-20',
        endDate: '2026-11-20',
        totalSales: 2950,
        orderCount: 1,
        averageOrderValue: 2950,
      },
    });
    expect(await get('summary?startDate=2026-11-20&endDate=2026-11-21')).toMatchObject({
      totalSales: 7500,
      orderCount: 3,
      averageOrderValue: 2500,
      previous: { startDate: '2026-11-18', endDate: '2026-11-19', totalSales: 0, orderCount: 0 },
    });
    expect(await get('summary?startDate=2026-11-22')).toMatchObject({
      totalSales: 0,
      orderCount: 0,
      averageOrderValue: 0,
      previous: null,
    });
  });

  it('summary follows status changes: a cancelled sale stops counting, a confirmed order starts', async () => {
    const list = (
      await api.asAdmin({ method: 'GET', url: '/api/admin/orders?startDate=2026-11-21&endDate=2026-11-21' })
    ).json().orders;
    const processing = list.find((o: { status: string }) => o.status === 'processing');
    const pending = list.find((o: { status: string }) => o.status === 'pending');
    await api.asAdmin({
      method: 'PUT',
      url: `/api/admin/orders/${processing.orderId}`,
      payload: { status: 'cancelled' },
    });
    await api.asAdmin({
      method: 'PUT',
      url: `/api/admin/orders/${pending.orderId}`,
      payload: { status: 'shipped' },
    });
    expect(await get(`summary?${saturday}`)).toMatchObject({
      totalSales: 3050 + 5 * 1450 + 50,
      orderCount: 2,
      averageOrderValue: (3050 + 7300) / 2,
    });
    const products = await get(`salesByProduct?${saturday}`);
    expect(products).toContainEqual({
      productName: 'Linen Wrap Midi Dress',
      totalQuantity: 6,
      totalSales: 8700,
    });
    // All time reads the monthly rollup, which follows too: 6 dresses on Saturday and 2 on Friday.
    expect(await get('salesByProduct')).toEqual([
      { productName: 'Linen Wrap Midi Dress', totalQuantity: 8, totalSales: 11600 },
      { productName: 'Crochet Shoulder Bag', totalQuantity: 2, totalSales: 1550 },
    ]);
  });

  it('all time (Reset) and month ranges agree with day ranges', async () => {
    for (const path of ['salesByProduct', 'salesByCategory', 'salesByVariant', 'topProducts']) {
      const byDays = await get(`${path}?startDate=2026-11-20&endDate=2026-11-21`);
      expect(await get(path)).toEqual(byDays);
      expect(await get(`${path}?startDate=2026-11-01&endDate=2026-11-30`)).toEqual(byDays);
      expect(await get(`${path}?startDate=2026-10-15&endDate=2026-12-31`)).toEqual(byDays);
      expect(await get(`${path}?startDate=2026-12-01`)).toEqual([]);
    }
  });

  it('monthlySales: the last 12 Cairo months, oldest first, zero-filled', async () => {
    // One more sale now, and one 13 months ago (outside the window).
    await insertOrder(api.db, {
      createdAt: new Date(Date.now() - 60_000),
      status: 'delivered',
      lines: [bag(1)],
      shippingPiastres: 0,
    });
    await insertOrder(api.db, {
      createdAt: new Date(Date.now() - 400 * 86_400_000),
      status: 'delivered',
      lines: [bag(4)],
    });
    const months = lastCairoMonths(new Date(), 12);
    const expected = new Map(months.map((m) => [m, 0]));
    expected.set(months[11]!, 775);
    // The fixtures' sales of 20–21 Nov 2026 (7500) fall in November 2026 if it is among the twelve.
    if (expected.has('2026-11')) expected.set('2026-11', expected.get('2026-11')! + 7500);
    expect(await get('monthlySales')).toEqual(
      months.map((month) => ({ month, totalSales: expected.get(month) })),
    );
  });

  it('bestTimeToSell: every Cairo hour and weekday', async () => {
    const body = await get('bestTimeToSell?startDate=2026-11-20&endDate=2026-11-21');
    expect(body.byHour).toHaveLength(24);
    expect(body.byHour[9]).toEqual({ hour: 9, totalSales: 1500 });
    expect(body.byHour[21]).toEqual({ hour: 21, totalSales: 3050 });
    expect(body.byHour[23]).toEqual({ hour: 23, totalSales: 2950 });
    expect(body.byHour[12]).toEqual({ hour: 12, totalSales: 0 });
    expect(body.byDayOfWeek.map((d: { day: string }) => d.day)).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    expect(body.byDayOfWeek[5]).toEqual({ day: 'Friday', totalSales: 2950 });
    expect(body.byDayOfWeek[6]).toEqual({ day: 'Saturday', totalSales: 4550 });
  });

  it('bestTimeToSell uses Cairo summer time where Egypt had it', async () => {
    // 21:30 UTC on Sunday 30 June 2024 is 00:30 on Monday 1 July in Cairo (UTC+3), not 23:30 on Sunday.
    await insertOrder(api.db, {
      createdAt: new Date('2024-06-30T21:30:00.000Z'),
      status: 'delivered',
      lines: [bag(1)],
      shippingPiastres: 0,
    });
    const body = await get('bestTimeToSell?startDate=2024-07-01&endDate=2024-07-01');
    expect(body.byHour[0]).toEqual({ hour: 0, totalSales: 775 });
    expect(body.byDayOfWeek[1]).toEqual({ day: 'Monday', totalSales: 775 });
    expect(await get('summary?startDate=2024-06-30&endDate=2024-06-30')).toMatchObject({ orderCount: 0 });
  });

  it('salesByProduct and topProducts: line totals and units, best first', async () => {
    expect(await get('salesByProduct?startDate=2026-11-20')).toEqual([
      { productName: 'Linen Wrap Midi Dress', totalQuantity: 4, totalSales: 5800 },
      { productName: 'Crochet Shoulder Bag', totalQuantity: 2, totalSales: 1550 },
    ]);
    expect(await get('topProducts?startDate=2026-11-20&limit=1')).toEqual([
      {
        productId: shop.dress.id,
        productName: 'Linen Wrap Midi Dress',
        imageUrl: '/uploads/products/12-main-640.webp',
        quantitySold: 4,
      },
    ]);
  });

  it('salesByProduct keeps a deleted product under its name as sold', async () => {
    await api.db.delete(products).where(eq(products.id, shop.bag.id));
    const top = await get('topProducts?startDate=2026-11-20');
    expect(top[1]).toEqual({
      productId: null,
      productName: 'Crochet Shoulder Bag',
      imageUrl: null,
      quantitySold: 2,
    });
  });

  it('salesByCategory: a product counts once in each of its categories', async () => {
    // The dress is in New Arrivals through two tags; the bag in Bags.
    expect(await get('salesByCategory?startDate=2026-11-20')).toEqual([
      { categoryName: 'New Arrivals', totalSales: 5800, totalQuantity: 4 },
      { categoryName: 'Luxury in Every Stitch', totalSales: 1550, totalQuantity: 2 },
    ]);
  });

  it('salesByVariant: units per product, colour and size, the best-selling product first', async () => {
    expect(await get('salesByVariant?startDate=2026-11-20')).toEqual([
      { productTitle: 'Linen Wrap Midi Dress', color: 'Sand', size: 'M', totalSold: 2 },
      { productTitle: 'Linen Wrap Midi Dress', color: 'Sage', size: 'L', totalSold: 1 },
      { productTitle: 'Linen Wrap Midi Dress', color: 'Sage', size: 'M', totalSold: 1 },
      { productTitle: 'Crochet Shoulder Bag', color: 'Ivory', size: 'One Size', totalSold: 2 },
    ]);
  });

  it('salesByProduct, salesByVariant and lowStockProducts answer at most `limit` and tell the total', async () => {
    const answer = async (path: string) => {
      const res = await api.asAdmin({ method: 'GET', url: `/api/admin/dashboard/${path}` });
      expect(res.statusCode).toBe(200);
      return { body: res.json(), total: res.headers['x-total-count'] };
    };
    expect(await answer('salesByProduct?startDate=2026-11-20&limit=1')).toEqual({
      body: [{ productName: 'Linen Wrap Midi Dress', totalQuantity: 4, totalSales: 5800 }],
      total: '2',
    });
    // limit counts products: the dress's three rows.
    const variants = await answer('salesByVariant?startDate=2026-11-20&limit=1');
    expect(variants.total).toBe('2');
    expect(variants.body.map((r: { productTitle: string }) => r.productTitle)).toEqual([
      'Linen Wrap Midi Dress',
      'Linen Wrap Midi Dress',
      'Linen Wrap Midi Dress',
    ]);
    // No product sold: an empty page and a total of 0.
    expect(await answer('salesByProduct?startDate=2026-12-01')).toEqual({ body: [], total: '0' });
    expect(await answer('salesByVariant?startDate=2026-12-01')).toEqual({ body: [], total: '0' });
    // The bag sold out too: both have a size at 0, so the oldest product comes first.
    await api.db.update(sizes).set({ stock: 0 }).where(eq(sizes.id, shop.bag.ivory.oneSize));
    const low = await answer('lowStockProducts?limit=1');
    expect(low.total).toBe('2');
    expect(low.body).toHaveLength(1);
    expect(low.body[0].id).toBe(Math.min(shop.dress.id, shop.bag.id));
    const all = await answer('lowStockProducts');
    expect(all.body.map((p: { id: number }) => p.id)).toEqual(
      [shop.dress.id, shop.bag.id].sort((a, b) => a - b),
    );
  });

  it('couponUsage: orders not cancelled, in the range', async () => {
    expect(await get('couponUsage?startDate=2026-11-20')).toEqual([
      {
        id: shop.coupon,
        code: 'SUMMER10',
        description: '10% off the summer edit',
        percentage: 10,
        usedCount: 3,
        isActive: true,
      },
    ]);
    expect(await get(`couponUsage?${saturday}`)).toEqual([expect.objectContaining({ usedCount: 2 })]);
    expect(await get('couponUsage?startDate=2026-11-23')).toEqual([]);
  });

  it('lowStockProducts: sizes at or below the threshold, per variant with its total stock, active products only', async () => {
    expect(await get('lowStockProducts')).toEqual([
      {
        id: shop.dress.id,
        name: 'Linen Wrap Midi Dress',
        variants: [
          {
            color: 'Sage',
            totalStock: 11,
            sizes: [
              { size: 'S', stock: 0 },
              { size: 'M', stock: 3 },
            ],
          },
          { color: 'Sand', totalStock: 10, sizes: [{ size: 'L', stock: 4 }] },
        ],
      },
    ]);
    await api.db.update(sizes).set({ stock: 6 }).where(eq(sizes.id, shop.dress.sand.L));
    const six = await get('lowStockProducts?threshold=6');
    expect(six[0].variants[1]).toEqual({
      color: 'Sand',
      totalStock: 12,
      sizes: [
        { size: 'M', stock: 6 },
        { size: 'L', stock: 6 },
      ],
    });
    expect(six.map((p: { name: string }) => p.name)).not.toContain('Old Scarf');
  });

  it.each([
    ['summary?startDate=21-11-2026'],
    ['salesByProduct?endDate=2026-02-30'],
    ['bestTimeToSell?startDate=2026-11-22&endDate=2026-11-21'],
    ['topProducts?limit=0'],
    ['topProducts?limit=51'],
    ['lowStockProducts?threshold=-1'],
    ['lowStockProducts?threshold=abc'],
    ['lowStockProducts?limit=0'],
    ['lowStockProducts?limit=201'],
    ['salesByProduct?limit=201'],
    ['salesByVariant?limit=101'],
  ])('refuses %s with 400', async (path) => {
    const res = await api.asAdmin({ method: 'GET', url: `/api/admin/dashboard/${path}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(expect.any(String));
  });
});
