import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../test-support/stub-fetch';
import { shippingDataProvider as shipping } from './shipping';

const giza = { id: 2, name: 'Giza', shippingPrice: 60 };

afterEach(() => vi.unstubAllGlobals());

describe('shipping adapter (ra-data-simple-rest at /api/admin/shipping)', () => {
  it('getList sends sort, range and filter and reads the total from Content-Range', async () => {
    const { requests } = stubFetch(json([giza], 200, { 'Content-Range': 'shipping 0-0/27' }));
    const result = await shipping.getList('shipping', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'Giza' },
    });
    const url = new URL(requests[0].url);
    expect(url.origin + url.pathname).toBe('http://localhost/api/admin/shipping');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      sort: '["name","ASC"]',
      range: '[0,49]',
      filter: '{"q":"Giza"}',
    });
    expect(requests[0].credentials).toBe('include');
    expect(result).toEqual({ data: [giza], total: 27 });
  });

  it('getOne reads /api/admin/shipping/{id}', async () => {
    const { requests } = stubFetch(json(giza));
    expect((await shipping.getOne('shipping', { id: 2 })).data).toEqual(giza);
    expect(requests[0]).toMatchObject({ url: 'http://localhost/api/admin/shipping/2', method: 'GET' });
  });

  it('getMany filters by ids', async () => {
    const { requests } = stubFetch(json([giza]));
    await shipping.getMany('shipping', { ids: [2] });
    expect(new URL(requests[0].url).searchParams.get('filter')).toBe('{"id":[2]}');
  });

  it('update PUTs only {shippingPrice}, as a number', async () => {
    const { requests } = stubFetch(json({ ...giza, shippingPrice: 65 }));
    const result = await shipping.update('shipping', {
      id: 2,
      previousData: giza,
      data: { ...giza, shippingPrice: '65' },
    });
    expect(requests[0]).toMatchObject({
      url: 'http://localhost/api/admin/shipping/2',
      method: 'PUT',
      body: { shippingPrice: 65 },
      credentials: 'include',
    });
    expect(result.data).toEqual({ ...giza, shippingPrice: 65 });
  });

  it('the governorates cannot be created or deleted', async () => {
    const { fetchMock } = stubFetch();
    await expect(shipping.create('shipping', { data: { name: 'Atlantis' } })).rejects.toBeInstanceOf(
      HttpError,
    );
    await expect(shipping.delete('shipping', { id: 2 })).rejects.toBeInstanceOf(HttpError);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('failures carry the server `error` sentence as the HttpError message', async () => {
    stubFetch(json({ error: 'Shipping price must be between 0 and 10000' }, 400));
    const failure = shipping.update('shipping', { id: 2, previousData: giza, data: { shippingPrice: -1 } });
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({
      message: 'Shipping price must be between 0 and 10000',
      status: 400,
    });
  });
});
