// Editing coupons, discounts, categories and tags: each edit checks what its create checks and refuses
// what create refuses; success, 400 at the contract's limits, 404 for a missing id, 409 for a taken name, 401.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, coupons, discounts, tags } from '../../src/server/db/schema';
import { useTestApp } from './helpers/app';
import { form, makeCategory, makeDiscount, makeProduct, makeTag, png } from './helpers/catalogue';

const api = useTestApp();

const window = { startDate: '2026-11-01T00:00:00.000Z', endDate: '2026-12-31T21:59:59.000Z' };
const coupon = {
  code: 'EID20',
  description: 'Eid',
  percentage: 20,
  minOrderAmount: 250,
  maxUsage: 50,
  ...window,
};

async function addCoupon(body: object) {
  const res = await api.asAdmin({ method: 'POST', url: '/api/admin/addCoupon', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}
const putCoupon = (id: number, payload: unknown) =>
  api.asAdmin({ method: 'PUT', url: `/api/admin/coupons/${id}`, payload: payload as object });

describe('updateCoupon', () => {
  it('saves every field and answers with the coupon; the usage count and the switch stay', async () => {
    const id = await addCoupon(coupon);
    await api.db.update(coupons).set({ usedCount: 3, isActive: false }).where(eq(coupons.id, id));
    const res = await putCoupon(id, {
      code: 'Eid25',
      description: '  ',
      percentage: 25,
      minOrderAmount: null,
      maxUsage: 3,
      startDate: '2026-11-23T07:16',
      endDate: '2027-01-10T00:00:00.000Z',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'Coupon updated',
      data: {
        id,
        code: 'Eid25',
        description: null,
        percentage: 25,
        minOrderValue: null,
        maxUsage: 3,
        usedCount: 3,
        // A datetime-local value is Cairo time (UTC+2 in November).
        startDate: '2026-11-23T05:16:00.000Z',
        endDate: '2027-01-10T00:00:00.000Z',
        isActive: false,
        createdAt: expect.any(String),
      },
    });
    // Its own code, in another case, is not a clash.
    expect((await putCoupon(id, { ...coupon, code: 'eid25', maxUsage: null })).statusCode).toBe(200);
  });

  it('refuses what addCoupon refuses, a taken code (409), a limit under the uses made, a missing id (404)', async () => {
    const id = await addCoupon(coupon);
    await addCoupon({ ...coupon, code: 'WELCOME' });
    let res = await putCoupon(id, { ...coupon, code: 'welcome' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'A coupon with the code welcome already exists',
      details: [{ field: 'code', message: 'This code is already used' }],
    });
    res = await putCoupon(id, { ...coupon, endDate: coupon.startDate });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('The end date must be after the start date');
    for (const bad of [
      { ...coupon, code: 'has space' },
      { ...coupon, code: 'X'.repeat(41) },
      { ...coupon, percentage: 0 },
      { ...coupon, percentage: 100.5 },
      { ...coupon, description: 'd'.repeat(301) },
      { ...coupon, maxUsage: 0 },
      { ...coupon, minOrderAmount: 1_000_001 },
      { ...coupon, startDate: '1999-01-01T00:00:00Z' },
      { ...coupon, extra: 1 },
      { percentage: 10, ...window },
    ])
      expect((await putCoupon(id, bad)).statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
    await api.db.update(coupons).set({ usedCount: 5 }).where(eq(coupons.id, id));
    res = await putCoupon(id, { ...coupon, maxUsage: 4 });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'maxUsage', message: 'At least 5, the uses already made' }]);
    res = await putCoupon(999_999, coupon);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Coupon not found' });
    res = await api.app.inject({ method: 'PUT', url: `/api/admin/coupons/${id}`, payload: coupon });
    expect(res.statusCode).toBe(401);
    const [row] = await api.db.select().from(coupons).where(eq(coupons.id, id));
    expect(row!.code).toBe('EID20');
  });
});

const putDiscount = (id: number, payload: unknown) =>
  api.asAdmin({ method: 'PUT', url: `/api/admin/discounts/${id}`, payload: payload as object });

describe('updateDiscount', () => {
  it('moves a discount to another target, percentage and window; the switch stays', async () => {
    const linen = await makeTag(api.db, 'linen');
    const dress = await makeProduct(api.db, { name: 'Linen Dress', price: 1000, tagIds: [linen] });
    const id = await makeDiscount(api.db, { percentage: 10, tagId: linen, isActive: false });
    const res = await putDiscount(id, { percentage: 30, ...window, productId: dress.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'Discount updated',
      data: {
        id,
        percentage: 30,
        type: 'product',
        reference: { id: dress.id, name: 'Linen Dress' },
        ...window,
        isActive: false,
      },
    });
    const [row] = await api.db.select().from(discounts).where(eq(discounts.id, id));
    expect(row).toMatchObject({ tagId: null, productId: dress.id, categoryId: null });
  });

  it('refuses what addDiscount refuses, a missing target or discount (404), no session (401)', async () => {
    const linen = await makeTag(api.db, 'linen');
    const category = await makeCategory(api.db, { name: 'Dresses', slug: 'dresses', tagIds: [linen] });
    const id = await makeDiscount(api.db, { percentage: 10, tagId: linen });
    let res = await putDiscount(id, { percentage: 15, ...window, categoryId: category, tagId: linen });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Choose exactly one product, category or tag');
    expect((await putDiscount(id, { percentage: 15, ...window })).statusCode).toBe(400);
    for (const bad of [
      { percentage: 0, ...window, tagId: linen },
      { percentage: 101, ...window, tagId: linen },
      { percentage: 15, ...window, tagId: 0 },
      { percentage: 15, startDate: window.endDate, endDate: window.startDate, tagId: linen },
      { percentage: 15, ...window, tagId: linen, extra: 1 },
    ])
      expect((await putDiscount(id, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    res = await putDiscount(id, { percentage: 15, ...window, productId: 999_999 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'Product not found',
      details: [{ field: 'productId', message: 'No product with this id' }],
    });
    res = await putDiscount(999_999, { percentage: 15, ...window, tagId: linen });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Discount not found' });
    res = await api.app.inject({
      method: 'PUT',
      url: `/api/admin/discounts/${id}`,
      payload: { percentage: 15, ...window, tagId: linen },
    });
    expect(res.statusCode).toBe(401);
    const [row] = await api.db.select().from(discounts).where(eq(discounts.id, id));
    expect(row!.percentage).toBe(10);
  });
});

const patchCategory = (id: number, fields: Parameters<typeof form>[0]) =>
  api.asAdmin({ method: 'PATCH', url: `/api/admin/categories/${id}`, payload: form(fields) });

describe('updateCategory', () => {
  it('changes only the fields sent: name, description, the grouped tags (creating new ones), the image', async () => {
    const linen = await makeTag(api.db, 'linen');
    const id = await makeCategory(api.db, {
      name: 'Dresses',
      slug: 'dresses',
      tagIds: [linen],
      imageUrl: '/uploads/categories/dresses-640.webp',
    });
    let res = await patchCategory(id, { name: '  Summer   Dresses ', tagNames: '["Linen","satin"]' });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    expect(saved.message).toBe('Category updated');
    expect(saved.data).toMatchObject({
      id,
      slug: 'dresses',
      name: 'Summer Dresses',
      description: null,
      imageUrl: '/uploads/categories/dresses-640.webp',
      isActive: true,
    });
    expect(saved.data.tags.map((t: { name: string }) => t.name)).toEqual(['linen', 'satin']);
    res = await patchCategory(id, { description: 'Light things', image: await png() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Summer Dresses', description: 'Light things' });
    expect(res.json().data.imageUrl).toMatch(/^\/uploads\/categories\/summer-dresses-.+\.webp$/);
    res = await patchCategory(id, { removeImage: 'true', tagNames: '[]', description: '' });
    expect(res.json().data).toMatchObject({ imageUrl: null, tags: [], description: null });
  });

  it('sets and clears the Arabic name and description and the size guide', async () => {
    const id = await makeCategory(api.db, { name: 'Dresses', slug: 'dresses', tagIds: [] });
    let res = await patchCategory(id, {
      nameAr: '  فساتين  ',
      descriptionAr: 'فساتين خفيفة',
      sizeGuide: 'S: 84 cm\r\nM: 88 cm',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Dresses',
      nameAr: 'فساتين',
      descriptionAr: 'فساتين خفيفة',
      sizeGuide: 'S: 84 cm\nM: 88 cm',
    });
    res = await patchCategory(id, { nameAr: '', sizeGuide: '' });
    expect(res.json().data).toMatchObject({ nameAr: null, descriptionAr: 'فساتين خفيفة', sizeGuide: null });
    for (const bad of [
      { nameAr: 'ن'.repeat(61) },
      { descriptionAr: 'd'.repeat(1001) },
      { sizeGuide: 's'.repeat(2001) },
    ])
      expect((await patchCategory(id, bad)).statusCode, Object.keys(bad)[0]).toBe(400);
    const [row] = await api.db.select().from(categories).where(eq(categories.id, id));
    expect(row!.descriptionAr).toBe('فساتين خفيفة');
  });

  it('refuses a taken name (409), bad input (400), a missing category (404), no session (401)', async () => {
    const id = await makeCategory(api.db, { name: 'Dresses', slug: 'dresses', tagIds: [] });
    await makeCategory(api.db, { name: 'Bags', slug: 'bags', tagIds: [] });
    let res = await patchCategory(id, { name: 'BAGS' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'A category named BAGS already exists',
      details: [{ field: 'name', message: 'This name is taken' }],
    });
    expect((await patchCategory(id, { name: 'dresses' })).statusCode).toBe(200);
    for (const bad of [
      { name: '   ' },
      { name: 'n'.repeat(61) },
      { description: 'd'.repeat(1001) },
      { tagNames: 'not json' },
      { tagNames: 'x'.repeat(2001) },
      { removeImage: 'yes' },
      { type: 'tag' },
    ])
      expect((await patchCategory(id, bad)).statusCode, JSON.stringify(bad).slice(0, 60)).toBe(400);
    res = await patchCategory(999_999, { name: 'Anything' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Category not found' });
    res = await api.app.inject({
      method: 'PATCH',
      url: `/api/admin/categories/${id}`,
      payload: form({ name: 'Other' }),
    });
    expect(res.statusCode).toBe(401);
    const [row] = await api.db.select().from(categories).where(eq(categories.id, id));
    expect(row!.name).toBe('dresses');
  });
});

const patchTag = (id: number, payload: unknown) =>
  api.asAdmin({ method: 'PATCH', url: `/api/admin/tags/${id}`, payload: payload as object });

describe('updateTag', () => {
  it('renames a tag and sets or clears its description', async () => {
    const id = await makeTag(api.db, 'linen', false);
    let res = await patchTag(id, { name: ' Pure  Linen ', description: 'Breathable' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'Tag updated',
      data: { id, name: 'Pure Linen', description: 'Breathable', isActive: false },
    });
    res = await patchTag(id, { description: null });
    expect(res.json().data).toEqual({ id, name: 'Pure Linen', description: null, isActive: false });
  });

  it('refuses a taken name (409), bad input (400), a missing tag (404), no session (401)', async () => {
    const id = await makeTag(api.db, 'linen');
    await makeTag(api.db, 'satin');
    let res = await patchTag(id, { name: 'SATIN' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'A tag named SATIN already exists',
      details: [{ field: 'name', message: 'This name is taken' }],
    });
    for (const bad of [{}, { name: '' }, { name: '  ' }, { name: 'n'.repeat(61) }, { isActive: true }])
      expect((await patchTag(id, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    res = await patchTag(999_999, { name: 'x' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Tag not found' });
    res = await api.app.inject({ method: 'PATCH', url: `/api/admin/tags/${id}`, payload: { name: 'x' } });
    expect(res.statusCode).toBe(401);
    const [row] = await api.db.select().from(tags).where(eq(tags.id, id));
    expect(row!.name).toBe('linen');
  });
});
