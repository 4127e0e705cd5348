// The rollups of migration 0028 (sales per product per day, month and all time; orders per coupon and day; each
// product's lowest size stock) agree with plain aggregates over the orders and the sizes after a mix of orders,
// status changes and stock changes made at once. On PGlite the statements take turns; `npm run test:api:pg` runs
// this file on PostgreSQL too, where the writes meet (the coupon's and the stock floor's triggers are deferred to
// the commit, the floor's row locked before its minimum is read).
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { sizes } from '../../src/server/db/schema';
import { toEgp } from '../../src/shared/money';
import type { OrderStatus } from '../../src/server/db/schema';
import { useTestApp } from './helpers/app';
import { insertOrder, seedShop, type Shop } from './customer-fixtures';

const api = useTestApp();
let shop: Shop;

const at = (cairoLocal: string) => new Date(`${cairoLocal}+02:00`);

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await api.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Sales per product from the orders themselves: what the product rollups must hold. */
const plainProductSales = (where = sql`TRUE`) =>
  rows<{ product_id: number; quantity: number; total: number }>(
    sql`SELECT oi.product_id, sum(oi.quantity)::int AS quantity, sum(oi.line_total_piastres)::float8 AS total
        FROM orders o JOIN order_items oi ON oi.order_id = o.id
        WHERE o.status IN ('processing', 'shipped', 'delivered') AND ${where}
        GROUP BY 1 ORDER BY 1`,
  );

const rolledUp = (table: string, where = sql`TRUE`) =>
  rows<{ product_id: number; quantity: number; total: number }>(
    sql`SELECT product_id, sum(quantity)::int AS quantity, sum(total_piastres)::float8 AS total
        FROM ${sql.raw(table)} WHERE ${where} GROUP BY 1 HAVING sum(quantity) <> 0 ORDER BY 1`,
  );

/**
 * Sales per category from the orders and the tags themselves (a product counts once in each category sharing one
 * of its tags now): what the category rollups (migration 0032) must hold, and sales by category must answer.
 */
const plainCategorySales = (where = sql`TRUE`) =>
  rows<{ category_id: number; name: string; quantity: number; total: number }>(
    sql`SELECT c.id AS category_id, c.name, sum(oi.quantity)::int AS quantity,
               sum(oi.line_total_piastres)::float8 AS total
        FROM orders o JOIN order_items oi ON oi.order_id = o.id
        JOIN (SELECT DISTINCT pt.product_id, ct.category_id
              FROM product_tags pt JOIN category_tags ct ON ct.tag_id = pt.tag_id) pc ON pc.product_id = oi.product_id
        JOIN categories c ON c.id = pc.category_id
        WHERE o.status IN ('processing', 'shipped', 'delivered') AND ${where}
        GROUP BY 1, 2 HAVING sum(oi.quantity) > 0 ORDER BY 1`,
  );

const rolledUpCategories = (table: string, where = sql`TRUE`) =>
  rows<{ category_id: number; name: string; quantity: number; total: number }>(
    sql`SELECT r.category_id, c.name, sum(r.quantity)::int AS quantity, sum(r.total_piastres)::float8 AS total
        FROM ${sql.raw(table)} r JOIN categories c ON c.id = r.category_id
        WHERE ${where} GROUP BY 1, 2 HAVING sum(r.quantity) > 0 ORDER BY 1`,
  );

const cairoDay = sql`(o.created_at AT TIME ZONE 'Africa/Cairo')::date`;

/**
 * The category rollups, whole and by range, and sales by category's answers for all time, a month, a week and a
 * range with edge days, against the plain aggregates.
 */
async function expectCategorySalesAsPlain() {
  const plain = await plainCategorySales();
  expect(await rolledUpCategories('category_sales_daily')).toEqual(plain);
  expect(await rolledUpCategories('category_sales_monthly')).toEqual(plain);
  expect(await rolledUpCategories('category_sales_monthly', sql`cairo_month = '2026-11-01'`)).toEqual(
    await plainCategorySales(sql`${cairoDay} BETWEEN '2026-11-01' AND '2026-11-30'`),
  );
  for (const [startDate, endDate] of [
    [undefined, undefined],
    ['2026-11-01', '2026-11-30'],
    ['2026-11-05', '2026-11-12'],
    ['2026-10-20', '2026-11-03'],
  ]) {
    const where = sql.join(
      [
        sql`TRUE`,
        ...(startDate ? [sql`${cairoDay} >= ${startDate}::date`] : []),
        ...(endDate ? [sql`${cairoDay} <= ${endDate}::date`] : []),
      ],
      sql` AND `,
    );
    const expected = (await plainCategorySales(where))
      .sort((a, b) => b.total - a.total || (a.name < b.name ? -1 : 1))
      .map((r) => ({ categoryName: r.name, totalSales: toEgp(r.total), totalQuantity: r.quantity }));
    const query = startDate ? `?startDate=${startDate}&endDate=${endDate}` : '';
    const answer = await api.asAdmin({ method: 'GET', url: `/api/admin/dashboard/salesByCategory${query}` });
    expect(answer.json(), `salesByCategory${query}`).toEqual(expected);
  }
  return plain;
}

/** Twenty orders of the dress and the bag over October and November, in every status but cancelled. */
async function placeSales() {
  const statuses: OrderStatus[] = ['pending', 'processing', 'shipped', 'delivered'];
  return Promise.all(
    Array.from({ length: 20 }, async (_, i) => {
      const status = statuses[i % statuses.length]!;
      const order = await insertOrder(api.db, {
        createdAt: at(
          `2026-${i % 3 ? '11' : '10'}-${String(1 + ((i * 3) % 28)).padStart(2, '0')}T1${i % 10}:00:00`,
        ),
        status,
        lines: [
          {
            productId: shop.dress.id,
            name: 'Linen Wrap Midi Dress',
            color: 'Sage',
            size: 'M',
            quantity: 1 + (i % 2),
            unitPiastres: 145_000,
          },
          ...(i % 3 === 0
            ? [
                {
                  productId: shop.bag.id,
                  name: 'Crochet Shoulder Bag',
                  color: 'Ivory',
                  size: 'One Size',
                  quantity: 1,
                  unitPiastres: 77_500,
                },
              ]
            : []),
        ],
        phone: `0102${String(i).padStart(7, '0')}`,
      });
      return { id: order.id, status };
    }),
  );
}

beforeEach(async () => {
  shop = await seedShop(api.db);
});

describe('dashboard rollups (migration 0028) against plain aggregates', () => {
  it('follow orders, cancellations and status changes made at once', async () => {
    const line = (productId: number, name: string, quantity: number, unit: number) => ({
      productId,
      name,
      color: 'Sage',
      size: 'M',
      quantity,
      unitPiastres: unit,
    });
    const statuses: OrderStatus[] = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'];
    const placed = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        insertOrder(api.db, {
          createdAt: at(`2026-${i % 2 ? '10' : '11'}-${String(1 + (i % 28)).padStart(2, '0')}T12:00:00`),
          status: statuses[i % statuses.length],
          lines: [
            line(shop.dress.id, 'Linen Wrap Midi Dress', 1 + (i % 3), 145_000),
            ...(i % 4 === 0 ? [line(shop.bag.id, 'Crochet Shoulder Bag', 2, 77_500)] : []),
          ],
          couponId: i % 3 === 0 ? shop.coupon : null,
          couponCode: i % 3 === 0 ? 'SUMMER10' : null,
          phone: `0101${String(i).padStart(7, '0')}`,
        }),
      ),
    );
    // Then, all at once: confirm the pending, cancel some of the sales, and ship what was processing.
    const changes = placed.flatMap((order, i) => {
      const from = statuses[i % statuses.length];
      const to: OrderStatus | undefined =
        from === 'pending'
          ? 'processing'
          : from === 'processing'
            ? i % 2
              ? 'cancelled'
              : 'shipped'
            : from === 'shipped'
              ? 'cancelled'
              : undefined;
      return to ? [{ id: order.id, to }] : [];
    });
    // Signed in once first: the concurrent calls share the session.
    await api.asAdmin({ method: 'GET', url: '/api/admin/dashboard/summary' });
    const answers = await Promise.all(
      changes.map(({ id, to }) =>
        api.asAdmin({ method: 'PUT', url: `/api/admin/orders/${id}`, payload: { status: to } }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    // Then, at once too: each order's governorate, and half the cancelled ones refused at the door.
    await Promise.all(
      placed.map((order, i) =>
        api.db.execute(
          sql`UPDATE orders SET city = ${['Cairo', 'Giza', 'Alexandria'][i % 3]!},
                 cancel_reason = CASE WHEN status = 'cancelled' AND ${i % 2 === 0} THEN 'refused_at_delivery' END
              WHERE id = ${order.id}`,
        ),
      ),
    );

    const plain = await plainProductSales();
    expect(plain.length).toBeGreaterThan(0);
    expect(await rolledUp('product_sales_all')).toEqual(plain);
    expect(await rolledUp('product_sales_monthly')).toEqual(plain);
    expect(await rolledUp('product_sales_daily')).toEqual(plain);
    const november = sql`(o.created_at AT TIME ZONE 'Africa/Cairo')::date BETWEEN '2026-11-01' AND '2026-11-30'`;
    expect(await rolledUp('product_sales_monthly', sql`cairo_month = '2026-11-01'`)).toEqual(
      await plainProductSales(november),
    );
    expect(
      await rolledUp('product_sales_daily', sql`cairo_day BETWEEN '2026-11-05' AND '2026-11-12'`),
    ).toEqual(
      await plainProductSales(
        sql`(o.created_at AT TIME ZONE 'Africa/Cairo')::date BETWEEN '2026-11-05' AND '2026-11-12'`,
      ),
    );

    // The answers read them: every range agrees with the orders.
    const totals = new Map(plain.map((r) => [r.product_id, r]));
    const all = await api.asAdmin({ method: 'GET', url: '/api/admin/dashboard/salesByProduct' });
    expect(all.headers['x-total-count']).toBe(String(plain.length));
    for (const row of all.json() as { productName: string; totalQuantity: number }[]) {
      const id = row.productName === 'Crochet Shoulder Bag' ? shop.bag.id : shop.dress.id;
      expect(row.totalQuantity).toBe(totals.get(id)!.quantity);
    }

    // Per category (migration 0032): the dress in New Arrivals once (two of its tags are there), the bag in Bags.
    expect((await expectCategorySalesAsPlain()).length).toBe(2);

    // Refusals: what went out and what was refused, per governorate, as the orders and their history say.
    const plainRefusals = await rows<{ governorate: string; shippedCount: number; refusedCount: number }>(
      sql`SELECT o.city AS governorate, count(*)::int AS "shippedCount",
                 count(*) FILTER (WHERE o.status = 'cancelled' AND o.cancel_reason = 'refused_at_delivery')::int
                   AS "refusedCount"
          FROM orders o
          WHERE o.status IN ('shipped', 'delivered', 'cancelled')
            AND (o.status <> 'cancelled' OR o.cancel_reason = 'refused_at_delivery'
                 OR EXISTS (SELECT 1 FROM order_status_history h WHERE h.order_id = o.id AND h.to_status = 'shipped'))
          GROUP BY 1 ORDER BY 1`,
    );
    expect(plainRefusals.length).toBeGreaterThan(0);
    const refusals = await api.asAdmin({ method: 'GET', url: '/api/admin/dashboard/refusalsByGovernorate' });
    expect(
      (refusals.json() as { governorate: string; shippedCount: number; refusedCount: number }[])
        .map(({ governorate, shippedCount, refusedCount }) => ({ governorate, shippedCount, refusedCount }))
        .sort((a, b) => a.governorate.localeCompare(b.governorate)),
    ).toEqual(plainRefusals);

    const [coupon] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM orders WHERE coupon_id = ${shop.coupon} AND status <> 'cancelled'`,
    );
    const usage = await api.asAdmin({ method: 'GET', url: '/api/admin/dashboard/couponUsage' });
    expect(usage.json()).toEqual([expect.objectContaining({ id: shop.coupon, usedCount: coupon!.n })]);
    const [octoberCoupon] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM orders WHERE coupon_id = ${shop.coupon} AND status <> 'cancelled'
          AND (created_at AT TIME ZONE 'Africa/Cairo')::date BETWEEN '2026-10-01' AND '2026-10-31'`,
    );
    const october = await api.asAdmin({
      method: 'GET',
      url: '/api/admin/dashboard/couponUsage?startDate=2026-10-01&endDate=2026-10-31',
    });
    expect(october.json()).toEqual(
      octoberCoupon!.n ? [expect.objectContaining({ usedCount: octoberCoupon!.n })] : [],
    );
  });

  it("keep each product's lowest size stock under stock changes made at once", async () => {
    const dressSizes = [
      shop.dress.sage.S,
      shop.dress.sage.M,
      shop.dress.sage.L,
      shop.dress.sand.M,
      shop.dress.sand.L,
    ];
    // Twenty writers, each a transaction of its own over one of the dress's sizes (on PostgreSQL they overlap).
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.db.transaction(async (tx) => {
          await tx
            .update(sizes)
            .set({ stock: 3 + ((i * 7) % 11) })
            .where(eq(sizes.id, dressSizes[i % dressSizes.length]!));
          await new Promise((resolve) => setTimeout(resolve, 5));
        }),
      ),
    );
    await api.db.update(sizes).set({ stock: 0 }).where(eq(sizes.id, shop.bag.ivory.oneSize));
    const plain = await rows<{ product_id: number; is_active: boolean; min_stock: number }>(
      sql`SELECT p.id AS product_id, p.is_active, min(s.stock)::int AS min_stock
          FROM products p JOIN variants v ON v.product_id = p.id JOIN sizes s ON s.variant_id = v.id
          GROUP BY p.id ORDER BY p.id`,
    );
    const floor = () =>
      rows<{ product_id: number; is_active: boolean; min_stock: number }>(
        sql`SELECT product_id, is_active, min_stock FROM product_stock_floor ORDER BY product_id`,
      );
    expect(await floor()).toEqual(plain);

    const low = await api.asAdmin({ method: 'GET', url: '/api/admin/dashboard/lowStockProducts' });
    const lowCount = plain.filter((p) => p.is_active && p.min_stock <= 5).length;
    expect(low.headers['x-total-count']).toBe(String(lowCount));
    expect(low.json()[0].id).toBe(shop.bag.id);

    // A product made inactive leaves the list; deleting its only variant takes its floor away.
    await api.db.execute(sql`UPDATE products SET is_active = FALSE WHERE id = ${shop.bag.id}`);
    await api.db.execute(sql`DELETE FROM variants WHERE id = ${shop.bag.ivory.id}`);
    const after = await api.asAdmin({ method: 'GET', url: '/api/admin/dashboard/lowStockProducts' });
    expect(after.json().map((p: { id: number }) => p.id)).not.toContain(shop.bag.id);
    expect((await floor()).map((r) => r.product_id)).not.toContain(shop.bag.id);
  });

  it("keep each product's categories, and the categories' sales, as tags, categories and products change", async () => {
    await placeSales();
    const plain = () =>
      rows<{ product_id: number; category_id: number }>(
        sql`SELECT DISTINCT pt.product_id, ct.category_id
            FROM product_tags pt JOIN category_tags ct ON ct.tag_id = pt.tag_id ORDER BY 1, 2`,
      );
    const kept = () =>
      rows<{ product_id: number; category_id: number }>(
        sql`SELECT product_id, category_id FROM product_categories ORDER BY 1, 2`,
      );
    expect((await kept()).length).toBeGreaterThan(0);
    expect(await kept()).toEqual(await plain());
    for (const change of [
      // The bags' tag joins New Arrivals; the dress loses its linen tag; a category, a tag, a product go.
      sql`INSERT INTO category_tags (category_id, tag_id) VALUES (${shop.categories.newArrivals}, ${shop.tags.bags})`,
      sql`DELETE FROM product_tags WHERE product_id = ${shop.dress.id} AND tag_id = ${shop.tags.linen}`,
      sql`DELETE FROM categories WHERE id = ${shop.categories.bags}`,
      sql`DELETE FROM tags WHERE id = ${shop.tags.special}`,
      sql`DELETE FROM products WHERE id = ${shop.bag.id}`,
    ]) {
      await api.db.execute(change);
      expect(await kept()).toEqual(await plain());
      // The product's whole history moved with it (in, out, or out with its category, tag or itself).
      await expectCategorySalesAsPlain();
    }
  });

  it("move products' sales between categories while statuses change at once", async () => {
    const placed = await placeSales();
    await api.asAdmin({ method: 'GET', url: '/api/admin/dashboard/summary' });
    const before = await expectCategorySalesAsPlain();
    expect(before.length).toBe(2);
    // Statuses changed through the API, spread over the time the moves take, beside the moves one after another
    // (each a transaction of its own, held open a moment; on PostgreSQL they meet the status changes): the dress
    // leaves New Arrivals for Bags, Bags' tag joins New Arrivals, the bag joins New Arrivals by a tag of its own.
    const next: Partial<Record<OrderStatus, (i: number) => OrderStatus>> = {
      pending: () => 'processing',
      processing: (i) => (i % 8 === 1 ? 'shipped' : 'cancelled'),
      shipped: () => 'cancelled',
    };
    const statusChanges = placed.flatMap((order, i) => {
      const to = next[order.status]?.(i);
      return to
        ? [
            new Promise((resolve) => setTimeout(resolve, 2 * i)).then(() =>
              api.asAdmin({ method: 'PUT', url: `/api/admin/orders/${order.id}`, payload: { status: to } }),
            ),
          ]
        : [];
    });
    const moves = (async () => {
      for (const change of [
        sql`DELETE FROM product_tags WHERE product_id = ${shop.dress.id} AND tag_id IN (${shop.tags.linen}, ${shop.tags.special})`,
        sql`INSERT INTO product_tags (product_id, tag_id) VALUES (${shop.dress.id}, ${shop.tags.bags})`,
        sql`INSERT INTO category_tags (category_id, tag_id) VALUES (${shop.categories.newArrivals}, ${shop.tags.bags})`,
        sql`INSERT INTO product_tags (product_id, tag_id) VALUES (${shop.bag.id}, ${shop.tags.special})`,
      ])
        await api.db.transaction(async (tx) => {
          await tx.execute(change);
          await new Promise((resolve) => setTimeout(resolve, 5));
        });
    })();
    const answers = await Promise.all(statusChanges);
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    await moves;
    const after = await expectCategorySalesAsPlain();
    // Both products now in both categories: the two rows are the same sales.
    expect(after.length).toBe(2);
    expect(after[0]!.quantity).toBe(after[1]!.quantity);
    expect(after).not.toEqual(before);
  });
});
