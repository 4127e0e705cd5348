// Fills a database with many orders fast, for the dashboard timings: all in SQL with generate_series, no round
// trip per order. The dashboard's rollup triggers are switched off during the load and the rollups rebuilt once
// at the end (one pass instead of 300,000 trigger calls). Orders spread over the last 13 months, in every status,
// 1–3 lines each, priced from the catalogue's sizes, one in five with a coupon. Not the demo seed
// (src/server/seed/orders.ts prices every order with the shop's rules): here only volume and shape matter.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../src/server/db/client';

/** Runs a script statement by statement (drivers' extended protocol takes one statement per call). */
async function run(db: DbOrTx, script: string): Promise<void> {
  for (const statement of script
    .split(/;\s*\n/)
    .map((s) => s.trim())
    .filter(Boolean)) {
    await db.execute(sql.raw(statement));
  }
}

async function count(db: DbOrTx, table: string): Promise<number> {
  const r = (await db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))) as unknown as {
    rows: { n: number }[];
  };
  return r.rows[0]!.n;
}

/** A small catalogue (4 categories, 8 tags, 40 products × 3 colours × 4 sizes) when the database has none. */
export async function ensureBenchCatalogue(db: DbOrTx): Promise<void> {
  if ((await count(db, 'products')) > 0) return;
  await run(
    db,
    `
    INSERT INTO tags (name) SELECT 'bench-tag-' || g FROM generate_series(1, 8) g;
    INSERT INTO categories (slug, name) SELECT 'bench-category-' || g, 'Bench Category ' || g FROM generate_series(1, 4) g;
    INSERT INTO category_tags (category_id, tag_id)
      SELECT c.id, t.id FROM categories c JOIN tags t ON t.name IN ('bench-tag-' || (c.id * 2 - 1), 'bench-tag-' || (c.id * 2))
      WHERE c.slug LIKE 'bench-category-%';
    INSERT INTO products (slug, name, description, price_piastres, image_url)
      SELECT 'bench-product-' || g, 'Bench Product ' || g, 'A product for timings', (300 + (g * 37) % 1700) * 100,
             '/uploads/products/bench-' || g || '-640.webp'
      FROM generate_series(1, 40) g;
    INSERT INTO product_tags (product_id, tag_id)
      SELECT p.id, t.id FROM products p JOIN tags t ON t.name IN ('bench-tag-' || (1 + p.id % 8), 'bench-tag-' || (1 + (p.id * 3) % 8))
      ON CONFLICT DO NOTHING;
    INSERT INTO variants (product_id, color, sku, position)
      SELECT p.id, (ARRAY['Sage', 'Sand', 'Black'])[k], 'BENCH-' || p.id || '-' || k, k FROM products p, generate_series(1, 3) k;
    INSERT INTO sizes (variant_id, size, stock, position)
      SELECT v.id, (ARRAY['S', 'M', 'L', 'XL'])[k], (v.id * 7 + k * 3) % 40, k FROM variants v, generate_series(1, 4) k;
    INSERT INTO coupons (code, percentage, start_at, end_at)
      SELECT 'BENCH' || g, 5 * g, now() - interval '400 days', now() + interval '30 days' FROM generate_series(1, 3) g;
  `,
  );
}

/**
 * Adds `total` orders created over the 13 months before `now`, with their lines, and sets each order's
 * amounts from its lines. About 1% of the orders fall on the Cairo day of `now`, so "Today" has data too.
 */
export async function generateOrders(db: DbOrTx, total: number, now = new Date()): Promise<void> {
  const start = (await count(db, 'orders')) + 1;
  const nowIso = now.toISOString();
  await run(
    db,
    `
    ALTER TABLE orders DISABLE TRIGGER orders_sales_rollup;
    ALTER TABLE orders DISABLE TRIGGER orders_count;
    ALTER TABLE orders DISABLE TRIGGER orders_phone_known;
    ALTER TABLE order_items DISABLE TRIGGER order_items_sales_rollup;
    CREATE TEMP TABLE bench_sizes AS
      SELECT row_number() OVER (ORDER BY s.id) AS rn, p.id AS product_id, v.id AS variant_id, p.name, p.image_url,
             v.color, s.size, v.sku, p.price_piastres
      FROM sizes s JOIN variants v ON v.id = s.variant_id JOIN products p ON p.id = v.product_id;
    INSERT INTO orders (order_number, status, first_name, last_name, email, phone, address, city,
                        shipping_piastres, subtotal_piastres, total_piastres, payment_method, coupon_id, coupon_code, created_at)
      SELECT 'MO-Z' || upper(lpad(to_hex(g), 6, '0')),
             (ARRAY['pending', 'processing', 'shipped', 'delivered', 'delivered', 'delivered', 'cancelled'])[1 + g % 7],
             'Bench', 'Shopper ' || g, 'bench' || g || '@example.com', '010' || lpad((g % 100000000)::text, 8, '0'),
             'Street ' || g, 'Cairo', 5000, 0, 0, 'CASH_ON_DELIVERY',
             CASE WHEN g % 5 = 0 THEN (SELECT id FROM coupons ORDER BY id OFFSET g % 3 LIMIT 1) END,
             CASE WHEN g % 5 = 0 THEN (SELECT code FROM coupons ORDER BY id OFFSET g % 3 LIMIT 1) END,
             CASE WHEN g % 100 = 0 THEN timestamptz '${nowIso}' - (g % 36000) * interval '1 second'
                  ELSE timestamptz '${nowIso}' - ((g * 7919) % (395 * 86400)) * interval '1 second' END
      FROM generate_series(${start}, ${start + total - 1}) g;
    INSERT INTO order_items (order_id, product_id, variant_id, product_name, image_url, color, size, sku, quantity,
                             unit_price_piastres, discount_percentage, line_total_piastres)
      SELECT o.id, b.product_id, b.variant_id, b.name, b.image_url, b.color, b.size, b.sku, 1 + (o.id + k) % 3,
             b.price_piastres, 0, b.price_piastres * (1 + (o.id + k) % 3)
      FROM orders o
      CROSS JOIN LATERAL generate_series(1, 1 + o.id % 3) k
      JOIN bench_sizes b ON b.rn = 1 + (o.id * 31 + k * 17) % (SELECT count(*) FROM bench_sizes)
      WHERE o.order_number LIKE 'MO-Z%' AND o.subtotal_piastres = 0;
    UPDATE orders o SET subtotal_piastres = x.subtotal, total_piastres = x.subtotal + o.shipping_piastres
      FROM (SELECT order_id, sum(line_total_piastres)::int AS subtotal FROM order_items GROUP BY 1) x
      WHERE x.order_id = o.id AND o.subtotal_piastres = 0;
    DROP TABLE bench_sizes;
    ALTER TABLE orders ENABLE TRIGGER orders_sales_rollup;
    ALTER TABLE orders ENABLE TRIGGER orders_count;
    ALTER TABLE orders ENABLE TRIGGER orders_phone_known;
    ALTER TABLE order_items ENABLE TRIGGER order_items_sales_rollup;
    SELECT morph_rebuild_sales_rollups();
    SELECT morph_rebuild_order_counts();
    SELECT morph_rebuild_order_phones();
    ANALYZE;
  `,
  );
}

/**
 * Gives the generated orders the order lifecycle's shape for the refusal timings: a governorate of
 * 27, a status history along the path to their status (shipped orders and one cancelled order in three went
 * through shipped), and a cancel reason, one cancelled order in three refused at delivery.
 */
export async function addLifecycleShape(db: DbOrTx): Promise<void> {
  await run(
    db,
    `
    UPDATE orders SET city = 'Governorate ' || (1 + id % 27) WHERE order_number LIKE 'MO-Z%';
    UPDATE orders SET cancel_reason = (ARRAY['refused_at_delivery', 'no_answer', 'customer_cancelled'])[1 + (id / 7) % 3]
      WHERE order_number LIKE 'MO-Z%' AND status = 'cancelled';
    INSERT INTO order_status_history (order_id, from_status, to_status, changed_at, actor)
      SELECT o.id, p.from_status, p.to_status, o.created_at + p.step * interval '1 hour', 'admin'
      FROM orders o
      CROSS JOIN LATERAL (VALUES
        (0, NULL, 'pending'),
        (1, 'pending', 'processing'),
        (2, 'processing', 'shipped'),
        (3, 'shipped', CASE WHEN o.status = 'cancelled' THEN 'cancelled' ELSE 'delivered' END)
      ) p(step, from_status, to_status)
      WHERE o.order_number LIKE 'MO-Z%'
        AND (p.step = 0
             OR (o.status IN ('processing', 'shipped', 'delivered') AND p.step = 1)
             OR (o.status IN ('shipped', 'delivered') AND p.step = 2)
             OR (o.status = 'delivered' AND p.step = 3)
             OR (o.status = 'cancelled' AND o.cancel_reason = 'refused_at_delivery' AND p.step IN (1, 2, 3)));
    ANALYZE;
  `,
  );
}
