// The indexes of migrations 0015, 0027, 0034 and 0037 and the dashboard's rollups of 0028 are what the server's own queries
// use, on a generated shop of a moderate size (2,000 products, 20,000 orders: tests/bench/generate-scale.ts).
// Plans, not timings: every statement a request sends is recorded and explained, and the plan must read the
// index or rollup meant for it rather than the table.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { hashPassword, upsertAdmin } from '../../src/server/modules/auth';
import { dashboardRanges } from '../../src/shared/cairo-dates';
import { generateScale } from '../bench/generate-scale';
import { emptyDatabase, query } from './helpers';

let app: FastifyInstance;
let database: Database;
let drop: () => Promise<void>;
let url: string;
let cookie: string;
let sample: { phone: string; name: string };

beforeAll(async () => {
  const made = await emptyDatabase();
  url = made.url;
  drop = made.drop;
  database = openDatabase({ databaseUrl: url });
  await database.migrate();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await generateScale(client, { products: 2_000, orders: 20_000 });
  } finally {
    await client.end();
  }
  app = await buildApp(
    { ...loadConfig({ CHALLENGE: 'off' }), dataDir: '/tmp/morph-scale-plans', logLevel: 'silent' },
    { database, logger: false },
  );
  await upsertAdmin(database.db, 'plans', await hashPassword('plans password for the test'));
  const login = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username: 'plans', password: 'plans password for the test' },
  });
  cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  [sample] = await query<{ phone: string; name: string }>(
    url,
    `SELECT phone, first_name || ' ' || last_name AS name FROM orders WHERE id = 10000`,
  );
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await drop?.();
});

/** The statements a request sends, each with the plan PostgreSQL gives it (EXPLAIN with the same values). */
async function plansOf(path: string): Promise<Array<{ text: string; plan: string }>> {
  const sent: Array<{ text: string; values: unknown[] }> = [];
  const original = pg.Client.prototype.query;
  const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    const text = typeof first === 'string' ? first : first.text;
    const values = (typeof first === 'string' ? second : (first.values ?? second)) ?? [];
    if (/^\s*(select|with)\b/i.test(text)) sent.push({ text, values: Array.isArray(values) ? values : [] });
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as never);
  try {
    const res = await app.inject({ method: 'GET', url: path, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
  } finally {
    spy.mockRestore();
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SET jit = off');
    const plans = [];
    for (const { text, values } of sent) {
      const r = await client.query(`EXPLAIN ${text}`, values);
      plans.push({ text, plan: r.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n') });
    }
    return plans;
  } finally {
    await client.end();
  }
}

const planOf = (plans: Array<{ text: string; plan: string }>, pattern: RegExp) => {
  const found = plans.find((p) => pattern.test(p.text));
  expect(found, `no statement matching ${pattern}`).toBeDefined();
  return found!.plan;
};

describe('the back office at 20,000 orders', () => {
  it("reads a deep page's ids from the (created_at, id) index and its total from the per-day counts", async () => {
    const plans = await plansOf('/api/admin/orders?page=300&limit=25');
    expect(planOf(plans, /^select ("orders"\.)?"id" from "orders"/i)).toMatch(
      /Index Only Scan( Backward)? using orders_created_at_id_index/,
    );
    expect(planOf(plans, /order_counts/)).not.toMatch(/on orders\b/);
    expect(plans.map((p) => p.plan).join('\n')).not.toMatch(/Seq Scan on orders\b/);
  });

  it('searches a name through its trigram index, a mobile and its last digits among the distinct mobiles', async () => {
    // A search of few orders is one statement: its matches counted (over the window) and sorted for the page.
    const search = /count\(\*\) over \(\)/i;
    const name = planOf(await plansOf(`/api/admin/orders?q=${encodeURIComponent(sample.name)}`), search);
    expect(name).toMatch(/Bitmap Index Scan on orders_customer_name_trgm_index/);
    expect(name).not.toMatch(/Seq Scan on orders\b/);
    // The digits are checked in order_phones (migration 0033), and the orders of the mobiles found are read by
    // mobile: no order is read only to be checked.
    for (const q of [sample.phone, sample.phone.slice(-4)]) {
      const plan = planOf(await plansOf(`/api/admin/orders?q=${q}`), search);
      expect(plan, q).toMatch(/Bitmap Index Scan on order_phones_phone_trgm_index/);
      expect(plan, q).toMatch(
        /Index (Only )?Scan using orders_phone_created_at_index|Bitmap Index Scan on orders_phone_created_at_index/,
      );
      expect(plan, q).not.toMatch(/Seq Scan on orders\b/);
    }
  });
});

describe('the catalogue at 2,000 products', () => {
  it("lists newest first from the listing's index, without reading the products' rows", async () => {
    const plans = await plansOf('/api/products?page=3&pageSize=12');
    const page = planOf(plans, /SELECT l\.product_id AS id FROM catalogue_listing l/);
    expect(page).toMatch(/Index (Only )?Scan using catalogue_listing_newest_index/);
    expect(page).not.toMatch(/on products\b/);
  });

  it("finds a category's products through the listing's category index, and reads its total", async () => {
    const plans = await plansOf('/api/products/collections/dresses?page=1&size=M');
    const count = planOf(plans, /^SELECT count\(\*\)::int AS total FROM catalogue_listing l/);
    expect(count).toMatch(/Bitmap Index Scan on catalogue_listing_category_ids_index/);
    expect(plans.map((p) => p.plan).join('\n')).not.toMatch(/Seq Scan on (products|variants|sizes)\b/);
    // One key (the category alone): the total is catalogue_counts' (migration 0034), nothing is counted.
    const single = await plansOf('/api/products/collections/dresses?page=1');
    // The page and its total are one statement: the listing's index for the page, catalogue_counts for the total
    // (a few hundred keys here: the plan may read them whole).
    const total = planOf(single, /FROM catalogue_counts c WHERE c\.key =/);
    expect(total).toMatch(/on catalogue_counts/);
    expect(total).not.toMatch(/Seq Scan on catalogue_listing\b/);
    expect(single.some((p) => /count\(\*\)/.test(p.text))).toBe(false);
  });

  it("walks the prices shoppers pay in the listing's index, and prices only lapsed rows one by one", async () => {
    const plans = await plansOf('/api/products?sort=price_asc&size=M&inStock=true&page=2');
    const page = planOf(
      plans,
      /SELECT id FROM \(\(SELECT l\.product_id AS id, l\.created_at, l\.price_now AS price/,
    );
    expect(page).toMatch(/Index Scan using catalogue_listing_price_now_index on catalogue_listing/);
    // The lapsed rows (none here) are found through their own index, not by pricing every product.
    expect(page).toMatch(/catalogue_listing_price_until_index/);
    expect(page).not.toMatch(/Seq Scan on (catalogue_listing|discounts|product_tags)\b/);
    // Its total (size M in stock, one key) is read in the same statement.
    expect(page).toMatch(/on catalogue_counts/);
    const ranged = await plansOf('/api/products?sort=price_desc&minPrice=500&maxPrice=1500&discount=true');
    const count = planOf(ranged, /^SELECT \(\(SELECT count\(\*\)/);
    // Only the lapsed rows are priced in the statement: the rest is the listing's own columns.
    expect(count).toMatch(/catalogue_listing_price_until_index[\s\S]*Function Scan on morph_listing_price/);
    expect(count.match(/morph_listing_price/g)).toHaveLength(1);
    expect(count).not.toMatch(/on (discounts|product_tags|category_tags)\b/);
  });

  it('lists best selling from units sold, then the products that never sold from their own index', async () => {
    const plans = await plansOf('/api/products?sort=best_selling');
    const page = planOf(plans, /FROM product_sales s/);
    expect(page).toMatch(/Index (Only )?Scan using product_sales_quantity_index/);
    expect(page).toMatch(/Index (Only )?Scan using catalogue_listing_unsold_index/);
    expect(page).not.toMatch(/Seq Scan on (catalogue_listing|product_sales)\b/);
  });

  it('looks for every form and synonym of a word through the trigram index', async () => {
    // Each word becomes several LIKEs (its broken plural, its synonyms from migration 0019's default groups:
    // "شنط" is also "حقيب", "حقايب", "bag"), which the index answers together (a bitmap OR). Words the shop
    // has few of, as a word matching a fifth of the catalogue is rightly read from the table.
    for (const q of ['الشنط', 'أحذية', 'قمصان']) {
      const plans = await plansOf(`/api/products/search?q=${encodeURIComponent(q)}`);
      const search = plans.filter((p) => /search_text"? LIKE .* OR /.test(p.text));
      expect(search.length, q).toBeGreaterThan(0);
      for (const { plan } of search) {
        expect(plan, q).toMatch(/BitmapOr[\s\S]*Bitmap Index Scan on products_search_text_idx/);
        expect(plan, q).not.toMatch(/Seq Scan on products\b/);
      }
      // The total counts the matching products not in catalogue_unlisted (migration 0034), none joined to the
      // listing.
      const total = planOf(plans, /^SELECT count\(\*\)::int AS total FROM "products"/);
      expect(total, q).toMatch(/catalogue_unlisted/);
      expect(total, q).not.toMatch(/catalogue_listing/);
    }
  });
});

describe('the dashboard at 20,000 orders', () => {
  it('reads the rollups of migrations 0028 and 0032, never the orders, their lines and history or every size', async () => {
    const { lastMonth } = dashboardRanges();
    const month = `startDate=${lastMonth.startDate}&endDate=${lastMonth.endDate}`;
    for (const path of ['salesByProduct', `salesByProduct?${month}`, 'topProducts', `topProducts?${month}`]) {
      const plans = (await plansOf(`/api/admin/dashboard/${path}`)).map((p) => p.plan).join('\n');
      expect(plans, path).toMatch(/product_sales_(all|monthly)/);
      expect(plans, path).not.toMatch(/ on (orders|order_items|item_sales_daily|item_sales_monthly)\b/);
    }
    // Sales by category: the category rollups of migration 0032, a dozen rows a bucket, not 2,000 products' sales.
    const { last7Days } = dashboardRanges();
    const week = `startDate=${last7Days.startDate}&endDate=${last7Days.endDate}`;
    for (const path of ['salesByCategory', `salesByCategory?${month}`, `salesByCategory?${week}`]) {
      const plans = (await plansOf(`/api/admin/dashboard/${path}`)).map((p) => p.plan).join('\n');
      expect(plans, path).toMatch(/category_sales_(daily|monthly)/);
      expect(plans, path).not.toMatch(/ on (orders|order_items|product_sales_\w+|product_categories)\b/);
    }
    const refusals = (await plansOf('/api/admin/dashboard/refusalsByGovernorate'))
      .map((p) => p.plan)
      .join('\n');
    expect(refusals).toMatch(/refusals_daily/);
    expect(refusals).not.toMatch(/ on (orders|order_status_history)\b/);
    const coupons = (await plansOf('/api/admin/dashboard/couponUsage')).map((p) => p.plan).join('\n');
    expect(coupons).toMatch(/coupon_usage_daily/);
    expect(coupons).not.toMatch(/ on orders\b/);
    const low = planOf(
      await plansOf('/api/admin/dashboard/lowStockProducts'),
      /FROM product_stock_floor f WHERE/,
    );
    expect(low).not.toMatch(/ on (sizes|variants)\b/);
  });

  it("sums sales by variant over whole months from the best sellers' rows in one index alone (migration 0037)", async () => {
    // All time: each of the best-selling products' colours and sizes over every month, read from the index that
    // holds them (their rows in the table are spread over a page a month).
    const plans = (await plansOf('/api/admin/dashboard/salesByVariant')).map((p) => p.plan).join('\n');
    expect(plans).toMatch(/Index Only Scan using item_sales_monthly_product_cover on item_sales_monthly/);
    expect(plans).not.toMatch(/ on (orders|order_items|item_sales_daily)\b/);
  });

  it('reads the returns figures from the rollups of migration 0031, never the orders, their lines or the items', async () => {
    // A request for one delivered order in 50, a third of them exchanges, made a few days after the order.
    await query(
      url,
      `WITH r AS (
         INSERT INTO returns (order_id, kind, status, requested_by, created_at)
         SELECT o.id, CASE WHEN o.id % 3 = 0 THEN 'exchange' ELSE 'return' END, 'received', 'customer',
                o.created_at + interval '3 days'
         FROM orders o WHERE o.status = 'delivered' AND o.id % 50 = 0
         RETURNING id, order_id)
       INSERT INTO return_items (return_id, order_item_id, quantity, reason)
       SELECT r.id, (SELECT min(oi.id) FROM order_items oi WHERE oi.order_id = r.order_id), 1, 'too_small' FROM r`,
    );
    await query(url, 'ANALYZE returns, return_items, returned_units_daily');
    const { lastMonth, last7Days } = dashboardRanges();
    for (const range of [
      '',
      `?startDate=${lastMonth.startDate}&endDate=${lastMonth.endDate}`,
      `?startDate=${last7Days.startDate}&endDate=${last7Days.endDate}`,
    ]) {
      const plans = (await plansOf(`/api/admin/dashboard/returns${range}`)).map((p) => p.plan).join('\n');
      expect(plans, range).toMatch(/size_sales_daily/);
      expect(plans, range).toMatch(/returned_units_daily/);
      expect(plans, range).not.toMatch(
        / on (orders|order_items|return_items|item_sales_daily|item_sales_monthly)\b/,
      );
    }
  });
});
