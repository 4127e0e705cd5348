// The demo shop made at first start (SEED_DEMO), and the governorates seeded even without it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, products, shippingCities, sizes } from '../../src/server/db/schema';
import { seedDatabase } from '../../src/server/seed';
import { LocalStorage } from '../../src/server/storage/storage';
import { useTestApp } from './helpers/app';

const api = useTestApp();
const get = (url: string) => api.app.inject({ method: 'GET', url });

describe('seed', () => {
  it('with SEED_DEMO off, seeds only the 27 governorates', async () => {
    const result = await seedDatabase(api.db, new LocalStorage(join(api.dataDir, 'uploads')), {
      demo: false,
    });
    expect(result).toEqual({ cities: 27, products: 0, orders: 0 });
    expect(await api.db.select().from(products)).toEqual([]);
  });

  // The whole demo shop: every product picture resized by sharp, 120 orders.
  it('makes a browsable demo shop on an empty database, once', { timeout: 300_000 }, async () => {
    const storage = new LocalStorage(join(api.dataDir, 'uploads'));
    const result = await seedDatabase(api.db, storage, { demo: true, orders: 120 });
    expect(result.cities).toBe(27);
    expect(result.products).toBeGreaterThanOrEqual(40);
    expect(result.orders).toBe(120);

    // Shipping: Cairo and Giza cheapest, the far governorates dearer.
    expect((await get('/api/shipping/cities')).json()).toHaveLength(27);
    const cities = (
      await api.asAdmin({ method: 'GET', url: '/api/admin/shipping?range=[0,26]' })
    ).json() as Array<{ name: string; shippingPrice: number }>;
    expect(cities).toHaveLength(27);
    const fee = (name: string) => cities.find((c) => c.name === name)!.shippingPrice;
    const cheapest = Math.min(...cities.map((c) => c.shippingPrice));
    expect([fee('Cairo'), fee('Giza')]).toEqual([cheapest, cheapest]);
    for (const far of ['Aswan', 'Red Sea', 'South Sinai', 'New Valley', 'Matrouh'])
      expect(fee(far)).toBeGreaterThan(fee('Alexandria'));

    // The home page: its four category rows have at least 8 products each, and the special strip 2.
    const active = (await get('/api/products/categories?active=true')).json().categories as Array<{
      slug: string;
      name: string;
      imageUrl: string;
    }>;
    expect(active.slice(0, 4).map((c) => [c.slug, c.name])).toEqual([
      ['new-arrivals', 'New Arrivals'],
      ['easy-wear', 'Effortless Everyday Style'],
      ['statement-layers', 'Handmade Layers That Speak'],
      ['bags', 'Luxury in Every Stitch'],
    ]);
    for (const c of active) {
      expect(existsSync(join(api.dataDir, c.imageUrl))).toBe(true);
      const collection = (await get(`/api/products/collections/${c.slug}`)).json();
      expect({ slug: c.slug, count: collection.products.length }).toEqual({
        slug: c.slug,
        count: expect.any(Number),
      });
      if (['new-arrivals', 'easy-wear', 'statement-layers', 'bags'].includes(c.slug))
        expect(collection.products).toHaveLength(8);
    }
    expect((await get('/api/products?tag=special')).json().totalCount).toBeGreaterThanOrEqual(2);

    // Products: colours with sizes, some sold out, some low; images stored; discounts and coupons in force.
    const page = (await get('/api/products?pageSize=100')).json();
    expect(page.totalCount).toBeGreaterThanOrEqual(40);
    for (const p of page.products) {
      expect(p.variants.length).toBeGreaterThan(0);
      expect(existsSync(join(api.dataDir, p.imageUrl))).toBe(true);
    }
    const [stock] = await api.db
      .select({
        soldOut: sql<number>`count(*) filter (where ${sizes.stock} = 0)::int`,
        low: sql<number>`count(*) filter (where ${sizes.stock} between 1 and 5)::int`,
      })
      .from(sizes);
    expect(stock.soldOut).toBeGreaterThan(5);
    expect(stock.low).toBeGreaterThan(5);
    expect(page.products.filter((p: { discount: unknown }) => p.discount).length).toBeGreaterThan(3);
    const cookie = await api.signIn();
    const coupons = (
      await api.app.inject({ method: 'GET', url: '/api/admin/coupons', headers: { cookie } })
    ).json() as Array<{ code: string; isActive: boolean }>;
    expect(coupons.find((c) => c.code === 'WELCOME10')?.isActive).toBe(true);
    const apply = await api.app.inject({
      method: 'POST',
      url: '/api/customer/couponsApply',
      payload: { couponCode: 'welcome10', items: [{ productId: page.products[0].id, quantity: 1 }] },
    });
    expect(apply.statusCode).toBe(200);

    // Orders in every status.
    const statuses = await api.db
      .select({ status: orders.status, n: sql<number>`count(*)::int` })
      .from(orders)
      .groupBy(orders.status);
    expect(statuses.map((s) => s.status).sort()).toEqual([
      'cancelled',
      'delivered',
      'pending',
      'processing',
      'shipped',
    ]);

    // A second start seeds nothing.
    expect(await seedDatabase(api.db, storage, { demo: true })).toEqual({
      cities: 0,
      products: 0,
      orders: 0,
    });
    expect((await api.db.select().from(shippingCities)).length).toBe(27);
  });
});
