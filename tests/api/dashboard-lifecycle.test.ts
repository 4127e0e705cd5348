// The dashboard's additions for the order lifecycle and the owner's daily reading
// (docs/product.md#dashboard): the orders to confirm, the statuses that count as sales, the previous period's figures, and the
// refusals at delivery per governorate.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { orders, orderStatusHistory } from '../../src/server/db/schema';
import type { CancelReason } from '../../src/shared/order-lifecycle';
import type { OrderStatus } from '../../src/server/db/schema';
import { useTestApp } from './helpers/app';
import { insertOrder, seedShop, type Shop } from './customer-fixtures';

const api = useTestApp();
let shop: Shop;

const get = async (path: string) => {
  const res = await api.asAdmin({ method: 'GET', url: `/api/admin/dashboard/${path}` });
  expect(res.statusCode).toBe(200);
  return res.json();
};

// Cairo is UTC+2 in November.
const at = (cairoLocal: string) => new Date(`${cairoLocal}+02:00`);
const dress = (quantity: number) => ({
  productId: shop.dress.id,
  name: 'Linen Wrap Midi Dress',
  color: 'Sage',
  size: 'M',
  quantity,
  unitPiastres: 100_000,
});

let mobile = 0;
/** An order in a governorate that went through `path` (its history), ending cancelled for `reason` if given. */
async function order(
  governorate: string,
  path: OrderStatus[],
  options: { day?: string; reason?: CancelReason } = {},
) {
  const createdAt = at(`${options.day ?? '2026-11-21'}T10:00:00`);
  const row = await insertOrder(api.db, {
    createdAt,
    status: path.at(-1),
    lines: [dress(1)],
    phone: `0101${String(++mobile).padStart(7, '0')}`,
  });
  await api.db
    .update(orders)
    .set({ city: governorate, cancelReason: options.reason ?? null })
    .where(eq(orders.id, row.id));
  // insertOrder wrote the last status as the creation; the history gets the whole path instead.
  await api.db.delete(orderStatusHistory).where(eq(orderStatusHistory.orderId, row.id));
  await api.db.insert(orderStatusHistory).values(
    path.map((status, i) => ({
      orderId: row.id,
      fromStatus: i === 0 ? null : path[i - 1]!,
      toStatus: status,
      changedAt: new Date(createdAt.getTime() + i * 3_600_000),
      reason: status === 'cancelled' ? (options.reason ?? null) : null,
    })),
  );
  return row;
}

beforeEach(async () => {
  shop = await seedShop(api.db);
  mobile = 0;
});

describe('dashboard: lifecycle figures', () => {
  it('needs an admin session for the refusals', async () => {
    const res = await api.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard/refusalsByGovernorate',
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    'refusalsByGovernorate?startDate=21-11-2026',
    'refusalsByGovernorate?startDate=2026-11-22&endDate=2026-11-21',
    'refusalsByGovernorate?endDate=2026-02-30',
    `refusalsByGovernorate?startDate=${'2'.repeat(200)}`,
  ])('refuses %s with 400', async (path) => {
    const res = await api.asAdmin({ method: 'GET', url: `/api/admin/dashboard/${path}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(expect.any(String));
  });

  it('summary says which statuses are sales and how many orders wait for confirmation, whatever the dates', async () => {
    await order('Giza', ['pending']);
    await order('Giza', ['pending'], { day: '2026-10-01' });
    await order('Cairo', ['pending', 'processing']);
    await order('Cairo', ['pending', 'cancelled'], { reason: 'no_answer' });
    const body = await get('summary?startDate=2026-11-21&endDate=2026-11-21');
    expect(body.salesStatuses).toEqual(['processing', 'shipped', 'delivered']);
    expect(body.toConfirm).toBe(2);
    expect(body.orderCount).toBe(1);
    expect((await get('summary')).toConfirm).toBe(2);
    expect(body.confirmedByCustomer).toBe(0);
    // A shopper confirms one online: still to confirm for the shop, counted as confirmed by the customer.
    const [waiting] = await api.db.select().from(orders).where(eq(orders.status, 'pending')).limit(1);
    await api.db.update(orders).set({ customerConfirmedAt: new Date() }).where(eq(orders.id, waiting!.id));
    expect(await get('summary')).toMatchObject({ toConfirm: 2, confirmedByCustomer: 1 });
  });

  it('summary gives the previous period of the same length beside the figures', async () => {
    // 15–21 Nov: two sales (1000 + 50 and 2 × 1000 + 50); 8–14 Nov: one (3 × 1000 + 50); 7 Nov is outside both.
    for (const [day, quantity] of [
      ['2026-11-15', 1],
      ['2026-11-21', 2],
      ['2026-11-14', 3],
      ['2026-11-07', 5],
    ] as const) {
      await insertOrder(api.db, {
        createdAt: at(`${day}T12:00:00`),
        status: 'delivered',
        lines: [dress(quantity)],
      });
    }
    expect(await get('summary?startDate=2026-11-15&endDate=2026-11-21')).toEqual({
      totalSales: 3100,
      orderCount: 2,
      averageOrderValue: 1550,
      salesStatuses: ['processing', 'shipped', 'delivered'],
      toConfirm: 0,
      confirmedByCustomer: 0,
      previous: {
        startDate: '2026-11-08',
        endDate: '2026-11-14',
        totalSales: 3050,
        orderCount: 1,
        averageOrderValue: 3050,
      },
    });
    // One day against the day before, and nothing sold before: zeros.
    expect((await get('summary?startDate=2026-11-15&endDate=2026-11-15')).previous).toEqual({
      startDate: '2026-11-14',
      endDate: '2026-11-14',
      totalSales: 3050,
      orderCount: 1,
      averageOrderValue: 3050,
    });
    expect((await get('summary?startDate=2026-11-07&endDate=2026-11-07')).previous).toEqual({
      startDate: '2026-11-06',
      endDate: '2026-11-06',
      totalSales: 0,
      orderCount: 0,
      averageOrderValue: 0,
    });
    // An open end has no period of the same length.
    expect((await get('summary')).previous).toBeNull();
    expect((await get('summary?startDate=2026-11-15')).previous).toBeNull();
  });

  it('refusalsByGovernorate: refused at delivery ÷ shipped, per governorate, in the range', async () => {
    // Giza: four went out (shipped, delivered, refused, cancelled after shipping for another reason); one refused.
    await order('Giza', ['pending', 'processing', 'shipped']);
    await order('Giza', ['pending', 'processing', 'shipped', 'delivered']);
    await order('Giza', ['pending', 'processing', 'shipped', 'cancelled'], { reason: 'refused_at_delivery' });
    await order('Giza', ['pending', 'processing', 'shipped', 'cancelled'], { reason: 'customer_cancelled' });
    // Not out for delivery: pending, processing, cancelled before shipping.
    await order('Giza', ['pending']);
    await order('Giza', ['pending', 'processing']);
    await order('Giza', ['pending', 'cancelled'], { reason: 'no_answer' });
    // Cairo: two refused, one of them marked refused without the shipped step; both went out.
    await order('Cairo', ['pending', 'processing', 'shipped', 'cancelled'], {
      reason: 'refused_at_delivery',
    });
    await order('Cairo', ['pending', 'processing', 'cancelled'], { reason: 'refused_at_delivery' });
    // Alexandria: one delivered, none refused.
    await order('Alexandria', ['pending', 'processing', 'shipped', 'delivered']);
    // Another day: a refusal in Alexandria.
    await order('Alexandria', ['pending', 'shipped', 'cancelled'], {
      day: '2026-11-10',
      reason: 'refused_at_delivery',
    });

    expect(await get('refusalsByGovernorate?startDate=2026-11-21&endDate=2026-11-21')).toEqual([
      { governorate: 'Cairo', shippedCount: 2, refusedCount: 2, refusalRate: 1 },
      { governorate: 'Giza', shippedCount: 4, refusedCount: 1, refusalRate: 0.25 },
      { governorate: 'Alexandria', shippedCount: 1, refusedCount: 0, refusalRate: 0 },
    ]);
    expect(await get('refusalsByGovernorate')).toContainEqual({
      governorate: 'Alexandria',
      shippedCount: 2,
      refusedCount: 1,
      refusalRate: 0.5,
    });
    expect(await get('refusalsByGovernorate?startDate=2026-11-22')).toEqual([]);
  });

  it('refusalsByGovernorate follows the back office: moved to shipped, then cancelled as refused', async () => {
    const row = await order('Luxor', ['pending']);
    for (const status of ['processing', 'shipped', 'cancelled']) {
      const res = await api.asAdmin({
        method: 'PUT',
        url: `/api/admin/orders/${row.id}`,
        payload: { status },
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await get('refusalsByGovernorate')).toEqual([
      { governorate: 'Luxor', shippedCount: 1, refusedCount: 0, refusalRate: 0 },
    ]);
    // The cancel-with-reason operation sets the reason (another branch); here the column directly.
    await api.db.update(orders).set({ cancelReason: 'refused_at_delivery' }).where(eq(orders.id, row.id));
    expect(await get('refusalsByGovernorate')).toEqual([
      { governorate: 'Luxor', shippedCount: 1, refusedCount: 1, refusalRate: 1 },
    ]);
  });

  it('rounds the rate to four decimals', async () => {
    await order('Aswan', ['pending', 'shipped', 'cancelled'], { reason: 'refused_at_delivery' });
    await order('Aswan', ['pending', 'shipped', 'delivered']);
    await order('Aswan', ['pending', 'shipped', 'delivered']);
    expect(await get('refusalsByGovernorate')).toEqual([
      { governorate: 'Aswan', shippedCount: 3, refusedCount: 1, refusalRate: 0.3333 },
    ]);
  });
});
