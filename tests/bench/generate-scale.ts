// Fills an empty, migrated PostgreSQL database with a large brand's shop, for the scale bench and the plan tests:
// `products` products (default 50,000) × 3 colours × 5 sizes with images (rows pointing at a few shared files),
// 12 categories made of tags, material and occasion tags, English and Arabic names; and `orders` orders
// (default 1,000,000) with 1–3 lines each over the last two years, from a pool of repeat customers (Egyptian names
// and mobiles, the 27 governorates), in the statuses their age makes likely.
//
// PostgreSQL only (session_replication_role, which PGlite's single user cannot change meaningfully either way):
// everything is INSERT … SELECT over generate_series with explicit ids, so ids of variants and sizes follow from
// the product's, and no row makes a round trip. Triggers and foreign-key checks are off during the load
// (session_replication_role = replica); what the triggers would have kept — products.search_text, the
// dashboard's rollups, the orders' per-day counts and mobiles, the products' lowest stock and categories, the search's words
// and the shop's listing — is rebuilt once at the end. The plain indexes of the products, the listing, the orders
// and their lines are dropped before their rows go in and built once after (dropPlainIndexes). Sequences are moved
// past the ids used.
import type pg from 'pg';

export interface ScaleOptions {
  products: number;
  orders: number;
  now?: Date;
  /** Called with a line of progress (what was made, how long it took). */
  log?: (line: string) => void;
}

const CATEGORIES: Array<[slug: string, name: string, nameAr: string]> = [
  ['dresses', 'Dresses', 'فساتين'],
  ['abayas', 'Abayas', 'عبايات'],
  ['blouses', 'Blouses', 'بلوزات'],
  ['skirts', 'Skirts', 'جيبات'],
  ['trousers', 'Trousers', 'بناطيل'],
  ['hijabs', 'Hijabs', 'طرح'],
  ['cardigans', 'Cardigans', 'كارديجان'],
  ['jackets', 'Jackets', 'جواكت'],
  ['jumpsuits', 'Jumpsuits', 'جمبسوت'],
  ['sets', 'Sets', 'أطقم'],
  ['sleepwear', 'Sleepwear', 'ملابس نوم'],
  ['kaftans', 'Kaftans', 'قفاطين'],
];
/** The singular a product name uses, per category (same order). */
const TYPES: Array<[string, string]> = [
  ['Dress', 'فستان'],
  ['Abaya', 'عباية'],
  ['Blouse', 'بلوزة'],
  ['Skirt', 'جيبة'],
  ['Trousers', 'بنطلون'],
  ['Hijab', 'طرحة'],
  ['Cardigan', 'كارديجان'],
  ['Jacket', 'جاكيت'],
  ['Jumpsuit', 'جمبسوت'],
  ['Set', 'طقم'],
  ['Pyjamas', 'بيجامة'],
  ['Kaftan', 'قفطان'],
];
const MATERIALS: Array<[string, string]> = [
  ['Linen', 'كتان'],
  ['Cotton', 'قطن'],
  ['Chiffon', 'شيفون'],
  ['Satin', 'ساتان'],
  ['Crepe', 'كريب'],
  ['Denim', 'جينز'],
  ['Velvet', 'قطيفة'],
  ['Jersey', 'جيرسيه'],
  ['Viscose', 'فيسكوز'],
  ['Wool', 'صوف'],
  ['Lace', 'دانتيل'],
  ['Tulle', 'تل'],
];
const STYLES: Array<[string, string]> = [
  ['Wrap', 'ملفوف'],
  ['Pleated', 'بليسيه'],
  ['Maxi', 'ماكسي'],
  ['Midi', 'ميدي'],
  ['Oversized', 'واسع'],
  ['Belted', 'بحزام'],
  ['Embroidered', 'مطرز'],
  ['Printed', 'مطبوع'],
  ['Classic', 'كلاسيك'],
  ['Ruffled', 'كشكش'],
  ['Buttoned', 'بزراير'],
  ['Striped', 'مقلم'],
  ['Floral', 'مشجر'],
  ['Tiered', 'طبقات'],
];
const OCCASIONS = ['Eid', 'Ramadan', 'Summer', 'Winter', 'Office', 'Wedding', 'Beach', 'Everyday'];
const COLOURS: Array<[string, string]> = [
  ['Black', 'أسود'],
  ['White', 'أبيض'],
  ['Beige', 'بيج'],
  ['Navy', 'كحلي'],
  ['Olive', 'زيتي'],
  ['Burgundy', 'نبيتي'],
  ['Dusty Pink', 'روز'],
  ['Sage', 'أخضر فاتح'],
  ['Camel', 'جملي'],
  ['Grey', 'رمادي'],
  ['Mustard', 'مستردة'],
  ['Lilac', 'ليلكي'],
];
const SIZES = ['XS', 'S', 'M', 'L', 'XL'];
const FIRST_NAMES = [
  'Mona',
  'Sara',
  'Nour',
  'Aya',
  'Mariam',
  'Salma',
  'Yasmin',
  'Heba',
  'Dina',
  'Rania',
  'Fatma',
  'Aisha',
  'Habiba',
  'Malak',
  'Farida',
  'Reem',
  'Nada',
  'Hana',
  'Laila',
  'Amira',
  'Shaimaa',
  'Eman',
  'Marwa',
  'Doaa',
  'Asmaa',
  'Noha',
  'Ghada',
  'Yara',
  'Jana',
  'Rahma',
];
const LAST_NAMES = [
  'Hassan',
  'Mohamed',
  'Ahmed',
  'Ali',
  'Mahmoud',
  'Ibrahim',
  'Mostafa',
  'Abdelrahman',
  'Saeed',
  'Fathy',
  'Khalil',
  'Youssef',
  'Samir',
  'Farouk',
  'Gamal',
  'Salah',
  'Nabil',
  'Adel',
  'Tarek',
  'Hamdy',
  'Ashraf',
  'Sherif',
  'Magdy',
  'Ramadan',
  'Ezzat',
  'Naguib',
  'Soliman',
  'Hegazy',
  'Badawy',
  'Zaki',
];
const GOVERNORATES = [
  'Cairo',
  'Giza',
  'Qalyubia',
  'Alexandria',
  'Beheira',
  'Dakahlia',
  'Damietta',
  'Gharbia',
  'Kafr El Sheikh',
  'Monufia',
  'Sharqia',
  'Ismailia',
  'Port Said',
  'Suez',
  'Faiyum',
  'Beni Suef',
  'Minya',
  'Asyut',
  'Sohag',
  'Qena',
  'Luxor',
  'Aswan',
  'Red Sea',
  'North Sinai',
  'South Sinai',
  'Matrouh',
  'New Valley',
];
/** A few shared picture files: the rows are many, the files few. */
const PICTURES = 8;
const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A SQL text[] literal. */
const arr = (values: readonly string[]) =>
  `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]::text[]`;
const col = (pairs: Array<[string, string]>, i: 0 | 1) => arr(pairs.map((p) => p[i]));

/**
 * Drops the plain indexes (neither unique nor behind a constraint) of `tables` and gives back what recreates them:
 * a row-by-row insert into a trigram GIN index without a pending list (the order search's three, the products'
 * text) costs far more than building it once from the sorted rows. Unique indexes stay, for ON CONFLICT and
 * the look-ups by key the load makes.
 */
async function dropPlainIndexes(client: pg.Client, tables: string[]): Promise<string[]> {
  const { rows } = await client.query<{ name: string; def: string }>(
    `SELECT i.relname AS name, pg_get_indexdef(i.oid) AS def
     FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
     WHERE t.relname = ANY($1) AND t.relnamespace = 'public'::regnamespace AND NOT x.indisunique
       AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.oid)`,
    [tables],
  );
  for (const { name } of rows) await client.query(`DROP INDEX "${name}"`);
  return rows.map((r) => r.def);
}

export async function generateScale(client: pg.Client, options: ScaleOptions): Promise<void> {
  const { products: P, orders: N } = options;
  const now = (options.now ?? new Date()).toISOString();
  const log = options.log ?? (() => undefined);
  const step = async (label: string, text: string) => {
    const t0 = performance.now();
    await client.query(text);
    log(`  ${label} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  };
  const days = 730;

  await client.query(
    `SET session_replication_role = replica; SET work_mem = '64MB'; SET maintenance_work_mem = '256MB'`,
  );
  // Built again after the rows are in (dropPlainIndexes).
  const productIndexes = await dropPlainIndexes(client, ['products', 'catalogue_listing']);
  await step(
    'categories and tags',
    `
    INSERT INTO tags (id, name, is_active)
      SELECT i, n, TRUE FROM unnest(${arr([
        ...CATEGORIES.map((c) => c[1].toLowerCase()),
        ...MATERIALS.map((m) => m[0].toLowerCase()),
        ...OCCASIONS.map((o) => o.toLowerCase()),
      ])}) WITH ORDINALITY AS t(n, i);
    INSERT INTO categories (id, slug, name, name_ar, description, is_active)
      SELECT i, s, n, a, 'Our ' || lower(n), TRUE
      FROM unnest(${arr(CATEGORIES.map((c) => c[0]))}, ${arr(CATEGORIES.map((c) => c[1]))},
                  ${arr(CATEGORIES.map((c) => c[2]))}) WITH ORDINALITY AS c(s, n, a, i);
    INSERT INTO category_tags (category_id, tag_id) SELECT i, i FROM generate_series(1, ${CATEGORIES.length}) i;
    `,
  );
  const types = TYPES.length;
  const mats = MATERIALS.length;
  const styles = STYLES.length;
  await step(
    `${P} products`,
    `
    INSERT INTO products (id, slug, name, name_ar, sku, description, description_ar, price_piastres,
                          previous_price_piastres, is_active, image_url, created_at, updated_at)
      SELECT g,
             lower(replace(x.name, ' ', '-')) || '-' || g,
             x.name, x.name_ar, 'MRF-' || g,
             'A ' || lower(x.name) || ' cut for comfort, made in Egypt.',
             x.name_ar || ' مريح، صناعة مصرية.',
             x.price, CASE WHEN g % 9 = 0 THEN x.price + 20000 END,
             g % 25 <> 0,
             '/uploads/products/scale-' || (1 + g % ${PICTURES}) || '-640.webp',
             x.created, x.created
      FROM generate_series(1, ${P}) g
      CROSS JOIN LATERAL (SELECT
        (${col(STYLES, 0)})[1 + (g / ${types}) % ${styles}] || ' ' || (${col(MATERIALS, 0)})[1 + (g / 7) % ${mats}] || ' ' || (${col(TYPES, 0)})[1 + g % ${types}] AS name,
        (${col(TYPES, 1)})[1 + g % ${types}] || ' ' || (${col(MATERIALS, 1)})[1 + (g / 7) % ${mats}] || ' ' || (${col(STYLES, 1)})[1 + (g / ${types}) % ${styles}] AS name_ar,
        (150 + (g * 7919) % 2850) * 100 AS price,
        timestamptz '${now}' - ((${P} - g) * (${days} * 86400.0 / ${P}) + (g * 13) % 3600) * interval '1 second' AS created
      ) x;
    INSERT INTO product_tags (product_id, tag_id)
      SELECT g, 1 + g % ${types} FROM generate_series(1, ${P}) g
      UNION ALL SELECT g, ${types} + 1 + (g / 7) % ${mats} FROM generate_series(1, ${P}) g
      UNION ALL SELECT g, ${types + mats} + 1 + g % ${OCCASIONS.length} FROM generate_series(1, ${P}) g WHERE g % 3 = 0;
    INSERT INTO product_images (id, product_id, url, position)
      SELECT (g - 1) * 3 + k, g, '/uploads/products/scale-' || (1 + (g + k) % ${PICTURES}) || '-1280.webp', k - 1
      FROM generate_series(1, ${P}) g, generate_series(1, 3) k;
    INSERT INTO variants (id, product_id, color, color_ar, sku, image_url, position, created_at, updated_at)
      SELECT (g - 1) * 3 + k, g, (${col(COLOURS, 0)})[c], (${col(COLOURS, 1)})[c], 'MRF-' || g || '-' || k,
             '/uploads/products/scale-' || (1 + (g + k) % ${PICTURES}) || '-640.webp', k - 1, now(), now()
      FROM generate_series(1, ${P}) g, generate_series(1, 3) k,
           LATERAL (SELECT 1 + (g + (k - 1) * 5) % ${COLOURS.length} AS c) cc;
    INSERT INTO variant_images (id, variant_id, url, position)
      SELECT v, v, '/uploads/products/scale-' || (1 + v % ${PICTURES}) || '-1280.webp', 0
      FROM generate_series(1, ${P * 3}) v;
    INSERT INTO sizes (id, variant_id, size, stock, position)
      SELECT (v - 1) * 5 + k, v, (${arr(SIZES)})[k],
             CASE WHEN (v * 7 + k) % 5 = 0 THEN 0 ELSE 1 + (v * 13 + k * 7) % 30 END, k - 1
      FROM generate_series(1, ${P * 3}) v, generate_series(1, 5) k;
    INSERT INTO discounts (percentage, type, category_id, start_at, end_at, is_active)
      VALUES (15, 'category', 2, timestamptz '${now}' - interval '10 days', timestamptz '${now}' + interval '20 days', TRUE);
    INSERT INTO discounts (percentage, type, tag_id, start_at, end_at, is_active)
      VALUES (10, 'tag', ${types + mats + 1}, timestamptz '${now}' - interval '5 days', timestamptz '${now}' + interval '25 days', TRUE);
    INSERT INTO discounts (percentage, type, product_id, start_at, end_at, is_active)
      SELECT 5 + g % 30, 'product', g, timestamptz '${now}' - interval '3 days', timestamptz '${now}' + interval '30 days', TRUE
      FROM generate_series(37, ${P}, 250) g;
    INSERT INTO coupons (code, percentage, start_at, end_at)
      SELECT 'SCALE' || g, 5 * g, timestamptz '${now}' - interval '800 days', timestamptz '${now}' + interval '30 days'
      FROM generate_series(1, 4) g;
    `,
  );
  await step(
    'search text and listing',
    // Statistics first: planned before autovacuum has looked at the new rows, a product's text read its variants
    // by a sequential scan each (one run spent over 10 minutes here, another 3).
    `ANALYZE products, product_tags, variants, sizes, tags, categories, category_tags;
     SELECT morph_refresh_search_text(ARRAY(SELECT id FROM products));
     SELECT morph_add_search_words(search_text) FROM products;
     SELECT morph_refresh_listing(ARRAY(SELECT id FROM products));
     ANALYZE products, variants, sizes, product_tags, search_words, catalogue_listing`,
  );
  await step(`${productIndexes.length} indexes of the products and listing`, productIndexes.join(';\n'));

  // Customers: one in four orders is a new one's, the rest come back (a pool of N/4 mobiles).
  const customers = Math.max(1, Math.floor(N / 4));
  const alphabet = ORDER_NUMBER_ALPHABET;
  const base = alphabet.length; // 31: x ↦ x·M mod 31^6 is a bijection for M prime to 31
  // The order number's six letters, the most significant first: a substr each (a subquery over generate_series
  // with string_agg per order was the same text at several times the cost).
  const numberSql = `'MO-' || ${[5, 4, 3, 2, 1, 0]
    .map(
      (d) =>
        `substr('${alphabet}', 1 + ((g::bigint * 387420489) % ${base ** 6} / ${base ** d} % ${base})::int, 1)`,
    )
    .join(' || ')}`;
  const orderIndexes = await dropPlainIndexes(client, ['orders', 'order_items', 'order_status_history']);
  await step(
    `${N} orders' lines`,
    `
    CREATE TEMP TABLE scale_lines AS
      SELECT g AS order_id, k,
             -- newer products sell more: a pick of the size sold skewed to the newest
             ${P * 15} - floor(${P * 15} * power(((g::bigint * 2654435761 + k * 40503) % 1000003) / 1000003.0, 2))::int AS size_id,
             1 + (g + k) % 3 / 2 AS quantity
      FROM generate_series(1, ${N}) g, LATERAL generate_series(1, CASE WHEN g % 20 < 10 THEN 1 WHEN g % 20 < 17 THEN 2 ELSE 3 END) k;
    INSERT INTO order_items (order_id, product_id, variant_id, product_name, image_url, color, size, sku, quantity,
                             unit_price_piastres, discount_percentage, line_total_piastres)
      SELECT l.order_id, p.id, v.id, p.name, p.image_url, v.color, s.size, v.sku || '-' || s.size, l.quantity,
             p.price_piastres, 0, p.price_piastres * l.quantity
      FROM scale_lines l JOIN sizes s ON s.id = l.size_id JOIN variants v ON v.id = s.variant_id
      JOIN products p ON p.id = v.product_id
      ORDER BY l.order_id, l.k;
    CREATE TEMP TABLE scale_totals AS
      SELECT order_id, sum(line_total_piastres)::int AS subtotal FROM order_items GROUP BY 1;
    `,
  );
  await step(
    `${N} orders`,
    `
    INSERT INTO orders (id, order_number, status, first_name, last_name, email, phone, address, city, shipping_piastres,
                        subtotal_piastres, total_piastres, payment_method, coupon_id, coupon_code, coupon_percentage,
                        coupon_discount_piastres, language, cancel_reason, customer_confirmed_at, holds_stock,
                        created_at, updated_at)
      SELECT g, o.number, o.status, (${arr(FIRST_NAMES)})[1 + c % ${FIRST_NAMES.length}],
             (${arr(LAST_NAMES)})[1 + (c / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
             lower((${arr(FIRST_NAMES)})[1 + c % ${FIRST_NAMES.length}]) || '.' || c || '@example.com',
             '01' || (ARRAY['0', '1', '2', '5'])[1 + c % 4] || lpad(((c::bigint * 7919) % 100000000)::text, 8, '0'),
             (1 + c % 90) || ' El Tahrir Street, Building ' || (1 + c % 40),
             (${arr(GOVERNORATES)})[1 + c % ${GOVERNORATES.length}],
             5000, t.subtotal,
             t.subtotal + 5000 - CASE WHEN g % 10 = 0 THEN t.subtotal * (5 * (1 + g % 4)) / 100 ELSE 0 END,
             'CASH_ON_DELIVERY',
             CASE WHEN g % 10 = 0 THEN 1 + g % 4 END, CASE WHEN g % 10 = 0 THEN 'SCALE' || (1 + g % 4) END,
             CASE WHEN g % 10 = 0 THEN 5 * (1 + g % 4) END,
             CASE WHEN g % 10 = 0 THEN t.subtotal * (5 * (1 + g % 4)) / 100 ELSE 0 END,
             CASE WHEN c % 3 = 0 THEN 'ar' ELSE 'en' END,
             CASE WHEN o.status = 'cancelled' THEN (ARRAY['refused_at_delivery', 'no_answer', 'customer_cancelled', 'fake_order'])[1 + g % 4] END,
             CASE WHEN o.status <> 'pending' OR g % 2 = 0 THEN o.created + interval '20 minutes' END,
             o.status <> 'cancelled',
             o.created, o.created
      FROM generate_series(1, ${N}) g
      JOIN scale_totals t ON t.order_id = g
      CROSS JOIN LATERAL (SELECT (g::bigint * 2246822519) % ${customers} AS c) cc
      CROSS JOIN LATERAL (SELECT
        timestamptz '${now}' - ((${N} - g) * (${days} * 86400.0 / ${N}) + (g * 7) % 600) * interval '1 second' AS created,
        ${numberSql} AS number
      ) x
      CROSS JOIN LATERAL (SELECT x.created, x.number,
        CASE WHEN x.created > timestamptz '${now}' - interval '2 days' THEN (ARRAY['pending', 'pending', 'processing', 'cancelled'])[1 + g % 4]
             WHEN x.created > timestamptz '${now}' - interval '6 days' THEN (ARRAY['processing', 'shipped', 'shipped', 'cancelled'])[1 + g % 4]
             ELSE (ARRAY['delivered', 'delivered', 'delivered', 'delivered', 'delivered', 'delivered', 'cancelled', 'delivered'])[1 + g % 8] END AS status
      ) o;
    INSERT INTO order_status_history (order_id, from_status, to_status, changed_at, actor, reason)
      SELECT o.id, s.from_status, s.to_status, o.created_at + s.step * interval '1 day', 'admin',
             CASE WHEN s.to_status = 'cancelled' THEN o.cancel_reason END
      FROM orders o
      CROSS JOIN LATERAL (VALUES (1, 'pending', 'processing'), (2, 'processing', 'shipped'), (3, 'shipped', 'cancelled'))
        s(step, from_status, to_status)
      WHERE o.status = 'cancelled' AND o.cancel_reason = 'refused_at_delivery';
    UPDATE coupons c SET used_count = u.n FROM (SELECT coupon_id, count(*)::int AS n FROM orders WHERE coupon_id IS NOT NULL
      AND status <> 'cancelled' GROUP BY 1) u WHERE u.coupon_id = c.id;
    DROP TABLE scale_lines; DROP TABLE scale_totals;
    `,
  );
  await step(`${orderIndexes.length} indexes of the orders and their lines`, orderIndexes.join(';\n'));
  await client.query(`SET session_replication_role = DEFAULT`);
  await step(
    'dashboard rollups, order counts, the mobiles that ordered and the listing counts',
    // The rollups' rebuild marks the listing's products that sold (its trigger on product_sales); the listing was
    // written with the triggers off, so its counts are made from it.
    `SELECT morph_rebuild_sales_rollups(); SELECT morph_rebuild_order_counts(); SELECT morph_rebuild_stock_floor(); SELECT morph_rebuild_product_categories(); SELECT morph_rebuild_order_phones(); SELECT morph_rebuild_held_items(); SELECT morph_rebuild_catalogue_counts()`,
  );
  await step(
    'sequences and statistics',
    `
    ${[
      'tags',
      'categories',
      'products',
      'product_images',
      'variants',
      'variant_images',
      'sizes',
      'orders',
      'order_items',
      'order_status_history',
      'discounts',
      'coupons',
    ]
      .map(
        (t) =>
          `SELECT setval(pg_get_serial_sequence('${t}', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM ${t}), false);`,
      )
      .join('\n')}
    `,
  );
  await step('vacuum and analyze', 'VACUUM ANALYZE');
}
