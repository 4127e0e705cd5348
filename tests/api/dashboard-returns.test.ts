// The dashboard's returns figures (getReturnsSummary, src/server/modules/dashboard/README.md#returns): net sales
// (the summary's sales less the refunds recorded in the range, by the refund's Cairo day), the units asked back
// (returns and exchanges made in the range, not refused or cancelled) against the units sold (exchanges'
// replacement orders left out), per product, size and reason, and the exchanges' share. Orders are placed pending
// and moved through the API; the requests are written straight to the tables (their endpoints are the returns
// module's), as the returns module would leave them.
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { orderItems, orders, returnItems, returns } from '../../src/server/db/schema';
import { upsertAdmin } from '../../src/server/modules/auth';
import type { OrderStatus } from '../../src/server/db/schema';
import type { ReturnKind, ReturnReason, ReturnStatus } from '../../src/shared/returns';
import type { StaffRole } from '../../src/shared/staff-roles';
import { testPasswordHash, useTestApp } from './helpers/app';
import { insertOrder, seedShop, type Shop } from './customer-fixtures';

const api = useTestApp();
let shop: Shop;
/** The exchange and the received return made on Saturday, and the early order's line of a dress L. */
let exchange: { id: number };
let received: { id: number };
let earlyL: { id: number; orderId: number };

const get = async (query = '') => {
  const res = await api.asAdmin({ method: 'GET', url: `/api/admin/dashboard/returns${query}` });
  expect(res.statusCode).toBe(200);
  return res.json();
};

// Cairo is UTC+2 in November 2026 (summer time ended on 29 October).
const at = (cairoLocal: string) => new Date(`${cairoLocal}+02:00`);

interface Line {
  productId: number;
  name: string;
  color: string;
  size: string;
  quantity: number;
  unitPiastres: number;
}
const dress = (quantity: number, size: 'S' | 'M' | 'L'): Line => ({
  productId: shop.dress.id,
  name: 'Linen Wrap Midi Dress',
  color: 'Sage',
  size,
  quantity,
  unitPiastres: 145_000,
});
const bag = (quantity: number): Line => ({
  productId: shop.bag.id,
  name: 'Crochet Shoulder Bag',
  color: 'Ivory',
  size: 'One Size',
  quantity,
  unitPiastres: 77_500,
});

const PATH: Record<string, OrderStatus[]> = {
  processing: ['processing'],
  shipped: ['processing', 'shipped'],
  delivered: ['processing', 'shipped', 'delivered'],
};

let mobile = 0;
/** An order placed (pending) at a Cairo time, then moved to `status` through the API, step by step. */
async function order(
  cairoLocal: string,
  lines: Line[],
  status: 'pending' | 'processing' | 'shipped' | 'delivered',
  replacing?: { orderId: number; creditPiastres: number },
) {
  const row = await insertOrder(api.db, {
    createdAt: at(cairoLocal),
    lines,
    phone: `0101${String(++mobile).padStart(7, '0')}`,
  });
  if (replacing) {
    // An exchange's replacement: the items are credited, the courier collects the shipping only.
    await api.db
      .update(orders)
      .set({
        replacesOrderId: replacing.orderId,
        creditPiastres: replacing.creditPiastres,
        totalPiastres: row.shippingPiastres,
      })
      .where(eq(orders.id, row.id));
  }
  for (const to of PATH[status] ?? []) {
    const res = await api.asAdmin({
      method: 'PUT',
      url: `/api/admin/orders/${row.id}`,
      payload: { status: to },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const items = await api.db.select().from(orderItems).where(eq(orderItems.orderId, row.id));
  return { id: row.id, items };
}

/** A request as the returns module leaves it, with its items (an order line, a quantity, a reason). */
async function request(
  kind: ReturnKind,
  status: ReturnStatus,
  cairoLocal: string,
  items: { line: { id: number; orderId: number }; quantity: number; reason: ReturnReason }[],
  refund?: { piastres: number; cairoLocal: string },
  replacementOrderId?: number,
) {
  const [row] = await api.db
    .insert(returns)
    .values({
      orderId: items[0]!.line.orderId,
      kind,
      status,
      requestedBy: kind === 'refusal' ? 'system' : 'customer',
      createdAt: at(cairoLocal),
      replacementOrderId: replacementOrderId ?? null,
      ...(refund
        ? {
            refundMethod: 'cash' as const,
            refundPiastres: refund.piastres,
            refundedAt: at(refund.cairoLocal),
            refundedBy: 'admin',
          }
        : {}),
    })
    .returning();
  await api.db.insert(returnItems).values(
    items.map((i) => ({
      returnId: row!.id,
      orderItemId: i.line.id,
      quantity: i.quantity,
      reason: i.reason,
    })),
  );
  return row!;
}

/** The line of an order for a product and size. */
const line = (placed: { items: (typeof orderItems.$inferSelect)[] }, size: string) =>
  placed.items.find((i) => i.size === size)!;

beforeEach(async () => {
  shop = await seedShop(api.db);
  mobile = 0;

  // Sold earlier (1 Nov): the order most requests are about. 2 × 1450 + 1450 + 2 × 775 + 50 = 5950.
  const early = await order('2026-11-01T12:00:00', [dress(2, 'M'), dress(1, 'L'), bag(2)], 'delivered');
  // Friday 20 Nov, 23:30: 4 × 775 + 50 = 3150.
  const friday = await order('2026-11-20T23:30:00', [bag(4)], 'shipped');
  // Saturday 21 Nov: 09:30 2 × 1450 + 775 + 50 = 3725; 23:59 3 × 1450 + 50 = 4400.
  await order('2026-11-21T09:30:00', [dress(2, 'M'), bag(1)], 'processing');
  await order('2026-11-21T23:59:00', [dress(3, 'L')], 'delivered');
  // Sunday 22 Nov at 00:00:30 Cairo (still the 21st in UTC): 1450 + 50 = 1500.
  await order('2026-11-22T00:00:30', [dress(1, 'M')], 'shipped');
  // Not sales: pending.
  await order('2026-11-21T12:00:00', [dress(5, 'M')], 'pending');
  // Saturday 15:00: the replacement of an exchange of the early order (a dress M for an S): its total is the
  // 50 shipping (a sale of 50), its unit is not a new sale.
  const replacement = await order('2026-11-21T15:00:00', [dress(1, 'S')], 'processing', {
    orderId: early.id,
    creditPiastres: 145_000,
  });

  // Requests made on Saturday 21 Nov and counted: 4 units, 1 of them an exchange.
  await request(
    'return',
    'refunded',
    '2026-11-21T08:00:00',
    [{ line: line(early, 'L'), quantity: 1, reason: 'too_large' }],
    { piastres: 145_000, cairoLocal: '2026-11-21T23:30:00' }, // refunded the same day: 1450
  );
  earlyL = line(early, 'L');
  exchange = await request(
    'exchange',
    'approved',
    '2026-11-21T10:00:00',
    [{ line: line(early, 'M'), quantity: 1, reason: 'too_small' }],
    undefined,
    replacement.id,
  );
  // Made at 00:00:00 Cairo, the first instant of the 21st (22:00 UTC on the 20th).
  received = await request('return', 'received', '2026-11-21T00:00:00', [
    { line: line(friday, 'One Size'), quantity: 2, reason: 'defect' },
  ]);
  // Made on Saturday and not counted: refused by the shop, cancelled, and a parcel refused at the door.
  await request('return', 'refused', '2026-11-21T11:00:00', [
    { line: line(early, 'One Size'), quantity: 1, reason: 'changed_mind' },
  ]);
  await request('exchange', 'cancelled', '2026-11-21T11:30:00', [
    { line: line(early, 'M'), quantity: 1, reason: 'too_small' },
  ]);
  await request('refusal', 'received', '2026-11-21T12:00:00', [
    { line: line(friday, 'One Size'), quantity: 4, reason: 'refused_at_delivery' },
  ]);
  // Made at 23:59:59 on Friday 20 Nov, refunded at 00:00:00 on Sunday 22 Nov: 775 on Sunday.
  await request(
    'return',
    'refunded',
    '2026-11-20T23:59:59',
    [{ line: line(early, 'One Size'), quantity: 1, reason: 'defect' }],
    { piastres: 77_500, cairoLocal: '2026-11-22T00:00:00' },
  );
  // Made on 10 Nov; a partial refund of 500 recorded on Saturday, and one of 300 on Wednesday 25 Nov.
  await request(
    'return',
    'refunded',
    '2026-11-10T10:00:00',
    [{ line: line(early, 'M'), quantity: 1, reason: 'other' }],
    { piastres: 50_000, cairoLocal: '2026-11-21T09:00:00' },
  );
  await request(
    'return',
    'refunded',
    '2026-11-10T11:00:00',
    [{ line: line(early, 'One Size'), quantity: 1, reason: 'changed_mind' }],
    { piastres: 30_000, cairoLocal: '2026-11-25T16:00:00' },
  );
});

const saturday = '?startDate=2026-11-21&endDate=2026-11-21';

describe('dashboard: returns', () => {
  it('needs a session, and the owner or a manager', async () => {
    const anonymous = await api.app.inject({ method: 'GET', url: '/api/admin/dashboard/returns' });
    expect(anonymous.statusCode).toBe(401);
    const as = async (role: StaffRole) => {
      await upsertAdmin(api.db, `staff-${role}`, await testPasswordHash('a member password 1'), role);
      const cookie = await api.signIn({ username: `staff-${role}`, password: 'a member password 1' });
      return (
        await api.app.inject({ method: 'GET', url: '/api/admin/dashboard/returns', headers: { cookie } })
      ).statusCode;
    };
    expect(await as('packer')).toBe(403);
    expect(await as('order_desk')).toBe(403);
    expect(await as('manager')).toBe(200);
    expect(await as('owner')).toBe(200);
  });

  it.each(['?startDate=21-11-2026', '?endDate=2026-02-30', '?startDate=2026-11-22&endDate=2026-11-21'])(
    'refuses a bad date: %s',
    async (query) => {
      const res = await api.asAdmin({ method: 'GET', url: `/api/admin/dashboard/returns${query}` });
      expect(res.statusCode).toBe(400);
    },
  );

  it('one Cairo day: net sales, the return rate, the exchanges’ share and the rows', async () => {
    expect(await get(saturday)).toEqual({
      // 3725 + 4400 + the replacement's 50 shipping.
      sales: 8175,
      // 1450 (the return made and refunded on Saturday) + 500 (a return of 10 Nov refunded on Saturday).
      refunds: 1950,
      netSales: 6225,
      // 2 M + 1 One Size + 3 L; the replacement's S is not a sale of a unit.
      soldUnits: 6,
      // 1 L + 1 M (the exchange) + 2 One Size (made at 00:00:00).
      returnedUnits: 4,
      returnRate: 0.6667, // 4 ÷ 6
      exchangeShare: 0.25, // 1 ÷ 4
      byProduct: [
        // Tied at 2 units: by name.
        {
          productId: shop.bag.id,
          name: 'Crochet Shoulder Bag',
          soldUnits: 1,
          returnedUnits: 2,
          returnRate: 2,
        },
        {
          productId: shop.dress.id,
          name: 'Linen Wrap Midi Dress',
          soldUnits: 5,
          returnedUnits: 2,
          returnRate: 0.4,
        },
      ],
      bySize: [
        { size: 'One Size', soldUnits: 1, returnedUnits: 2, returnRate: 2 },
        { size: 'L', soldUnits: 3, returnedUnits: 1, returnRate: 0.3333 },
        { size: 'M', soldUnits: 2, returnedUnits: 1, returnRate: 0.5 },
      ],
      byReason: [
        { reason: 'defect', units: 2 },
        { reason: 'too_large', units: 1 },
        { reason: 'too_small', units: 1 },
      ],
    });
  });

  it('sales are the summary’s sales for the same range', async () => {
    for (const query of [saturday, '?startDate=2026-11-20&endDate=2026-11-22', '']) {
      const summary = await api.asAdmin({ method: 'GET', url: `/api/admin/dashboard/summary${query}` });
      expect((await get(query)).sales).toBe(summary.json().totalSales);
    }
  });

  it('Cairo-day edges: the day before and the day after', async () => {
    // Friday: the order of 23:30 and the request made at 23:59:59; no refund.
    expect(await get('?startDate=2026-11-20&endDate=2026-11-20')).toEqual({
      sales: 3150,
      refunds: 0,
      netSales: 3150,
      soldUnits: 4,
      returnedUnits: 1,
      returnRate: 0.25,
      exchangeShare: 0,
      byProduct: [
        {
          productId: shop.bag.id,
          name: 'Crochet Shoulder Bag',
          soldUnits: 4,
          returnedUnits: 1,
          returnRate: 0.25,
        },
      ],
      bySize: [{ size: 'One Size', soldUnits: 4, returnedUnits: 1, returnRate: 0.25 }],
      byReason: [{ reason: 'defect', units: 1 }],
    });
    // Sunday: the order of 00:00:30 and the refund of 00:00:00 (775); nothing asked back.
    expect(await get('?startDate=2026-11-22&endDate=2026-11-22')).toEqual({
      sales: 1500,
      refunds: 775,
      netSales: 725,
      soldUnits: 1,
      returnedUnits: 0,
      returnRate: 0,
      exchangeShare: 0,
      byProduct: [],
      bySize: [],
      byReason: [],
    });
  });

  it('a range of refunds only has negative net sales', async () => {
    expect(await get('?startDate=2026-11-23&endDate=2026-11-30')).toMatchObject({
      sales: 0,
      refunds: 300,
      netSales: -300,
      soldUnits: 0,
      returnedUnits: 0,
      returnRate: 0,
      exchangeShare: 0,
    });
  });

  it('three days', async () => {
    expect(await get('?startDate=2026-11-20&endDate=2026-11-22')).toEqual({
      sales: 12_825, // 3150 + 8175 + 1500
      refunds: 2725, // 1950 + 775
      netSales: 10_100,
      soldUnits: 11, // 4 + 6 + 1
      returnedUnits: 5,
      returnRate: 0.4545, // 5 ÷ 11
      exchangeShare: 0.2, // 1 ÷ 5
      byProduct: [
        {
          productId: shop.bag.id,
          name: 'Crochet Shoulder Bag',
          soldUnits: 5,
          returnedUnits: 3,
          returnRate: 0.6,
        },
        {
          productId: shop.dress.id,
          name: 'Linen Wrap Midi Dress',
          soldUnits: 6,
          returnedUnits: 2,
          returnRate: 0.3333,
        },
      ],
      bySize: [
        { size: 'One Size', soldUnits: 5, returnedUnits: 3, returnRate: 0.6 },
        { size: 'L', soldUnits: 3, returnedUnits: 1, returnRate: 0.3333 },
        { size: 'M', soldUnits: 3, returnedUnits: 1, returnRate: 0.3333 },
      ],
      byReason: [
        { reason: 'defect', units: 3 },
        { reason: 'too_large', units: 1 },
        { reason: 'too_small', units: 1 },
      ],
    });
  });

  // All of November is one whole month (the monthly rollups), all time is open (every month): the same figures.
  const everything = () => ({
    sales: 18_775, // 5950 + 3150 + 3725 + 4400 + 1500 + 50
    refunds: 3025, // 1450 + 775 + 500 + 300
    netSales: 15_750,
    soldUnits: 16, // 5 + 4 + 3 + 3 + 1
    returnedUnits: 7, // 1 + 1 + 2 + 1 + 1 + 1
    returnRate: 0.4375, // 7 ÷ 16
    exchangeShare: 0.1429, // 1 ÷ 7
    byProduct: [
      {
        productId: shop.bag.id,
        name: 'Crochet Shoulder Bag',
        soldUnits: 7,
        returnedUnits: 4,
        returnRate: 0.5714,
      },
      {
        productId: shop.dress.id,
        name: 'Linen Wrap Midi Dress',
        soldUnits: 9,
        returnedUnits: 3,
        returnRate: 0.3333,
      },
    ],
    bySize: [
      { size: 'One Size', soldUnits: 7, returnedUnits: 4, returnRate: 0.5714 },
      { size: 'M', soldUnits: 5, returnedUnits: 2, returnRate: 0.4 },
      { size: 'L', soldUnits: 4, returnedUnits: 1, returnRate: 0.25 },
    ],
    byReason: [
      { reason: 'defect', units: 3 },
      { reason: 'changed_mind', units: 1 },
      { reason: 'other', units: 1 },
      { reason: 'too_large', units: 1 },
      { reason: 'too_small', units: 1 },
    ],
  });

  it('a whole month and all time', async () => {
    expect(await get('?startDate=2026-11-01&endDate=2026-11-30')).toEqual(everything());
    expect(await get('')).toEqual(everything());
    // Whole months and edge days: 20 Oct – 21 Nov (20–31 Oct and 1–21 Nov as days), less Sunday's order and
    // Sunday's and Wednesday's refunds.
    expect(await get('?startDate=2026-10-20&endDate=2026-11-21')).toMatchObject({
      sales: 17_275,
      refunds: 1950,
      soldUnits: 15,
      returnedUnits: 7,
    });
  });

  it('the rollups follow status changes and a rebuild', async () => {
    // The replacement cancelled: 50 less in sales, the units sold unchanged (it never counted).
    const [replacement] = await api.db
      .select({ id: orders.id })
      .from(orders)
      .where(sql`${orders.replacesOrderId} IS NOT NULL`);
    const res = await api.asAdmin({
      method: 'PUT',
      url: `/api/admin/orders/${replacement!.id}`,
      payload: { status: 'cancelled' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await get(saturday)).toMatchObject({ sales: 8125, soldUnits: 6 });
    // A request cancelled, an item added to another and taken off again: the units asked back follow.
    await api.db.update(returns).set({ status: 'cancelled' }).where(eq(returns.id, received.id));
    expect(await get(saturday)).toMatchObject({ returnedUnits: 2, returnRate: 0.3333, exchangeShare: 0.5 });
    const [added] = await api.db
      .insert(returnItems)
      .values({ returnId: exchange.id, orderItemId: earlyL.id, quantity: 1, reason: 'too_small' })
      .returning();
    expect(await get(saturday)).toMatchObject({
      returnedUnits: 3,
      exchangeShare: 0.6667,
      byReason: [
        { reason: 'too_small', units: 2 },
        { reason: 'too_large', units: 1 },
      ],
    });
    await api.db.delete(returnItems).where(eq(returnItems.id, added!.id));
    expect(await get(saturday)).toMatchObject({ returnedUnits: 2, exchangeShare: 0.5 });
    // The rollups rebuilt from the orders (after a bulk load) give the same figures.
    const before = await get('?startDate=2026-11-20&endDate=2026-11-22');
    await api.db.execute(sql`SELECT morph_rebuild_sales_rollups()`);
    expect(await get('?startDate=2026-11-20&endDate=2026-11-22')).toEqual(before);
  });
});
