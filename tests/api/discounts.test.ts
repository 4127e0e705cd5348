// Discounts in the back office: exactly one target that exists, list with the target's name, switch on and
// off, delete; the shop's prices follow at once.
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { discounts } from '../../src/server/db/schema';
import { useTestApp } from './helpers/app';
import { seedShop, type Shop } from './customer-fixtures';

const api = useTestApp();
let shop: Shop;

beforeEach(async () => {
  shop = await seedShop(api.db);
});

const window = { startDate: '2026-01-01T00:00:00.000Z', endDate: '2030-01-01T00:00:00.000Z' };
const add = (payload: unknown) =>
  api.asAdmin({ method: 'POST', url: '/api/admin/addDiscount', payload: payload as object });
const discountCount = async () =>
  (await api.db.select({ n: sql<number>`count(*)::int` }).from(discounts))[0]!.n;
const dressPrice = async () =>
  (
    await api.app.inject({
      method: 'POST',
      url: '/api/customer/couponsApply',
      payload: { couponCode: 'SUMMER10', items: [{ productId: shop.dress.id, quantity: 1 }] },
    })
  ).json().discountedItems[0].discountedUnitPrice;

describe('discounts need an admin session', () => {
  it.each([
    ['GET', '/api/admin/discounts', undefined],
    ['POST', '/api/admin/addDiscount', { percentage: 10, ...window, productId: 1 }],
    ['PATCH', '/api/admin/discounts/1', { isActive: false }],
    ['DELETE', '/api/admin/discounts/1', undefined],
  ])('%s %s answers 401 without one', async (method, url, payload) => {
    const res = await api.app.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(401);
  });
});

describe('addDiscount', () => {
  it.each([
    ['a product', () => ({ productId: shop.dress.id }), 'product', 'Linen Wrap Midi Dress'],
    ['a category', () => ({ categoryId: shop.categories.newArrivals }), 'category', 'New Arrivals'],
    ['a tag', () => ({ tagId: shop.tags.linen }), 'tag', 'linen'],
  ])('creates a discount on %s and prices with it at once', async (_label, target, type, name) => {
    expect(await dressPrice()).toBe(1450);
    const res = await add({ percentage: 20, ...window, ...target() });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Discount created',
      data: {
        id: expect.any(Number),
        percentage: 20,
        type,
        reference: { id: Object.values(target())[0], name },
        ...window,
        isActive: true,
      },
    });
    expect(await dressPrice()).toBe(1160);
  });

  it.each([
    ['no target', {}],
    ['two targets', { productId: 1, tagId: 1 }],
  ])('refuses %s with 400', async (_label, targets) => {
    const res = await add({ percentage: 20, ...window, ...targets });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Choose exactly one product, category or tag');
    expect(await discountCount()).toBe(0);
  });

  it.each([
    ['product', { productId: 999 }, 'Product not found'],
    ['category', { categoryId: 999 }, 'Category not found'],
    ['tag', { tagId: 999 }, 'Tag not found'],
  ])('refuses an unknown %s with 404', async (_label, target, error) => {
    const res = await add({ percentage: 20, ...window, ...target });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(error);
    expect(await discountCount()).toBe(0);
  });

  it.each([
    ['a zero percentage', { percentage: 0 }],
    ['a percentage over 100', { percentage: 101 }],
    ['an end before the start', { endDate: '2025-01-01T00:00:00.000Z' }],
    ['a missing start date', { startDate: undefined }],
    ['a product id as text', { productId: 'one' }],
    ['an unexpected field', { type: 'product' }],
  ])('refuses %s with 400', async (_label, change) => {
    const res = await add({ percentage: 20, ...window, productId: shop.dress.id, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(expect.any(String));
    expect(await discountCount()).toBe(0);
  });
});

describe('listDiscounts, updateDiscountStatus, deleteDiscount', () => {
  it('lists with the target names, newest first, filtered by type', async () => {
    await add({ percentage: 10, ...window, productId: shop.dress.id });
    await add({ percentage: 20, ...window, categoryId: shop.categories.bags });
    const res = await api.asAdmin({ method: 'GET', url: '/api/admin/discounts' });
    expect(res.statusCode).toBe(200);
    expect(
      res.json().map((d: { type: string; reference: { name: string } }) => [d.type, d.reference.name]),
    ).toEqual([
      ['category', 'Luxury in Every Stitch'],
      ['product', 'Linen Wrap Midi Dress'],
    ]);
    const products = await api.asAdmin({ method: 'GET', url: '/api/admin/discounts?type=product' });
    expect(products.json()).toHaveLength(1);
    expect((await api.asAdmin({ method: 'GET', url: '/api/admin/discounts?type=brand' })).statusCode).toBe(
      400,
    );
  });

  it('switches a discount off and on, and the price follows', async () => {
    const id = (await add({ percentage: 10, ...window, productId: shop.dress.id })).json().data.id;
    const off = await api.asAdmin({
      method: 'PATCH',
      url: `/api/admin/discounts/${id}`,
      payload: { isActive: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ message: 'Discount status updated', data: { id, isActive: false } });
    expect(await dressPrice()).toBe(1450);
    await api.asAdmin({ method: 'PATCH', url: `/api/admin/discounts/${id}`, payload: { isActive: true } });
    expect(await dressPrice()).toBe(1305);
  });

  it('deletes a discount, and the price follows', async () => {
    const id = (await add({ percentage: 10, ...window, productId: shop.dress.id })).json().data.id;
    const res = await api.asAdmin({ method: 'DELETE', url: `/api/admin/discounts/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Discount deleted' });
    expect(await discountCount()).toBe(0);
    expect(await dressPrice()).toBe(1450);
  });

  it('answers 404 for an unknown discount', async () => {
    expect(
      (await api.asAdmin({ method: 'PATCH', url: '/api/admin/discounts/999', payload: { isActive: false } }))
        .statusCode,
    ).toBe(404);
    expect((await api.asAdmin({ method: 'DELETE', url: '/api/admin/discounts/999' })).json()).toEqual({
      error: 'Discount not found',
    });
  });
});
