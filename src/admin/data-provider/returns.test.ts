import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getGetReturnResponseMock } from '../../../generated/api/returns/returns.msw';
import { json, stubFetch } from '../test-support/stub-fetch';
import { dataProvider } from './index';
import { returnsDataProvider, toListReturnsParams } from './returns';

afterEach(() => vi.unstubAllGlobals());

const query = (url: string) => {
  const parsed = new URL(url);
  return { path: parsed.pathname, params: Object.fromEntries(parsed.searchParams) };
};

describe('returnsDataProvider', () => {
  it('asks listReturns for the page, its size, the view, the kind, the search and the order', async () => {
    const request = getGetReturnResponseMock();
    const { requests } = stubFetch(json({ returns: [request], total: 31, totalPages: 2, currentPage: 2 }));
    const result = await dataProvider.getList('returns', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'id', order: 'DESC' },
      filter: { view: 'closed', kind: 'exchange', q: ' MO-7K3Q9D ', orderId: '311' },
    });
    expect(query(requests[0].url)).toEqual({
      path: '/api/admin/returns',
      params: { page: '2', limit: '25', view: 'closed', kind: 'exchange', q: 'MO-7K3Q9D', orderId: '311' },
    });
    expect(result).toEqual({ data: [request], total: 31 });
  });

  it('leaves out an unknown view or kind, empty filters and an order id that is not one', () => {
    expect(
      toListReturnsParams({
        pagination: { page: 0, perPage: 500 },
        filter: { view: 'everything', kind: '', q: '  ', orderId: 'abc' },
      }),
    ).toEqual({ page: 1, limit: 100 });
  });

  it('gets one request, and creates one with the body as given', async () => {
    const { requests } = stubFetch(json(getGetReturnResponseMock()), json(getGetReturnResponseMock(), 201));
    expect((await dataProvider.getOne('returns', { id: '17' })).data.id).toBe(17);
    const body = {
      orderId: 311,
      kind: 'return',
      items: [{ orderItemId: 41, quantity: 1, reason: 'defect' }],
    };
    await dataProvider.create('returns', { data: body });
    expect(requests.map((r) => [r.method, query(r.url).path, r.body])).toEqual([
      ['GET', '/api/admin/returns/17', undefined],
      ['POST', '/api/admin/returns', body],
    ]);
  });

  it('sends each step to its call, with its body', async () => {
    const { requests } = stubFetch(...Array.from({ length: 7 }, () => json(getGetReturnResponseMock())));
    const p = returnsDataProvider;
    await p.approveReturn('returns', { id: 17, data: { pickupDate: '2026-11-26' } });
    await p.refuseReturn('returns', { id: 17, data: { reason: 'Worn' } });
    await p.scheduleReturnPickup('returns', { id: 17, data: { pickupDate: '2026-11-27' } });
    await p.markReturnPickedUp('returns', { id: 17, data: undefined });
    await p.receiveReturn('returns', { id: 17, data: { items: [{ id: 55, condition: 'restocked' }] } });
    await p.refundReturn('returns', { id: 17, data: { method: 'cash', amount: 100 } });
    await p.cancelReturn('returns', { id: 17, data: undefined });
    expect(requests.map((r) => [r.method, query(r.url).path, r.body])).toEqual([
      ['POST', '/api/admin/returns/17/approve', { pickupDate: '2026-11-26' }],
      ['POST', '/api/admin/returns/17/refuse', { reason: 'Worn' }],
      ['PUT', '/api/admin/returns/17/pickup', { pickupDate: '2026-11-27' }],
      ['POST', '/api/admin/returns/17/picked-up', undefined],
      ['POST', '/api/admin/returns/17/receive', { items: [{ id: 55, condition: 'restocked' }] }],
      ['POST', '/api/admin/returns/17/refund', { method: 'cash', amount: 100 }],
      ['POST', '/api/admin/returns/17/cancel', undefined],
    ]);
  });

  it('reaches the steps through the combined provider, and turns a refusal into an HttpError with its sentence', async () => {
    stubFetch(json({ error: 'This request is no longer waiting for approval.' }, 409));
    const combined = dataProvider as unknown as typeof returnsDataProvider;
    const call = combined.approveReturn('returns', { id: 17, data: {} });
    await expect(call).rejects.toBeInstanceOf(HttpError);
    await expect(call).rejects.toMatchObject({
      message: 'This request is no longer waiting for approval.',
      status: 409,
    });
  });

  it('refuses update and delete without a call', async () => {
    const { fetchMock } = stubFetch();
    await expect(dataProvider.delete('returns', { id: 17 })).rejects.toBeInstanceOf(HttpError);
    await expect(
      dataProvider.update('returns', { id: 17, data: {}, previousData: { id: 17 } }),
    ).rejects.toBeInstanceOf(HttpError);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
