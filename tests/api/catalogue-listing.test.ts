// The shop's listing (catalogue_listing, migration 0027) is what every page, count and filter of the catalogue
// reads, so it must follow every change to what it is made of, in the statement that makes the change: a
// product's state and price, its tags, a category's tags and state, its colours and sizes, a size's stock
// running out and coming back. Each step is checked as a shopper sees it (the listing's answers), and after all of
// them the listing kept by the triggers must equal one built afresh.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import { makeCategory, makeProduct, makeTag } from './helpers/catalogue';

const api = useTestApp({ worker: true });

const names = async (query: string): Promise<string[]> => {
  // The catalogue cache is not what is tested here: every change below is made behind the app's back.
  api.app.catalogueCache.local.clear();
  const res = await api.app.inject({ method: 'GET', url: `/api/products?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().products.map((p: { name: string }) => p.name);
};

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
    await run(sql`UPDATE products SET is_active = false WHERE id = ${linen.id}`);
    expect(await names('')).toEqual(['Silk Dress']);
    await run(sql`UPDATE products SET is_active = true WHERE id = ${linen.id}`);
    await run(sql`DELETE FROM products WHERE name = 'Silk Dress'`);
    expect(await names('')).toEqual(['Linen Dress']);

    // What the triggers kept is what the rule makes of today's rows.
    const rows = async () =>
      (
        (await run(
          sql`SELECT product_id, created_at, price_piastres, category_ids, tag_ids, facets
              FROM catalogue_listing ORDER BY product_id`,
        )) as unknown as { rows: unknown[] }
      ).rows;
    const kept = await rows();
    await run(sql`SELECT morph_refresh_listing(ARRAY(SELECT id FROM products))`);
    expect(kept).toEqual(await rows());
    expect(kept).toHaveLength(1);
  });
});
