// Coupons in the back office: create (unique code whatever its case, window, percentage), list, switch on and
// off, delete (orders keep the code they used).
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { coupons, orders } from '../../src/server/db/schema';
import { useTestApp } from './helpers/app';
import { orderBody, seedShop, type Shop } from './customer-fixtures';

const api = useTestApp();
let shop: Shop;

beforeEach(async () => {
  shop = await seedShop(api.db);
});

const valid = {
  code: 'WELCOME15',
  description: '15% off your first order',
  percentage: 15,
  minOrderAmount: 300.5,
  maxUsage: 100,
  startDate: '2026-11-01T00:00:00.000Z',
  endDate: '2026-12-31T21:59:59.000Z',
};

const add = (payload: unknown) =>
  api.asAdmin({ method: 'POST', url: '/api/admin/addCoupon', payload: payload as object });
const couponCount = async () => (await api.db.select({ n: sql<number>`count(*)::int` }).from(coupons))[0]!.n;

describe('coupons need an admin session', () => {
  it.each([
    ['POST', '/api/admin/addCoupon', valid],
    ['GET', '/api/admin/coupons', undefined],
    ['PUT', '/api/admin/coupons/1/status', { isActive: false }],
    ['DELETE', '/api/admin/coupons/1', undefined],
  ])('%s %s answers 401 without one', async (method, url, payload) => {
    const res = await api.app.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Please sign in' });
  });
});

describe('addCoupon', () => {
  it('creates a coupon and answers with it', async () => {
    const res = await add(valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Coupon created',
      data: {
        id: expect.any(Number),
        code: 'WELCOME15',
        description: '15% off your first order',
        percentage: 15,
        minOrderValue: 300.5,
        maxUsage: 100,
        usedCount: 0,
        startDate: '2026-11-01T00:00:00.000Z',
        endDate: '2026-12-31T21:59:59.000Z',
        isActive: true,
        createdAt: expect.any(String),
      },
    });
    const [row] = await api.db.select().from(coupons).where(eq(coupons.code, 'WELCOME15'));
    expect(row).toMatchObject({ minOrderPiastres: 30050, maxUsage: 100 });
  });

  it('takes optional fields as null', async () => {
    const res = await add({
      code: 'FREE5',
      percentage: 5,
      startDate: valid.startDate,
      endDate: valid.endDate,
      minOrderAmount: null,
      maxUsage: null,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ description: null, minOrderValue: null, maxUsage: null });
  });

  it('refuses a code that exists in another case with 409', async () => {
    const res = await add({ ...valid, code: 'summer10' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'A coupon with the code summer10 already exists',
      details: [{ field: 'code', message: 'This code is already used' }],
    });
    expect(await couponCount()).toBe(1);
  });

  it('refuses an end date not after the start date', async () => {
    const res = await add({ ...valid, endDate: valid.startDate });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('The end date must be after the start date');
    expect(await couponCount()).toBe(1);
  });

  it.each([
    ['a zero percentage', { percentage: 0 }, 'percentage'],
    ['a percentage over 100', { percentage: 100.01 }, 'percentage'],
    ['a percentage as text', { percentage: '10' }, 'percentage'],
    ['a code with spaces', { code: 'SUMMER 10' }, 'code'],
    ['a missing code', { code: undefined }, 'code'],
    ['a negative minimum', { minOrderAmount: -1 }, 'minOrderAmount'],
    ['a maxUsage of 0', { maxUsage: 0 }, 'maxUsage'],
    ['a fractional maxUsage', { maxUsage: 2.5 }, 'maxUsage'],
    ['a date that is not a date', { startDate: 'tomorrow' }, 'startDate'],
    ['a missing end date', { endDate: undefined }, 'endDate'],
    ['an unexpected field', { usedCount: 5 }, 'usedCount'],
  ])('refuses %s with 400', async (_label, change, field) => {
    const res = await add({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    expect(await couponCount()).toBe(1);
  });
});

describe('listCoupons', () => {
  it('lists every coupon newest first, searchable and sortable', async () => {
    await add(valid);
    const res = await api.asAdmin({ method: 'GET', url: '/api/admin/coupons' });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((c: { code: string }) => c.code)).toEqual(['WELCOME15', 'SUMMER10']);
    expect(res.json()[1]).toMatchObject({
      usedCount: 23,
      maxUsage: 200,
      minOrderValue: 500,
      description: '10% off the summer edit',
    });
    const search = await api.asAdmin({ method: 'GET', url: '/api/admin/coupons?q=summer' });
    expect(search.json().map((c: { code: string }) => c.code)).toEqual(['SUMMER10']);
    const byCode = await api.asAdmin({ method: 'GET', url: '/api/admin/coupons?sort=code&order=asc' });
    expect(byCode.json().map((c: { code: string }) => c.code)).toEqual(['SUMMER10', 'WELCOME15']);
  });
});

describe('updateCouponStatus', () => {
  it('switches a coupon off, and the cart refuses it', async () => {
    const res = await api.asAdmin({
      method: 'PUT',
      url: `/api/admin/coupons/${shop.coupon}/status`,
      payload: { isActive: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Coupon status updated',
      data: { id: shop.coupon, isActive: false },
    });
    const apply = await api.app.inject({
      method: 'POST',
      url: '/api/customer/couponsApply',
      payload: { couponCode: 'SUMMER10', items: [{ productId: shop.dress.id, quantity: 1 }] },
    });
    expect(apply.statusCode).toBe(422);
  });

  it('answers 404 for an unknown coupon and 400 for a missing flag', async () => {
    expect(
      (
        await api.asAdmin({
          method: 'PUT',
          url: '/api/admin/coupons/999/status',
          payload: { isActive: true },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await api.asAdmin({ method: 'PUT', url: `/api/admin/coupons/${shop.coupon}/status`, payload: {} }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await api.asAdmin({
          method: 'PUT',
          url: `/api/admin/coupons/${shop.coupon}/status`,
          payload: { isActive: 'no' },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('deleteCoupon', () => {
  it('deletes a coupon; orders that used it keep its code', async () => {
    const placed = await api.app.inject({
      method: 'POST',
      url: '/api/customer/createOrder',
      payload: orderBody(shop, { couponCode: 'SUMMER10' }),
    });
    expect(placed.statusCode).toBe(201);
    const res = await api.asAdmin({ method: 'DELETE', url: `/api/admin/coupons/${shop.coupon}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Coupon deleted' });
    expect(await couponCount()).toBe(0);
    const [order] = await api.db.select().from(orders).where(eq(orders.id, placed.json().orderId));
    expect(order).toMatchObject({ couponId: null, couponCode: 'SUMMER10', couponPercentage: 10 });
    const detail = await api.asAdmin({ method: 'GET', url: `/api/admin/orders/${order!.id}` });
    expect(detail.json().coupon).toEqual({ code: 'SUMMER10', percentage: 10 });
  });

  it('answers 404 for an unknown coupon', async () => {
    const res = await api.asAdmin({ method: 'DELETE', url: '/api/admin/coupons/999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Coupon not found' });
  });
});
