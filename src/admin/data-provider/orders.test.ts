import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetOrderResponseMock, getListOrdersResponseMock } from '../../../generated/api/orders/orders.msw';
import { ordersDataProvider, toListOrdersParams } from './orders';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function lastCall(): { url: URL; init: RequestInit } {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url: new URL(String(url)), init: init as RequestInit };
}

describe('ordersDataProvider.getList', () => {
  it('asks for the page, 10 a page, with the filters and sort, and keys records by orderId', async () => {
    const page = getListOrdersResponseMock();
    fetchMock.mockResolvedValueOnce(json(page));

    const result = await ordersDataProvider.getList('orders', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'totalPrice', order: 'ASC' },
      filter: { status: 'shipped', startDate: '2026-11-01', endDate: '2026-11-22', q: '  Nour ' },
    });

    const { url, init } = lastCall();
    expect(url.origin + url.pathname).toBe('http://localhost/api/admin/orders');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '2',
      limit: '10',
      status: 'shipped',
      startDate: '2026-11-01',
      endDate: '2026-11-22',
      q: 'Nour',
      sort: 'totalPrice',
      order: 'asc',
    });
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(result.total).toBe(page.total);
    expect(result.data[0].id).toBe(page.orders[0].orderId);
    expect(result.data[0].orderNumber).toBe(page.orders[0].orderNumber);
  });

  it('omits empty filters and react-admin sort fields the server does not know', async () => {
    fetchMock.mockResolvedValueOnce(json(getListOrdersResponseMock()));
    await ordersDataProvider.getList('orders', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { status: '', startDate: '', q: '   ' },
    });
    expect(lastCall().url.search).toBe('?page=1&limit=10');
  });

  it('maps a failure to HttpError with the server message and status', async () => {
    fetchMock.mockResolvedValueOnce(json({ error: 'startDate must be YYYY-MM-DD', details: [] }, 400));
    const failure = ordersDataProvider.getList('orders', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
    });
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({ message: 'startDate must be YYYY-MM-DD', status: 400 });
  });
});

describe('toListOrdersParams', () => {
  it('reads a page below 1 as page 1 and drops an unknown status', () => {
    expect(
      toListOrdersParams({
        pagination: { page: 0, perPage: 10 },
        sort: { field: 'createdAt', order: 'DESC' },
        filter: { status: 'lost' },
      }),
    ).toEqual({ page: 1, limit: 10, sort: 'createdAt', order: 'desc' });
  });

  it('sends the saved view "Refused" as its status and cancel reason, and drops an unknown reason', () => {
    const params = (cancelReason: string) =>
      toListOrdersParams({
        pagination: { page: 1, perPage: 25 },
        filter: { status: 'cancelled', cancelReason },
      });
    expect(params('refused_at_delivery')).toEqual({
      page: 1,
      limit: 25,
      status: 'cancelled',
      cancelReason: 'refused_at_delivery',
    });
    expect(params('lost')).toEqual({ page: 1, limit: 25, status: 'cancelled' });
  });
});

describe('ordersDataProvider.getOne', () => {
  it('GETs /api/admin/orders/{id} and keys the record by orderId', async () => {
    const order = getGetOrderResponseMock();
    fetchMock.mockResolvedValueOnce(json(order));
    const { data } = await ordersDataProvider.getOne('orders', { id: String(order.orderId) });
    const { url, init } = lastCall();
    expect(url.href).toBe(`http://localhost/api/admin/orders/${order.orderId}`);
    expect(init.method).toBe('GET');
    expect(data.id).toBe(order.orderId);
    expect(data.items).toEqual(order.items);
  });

  it('maps a 404 to HttpError with the server message', async () => {
    fetchMock.mockResolvedValueOnce(json({ error: 'Order not found' }, 404));
    await expect(ordersDataProvider.getOne('orders', { id: 9 })).rejects.toMatchObject({
      name: 'HttpError',
      message: 'Order not found',
      status: 404,
      body: { error: 'Order not found' },
    });
  });
});

describe('ordersDataProvider.update', () => {
  it('PUTs {status} as JSON to /api/admin/orders/{id}', async () => {
    const order = { ...getGetOrderResponseMock(), status: 'shipped' as const };
    fetchMock.mockResolvedValueOnce(json(order));
    const { data } = await ordersDataProvider.update('orders', {
      id: order.orderId,
      data: { status: 'shipped' },
      previousData: { id: order.orderId, status: 'pending' },
    });
    const { url, init } = lastCall();
    expect(url.href).toBe(`http://localhost/api/admin/orders/${order.orderId}`);
    expect(init.method).toBe('PUT');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ status: 'shipped' });
    expect(data).toMatchObject({ id: order.orderId, status: 'shipped' });
  });

  it('sends only the status even when react-admin passes the whole record', async () => {
    fetchMock.mockResolvedValueOnce(json(getGetOrderResponseMock()));
    await ordersDataProvider.update('orders', {
      id: 318,
      data: { ...getGetOrderResponseMock(), status: 'delivered' },
      previousData: { id: 318 },
    });
    expect(JSON.parse(String(lastCall().init.body))).toEqual({ status: 'delivered' });
  });

  it('maps the 409 for leaving cancelled to HttpError with the server message', async () => {
    fetchMock.mockResolvedValueOnce(json({ error: 'Not enough stock to restore this order' }, 409));
    await expect(
      ordersDataProvider.update('orders', {
        id: 318,
        data: { status: 'pending' },
        previousData: { id: 318 },
      }),
    ).rejects.toMatchObject({
      name: 'HttpError',
      status: 409,
      message: 'Not enough stock to restore this order',
    });
  });

  it('refuses anything but a known status without calling the server', async () => {
    await expect(
      ordersDataProvider.update('orders', { id: 318, data: { status: 'lost' }, previousData: { id: 318 } }),
    ).rejects.toThrow('Only the status of an order can be changed.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('unsupported methods', () => {
  it.each(['create', 'delete', 'deleteMany', 'updateMany', 'getMany', 'getManyReference'] as const)(
    '%s throws a clear error',
    (method) => {
      const fn = ordersDataProvider[method] as (...args: unknown[]) => unknown;
      expect(() => fn('orders', {})).toThrow(/does not support/);
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );
});
