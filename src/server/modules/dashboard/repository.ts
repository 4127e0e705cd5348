// The nine dashboard queries, aggregated in SQL (docs/business-rules.md#sales-figures):
// - sales are orders in processing, shipped or delivered; coupon usage counts every order not cancelled;
// - every day, hour, weekday and month is Cairo's, and a date filter means whole Cairo days.
// Sales figures read the rollups of migrations 0001 and 0002 (sales per Cairo hour, and per Cairo day and month ×
// product × colour × size), kept by triggers, so a query reads at most a few thousand rows whatever the number of
// orders. Amounts come back in piastres as float8 (exact to 2^53; sums of piastres overflow int4 at EGP 21 million).
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** Whole Cairo days, both included, as YYYY-MM-DD (already validated); either end open. */
export interface DayRange {
  startDate?: string;
  endDate?: string;
}

/** [from, to) instants for the queries that read orders themselves; either end open. */
export interface InstantRange {
  from?: Date;
  to?: Date;
}

function hoursIn(range: DayRange): SQL {
  const parts: SQL[] = [sql`TRUE`];
  if (range.startDate) parts.push(sql`h.cairo_hour >= ${range.startDate}::date::timestamp`);
  if (range.endDate) parts.push(sql`h.cairo_hour < (${range.endDate}::date + 1)::timestamp`);
  return sql.join(parts, sql` AND `);
}

/**
 * The item rollup rows of a range of Cairo days: whole months from item_sales_monthly, the days of partial
 * months from item_sales_daily (migration 0002). All time is then a few thousand monthly rows.
 */
function itemSales(range: DayRange): SQL {
  const { fullMonths, days } = splitByMonths(range);
  const parts: SQL[] = [];
  if (fullMonths) {
    const conditions: SQL[] = [sql`m.quantity <> 0`];
    if (fullMonths.from) conditions.push(sql`m.cairo_month >= ${fullMonths.from}::date`);
    if (fullMonths.to) conditions.push(sql`m.cairo_month <= ${fullMonths.to}::date`);
    parts.push(sql`SELECT m.product_id, m.product_name, m.image_url, m.color, m.size, m.quantity, m.total_piastres
                   FROM item_sales_monthly m WHERE ${sql.join(conditions, sql` AND `)}`);
  }
  for (const span of days) {
    const conditions: SQL[] = [sql`d.quantity <> 0`];
    if (span.from) conditions.push(sql`d.cairo_day >= ${span.from}::date`);
    if (span.to) conditions.push(sql`d.cairo_day <= ${span.to}::date`);
    parts.push(sql`SELECT d.product_id, d.product_name, d.image_url, d.color, d.size, d.quantity, d.total_piastres
                   FROM item_sales_daily d WHERE ${sql.join(conditions, sql` AND `)}`);
  }
  return parts.length ? sql.join(parts, sql` UNION ALL `) : sql`SELECT * FROM item_sales_daily WHERE FALSE`;
}

const monthStart = (ymd: string) => `${ymd.slice(0, 7)}-01`;
function shiftMonth(firstOfMonth: string, by: number): string {
  const [y, m] = firstOfMonth.split('-').map(Number) as [number, number];
  const total = y * 12 + (m - 1) + by;
  return `${String(Math.floor(total / 12)).padStart(4, '0')}-${String((total % 12) + 1).padStart(2, '0')}-01`;
}
function dayBefore(ymd: string): string {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

/**
 * Splits whole Cairo days into the whole months they cover (first days of months, both included; an open end
 * stays open) and the days left at either edge. Exported for its unit test.
 */
export function splitByMonths(range: DayRange): {
  fullMonths?: { from?: string; to?: string };
  days: { from?: string; to?: string }[];
} {
  const { startDate: start, endDate: end } = range;
  // The first whole month starts on or after `start`; the last whole month ends on or before `end`.
  const firstFull =
    start === undefined ? undefined : start.endsWith('-01') ? start : shiftMonth(monthStart(start), 1);
  const lastFull =
    end === undefined
      ? undefined
      : dayBefore(shiftMonth(monthStart(end), 1)) === end
        ? monthStart(end)
        : shiftMonth(monthStart(end), -1);
  if (firstFull !== undefined && lastFull !== undefined && firstFull > lastFull) {
    return { days: [{ from: start, to: end }] };
  }
  const days: { from?: string; to?: string }[] = [];
  if (start !== undefined && firstFull !== start) days.push({ from: start, to: dayBefore(firstFull!) });
  if (end !== undefined && lastFull !== undefined && shiftMonth(lastFull, 1) <= end)
    days.push({ from: shiftMonth(lastFull, 1), to: end });
  return { fullMonths: { from: firstFull, to: lastFull }, days };
}

function instantsIn(range: InstantRange, column: SQL): SQL {
  const parts: SQL[] = [sql`TRUE`];
  if (range.from) parts.push(sql`${column} >= ${range.from.toISOString()}::timestamptz`);
  if (range.to) parts.push(sql`${column} < ${range.to.toISOString()}::timestamptz`);
  return sql.join(parts, sql` AND `);
}

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

export async function summary(db: DbOrTx, range: DayRange) {
  const [row] = await rows<{ total: number; count: number }>(
    db,
    sql`SELECT coalesce(sum(h.total_piastres), 0)::float8 AS total, coalesce(sum(h.order_count), 0)::int AS count
        FROM sales_hourly h WHERE ${hoursIn(range)}`,
  );
  return { totalPiastres: row?.total ?? 0, orderCount: row?.count ?? 0 };
}

/** Sales per Cairo month ('YYYY-MM') from the Cairo day `fromDay`; months without sales are absent. */
export async function salesByMonth(db: DbOrTx, fromDay: string) {
  return rows<{ month: string; total: number }>(
    db,
    sql`SELECT to_char(h.cairo_hour, 'YYYY-MM') AS month, sum(h.total_piastres)::float8 AS total
        FROM sales_hourly h WHERE ${hoursIn({ startDate: fromDay })}
        GROUP BY 1 ORDER BY 1`,
  );
}

/** Sales per Cairo hour (0–23) and weekday (0 Sunday – 6 Saturday), in one pass. */
export async function salesByHourAndWeekday(db: DbOrTx, range: DayRange) {
  return rows<{ hour: number; dow: number; total: number }>(
    db,
    sql`SELECT extract(hour FROM h.cairo_hour)::int AS hour, extract(dow FROM h.cairo_hour)::int AS dow,
               sum(h.total_piastres)::float8 AS total
        FROM sales_hourly h WHERE ${hoursIn(range)}
        GROUP BY 1, 2`,
  );
}

/**
 * Quantity and line totals per product (the discounted line totals, before the order's coupon and shipping),
 * best selling first by `orderBy`. A deleted product keeps its snapshot name (and a null id); deleted products
 * of different names stay apart.
 */
export async function salesByProduct(
  db: DbOrTx,
  range: DayRange,
  orderBy: 'total' | 'quantity' = 'total',
  limit?: number,
) {
  const order = orderBy === 'total' ? sql`total DESC, quantity DESC` : sql`quantity DESC, total DESC`;
  return rows<{
    productId: number | null;
    productName: string;
    imageUrl: string | null;
    quantity: number;
    total: number;
  }>(
    db,
    sql`SELECT p.id AS "productId", coalesce(p.name, s.snapshot_name) AS "productName",
               coalesce(p.image_url, s.snapshot_image) AS "imageUrl", s.quantity, s.total
        FROM (SELECT d.product_id, CASE WHEN d.product_id IS NULL THEN d.product_name END AS deleted_name,
                     max(d.product_name) AS snapshot_name, max(d.image_url) AS snapshot_image,
                     sum(d.quantity)::int AS quantity, sum(d.total_piastres)::float8 AS total
              FROM (${itemSales(range)}) d
              GROUP BY 1, 2) s
        LEFT JOIN products p ON p.id = s.product_id
        WHERE s.quantity > 0
        ORDER BY ${order}, 2
        ${limit ? sql`LIMIT ${limit}` : sql``}`,
  );
}

/** Per category: a product counts once in each category that shares one of its (current) tags. */
export async function salesByCategory(db: DbOrTx, range: DayRange) {
  return rows<{ categoryName: string; quantity: number; total: number }>(
    db,
    sql`WITH per_product AS (
          SELECT d.product_id, sum(d.quantity)::int AS quantity, sum(d.total_piastres)::float8 AS total
          FROM (${itemSales(range)}) d WHERE d.product_id IS NOT NULL
          GROUP BY 1),
        product_categories AS (
          SELECT DISTINCT pt.product_id, ct.category_id
          FROM product_tags pt JOIN category_tags ct ON ct.tag_id = pt.tag_id)
        SELECT c.name AS "categoryName", sum(pp.quantity)::int AS quantity, sum(pp.total)::float8 AS total
        FROM per_product pp
        JOIN product_categories pc ON pc.product_id = pp.product_id
        JOIN categories c ON c.id = pc.category_id
        GROUP BY c.id, c.name
        HAVING sum(pp.quantity) > 0
        ORDER BY total DESC, c.name`,
  );
}

/** Units sold per product, colour and size (the product's current name, or its snapshot once deleted). */
export async function salesByVariant(db: DbOrTx, range: DayRange) {
  return rows<{ productTitle: string; color: string; size: string; quantity: number }>(
    db,
    sql`SELECT coalesce(p.name, s.product_name) AS "productTitle", s.color, s.size, sum(s.quantity)::int AS quantity
        FROM (SELECT d.product_id, d.product_name, d.color, d.size, sum(d.quantity) AS quantity
              FROM (${itemSales(range)}) d
              GROUP BY 1, 2, 3, 4) s
        LEFT JOIN products p ON p.id = s.product_id
        GROUP BY 1, 2, 3
        HAVING sum(s.quantity) > 0
        ORDER BY 1, quantity DESC, 2, 3`,
  );
}

/** How many orders (not cancelled) used each coupon in the range; coupons since deleted are left out. */
export async function couponUsage(db: DbOrTx, range: InstantRange) {
  return rows<{
    id: number;
    code: string;
    description: string | null;
    percentage: number;
    usedCount: number;
    isActive: boolean;
  }>(
    db,
    sql`SELECT c.id, c.code, c.description, c.percentage::float8 AS percentage, u.used AS "usedCount", c.is_active AS "isActive"
        FROM (SELECT o.coupon_id, count(*)::int AS used FROM orders o
              WHERE o.coupon_id IS NOT NULL AND o.status <> 'cancelled' AND ${instantsIn(range, sql`o.created_at`)}
              GROUP BY 1) u
        JOIN coupons c ON c.id = u.coupon_id
        ORDER BY u.used DESC, c.code`,
  );
}

/**
 * Sizes of active products at or below `threshold`, with their variant's total stock over all its sizes.
 * One row per low size; the handler nests them.
 */
export async function lowStockSizes(db: DbOrTx, threshold: number) {
  return rows<{
    productId: number;
    productName: string;
    variantId: number;
    color: string;
    totalStock: number;
    size: string;
    stock: number;
  }>(
    db,
    sql`SELECT p.id AS "productId", p.name AS "productName", v.id AS "variantId", v.color,
               (SELECT coalesce(sum(s2.stock), 0)::int FROM sizes s2 WHERE s2.variant_id = v.id) AS "totalStock",
               s.size, s.stock
        FROM sizes s
        JOIN variants v ON v.id = s.variant_id
        JOIN products p ON p.id = v.product_id
        WHERE s.stock <= ${threshold} AND p.is_active
        ORDER BY p.name, p.id, v.position, v.id, s.position, s.id`,
  );
}

/**
 * Orders waiting for the shop now (pending), whatever their dates, and how many of them the shopper confirmed
 * online (confirmed by the customer): one pass over the pending rows (the status index).
 */
export async function pendingCount(db: DbOrTx) {
  const [row] = await rows<{ count: number; confirmed: number }>(
    db,
    sql`SELECT count(*)::int AS count, count(o.customer_confirmed_at)::int AS confirmed
        FROM orders o WHERE o.status = 'pending'`,
  );
  return { count: row?.count ?? 0, confirmedByCustomer: row?.confirmed ?? 0 };
}

/**
 * Per governorate (the order's city), over the orders placed in the range: how many went out (reached shipped
 * at some point in their history, are shipped or delivered now, or were refused at the door) and how many of
 * those were cancelled as refused at delivery. Governorates with nothing shipped are left out.
 */
export async function refusalsByGovernorate(db: DbOrTx, range: InstantRange) {
  // The range's orders that may have gone out (orders_created_at_id_index), then, for a cancelled one not refused,
  // one probe of its history's shipped step (order_status_history_shipped_index, migration 0009). The LATERAL
  // … LIMIT 1 keeps that a probe per cancelled order rather than a pass over the whole history.
  return rows<{ governorate: string; shipped: number; refused: number }>(
    db,
    sql`SELECT r.governorate, r.shipped, r.refused
        FROM (SELECT o.city AS governorate, count(*)::int AS shipped,
                     count(*) FILTER (WHERE o.status = 'cancelled' AND o.cancel_reason = 'refused_at_delivery')::int
                       AS refused
              FROM orders o
              LEFT JOIN LATERAL (
                SELECT TRUE AS reached FROM order_status_history h
                WHERE o.status = 'cancelled' AND h.order_id = o.id AND h.to_status = 'shipped'
                LIMIT 1) s ON TRUE
              WHERE ${instantsIn(range, sql`o.created_at`)}
                AND o.status IN ('shipped', 'delivered', 'cancelled')
                AND (o.status <> 'cancelled' OR o.cancel_reason = 'refused_at_delivery' OR s.reached)
              GROUP BY o.city) r
        ORDER BY r.refused::float8 / r.shipped DESC, r.shipped DESC, r.governorate`,
  );
}
