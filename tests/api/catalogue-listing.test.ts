// The shop's listing (catalogue_listing, migrations 0027 and 0034) is what every page, count and filter of the
// catalogue reads, so it must follow every change to what it is made of, in the statement that makes the change: a
// product's state and price, its tags, a category's tags and state, its colours and sizes, a size's stock
// running out and coming back, its first sale, the discounts aimed at it. Each step is checked as a shopper sees
// it (the listing's answers, and their total, which a filter of one key reads from catalogue_counts), and after
// all of them the listing and the counts kept by the triggers must equal those built afresh. A discount that
// begins or ends with no write at all must reorder the catalogue at once, and be stored by the jobs' round.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { keepListing, productFilters, queryCatalogue } from '../../src/server/modules/catalogue';
import { useTestApp } from './helpers/app';
import { makeCategory, makeDiscount, makeProduct, makeTag } from './helpers/catalogue';

const api = useTestApp({ worker: true });

const names = async (query: string): Promise<string[]> => {
  // The catalogue cache is not what is tested here: every change below is made behind the app's back.
  api.app.catalogueCache.local.clear();
  const res = await api.app.inject({ method: 'GET', url: `/api/products?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const page = res.json() as { products: Array<{ name: string }>; totalCount: number };
  // Every answer here fits on one page: its total is what it lists (counted, or read from catalogue_counts).
  expect(page.totalCount, `the total of ${query}`).toBe(page.products.length);
  return page.products.map((p) => p.name);
};

const rowsOf = async <T>(statement: ReturnType<typeof sql>): Promise<T[]> =>
  ((await api.db.execute(statement)) as unknown as { rows: T[] }).rows;

/** Each key's count as catalogue_counts holds it (its rows added up), and as the listing's rows make it now. */
const counts = async () => ({
  kept: await rowsOf(
    sql`SELECT key, sum(n)::int AS n FROM catalogue_counts GROUP BY key HAVING sum(n) <> 0 ORDER BY key`,
  ),
  afresh: await rowsOf(
    sql`SELECT k AS key, count(*)::int AS n FROM catalogue_listing l,
          unnest(morph_listing_keys(l.category_ids, l.tag_ids, l.facets)) k GROUP BY k ORDER BY k`,
  ),
});

const run = (statement: ReturnType<typeof sql>) => api.db.execute(statement);

describe('the listing the catalogue reads', () => {
  it('follows products, tags, categories, colours, sizes and stock, and equals one built afresh', async () => {
    const dresses = await makeTag(api.db, 'dresses');
    const summer = await makeTag(api.db, 'summer');
    const dressCategory = await makeCategory(api.db, { name: 'Dresses', slug: 'dresses', tagIds: [dresses] });
    const summerCategory = await makeCategory(api.db, { name: 'Summer', slug: 'summer', tagIds: [summer] });
    const linen = await makeProduct(api.db, {
      name: 'Linen Dress',
      price: 900,
      tagIds: [dresses, summer],
      variants: [{ color: 'Sage', sizes: [['M', 1]] }],
    });
    await makeProduct(api.db, {
      name: 'Silk Dress',
      price: 1200,
      tagIds: [dresses],
      variants: [{ color: 'Black', sizes: [['S', 2]] }],
    });
    expect(await names(`categoryId=${dressCategory}`)).toEqual(['Silk Dress', 'Linen Dress']);

    // The last unit of a size sold: not in stock in M any more; back in stock when restocked.
    expect(await names('size=M&inStock=true')).toEqual(['Linen Dress']);
    await run(sql`UPDATE sizes SET stock = 0 WHERE variant_id = ${linen.variants[0]!.id}`);
    expect(await names('size=M&inStock=true')).toEqual([]);
    expect(await names('size=M')).toEqual(['Linen Dress']);
    await run(sql`UPDATE sizes SET stock = 4 WHERE variant_id = ${linen.variants[0]!.id}`);
    expect(await names('size=M&inStock=true')).toEqual(['Linen Dress']);

    // A colour renamed, a size added, a colour in a size.
    await run(sql`UPDATE variants SET color = 'Olive' WHERE id = ${linen.variants[0]!.id}`);
    expect(await names('color=sage')).toEqual([]);
    expect(await names('color=OLIVE')).toEqual(['Linen Dress']);
    await run(
      sql`INSERT INTO sizes (variant_id, size, stock, position, sku) VALUES (${linen.variants[0]!.id}, 'XL', 3, 1, 'LD-XL')`,
    );
    expect(await names('size=xl')).toEqual(['Linen Dress']);
    expect(await names('color=Olive&size=XL&inStock=true')).toEqual(['Linen Dress']);
    // Black comes in S and Olive in XL, but no one colour comes in the other's size.
    expect(await names('color=Black&size=XL')).toEqual([]);

    // A price change reorders the price sort.
    expect(await names('sort=price_asc')).toEqual(['Linen Dress', 'Silk Dress']);
    await run(sql`UPDATE products SET price_piastres = 150000 WHERE id = ${linen.id}`);
    expect(await names('sort=price_asc')).toEqual(['Silk Dress', 'Linen Dress']);

    // A category switched off hides the products only in it; one also in an active category stays.
    await run(sql`UPDATE categories SET is_active = false WHERE id = ${dressCategory}`);
    expect(await names('')).toEqual(['Linen Dress']);
    expect(await names(`categoryId=${summerCategory}`)).toEqual(['Linen Dress']);
    await run(sql`UPDATE categories SET is_active = true WHERE id = ${dressCategory}`);
    expect(await names('')).toEqual(['Silk Dress', 'Linen Dress']);

    // A tag taken off a product, or off a category; a product switched off; a product deleted.
    await run(sql`DELETE FROM product_tags WHERE product_id = ${linen.id} AND tag_id = ${summer}`);
    expect(await names(`categoryId=${summerCategory}`)).toEqual([]);
    await run(sql`DELETE FROM category_tags WHERE category_id = ${dressCategory}`);
    expect(await names(`categoryId=${dressCategory}`)).toEqual([]);
    expect(await names('q=dress')).toEqual(['Silk Dress', 'Linen Dress']);
    await run(sql`UPDATE products SET is_active = false WHERE id = ${linen.id}`);
    expect(await names('')).toEqual(['Silk Dress']);
    // A search's total counts the matching products the shop shows (those not in catalogue_unlisted).
    expect(await names('q=dress')).toEqual(['Silk Dress']);
    expect(await names('q=linen')).toEqual([]);
    await run(sql`UPDATE products SET is_active = true WHERE id = ${linen.id}`);
    await run(sql`DELETE FROM products WHERE name = 'Silk Dress'`);
    expect(await names('')).toEqual(['Linen Dress']);

    // Best selling: a product's first sale puts it before those that never sold, and it falls back when its
    // units sold go back to none (an order cancelled).
    const cotton = await makeProduct(api.db, {
      name: 'Cotton Dress',
      price: 700,
      tagIds: [dresses],
      variants: [{ color: 'White', sizes: [['M', 2]] }],
    });
    expect(await names('sort=best_selling')).toEqual(['Cotton Dress', 'Linen Dress']);
    await run(sql`INSERT INTO product_sales (product_id, quantity) VALUES (${linen.id}, 3)`);
    expect(await names('sort=best_selling')).toEqual(['Linen Dress', 'Cotton Dress']);
    await run(sql`UPDATE product_sales SET quantity = 0 WHERE product_id = ${linen.id}`);
    expect(await names('sort=best_selling')).toEqual(['Cotton Dress', 'Linen Dress']);
    await run(sql`DELETE FROM products WHERE id = ${cotton.id}`);

    // What the triggers kept is what the rule makes of today's rows.
    const rows = () =>
      rowsOf(
        sql`SELECT product_id, created_at, price_piastres, category_ids, tag_ids, facets, price_now, discounted,
              price_until, sold FROM catalogue_listing ORDER BY product_id`,
      );
    const kept = await rows();
    await run(sql`SELECT morph_refresh_listing(ARRAY(SELECT id FROM products))`);
    expect(kept).toEqual(await rows());
    expect(kept).toHaveLength(1);
    expect(await rowsOf(sql`SELECT product_id FROM catalogue_unlisted ORDER BY product_id`)).toEqual(
      await rowsOf(
        sql`SELECT id AS product_id FROM products WHERE id NOT IN (SELECT product_id FROM catalogue_listing) ORDER BY id`,
      ),
    );
    const { kept: keptCounts, afresh } = await counts();
    expect(keptCounts).toEqual(afresh);
    expect(afresh).toContainEqual({ key: 'is:xl', n: 1 });
    // The jobs' round folds each key's rows into one, changing no count.
    const rowsBefore = await rowsOf<{ n: number }>(sql`SELECT count(*)::int AS n FROM catalogue_counts`);
    expect((await keepListing(api.db)).folded).toBeGreaterThan(0);
    expect((await counts()).kept).toEqual(afresh);
    const byKey = await rowsOf<{ key: string; n: number }>(
      sql`SELECT key, count(*)::int AS n FROM catalogue_counts GROUP BY key HAVING count(*) > 1`,
    );
    expect(byKey).toEqual([]);
    expect(rowsBefore[0]!.n).toBeGreaterThan(afresh.length);
  });

  it('sorts and filters by the price in force at the time asked, before and after the jobs store it', async () => {
    const T = Date.now();
    const at = (hours: number) => new Date(T + hours * 3_600_000);
    const linen = await makeProduct(api.db, {
      name: 'Linen Dress',
      price: 1000,
      variants: [{ color: 'Sage', sizes: [['M', 3]] }],
    });
    await makeProduct(api.db, {
      name: 'Silk Dress',
      price: 900,
      variants: [{ color: 'Black', sizes: [['S', 2]] }],
    });
    // 20 % off the linen dress from one hour from now for one hour: nothing is written when it begins or ends.
    await makeDiscount(api.db, { percentage: 20, productId: linen.id, start: at(1), end: at(2) });
    const shop = async (now: Date, query: Parameters<typeof queryCatalogue>[1]) => {
      const page = await queryCatalogue(api.db, query, now);
      return { names: page.products.map((p) => p.name), total: page.totalCount };
    };
    const expectShop = async (now: Date, discounted: boolean) => {
      expect(await shop(now, { sort: 'price_asc' })).toEqual({
        names: discounted ? ['Linen Dress', 'Silk Dress'] : ['Silk Dress', 'Linen Dress'],
        total: 2,
      });
      expect(await shop(now, { discount: 'true' })).toEqual(
        discounted ? { names: ['Linen Dress'], total: 1 } : { names: [], total: 0 },
      );
      expect(await shop(now, { minPrice: 750, maxPrice: 850, sort: 'price_desc' })).toEqual(
        discounted ? { names: ['Linen Dress'], total: 1 } : { names: [], total: 0 },
      );
      expect((await productFilters(api.db, undefined, now)).prices).toEqual(
        discounted ? { min: 800, max: 900 } : { min: 900, max: 1000 },
      );
    };
    const stored = async () =>
      (
        await rowsOf<{ price_now: number; discounted: boolean; price_until: string | null }>(
          sql`SELECT price_now, discounted, price_until FROM catalogue_listing WHERE product_id = ${linen.id}`,
        )
      )[0]!;

    await expectShop(at(0), false);
    expect(await stored()).toMatchObject({ price_now: 100000, discounted: false });
    expect(new Date((await stored()).price_until!).getTime()).toBe(at(1).getTime());
    // Begun, not yet stored: the row has lapsed and is priced at the time asked.
    await expectShop(at(1.5), true);
    expect(await stored()).toMatchObject({ price_now: 100000, discounted: false });
    expect(await keepListing(api.db, at(1.5))).toMatchObject({ repriced: 1 });
    expect(await stored()).toMatchObject({ price_now: 80000, discounted: true });
    await expectShop(at(1.5), true);
    // Ended: the same, the other way.
    await expectShop(at(2.5), false);
    expect(await keepListing(api.db, at(2.5))).toMatchObject({ repriced: 1 });
    expect(await stored()).toMatchObject({ price_now: 100000, discounted: false, price_until: null });
    await expectShop(at(2.5), false);

    // A discount written in force now is in the listing in the statement that writes it, and so is its end.
    const now = await makeDiscount(api.db, { percentage: 50, productId: linen.id });
    expect(await stored()).toMatchObject({ price_now: 50000, discounted: true });
    expect(await names('sort=price_asc')).toEqual(['Linen Dress', 'Silk Dress']);
    await run(sql`UPDATE discounts SET is_active = false WHERE id = ${now}`);
    expect(await stored()).toMatchObject({ price_now: 100000, discounted: false });
    expect(await names('sort=price_asc')).toEqual(['Silk Dress', 'Linen Dress']);
  });
});
