import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../test-support/stub-fetch';
import { couponsDataProvider as coupons } from './coupons';
import { discountsDataProvider as discounts } from './discounts';

const coupon = (id: number, code: string, isActive = true) => ({
  id,
  code,
  description: null,
  percentage: 10,
  minOrderValue: null,
  maxUsage: null,
  usedCount: 0,
  startDate: '2026-06-01T00:00:00.000Z',
  endDate: '2026-08-31T20:59:59.000Z',
  isActive,
  createdAt: '2026-05-20T10:12:00.000Z',
});
const discount = (id: number, isActive = true) => ({
  id,
  percentage: 20,
  type: 'category',
  reference: { id: 4, name: 'Bags' },
  startDate: '2026-11-20T00:00:00.000Z',
  endDate: '2026-11-30T21:59:59.000Z',
  isActive,
});

afterEach(() => vi.unstubAllGlobals());

describe('coupons adapter', () => {
  it('getList reads GET /api/admin/coupons and pages on the client', async () => {
    const { requests } = stubFetch(json([coupon(1, 'A'), coupon(2, 'B'), coupon(3, 'C')]));
    const result = await coupons.getList('coupons', {
      pagination: { page: 2, perPage: 2 },
      sort: { field: 'code', order: 'ASC' },
      filter: {},
    });
    expect(requests[0]).toMatchObject({
      url: 'http://localhost/api/admin/coupons',
      method: 'GET',
      credentials: 'include',
    });
    expect(result).toEqual({ data: [coupon(3, 'C')], total: 3 });
  });

  it('getOne and getMany read from the list', async () => {
    stubFetch(json([coupon(1, 'A'), coupon(2, 'B')]), json([coupon(1, 'A'), coupon(2, 'B')]));
    expect((await coupons.getOne('coupons', { id: 2 })).data.code).toBe('B');
    expect((await coupons.getMany('coupons', { ids: [1] })).data).toEqual([coupon(1, 'A')]);
  });

  it('create posts the parsed body to /api/admin/addCoupon as JSON', async () => {
    const { requests } = stubFetch(json({ message: 'Coupon created', data: coupon(4, 'SUMMER10') }, 201));
    const body = {
      code: 'SUMMER10',
      description: null,
      percentage: 12.5,
      minOrderAmount: null,
      maxUsage: 3,
      startDate: '2026-06-01T00:00:00.000Z',
      endDate: '2026-08-31T20:59:00.000Z',
    };
    const result = await coupons.create('coupons', { data: body });
    expect(requests[0]).toMatchObject({ url: 'http://localhost/api/admin/addCoupon', method: 'POST', body });
    expect(result.data).toEqual(coupon(4, 'SUMMER10'));
  });

  it('update sends {isActive} to PUT /api/admin/coupons/{id}/status', async () => {
    const { requests } = stubFetch(
      json({ message: 'Coupon status updated', data: { id: 4, isActive: false } }),
    );
    const result = await coupons.update('coupons', {
      id: 4,
      previousData: coupon(4, 'S'),
      data: { isActive: false },
    });
    expect(requests[0]).toMatchObject({
      url: 'http://localhost/api/admin/coupons/4/status',
      method: 'PUT',
      body: { isActive: false },
    });
    expect(result.data).toEqual(coupon(4, 'S', false));
  });

  it('delete and deleteMany call DELETE /api/admin/coupons/{id}', async () => {
    const { requests } = stubFetch(json({ message: 'Coupon deleted' }), json({ message: 'Coupon deleted' }));
    await coupons.delete('coupons', { id: 4, previousData: coupon(4, 'S') });
    await coupons.deleteMany('coupons', { ids: [5] });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'DELETE http://localhost/api/admin/coupons/4',
      'DELETE http://localhost/api/admin/coupons/5',
    ]);
  });

  it('failures carry the server message as HttpError', async () => {
    stubFetch(json({ error: 'A coupon SUMMER10 already exists' }, 409));
    const failure = coupons.create('coupons', { data: { code: 'SUMMER10' } });
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({ message: 'A coupon SUMMER10 already exists', status: 409 });
  });
});

describe('discounts adapter', () => {
  it('getList reads GET /api/admin/discounts', async () => {
    const { requests } = stubFetch(json([discount(6), discount(7, false)]));
    const result = await discounts.getList('discounts', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });
    expect(requests[0]).toMatchObject({ url: 'http://localhost/api/admin/discounts', method: 'GET' });
    expect(result).toEqual({ data: [discount(7, false), discount(6)], total: 2 });
  });

  it('getOne and getMany read from the list', async () => {
    stubFetch(json([discount(6)]), json([discount(6), discount(7)]));
    expect((await discounts.getOne('discounts', { id: 6 })).data).toEqual(discount(6));
    expect((await discounts.getMany('discounts', { ids: [7] })).data).toEqual([discount(7)]);
  });

  it('create posts to /api/admin/addDiscount as JSON', async () => {
    const { requests } = stubFetch(json({ message: 'Discount created', data: discount(6) }, 201));
    const body = {
      percentage: 20,
      startDate: '2026-11-20T00:00:00.000Z',
      endDate: '2026-11-30T21:59:00.000Z',
      categoryId: 4,
    };
    await discounts.create('discounts', { data: body });
    expect(requests[0]).toMatchObject({
      url: 'http://localhost/api/admin/addDiscount',
      method: 'POST',
      body,
    });
  });

  it('update sends {isActive} with PATCH /api/admin/discounts/{id}; delete uses DELETE', async () => {
    const { requests } = stubFetch(
      json({ message: 'Discount status updated', data: { id: 6, isActive: false } }),
      json({ message: 'Discount deleted' }),
      json({ message: 'Discount deleted' }),
    );
    expect(
      (await discounts.update('discounts', { id: 6, previousData: discount(6), data: { isActive: false } }))
        .data,
    ).toEqual(discount(6, false));
    await discounts.delete('discounts', { id: 6, previousData: discount(6) });
    await discounts.deleteMany('discounts', { ids: [8] });
    expect(requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['PATCH', 'http://localhost/api/admin/discounts/6', { isActive: false }],
      ['DELETE', 'http://localhost/api/admin/discounts/6', undefined],
      ['DELETE', 'http://localhost/api/admin/discounts/8', undefined],
    ]);
  });

  it('failures carry the server message as HttpError', async () => {
    stubFetch(json({ error: 'Product 99 not found' }, 404));
    await expect(discounts.create('discounts', { data: { productId: 99 } })).rejects.toMatchObject({
      message: 'Product 99 not found',
      status: 404,
    });
  });
});
