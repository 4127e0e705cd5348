// The nine dashboard queries, aggregated in SQL (docs/business-rules.md#sales-figures):
// - sales are orders in processing, shipped or delivered; coupon usage counts every order not cancelled;
// - every day, hour, weekday and month is Cairo's, and a date filter means whole Cairo days.
// Sales figures read the rollups of migrations 0001 and 0002 (sales per Cairo hour, and per Cairo day and month ×
// product × colour × size), 0028 (per product; orders per coupon; refusals per governorate; each product's
// lowest stock and categories) and 0032 (per category), kept by triggers, so a query reads rollup rows, never
// the orders, whatever their number. Amounts come back in piastres as float8 (exact to 2^53; sums of piastres
// overflow int4 at EGP 21 million).
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** Whole Cairo days, both included, as YYYY-MM-DD (already validated); either end open. */
export interface DayRange {
  startDate?: string;
  endDate?: string;
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
function itemSales(range: DayRange, product?: SQL): SQL {
  const { fullMonths, days } = splitByMonths(range);
  const parts: SQL[] = [];
  if (fullMonths) {
    const conditions: SQL[] = [sql`m.quantity <> 0`];
    if (product) conditions.push(product);
    if (fullMonths.from) conditions.push(sql`m.cairo_month >= ${fullMonths.from}::date`);
    if (fullMonths.to) conditions.push(sql`m.cairo_month <= ${fullMonths.to}::date`);
    parts.push(sql`SELECT m.product_id, m.product_name, m.image_url, m.color, m.size, m.quantity, m.total_piastres
                   FROM item_sales_monthly m WHERE ${sql.join(conditions, sql` AND `)}`);
  }
  for (const span of days) {
    const conditions: SQL[] = [sql`d.quantity <> 0`];
    if (product) conditions.push(product);
    if (span.from) conditions.push(sql`d.cairo_day >= ${span.from}::date`);
    if (span.to) conditions.push(sql`d.cairo_day <= ${span.to}::date`);
    parts.push(sql`SELECT d.product_id, d.product_name, d.image_url, d.color, d.size, d.quantity, d.total_piastres
                   FROM item_sales_daily d WHERE ${sql.join(conditions, sql` AND `)}`);
  }
  return parts.length ? sql.join(parts, sql` UNION ALL `) : sql`SELECT * FROM item_sales_daily WHERE FALSE`;
}

/**
 * The product rollup rows of a range (migration 0028), as itemSales: whole months from product_sales_monthly, the
 * edges from product_sales_daily, and all time from product_sales_all (one row per product: 50,000 rows at most,
 * where two years of months hold 700,000).
 */
function productSales(range: DayRange): SQL {
  if (!range.startDate && !range.endDate) {
    return sql`SELECT a.product_id, a.product_name, a.image_url, a.quantity, a.total_piastres
               FROM product_sales_all a WHERE a.quantity <> 0`;
  }
  const { fullMonths, days } = splitByMonths(range);
  const parts: SQL[] = [];
  if (fullMonths) {
    const conditions: SQL[] = [sql`m.quantity <> 0`];
    if (fullMonths.from) conditions.push(sql`m.cairo_month >= ${fullMonths.from}::date`);
    if (fullMonths.to) conditions.push(sql`m.cairo_month <= ${fullMonths.to}::date`);
    parts.push(sql`SELECT m.product_id, m.product_name, m.image_url, m.quantity, m.total_piastres
                   FROM product_sales_monthly m WHERE ${sql.join(conditions, sql` AND `)}`);
  }
  for (const span of days) {
    const conditions: SQL[] = [sql`d.quantity <> 0`];
    if (span.from) conditions.push(sql`d.cairo_day >= ${span.from}::date`);
    if (span.to) conditions.push(sql`d.cairo_day <= ${span.to}::date`);
    parts.push(sql`SELECT d.product_id, d.product_name, d.image_url, d.quantity, d.total_piastres
                   FROM product_sales_daily d WHERE ${sql.join(conditions, sql` AND `)}`);
  }
  return parts.length
    ? sql.join(parts, sql` UNION ALL `)
    : sql`SELECT product_id, product_name, image_url, quantity, total_piastres FROM product_sales_all WHERE FALSE`;
}

/**
 * The one product rollup bucket a range is, if it is one: all time, one whole Cairo month, or one Cairo day.
 * Its rows are one per product, so the best and their count come from an index without adding anything up.
 */
function singleBucket(range: DayRange): { table: string; column?: string; value?: string } | undefined {
  if (!range.startDate && !range.endDate) return { table: 'product_sales_all' };
  const { fullMonths, days } = splitByMonths(range);
  if (fullMonths && days.length === 0 && fullMonths.from && fullMonths.from === fullMonths.to)
    return { table: 'product_sales_monthly', column: 'cairo_month', value: fullMonths.from };
  if (!fullMonths && days.length === 1 && days[0]!.from && days[0]!.from === days[0]!.to)
    return { table: 'product_sales_daily', column: 'cairo_day', value: days[0]!.from };
  return undefined;
}

/**
 * Sales per product over a range, one row per product (a live one by its id, a deleted one by its name as
 * sold: `deleted_name`, '' for a live one): sums only, the names are read for the rows kept (`named`).
 */
function perProduct(range: DayRange): SQL {
  return sql`SELECT d.product_id, CASE WHEN d.product_id IS NULL THEN d.product_name ELSE '' END AS deleted_name,
                    sum(d.quantity)::int AS quantity, sum(d.total_piastres)::float8 AS total
             FROM (${productSales(range)}) d
             GROUP BY 1, 2
             HAVING sum(d.quantity) > 0`;
}

/**
 * The `limit` best products of a range by sales or by units, with how many products sold in all (`sold`, on
 * every row). All time reads product_sales_all's indexes: the best first without sorting 50,000 rows.
 */
function bestProducts(range: DayRange, orderBy: 'total' | 'quantity', limit: number): SQL {
  const bucket = singleBucket(range);
  if (bucket) {
    // One row per product already: the best first from the bucket's index, the count from the same index.
    const order =
      orderBy === 'total'
        ? sql`a.total_piastres DESC, a.quantity DESC`
        : sql`a.quantity DESC, a.total_piastres DESC`;
    const table = sql.raw(bucket.table);
    const where = (alias: string) =>
      bucket.column
        ? sql`${sql.raw(`${alias}.${bucket.column}`)} = ${bucket.value}::date AND ${sql.raw(alias)}.quantity > 0`
        : sql`${sql.raw(alias)}.quantity > 0`;
    return sql`SELECT a.product_id, CASE WHEN a.product_id IS NULL THEN a.product_name ELSE '' END AS deleted_name,
                      a.quantity, a.total_piastres::float8 AS total,
                      (SELECT count(*) FROM ${table} c WHERE ${where('c')})::int AS sold
               FROM ${table} a WHERE ${where('a')}
               ORDER BY ${order}, a.product_id LIMIT ${limit}`;
  }
  const order = orderBy === 'total' ? sql`s.total DESC, s.quantity DESC` : sql`s.quantity DESC, s.total DESC`;
  return sql`SELECT s.*, count(*) OVER ()::int AS sold FROM (${perProduct(range)}) s
             ORDER BY ${order}, s.product_id, s.deleted_name LIMIT ${limit}`;
}

/**
 * The name and picture of the products of `rows` (product_id, deleted_name): the product's own while it exists,
 * else those it was sold under (product_sales_all keeps them, one row per product).
 */
function named(rows: SQL): SQL {
  return sql`SELECT s.*, p.id AS live_id, coalesce(p.name, a.product_name) AS name,
                    coalesce(p.image_url, a.image_url) AS image
             FROM (${rows}) s
             LEFT JOIN products p ON p.id = s.product_id
             LEFT JOIN product_sales_all a
               ON coalesce(a.product_id, 0) = coalesce(s.product_id, 0)
              AND (CASE WHEN a.product_id IS NULL THEN a.product_name ELSE '' END) = s.deleted_name`;
}

const monthStart = (ymd: string) => `${ymd.slice(0, 7)}-01`;
function shiftMonth(firstOfMonth: string, by: number): string {
  const [y, m] = firstOfMonth.split('-').map(Number) as [number, number];
  const total = y * 12 + (m - 1) + by;
  return `${String(Math.floor(total / 12)).padStart(4, '0')}-${String((total % 12) + 1).padStart(2, '0')}-01`;
}
function dayAfter(ymd: string): string {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
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
 * best selling first by `orderBy`, at most `limit` rows, and how many products sold in all. A deleted product
 * keeps its snapshot name (and a null id); deleted products of different names stay apart.
 */
export async function salesByProduct(
  db: DbOrTx,
  range: DayRange,
  orderBy: 'total' | 'quantity',
  limit: number,
) {
  const order = orderBy === 'total' ? sql`n.total DESC, n.quantity DESC` : sql`n.quantity DESC, n.total DESC`;
  const found = await rows<{
    productId: number | null;
    productName: string;
    imageUrl: string | null;
    quantity: number;
    total: number;
    sold: number;
  }>(
    db,
    sql`SELECT n.live_id AS "productId", n.name AS "productName", n.image AS "imageUrl", n.quantity, n.total, n.sold
        FROM (${named(bestProducts(range, orderBy, limit))}) n
        ORDER BY ${order}, n.name, n.live_id`,
  );
  return { rows: found, total: found[0]?.sold ?? 0 };
}

/**
 * The category rollup rows of a range (migration 0032: sales per category per Cairo day and month, kept from the
 * product rollups and product_categories): whole months from category_sales_monthly — all time is every month —
 * and the edges from category_sales_daily. A dozen rows per bucket, where the product rollups hold 50,000.
 */
function categorySales(range: DayRange): SQL {
  const { fullMonths, days } = splitByMonths(range);
  const parts: SQL[] = [];
  if (fullMonths) {
    const conditions: SQL[] = [sql`TRUE`];
    if (fullMonths.from) conditions.push(sql`m.cairo_month >= ${fullMonths.from}::date`);
    if (fullMonths.to) conditions.push(sql`m.cairo_month <= ${fullMonths.to}::date`);
    parts.push(sql`SELECT m.category_id, m.quantity, m.total_piastres
                   FROM category_sales_monthly m WHERE ${sql.join(conditions, sql` AND `)}`);
  }
  for (const span of days) {
    const conditions: SQL[] = [sql`TRUE`];
    if (span.from) conditions.push(sql`d.cairo_day >= ${span.from}::date`);
    if (span.to) conditions.push(sql`d.cairo_day <= ${span.to}::date`);
    parts.push(sql`SELECT d.category_id, d.quantity, d.total_piastres
                   FROM category_sales_daily d WHERE ${sql.join(conditions, sql` AND `)}`);
  }
  return parts.length
    ? sql.join(parts, sql` UNION ALL `)
    : sql`SELECT category_id, quantity, total_piastres FROM category_sales_daily WHERE FALSE`;
}

/**
 * Per category: a product counts once in each category that shares one of its (current) tags. Read from the
 * category rollups, which move a product's history between categories when its tags change: joining the range's
 * sales per product with product_categories on each request read up to 50,000 rows (33–60 ms p50 at scale).
 */
export async function salesByCategory(db: DbOrTx, range: DayRange) {
  return rows<{ categoryName: string; quantity: number; total: number }>(
    db,
    sql`SELECT c.name AS "categoryName", sum(s.quantity)::int AS quantity, sum(s.total_piastres)::float8 AS total
        FROM (${categorySales(range)}) s
        JOIN categories c ON c.id = s.category_id
        GROUP BY c.id, c.name
        HAVING sum(s.quantity) > 0
        ORDER BY total DESC, c.name`,
  );
}

/**
 * Units sold per product, colour and size, for the `limit` products that sold the most units in the range (the
 * product rollup chooses them; the item rollups give their rows by product, migration 0028's indexes), the
 * products best first and each one's rows best first; and how many products sold in all.
 */
export async function salesByVariant(db: DbOrTx, range: DayRange, limit: number) {
  const found = await rows<{
    productTitle: string;
    color: string;
    size: string;
    quantity: number;
    rank: number;
    sold: number;
  }>(
    db,
    sql`WITH top AS (
          SELECT n.product_id, n.deleted_name, n.name, n.quantity, n.sold,
                 row_number() OVER (ORDER BY n.quantity DESC, n.total DESC, n.name, n.product_id) AS rank
          FROM (${named(bestProducts(range, 'quantity', limit))}) n)
        SELECT t.name AS "productTitle", v.color, v.size, v.quantity, t.rank::int AS rank, t.sold
        FROM top t
        CROSS JOIN LATERAL (
          SELECT d.color, d.size, sum(d.quantity)::int AS quantity
          FROM (${itemSales(range, sql`coalesce(product_id, 0) = coalesce(t.product_id, 0) AND (t.product_id IS NOT NULL OR product_name = t.deleted_name)`)}) d
          GROUP BY 1, 2
          HAVING sum(d.quantity) > 0) v
        ORDER BY t.rank, v.quantity DESC, v.color, v.size`,
  );
  return {
    rows: found.map(({ productTitle, color, size, quantity }) => ({ productTitle, color, size, quantity })),
    total: found[0]?.sold ?? 0,
  };
}

/**
 * How many orders (not cancelled) used each coupon over whole Cairo days, from coupon_usage_daily (migration
 * 0028: a row per coupon and day, where the orders are a million); coupons since deleted are left out.
 */
export async function couponUsage(db: DbOrTx, range: DayRange) {
  const conditions: SQL[] = [sql`TRUE`];
  if (range.startDate) conditions.push(sql`u.cairo_day >= ${range.startDate}::date`);
  if (range.endDate) conditions.push(sql`u.cairo_day <= ${range.endDate}::date`);
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
        FROM (SELECT u.coupon_id, sum(u.orders)::int AS used FROM coupon_usage_daily u
              WHERE ${sql.join(conditions, sql` AND `)}
              GROUP BY 1 HAVING sum(u.orders) > 0) u
        JOIN coupons c ON c.id = u.coupon_id
        ORDER BY u.used DESC, c.code`,
  );
}

/**
 * The `limit` most urgent active products with a size at or below `threshold` — by their lowest size's stock,
 * then the oldest first — read from product_stock_floor (migration 0028), and how many there are in all. One row
 * per low size of those products, with its variant's total stock over all its sizes; the service nests them.
 */
export async function lowStockSizes(db: DbOrTx, threshold: number, limit: number) {
  const [count] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM product_stock_floor f WHERE f.is_active AND f.min_stock <= ${threshold}`,
  );
  const found = await rows<{
    productId: number;
    productName: string;
    variantId: number;
    color: string;
    totalStock: number;
    size: string;
    stock: number;
  }>(
    db,
    sql`WITH top AS (
          SELECT f.product_id, f.min_stock FROM product_stock_floor f
          WHERE f.is_active AND f.min_stock <= ${threshold}
          ORDER BY f.min_stock, f.product_id LIMIT ${limit})
        SELECT p.id AS "productId", p.name AS "productName", v.id AS "variantId", v.color,
               (SELECT coalesce(sum(s2.stock), 0)::int FROM sizes s2 WHERE s2.variant_id = v.id) AS "totalStock",
               s.size, s.stock
        FROM top t
        JOIN products p ON p.id = t.product_id
        JOIN variants v ON v.product_id = p.id
        JOIN sizes s ON s.variant_id = v.id
        WHERE s.stock <= ${threshold}
        ORDER BY t.min_stock, t.product_id, v.position, v.id, s.position, s.id`,
  );
  return { rows: found, total: count?.n ?? 0 };
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
 * those were cancelled as refused at delivery. Governorates with nothing shipped are left out. Read from
 * refusals_daily (migration 0028: a row per Cairo day and governorate, kept by triggers on the orders and their
 * history), where all time read every order and probed its history (1.2 s at a million orders).
 */
export async function refusalsByGovernorate(db: DbOrTx, range: DayRange) {
  const conditions: SQL[] = [sql`TRUE`];
  if (range.startDate) conditions.push(sql`r.cairo_day >= ${range.startDate}::date`);
  if (range.endDate) conditions.push(sql`r.cairo_day <= ${range.endDate}::date`);
  return rows<{ governorate: string; shipped: number; refused: number }>(
    db,
    sql`SELECT r.governorate, r.shipped, r.refused
        FROM (SELECT r.governorate, sum(r.shipped)::int AS shipped, sum(r.refused)::int AS refused
              FROM refusals_daily r WHERE ${sql.join(conditions, sql` AND `)}
              GROUP BY 1 HAVING sum(r.shipped) > 0) r
        ORDER BY r.refused::float8 / r.shipped DESC, r.shipped DESC, r.governorate`,
  );
}

/** Instants of whole Cairo days, [from, to) (cairoDayRange); either end open. */
export interface InstantRange {
  from?: Date;
  to?: Date;
}

function instantsIn(column: SQL, range: InstantRange): SQL {
  const parts: SQL[] = [sql`TRUE`];
  if (range.from) parts.push(sql`${column} >= ${range.from.toISOString()}::timestamptz`);
  if (range.to) parts.push(sql`${column} < ${range.to.toISOString()}::timestamptz`);
  return sql.join(parts, sql` AND `);
}

function daysIn(column: SQL, range: DayRange): SQL {
  const parts: SQL[] = [sql`TRUE`];
  if (range.startDate) parts.push(sql`${column} >= ${range.startDate}::date`);
  if (range.endDate) parts.push(sql`${column} <= ${range.endDate}::date`);
  return sql.join(parts, sql` AND `);
}

/**
 * Refunds recorded in the range (by the refund's instant: returns_refunded_at_index), in piastres. A refund counts
 * on its own day, whatever the day of the order or of the request.
 */
export async function refundsIn(db: DbOrTx, range: InstantRange) {
  const [row] = await rows<{ total: number }>(
    db,
    sql`SELECT coalesce(sum(r.refund_piastres), 0)::float8 AS total FROM returns r
        WHERE r.refunded_at IS NOT NULL AND ${instantsIn(sql`r.refunded_at`, range)}`,
  );
  return row?.total ?? 0;
}

/**
 * The units asked back in a range of Cairo days (by the day the request was made): in all, of exchanges, per
 * reason, for the `sizes` sizes and the `products` products with the most (a live product by its id, a deleted one
 * by its name as sold). Read from returned_units_daily (migration 0031: requests of kind return or exchange, not
 * refused or cancelled, per day, kind, reason, product and size), in one statement without a join but the ten
 * products' names.
 */
export async function returnedUnits(db: DbOrTx, range: DayRange, products: number, sizes: number) {
  const [row] = await rows<{
    returned: number;
    exchanged: number;
    byReason: { reason: string; units: number }[];
    bySize: { size: string; units: number }[];
    byProduct: { productId: number | null; deletedName: string; name: string; units: number }[];
  }>(
    db,
    sql`WITH i AS MATERIALIZED (
          SELECT u.kind, u.reason, u.product_id, u.product_name, u.size, u.quantity
          FROM returned_units_daily u WHERE u.quantity <> 0 AND ${daysIn(sql`u.cairo_day`, range)}),
        top AS (
          SELECT i.product_id, CASE WHEN i.product_id IS NULL THEN i.product_name ELSE '' END AS deleted_name,
                 max(i.product_name) AS sold_as, sum(i.quantity)::int AS units
          FROM i GROUP BY 1, 2 HAVING sum(i.quantity) > 0
          ORDER BY units DESC, sold_as, i.product_id LIMIT ${products})
        SELECT
          (SELECT coalesce(sum(i.quantity), 0)::int FROM i) AS returned,
          (SELECT coalesce(sum(i.quantity), 0)::int FROM i WHERE i.kind = 'exchange') AS exchanged,
          (SELECT coalesce(json_agg(json_build_object('reason', x.reason, 'units', x.units)
                                    ORDER BY x.units DESC, x.reason), '[]')
           FROM (SELECT i.reason, sum(i.quantity)::int AS units FROM i GROUP BY 1 HAVING sum(i.quantity) > 0) x)
            AS "byReason",
          (SELECT coalesce(json_agg(json_build_object('size', x.size, 'units', x.units)
                                    ORDER BY x.units DESC, x.size), '[]')
           FROM (SELECT i.size, sum(i.quantity)::int AS units FROM i GROUP BY 1 HAVING sum(i.quantity) > 0
                 ORDER BY 2 DESC, 1 LIMIT ${sizes}) x) AS "bySize",
          (SELECT coalesce(json_agg(json_build_object('productId', t.product_id, 'deletedName', t.deleted_name,
                                                      'name', coalesce(p.name, t.sold_as), 'units', t.units)
                                    ORDER BY t.units DESC, t.sold_as, t.product_id), '[]')
           FROM top t LEFT JOIN products p ON p.id = t.product_id) AS "byProduct"`,
  );
  return row!;
}

/**
 * Units sold in a range of Cairo days per size, exchanges' replacement orders left out: size_sales_daily less
 * replacement_sales_daily (migration 0031: a row per day and size), whatever the length of the range.
 */
export async function soldUnitsBySize(db: DbOrTx, range: DayRange) {
  return rows<{ size: string; quantity: number }>(
    db,
    sql`SELECT u.size, sum(u.quantity)::int AS quantity
        FROM (SELECT s.size, s.quantity FROM size_sales_daily s WHERE ${daysIn(sql`s.cairo_day`, range)}
              UNION ALL
              SELECT r.size, -r.quantity FROM replacement_sales_daily r WHERE ${daysIn(sql`r.cairo_day`, range)}) u
        GROUP BY 1`,
  );
}

/**
 * Units sold in a range by each of a few products (`productId` and `deletedName` as the product rollups key them),
 * replacement orders left out. Each product's buckets are read by their key, never a whole month's 50,000 rows:
 * all time is its product_sales_all row; other ranges its product_sales_monthly row of each whole month and its
 * product_sales_daily row of each edge day (migration 0028's keys), less its replacement_sales_daily rows (0031).
 */
export async function soldUnitsOfProducts(
  db: DbOrTx,
  range: DayRange,
  products: { productId: number | null; deletedName: string }[],
) {
  if (products.length === 0) return [];
  const keys = sql.join(
    products.map((p) => sql`(${p.productId}::int, ${p.deletedName}::text)`),
    sql`, `,
  );
  const same = (alias: string) =>
    sql.raw(
      `coalesce(${alias}.product_id, 0) = coalesce(t.product_id, 0) AND (CASE WHEN ${alias}.product_id IS NULL THEN ${alias}.product_name ELSE '' END) = t.deleted_name`,
    );
  // Each bucket by its whole key (day or month = ANY(list), then the product): an index probe per bucket and
  // product, where a range of months would walk every product of each month.
  const dates = (list: string[]) => sql`${`{${list.join(',')}}`}::date[]`;
  const buckets: SQL[] = [];
  if (!range.startDate && !range.endDate) {
    buckets.push(sql`SELECT a.quantity FROM product_sales_all a WHERE ${same('a')}`);
  } else {
    const { fullMonths, days } = splitByMonths(range);
    if (fullMonths) {
      let { from, to } = fullMonths;
      if (!from || !to) {
        // An open end: the first or last month that sold (the ends of the key's index).
        const [ends] = await rows<{ first: string | null; last: string | null }>(
          db,
          sql`SELECT min(cairo_month)::text AS first, max(cairo_month)::text AS last FROM product_sales_monthly`,
        );
        from ??= ends?.first ?? undefined;
        to ??= ends?.last ?? undefined;
      }
      const months: string[] = [];
      for (let m = from; m && to && m <= to; m = shiftMonth(m, 1)) months.push(m);
      if (months.length)
        buckets.push(sql`SELECT m.quantity FROM product_sales_monthly m
                         WHERE m.cairo_month = ANY(${dates(months)}) AND ${same('m')}`);
    }
    const edgeDays: string[] = [];
    for (const span of days) for (let d = span.from!; d <= span.to!; d = dayAfter(d)) edgeDays.push(d);
    if (edgeDays.length)
      buckets.push(sql`SELECT d.quantity FROM product_sales_daily d
                       WHERE d.cairo_day = ANY(${dates(edgeDays)}) AND ${same('d')}`);
  }
  if (buckets.length === 0) buckets.push(sql`SELECT 0 AS quantity WHERE FALSE`);
  return rows<{ productId: number | null; deletedName: string; quantity: number }>(
    db,
    sql`SELECT t.product_id AS "productId", t.deleted_name AS "deletedName",
               (coalesce((SELECT sum(b.quantity) FROM (${sql.join(buckets, sql` UNION ALL `)}) b), 0)
                - coalesce((SELECT sum(r.quantity) FROM replacement_sales_daily r
                            WHERE ${same('r')} AND ${daysIn(sql`r.cairo_day`, range)}), 0))::int AS quantity
        FROM (VALUES ${keys}) AS t (product_id, deleted_name)`,
  );
}
