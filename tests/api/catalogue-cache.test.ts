// The public catalogue cache during a sale: an order clears only the cached answers that show the products
// whose stock it took, so the rest of the catalogue stays in memory; an admin write still clears everything.
// To tell a cached answer from a fresh one, a product is renamed straight in the database, behind the app's
// back: a cached answer still shows the old name.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { products, sizes } from '../../src/server/db/schema';
import { useTestApp } from './helpers/app';
import { orderBody, seedShop, type Shop } from './customer-fixtures';

const api = useTestApp({ worker: true });
let shop: Shop;
beforeEach(async () => {
  shop = await seedShop(api.db);
});

const get = async (url: string) => {
  const res = await api.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.json();
};
type Sized = {
  variants: Array<{ color: string; sizes: Array<{ size: string; stock: number }> }>;
  totalStock: number;
};
const sageM = (p: Sized) =>
  p.variants.find((v) => v.color === 'Sage')!.sizes.find((s) => s.size === 'M')!.stock;

describe('the catalogue cache when an order is placed', () => {
  it('shows the ordered product’s new stock at once and keeps unrelated answers cached', async () => {
    const dressBefore = await get(`/api/products/id/${shop.dress.id}`);
    const bagBefore = await get(`/api/products/id/${shop.bag.id}`);
    const bagsCollection = await get('/api/products/collections/bags');
    const list = await get('/api/products');
    expect(bagBefore.name).toBe('Crochet Shoulder Bag');
    expect(bagsCollection.products.map((p: { id: number }) => p.id)).toEqual([shop.bag.id]);

    await api.db
      .update(products)
      .set({ name: 'Renamed Behind The Cache' })
      .where(eq(products.id, shop.bag.id));
    const placed = await api.app.inject({
      method: 'POST',
      url: '/api/customer/createOrder',
      payload: orderBody(shop, {
        items: [{ productId: shop.dress.id, variantId: shop.dress.sage.id, size: 'M', quantity: 2 }],
      }),
    });
    expect(placed.statusCode).toBe(201);

    // The dress: fresh stock on its page, by slug too, and in every list that shows it.
    const dressAfter = await get(`/api/products/id/${shop.dress.id}`);
    expect(sageM(dressAfter)).toBe(sageM(dressBefore) - 2);
    expect(dressAfter.totalStock).toBe(dressBefore.totalStock - 2);
    expect(sageM(await get(`/api/products/${dressAfter.slug}`))).toBe(sageM(dressBefore) - 2);
    const listAfter = await get('/api/products');
    const dressInList = listAfter.products.find((p: { id: number }) => p.id === shop.dress.id);
    expect(dressInList.totalStock).toBe(dressBefore.totalStock - 2);
    expect(list.products.find((p: { id: number }) => p.id === shop.dress.id).totalStock).toBe(
      dressBefore.totalStock,
    );
    // The cached list was shown with the stock the order left, not loaded again: it still shows the bag's old
    // name (on PGlite and PostgreSQL alike).
    expect(listAfter.products.find((p: { id: number }) => p.id === shop.bag.id).name).toBe(
      'Crochet Shoulder Bag',
    );

    // The bag was not ordered: its page and its collection are still answered from memory.
    expect((await get(`/api/products/id/${shop.bag.id}`)).name).toBe('Crochet Shoulder Bag');
    expect((await get('/api/products/collections/bags')).products[0].name).toBe('Crochet Shoulder Bag');
  });

  it('is cleared whole by an admin write', async () => {
    await get(`/api/products/id/${shop.bag.id}`);
    await api.db
      .update(products)
      .set({ name: 'Renamed Behind The Cache' })
      .where(eq(products.id, shop.bag.id));
    const res = await api.asAdmin({
      method: 'PATCH',
      url: `/api/admin/product/${shop.dress.id}/toggle-status`,
      payload: { isActive: false },
    });
    expect(res.statusCode).toBe(200);
    expect((await get(`/api/products/id/${shop.bag.id}`)).name).toBe('Renamed Behind The Cache');
  });

  it('is not cleared by a refused order or by pricing a cart', async () => {
    await get(`/api/products/id/${shop.bag.id}`);
    await api.db
      .update(products)
      .set({ name: 'Renamed Behind The Cache' })
      .where(eq(products.id, shop.bag.id));
    const refused = await api.app.inject({
      method: 'POST',
      url: '/api/customer/createOrder',
      payload: orderBody(shop, {
        items: [{ productId: shop.bag.id, variantId: shop.bag.ivory.id, size: 'One Size', quantity: 10_000 }],
      }),
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    await api.app.inject({
      method: 'POST',
      url: '/api/customer/couponsApply',
      payload: { couponCode: 'SUMMER10', items: [{ productId: shop.bag.id, quantity: 1 }] },
    });
    expect((await get(`/api/products/id/${shop.bag.id}`)).name).toBe('Crochet Shoulder Bag');
  });
});

/** Counts the statements the app sends its database (both drivers take them through `query`). */
function countQueries() {
  const client = (api.app.database.db as unknown as { $client: { query: (...args: never[]) => unknown } })
    .$client;
  return vi.spyOn(client, 'query');
}

const order = (productId: number, variantId: number, size: string, quantity = 1) =>
  api.app.inject({
    method: 'POST',
    url: '/api/customer/createOrder',
    payload: orderBody(shop, { items: [{ productId, variantId, size, quantity }] }),
  });

describe('the catalogue cache during a sale', () => {
  it('answers page 1 from memory after an order for the product it shows first, with the stock left', async () => {
    const page = await get('/api/products?page=1');
    const first = page.products[0];
    expect(first.id).toBe(shop.bag.id);
    expect(first.totalStock).toBe(12);

    expect((await order(shop.bag.id, shop.bag.ivory.id, 'One Size', 2)).statusCode).toBe(201);
    const queries = countQueries();
    try {
      const after = await get('/api/products?page=1');
      expect(after.products[0].totalStock).toBe(10);
      expect(after.products[0].variants[0].sizes[0].stock).toBe(10);
      // gzip is made again from the new text too.
      const zipped = await api.app.inject({
        method: 'GET',
        url: '/api/products?page=1',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      const { gunzipSync } = await import('node:zlib');
      expect(JSON.parse(gunzipSync(zipped.rawPayload).toString()).products[0].totalStock).toBe(10);
      expect(queries).not.toHaveBeenCalled();
    } finally {
      queries.mockRestore();
    }
  });

  it('drops a sold-out product from an in-stock list at once, and lists it again when stock comes back', async () => {
    const inStockM = '/api/products?size=M&inStock=true';
    const ids = async () => (await get(inStockM)).products.map((p: { id: number }) => p.id);
    // Sage M has 3 and Sand M 6: leave the dress one M in stock, then sell it.
    await api.db.update(sizes).set({ stock: 0 }).where(eq(sizes.id, shop.dress.sand.M));
    await api.db.update(sizes).set({ stock: 1 }).where(eq(sizes.id, shop.dress.sage.M));
    expect(await ids()).toEqual([shop.dress.id]);
    const placed = await order(shop.dress.id, shop.dress.sage.id, 'M');
    expect(placed.statusCode).toBe(201);
    expect(await ids()).toEqual([]);
    // The dress itself shows it sold out.
    expect(sageM(await get(`/api/products/id/${shop.dress.id}`))).toBe(0);

    const { orderNumber, orderKey } = placed.json();
    const cancelled = await api.app.inject({
      method: 'POST',
      url: `/api/customer/orders/${orderNumber}/cancel`,
      headers: { 'x-order-key': orderKey },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await ids()).toEqual([shop.dress.id]);
    expect(sageM(await get(`/api/products/id/${shop.dress.id}`))).toBe(1);
  });
});
