// The back office's order list at any depth: a page read from the far end (the back half of the list) or by ids
// first is exactly the page a plain ORDER BY … OFFSET gives, for every sort, direction and filter; and the total,
// read from the per-day counts the database keeps (order_counts), is the orders' count after inserts, status
// changes and deletions.
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../src/server/db/schema';
import { useTestApp } from './helpers/app';
import { insertOrder, seedShop, type Shop } from './customer-fixtures';

const api = useTestApp();
let shop: Shop;

// 23 orders: created_at repeats (ties broken by id), totals repeat, four statuses, over three Cairo days.
const STATUSES = ['pending', 'processing', 'delivered', 'cancelled'] as const;
beforeEach(async () => {
  shop = await seedShop(api.db);
  const start = Date.parse('2026-10-01T20:30:00.000Z'); // 22:30 in Cairo: the orders span Cairo midnights
  for (let i = 0; i < 23; i++) {
    await insertOrder(api.db, {
      createdAt: new Date(start + Math.floor(i / 3) * 2 * 3_600_000),
      status: STATUSES[i % 4],
      firstName: i % 5 === 0 ? 'Nour' : 'Mariam',
      lines: [
        {
          productId: shop.dress.id,
          name: 'Linen Wrap Midi Dress',
          color: 'Sage',
          size: 'M',
          variantId: shop.dress.sage.id,
          quantity: 1 + (i % 3),
          unitPiastres: 100_000,
        },
      ],
    });
  }
});

/** The ids a plain ORDER BY … OFFSET gives for the same page. */
async function offsetPage(where: string, orderBy: string, limit: number, page: number): Promise<number[]> {
  const result = (await api.db.execute(
    sql.raw(
      `SELECT id FROM orders WHERE ${where} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
    ),
  )) as unknown as { rows: Array<{ id: number }> };
  return result.rows.map((r) => Number(r.id));
}

async function listIds(query: string) {
  const res = await api.asAdmin({ method: 'GET', url: `/api/admin/orders?${query}` });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { orders: Array<{ orderId: number }>; total: number; totalPages: number };
  return { ids: body.orders.map((o) => o.orderId), total: body.total, totalPages: body.totalPages };
}

describe('every page of the order list is the OFFSET page', () => {
  const sorts = [
    ['createdAt', 'created_at'],
    ['totalPrice', 'total_piastres'],
    ['status', 'status'],
  ] as const;
  const filters = [
    ['', 'TRUE'],
    ['&status=delivered', `status = 'delivered'`],
    ['&q=Nour', `first_name = 'Nour'`],
    [
      '&startDate=2026-10-02&endDate=2026-10-02',
      `created_at >= '2026-10-01T21:00:00Z' AND created_at < '2026-10-02T21:00:00Z'`,
    ],
  ] as const;

  it.each(filters)('filter "%s", each sort both ways, 4 a page', async (filter, where) => {
    const [{ n }] = (
      (await api.db.execute(sql.raw(`SELECT count(*)::int AS n FROM orders WHERE ${where}`))) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows as [{ n: number }];
    expect(n).toBeGreaterThan(0);
    for (const [sort, column] of sorts)
      for (const order of ['asc', 'desc'] as const) {
        const pages = Math.ceil(n / 4);
        for (let page = 1; page <= pages + 1; page++) {
          const got = await listIds(`page=${page}&limit=4&sort=${sort}&order=${order}${filter}`);
          expect(got.total).toBe(n);
          expect(got.totalPages).toBe(pages);
          const direction = order.toUpperCase();
          expect(got.ids, `${sort} ${order} page ${page}`).toEqual(
            await offsetPage(where, `${column} ${direction}, id ${direction}`, 4, page),
          );
        }
      }
  });
});

describe('the total kept by the database', () => {
  it('follows status changes and deletions, per status and per Cairo day', async () => {
    const count = async (where: string) =>
      (
        (await api.db.execute(
          sql.raw(`SELECT count(*)::int AS n FROM orders WHERE ${where}`),
        )) as unknown as {
          rows: Array<{ n: number }>;
        }
      ).rows[0]!.n;
    const [first] = await api.db.select({ id: orders.id }).from(orders).orderBy(orders.id).limit(1);
    const moved = await api.asAdmin({
      method: 'PUT',
      url: `/api/admin/orders/${first!.id}`,
      payload: { status: 'processing' },
    });
    expect(moved.statusCode).toBe(200);
    await api.db.execute(sql`DELETE FROM orders WHERE id = (SELECT max(id) FROM orders)`);
    for (const status of STATUSES)
      expect((await listIds(`status=${status}`)).total).toBe(await count(`status = '${status}'`));
    expect((await listIds('')).total).toBe(await count('TRUE'));
    expect((await listIds('startDate=2026-10-02&endDate=2026-10-02&status=processing')).total).toBe(
      await count(
        `status = 'processing' AND created_at >= '2026-10-01T21:00:00Z' AND created_at < '2026-10-02T21:00:00Z'`,
      ),
    );
  });
});
