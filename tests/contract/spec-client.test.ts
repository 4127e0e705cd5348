// The spec's own front end (the React client the product spec was written from) is a client we serve unchanged
// (docs/business-rules.md#tolerant-input). Each test replays one call exactly
// as that client sends it (points 1–10) and asserts what the client reads from the answer.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../api/helpers/app';
import { form, makeCategory, makeProduct, makeTag, png } from '../api/helpers/catalogue';
import { insertOrder, orderBody, seedShop } from '../api/customer-fixtures';

const api = useTestApp();

describe('the spec client against our server', () => {
  it('1. GET /api/shipping/cities is a list of city names; the fee comes from /api/shipping/price/{city}', async () => {
    await seedShop(api.db);
    const res = await api.app.inject({ method: 'GET', url: '/api/shipping/cities' });
    expect(res.statusCode).toBe(200);
    // The client renders <option value={city}>{city}</option>.
    expect(res.json()).toEqual(['Alexandria', 'Cairo', 'Giza']);
    const price = await api.app.inject({ method: 'GET', url: `/api/shipping/price/${res.json()[2]}` });
    expect(price.json()).toEqual({ city: 'Giza', shippingPrice: 60 });
  });

  it('2. createOrder with "anotherMobile": "", "anotherAddress": "" and "couponCode": "" places the order', async () => {
    const shop = await seedShop(api.db);
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/customer/createOrder',
      payload: orderBody(shop, { anotherMobile: '', anotherAddress: '', couponCode: '' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().couponCode).toBeNull();
    const detail = await api.asAdmin({ method: 'GET', url: `/api/admin/orders/${res.json().orderId}` });
    // Blank means "not given": nothing is stored for them.
    expect(detail.json()).toMatchObject({ anotherMobile: null, anotherAddress: null, coupon: null });
  });

  it('3. GET /api/products/collections/{categorySlug}?page=1&pageSize=9&minPrice=…&maxPrice=… pages the category', async () => {
    const tag = await makeTag(api.db, 'linen');
    await makeCategory(api.db, { name: 'Linen', slug: 'linen', tagIds: [tag] });
    for (let i = 1; i <= 12; i++)
      await makeProduct(api.db, {
        name: `Linen piece ${i}`,
        price: i * 100,
        tagIds: [tag],
        createdAt: new Date(Date.UTC(2026, 0, i)),
      });
    const res = await api.app.inject({
      method: 'GET',
      url: '/api/products/collections/linen?page=1&pageSize=9&minPrice=200&maxPrice=1100',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // 200…1100 EGP is ten products: nine on the first page, newest first.
    expect(body).toMatchObject({ totalCount: 10, totalPages: 2, currentPage: 1 });
    expect(body.products.map((p: { price: number }) => p.price)).toEqual([
      1100, 1000, 900, 800, 700, 600, 500, 400, 300,
    ]);
    const second = await api.app.inject({
      method: 'GET',
      url: '/api/products/collections/linen?page=2&pageSize=9&minPrice=200&maxPrice=1100',
    });
    expect(second.json().products.map((p: { price: number }) => p.price)).toEqual([200]);
    expect(second.json()).toMatchObject({ totalCount: 10, totalPages: 2, currentPage: 2 });
    // Our home rows still ask with limit and read the category beside its newest eight.
    const row = (await api.app.inject({ method: 'GET', url: '/api/products/collections/linen' })).json();
    expect(row.category.slug).toBe('linen');
    expect(row.products).toHaveLength(8);
  });

  it('4. the dashboard takes full ISO date-times and reads each as the Cairo day of that instant', async () => {
    const shop = await seedShop(api.db);
    const line = { productId: shop.bag.id, name: 'Crochet Shoulder Bag', color: 'Ivory', size: 'One Size' };
    // Cairo is UTC+2 in November: 2026-11-22 in Cairo runs from 2026-11-21T22:00Z to 2026-11-22T22:00Z.
    for (const [at, piastres] of [
      ['2026-11-21T21:30:00Z', 10_000], // 23:30 on the 21st in Cairo: outside
      ['2026-11-21T22:30:00Z', 20_000], // 00:30 on the 22nd: inside
      ['2026-11-22T21:30:00Z', 40_000], // 23:30 on the 22nd: inside
      ['2026-11-22T22:30:00Z', 80_000], // 00:30 on the 23rd: outside
    ] as const)
      await insertOrder(api.db, {
        createdAt: new Date(at),
        status: 'processing',
        lines: [{ ...line, quantity: 1, unitPiastres: piastres }],
        shippingPiastres: 0,
      });
    const res = await api.asAdmin({
      method: 'GET',
      url: '/api/admin/dashboard/summary?startDate=2026-11-22T00:00:00.000Z&endDate=2026-11-22T12:00:00.000Z',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ totalSales: 600, orderCount: 2, averageOrderValue: 300 });
  });

  it('5. PATCH /api/admin/product/{slug}/toggle-status (and GET, DELETE) take the slug for the id', async () => {
    const made = await makeProduct(api.db, { name: 'Linen Wrap Midi Dress', price: 1450 });
    const res = await api.asAdmin({
      method: 'PATCH',
      url: `/api/admin/product/${made.slug}/toggle-status`,
      payload: { isActive: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Product status updated', data: { id: made.id, isActive: false } });
    const got = await api.asAdmin({ method: 'GET', url: `/api/admin/product/${made.slug}` });
    expect(got.json()).toMatchObject({ id: made.id, isActive: false });
    const deleted = await api.asAdmin({ method: 'DELETE', url: `/api/admin/product/${made.slug}` });
    expect(deleted.statusCode).toBe(200);
    const gone = await api.asAdmin({ method: 'GET', url: `/api/admin/product/${made.id}` });
    expect(gone.statusCode).toBe(404);
  });

  it('6. addProduct with stock="" and previousPrice="" creates the product without a previous price', async () => {
    const res = await api.asAdmin({
      method: 'POST',
      url: '/api/admin/addProduct',
      payload: form({
        name: 'Pleated Satin Skirt',
        sku: 'MO-SK-041',
        description: 'A fluid midi skirt.',
        price: '1250',
        previousPrice: '',
        stock: '',
        tags: JSON.stringify(['satin']),
        mainImage: await png(),
      }),
    });
    expect(res.statusCode).toBe(201);
    const product = await api.asAdmin({ method: 'GET', url: `/api/admin/product/${res.json().data.id}` });
    expect(product.json()).toMatchObject({ name: 'Pleated Satin Skirt', price: 1250, previousPrice: null });
  });

  it('7. addCoupon and addDiscount read "startDate": "2026-11-23T07:16" as Cairo local time', async () => {
    const shop = await seedShop(api.db);
    const coupon = await api.asAdmin({
      method: 'POST',
      url: '/api/admin/addCoupon',
      payload: {
        code: 'WINTER15',
        description: '',
        percentage: 15,
        startDate: '2026-11-23T07:16',
        endDate: '2026-12-31T23:59',
        maxUsage: 100,
        minOrderAmount: 500,
      },
    });
    expect(coupon.statusCode).toBe(201);
    // Cairo is UTC+2 in winter.
    expect(coupon.json().data).toMatchObject({
      startDate: '2026-11-23T05:16:00.000Z',
      endDate: '2026-12-31T21:59:00.000Z',
    });
    const discount = await api.asAdmin({
      method: 'POST',
      url: '/api/admin/addDiscount',
      // In summer (Egypt's daylight saving time) Cairo is UTC+3.
      payload: {
        percentage: 20,
        startDate: '2026-11-23T07:16',
        endDate: '2027-07-01T10:00',
        tagId: shop.tags.bags,
      },
    });
    expect(discount.statusCode).toBe(201);
    expect(discount.json().data).toMatchObject({
      startDate: '2026-11-23T05:16:00.000Z',
      endDate: '2027-07-01T07:00:00.000Z',
    });
  });

  it('8. GET /api/admin/coupons and /api/admin/discounts answer the list itself', async () => {
    const shop = await seedShop(api.db);
    await api.asAdmin({
      method: 'POST',
      url: '/api/admin/addDiscount',
      payload: {
        percentage: 20,
        startDate: '2026-11-20T00:00:00.000Z',
        endDate: '2026-11-30T21:59:59.000Z',
        categoryId: shop.categories.bags,
      },
    });
    const coupons = await api.asAdmin({ method: 'GET', url: '/api/admin/coupons' });
    expect(coupons.statusCode).toBe(200);
    expect(Array.isArray(coupons.json())).toBe(true);
    expect(coupons.json().map((c: { code: string }) => c.code)).toEqual(['SUMMER10']);
    const discounts = await api.asAdmin({ method: 'GET', url: '/api/admin/discounts' });
    expect(Array.isArray(discounts.json())).toBe(true);
    expect(discounts.json()[0]).toMatchObject({
      percentage: 20,
      type: 'category',
      reference: { name: 'Luxury in Every Stitch' },
    });
  });

  it('9. GET /api/admin/orders: each previewed item carries product {name, imageUrl} as in the detail', async () => {
    const shop = await seedShop(api.db);
    const placed = await api.app.inject({
      method: 'POST',
      url: '/api/customer/createOrder',
      payload: orderBody(shop),
    });
    expect(placed.statusCode).toBe(201);
    const res = await api.asAdmin({ method: 'GET', url: '/api/admin/orders?page=1&limit=10' });
    const [item] = res.json().orders[0].items;
    expect(item.product).toEqual({
      name: 'Linen Wrap Midi Dress',
      imageUrl: '/uploads/products/12-sage-640.webp',
    });
  });

  it('10. GET /api/products/categories answers the tags beside the categories (active ones)', async () => {
    const linen = await makeTag(api.db, 'linen');
    const satin = await makeTag(api.db, 'satin');
    await makeTag(api.db, 'retired', false);
    await makeCategory(api.db, { name: 'Linen', slug: 'linen', tagIds: [linen] });
    const res = await api.app.inject({ method: 'GET', url: '/api/products/categories' });
    expect(res.statusCode).toBe(200);
    expect(res.json().categories.map((c: { name: string }) => c.name)).toEqual(['Linen']);
    // The discount form offers these as the tag choices: a tag in no category is a choice too.
    expect(res.json().tags.map((t: { id: number; name: string }) => [t.id, t.name])).toEqual([
      [linen, 'linen'],
      [satin, 'satin'],
    ]);
  });
});
