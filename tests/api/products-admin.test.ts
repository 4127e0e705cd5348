// The back office's products list and quick actions: search by name and SKU, the filters and sorts
// of listAdminProducts, bulk activate / deactivate / delete, stock set per size, duplicate a product.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, sizes } from '../../src/server/db/schema';
import { useTestApp } from './helpers/app';
import { makeCategory, makeDiscount, makeProduct, makeTag } from './helpers/catalogue';

const api = useTestApp();
const DAY = 86_400_000;

async function shop() {
  const db = api.db;
  const linen = await makeTag(db, 'linen');
  const bags = await makeTag(db, 'bags');
  const dresses = await makeCategory(db, { name: 'Dresses', slug: 'dresses', tagIds: [linen] });
  const dress = await makeProduct(db, {
    name: 'Linen Wrap Midi Dress',
    price: 1450,
    tagIds: [linen],
    createdAt: new Date(Date.now() - 3 * DAY),
    variants: [
      {
        color: 'Sage',
        sku: 'MO-DR-SG',
        sizes: [
          ['S', 2],
          ['M', 30],
        ],
      },
    ],
  });
  const bag = await makeProduct(db, {
    name: 'Crochet Shoulder Bag',
    price: 775,
    tagIds: [bags],
    createdAt: new Date(Date.now() - 2 * DAY),
    variants: [{ color: 'Ivory', sizes: [['One Size', 12]] }],
  });
  const hidden = await makeProduct(db, {
    name: 'Satin Slip Skirt',
    price: 990,
    isActive: false,
    createdAt: new Date(Date.now() - DAY),
    variants: [{ color: 'Black', sizes: [['S', 40]] }],
  });
  await db.update(products).set({ sku: 'SKU-SKIRT-9' }).where(eq(products.id, hidden.id));
  await makeDiscount(db, { percentage: 10, productId: bag.id });
  return { linen, bags, dresses, dress, bag, hidden };
}

const list = async (query: string) => {
  const res = await api.asAdmin({ method: 'GET', url: `/api/admin/products?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { products: Array<{ name: string }>; total: number };
  return { names: body.products.map((p) => p.name), total: body.total };
};

describe('listAdminProducts: search, filters, sorts', () => {
  it('finds products by name, by the product SKU and by a colour SKU', async () => {
    await shop();
    expect((await list('q=wrap')).names).toEqual(['Linen Wrap Midi Dress']);
    expect((await list('q=sku-skirt')).names).toEqual(['Satin Slip Skirt']);
    expect((await list('q=MO-DR')).names).toEqual(['Linen Wrap Midi Dress']);
    expect((await list('q=nothing-like-this')).total).toBe(0);
  });

  it('filters by category, tag, active, low stock and discount, and combines them', async () => {
    const s = await shop();
    expect((await list(`categoryId=${s.dresses}`)).names).toEqual(['Linen Wrap Midi Dress']);
    expect((await list(`tagId=${s.bags}`)).names).toEqual(['Crochet Shoulder Bag']);
    expect((await list('active=false')).names).toEqual(['Satin Slip Skirt']);
    expect((await list('active=true')).total).toBe(2);
    // The dress has a size at 2; the others are at 12 and more.
    expect((await list('lowStock=5')).names).toEqual(['Linen Wrap Midi Dress']);
    expect((await list('lowStock=12')).names).toEqual(['Crochet Shoulder Bag', 'Linen Wrap Midi Dress']);
    expect((await list('discount=true')).names).toEqual(['Crochet Shoulder Bag']);
    expect((await list('discount=false')).names).toEqual(['Satin Slip Skirt', 'Linen Wrap Midi Dress']);
    expect((await list(`discount=true&tagId=${s.linen}`)).total).toBe(0);
    expect((await list('active=true&lowStock=12&sort=name&order=asc')).names).toEqual([
      'Crochet Shoulder Bag',
      'Linen Wrap Midi Dress',
    ]);
  });

  it('sorts by name, price, stock and date, both ways', async () => {
    await shop();
    expect((await list('sort=name&order=asc')).names).toEqual([
      'Crochet Shoulder Bag',
      'Linen Wrap Midi Dress',
      'Satin Slip Skirt',
    ]);
    expect((await list('sort=price&order=desc')).names).toEqual([
      'Linen Wrap Midi Dress',
      'Satin Slip Skirt',
      'Crochet Shoulder Bag',
    ]);
    // Total stock: bag 12, dress 32, skirt 40.
    expect((await list('sort=stock&order=asc')).names).toEqual([
      'Crochet Shoulder Bag',
      'Linen Wrap Midi Dress',
      'Satin Slip Skirt',
    ]);
    expect((await list('sort=createdAt&order=asc')).names[0]).toBe('Linen Wrap Midi Dress');
  });

  it('refuses filters beyond the contract (400) and answers 401 without a session', async () => {
    for (const query of [
      'lowStock=1001',
      'lowStock=-1',
      'active=yes',
      'discount=1',
      'categoryId=0',
      'sort=colour',
    ])
      expect(
        (await api.asAdmin({ method: 'GET', url: `/api/admin/products?${query}` })).statusCode,
        query,
      ).toBe(400);
    expect((await api.app.inject({ method: 'GET', url: '/api/admin/products?lowStock=5' })).statusCode).toBe(
      401,
    );
  });
});

const bulk = (payload: unknown) =>
  api.asAdmin({ method: 'POST', url: '/api/admin/products/bulk', payload: payload as object });
const activeOf = async (id: number) =>
  (await api.db.select({ a: products.isActive }).from(products).where(eq(products.id, id)))[0]?.a;

describe('bulkUpdateProducts', () => {
  it('deactivates, activates and deletes several products at once', async () => {
    const s = await shop();
    let res = await bulk({ action: 'deactivate', ids: [s.dress.id, s.bag.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: '2 products deactivated',
      data: { action: 'deactivate', ids: [s.dress.id, s.bag.id] },
    });
    expect([await activeOf(s.dress.id), await activeOf(s.bag.id)]).toEqual([false, false]);
    res = await bulk({ action: 'activate', ids: [s.hidden.id] });
    expect(res.json().message).toBe('1 product activated');
    expect(await activeOf(s.hidden.id)).toBe(true);
    res = await bulk({ action: 'delete', ids: [s.hidden.id, s.bag.id] });
    expect(res.statusCode).toBe(200);
    expect(await activeOf(s.hidden.id)).toBeUndefined();
    expect((await list('')).names).toEqual(['Linen Wrap Midi Dress']);
  });

  it('changes nothing when one id names no product (404 with the missing id)', async () => {
    const s = await shop();
    const res = await bulk({ action: 'delete', ids: [s.dress.id, 999_999] });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'Product not found',
      details: [{ field: 'ids', message: 'No product 999999' }],
    });
    expect(await activeOf(s.dress.id)).toBe(true);
  });

  it('refuses a bad body (400) and answers 401 without a session', async () => {
    const s = await shop();
    for (const payload of [
      { action: 'archive', ids: [s.dress.id] },
      { action: 'delete', ids: [] },
      { action: 'delete', ids: Array.from({ length: 101 }, (_, i) => i + 1) },
      { action: 'delete', ids: [0] },
      { action: 'delete' },
      { action: 'delete', ids: [s.dress.id], extra: true },
    ])
      expect((await bulk(payload)).statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/admin/products/bulk',
      payload: { action: 'delete', ids: [s.dress.id] },
    });
    expect(res.statusCode).toBe(401);
    expect(await activeOf(s.dress.id)).toBe(true);
  });
});

const setStock = (id: number | string, payload: unknown) =>
  api.asAdmin({ method: 'PATCH', url: `/api/admin/product/${id}/stock`, payload: payload as object });
const stockOf = async (sizeId: number) =>
  (await api.db.select({ s: sizes.stock }).from(sizes).where(eq(sizes.id, sizeId)))[0]!.s;

describe('updateProductStock', () => {
  it('sets the stock of the listed sizes and answers with the product', async () => {
    const s = await shop();
    const res = await setStock(s.dress.slug, {
      sizes: [
        { id: s.dress.variants[0].sizes.S, stock: 7 },
        { id: s.dress.variants[0].sizes.M, stock: 0 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Stock updated');
    expect(body.data).toMatchObject({ id: s.dress.id, totalStock: 7 });
    expect(body.data.variants[0].sizes).toEqual([
      { id: s.dress.variants[0].sizes.S, size: 'S', stock: 7, sku: '' },
      { id: s.dress.variants[0].sizes.M, size: 'M', stock: 0, sku: '' },
    ]);
  });

  it("refuses another product's size whole (400), a missing product (404), bad input (400), no session (401)", async () => {
    const s = await shop();
    const S = s.dress.variants[0].sizes.S;
    let res = await setStock(s.dress.id, {
      sizes: [
        { id: S, stock: 9 },
        { id: s.bag.variants[0].sizes['One Size'], stock: 1 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'A size in the list is not part of this product',
      details: [{ field: 'sizes[1].id', message: 'Not a size of this product' }],
    });
    expect(await stockOf(S)).toBe(2);
    res = await setStock(999_999, { sizes: [{ id: S, stock: 1 }] });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Product not found' });
    for (const payload of [
      { sizes: [] },
      { sizes: [{ id: S, stock: -1 }] },
      { sizes: [{ id: S, stock: 100_001 }] },
      { sizes: [{ id: S, stock: 1.5 }] },
      { sizes: Array.from({ length: 201 }, (_, i) => ({ id: i + 1, stock: 1 })) },
      {
        sizes: [
          { id: S, stock: 1 },
          { id: S, stock: 2 },
        ],
      },
    ])
      expect((await setStock(s.dress.id, payload)).statusCode).toBe(400);
    res = await api.app.inject({
      method: 'PATCH',
      url: `/api/admin/product/${s.dress.id}/stock`,
      payload: { sizes: [{ id: S, stock: 1 }] },
    });
    expect(res.statusCode).toBe(401);
    expect(await stockOf(S)).toBe(2);
  });
});

describe('duplicateProduct', () => {
  it('makes a hidden copy with the same tags, colours and sizes, at stock 0 and without SKUs', async () => {
    const s = await shop();
    const res = await api.asAdmin({ method: 'POST', url: `/api/admin/product/${s.dress.id}/duplicate` });
    expect(res.statusCode, res.body).toBe(201);
    const { message, data } = res.json();
    expect(message).toBe('Product duplicated');
    expect(data).toMatchObject({
      name: 'Linen Wrap Midi Dress (copy)',
      slug: 'linen-wrap-midi-dress-copy',
      price: 1450,
      isActive: false,
      sku: null,
      totalStock: 0,
      tags: [{ id: s.linen, name: 'linen' }],
      imageUrl: '/uploads/products/linen-wrap-midi-dress-640.webp',
    });
    expect(data.id).not.toBe(s.dress.id);
    expect(data.variants).toEqual([
      {
        id: expect.any(Number),
        color: 'Sage',
        colorAr: null,
        sku: '',
        imageUrl: null,
        images: [],
        sizes: [
          { id: expect.any(Number), size: 'S', stock: 0, sku: '' },
          { id: expect.any(Number), size: 'M', stock: 0, sku: '' },
        ],
      },
    ]);
    // A second copy gets its own slug; the original is untouched.
    const again = await api.asAdmin({ method: 'POST', url: `/api/admin/product/${s.dress.slug}/duplicate` });
    expect(again.json().data.slug).toBe('linen-wrap-midi-dress-copy-2');
    expect(await stockOf(s.dress.variants[0].sizes.M)).toBe(30);
  });

  it('answers 404 for a missing product and 401 without a session', async () => {
    await shop();
    const res = await api.asAdmin({ method: 'POST', url: '/api/admin/product/999999/duplicate' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Product not found' });
    expect((await api.app.inject({ method: 'POST', url: '/api/admin/product/1/duplicate' })).statusCode).toBe(
      401,
    );
  });
});
