import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../test-support/stub-fetch';
import { dataProvider } from './index';

afterEach(() => vi.unstubAllGlobals());

describe('combined data provider', () => {
  it.each([
    [
      'products',
      json({ products: [], totalPages: 0, total: 0, currentPage: 1 }),
      'http://localhost/api/admin/products?page=1&limit=10',
    ],
    ['categories', json({ categories: [] }), 'http://localhost/api/products/categories'],
    ['tags', json({ tags: [] }), 'http://localhost/api/products/tags'],
    ['coupons', json([]), 'http://localhost/api/admin/coupons'],
    ['discounts', json([]), 'http://localhost/api/admin/discounts'],
    [
      'orders',
      json({ orders: [], totalPages: 0, total: 0, currentPage: 1 }),
      'http://localhost/api/admin/orders?page=1&limit=10',
    ],
    [
      'activity',
      json({ entries: [], totalPages: 0, total: 0, currentPage: 1 }),
      'http://localhost/api/admin/activity?page=1&limit=10',
    ],
  ])('routes %s to its adapter', async (resource, response, url) => {
    const { requests } = stubFetch(response);
    await dataProvider.getList(resource, {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(requests[0].url).toBe(url);
  });

  it('routes shipping to simple-rest at /api/admin/shipping', async () => {
    const { requests } = stubFetch(json([], 200, { 'Content-Range': 'shipping 0-0/0' }));
    await dataProvider.getList('shipping', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(requests[0].url.startsWith('http://localhost/api/admin/shipping?')).toBe(true);
  });

  it('refuses an unknown resource', () => {
    expect(() =>
      dataProvider.getList('nope', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    ).toThrow('Unknown resource: nope');
  });
});

describe('methods a resource does not have', () => {
  it.each([
    ['products', 'getManyReference'],
    ['categories', 'getManyReference'],
    ['categories', 'updateMany'],
    ['tags', 'getManyReference'],
    ['tags', 'updateMany'],
    ['coupons', 'getManyReference'],
    ['coupons', 'updateMany'],
    ['discounts', 'getManyReference'],
    ['discounts', 'updateMany'],
    ['shipping', 'create'],
    ['shipping', 'delete'],
    ['shipping', 'deleteMany'],
    ['shipping', 'updateMany'],
  ] as const)('%s.%s is refused as an HttpError without a call', async (resource, method) => {
    const { fetchMock } = stubFetch();
    const call = (dataProvider[method] as (resource: string, params: unknown) => Promise<unknown>)(resource, {
      ids: [1],
      id: 1,
      data: {},
      target: 'x',
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    await expect(call).rejects.toBeInstanceOf(HttpError);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
