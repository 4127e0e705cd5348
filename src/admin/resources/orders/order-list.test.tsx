import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Admin, Resource, TestMemoryRouter } from 'react-admin';
import { Route, Routes, type Location } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  getGetOrderViewCountsMockHandler,
  getListOrdersMockHandler,
  getUpdateOrderStatusMockHandler,
} from '../../../../generated/api/orders/orders.msw';
import type { OrderListItem, OrderPage } from '../../../../generated/models';
import { ordersDataProvider } from '../../data-provider/orders';
import orders from './index';

// The saved views' counts answer every list (order-views.tsx).
const server = setupServer(getGetOrderViewCountsMockHandler());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function order(n: number, overrides: Partial<OrderListItem> = {}): OrderListItem {
  return {
    orderId: n,
    orderNumber: `MO-${String(n).padStart(6, '0')}`,
    status: 'pending',
    createdAt: '2026-11-22T13:40:00.000Z',
    totalPrice: 2409,
    paymentMethod: 'CASH_ON_DELIVERY',
    city: 'Giza',
    customerInfo: { firstName: 'Nour', lastName: `Customer${n}` },
    itemCount: 1,
    items: [
      {
        product: { name: 'Linen Wrap Midi Dress', imageUrl: null },
        name: 'Linen Wrap Midi Dress',
        imageUrl: null,
        color: 'Sage',
        size: 'M',
        quantity: 1,
      },
    ],
    phone: '01012345678',
    risk: { orders: 1, delivered: 0, cancelled: 0, refused: 0, fake: 0 },
    customerConfirmedAt: null,
    holdsStock: true,
    holdFlags: [],
    ...overrides,
  };
}

function page(list: OrderListItem[], currentPage = 1, total = list.length): OrderPage {
  return { orders: list, total, totalPages: Math.max(1, Math.ceil(total / 10)), currentPage };
}

/** Records every GET /api/admin/orders query string, answering with `answer`. */
function listHandler(answer: (query: URLSearchParams) => OrderPage) {
  const queries: URLSearchParams[] = [];
  server.use(
    getListOrdersMockHandler(({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return answer(query);
    }),
  );
  return queries;
}

function renderOrders(path = '/admin/orders') {
  const location: { current?: Location } = {};
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(l) => (location.current = l)}>
      <Routes>
        <Route
          path="/admin/*"
          element={
            <Admin
              basename="/admin"
              dataProvider={ordersDataProvider}
              queryClient={queryClient}
              disableTelemetry
            >
              <Resource name="orders" {...orders} />
            </Admin>
          }
        />
      </Routes>
    </TestMemoryRouter>,
  );
  return location;
}

describe('orders list', () => {
  it('shows each order with its number, customer, EGP total, Cairo date and status', async () => {
    listHandler(() =>
      page([order(1, { totalPrice: 12409.5, status: 'shipped', createdAt: '2026-11-30T21:30:00.000Z' })]),
    );
    renderOrders();
    const row = (await screen.findByText('MO-000001')).closest('tr')!;
    expect(within(row).getByText('Nour Customer1')).toBeInTheDocument();
    expect(within(row).getByText('EGP 12,409.50')).toBeInTheDocument();
    expect(within(row).getByText('30/11/2026, 23:30')).toBeInTheDocument();
    expect(within(row).getByRole('combobox', { name: 'Status of order MO-000001' })).toHaveTextContent(
      'Shipped',
    );
  });

  it('asks the server for 25 a page, newest first, with the filters read from the query string', async () => {
    const queries = listHandler(() => page([order(1)]));
    const filter = encodeURIComponent(
      JSON.stringify({ status: 'delivered', startDate: '2026-11-01', endDate: '2026-11-15' }),
    );
    renderOrders(`/admin/orders?filter=${filter}&page=1`);
    await screen.findByText('MO-000001');
    expect(Object.fromEntries(queries.at(-1)!)).toEqual({
      page: '1',
      limit: '25',
      status: 'delivered',
      startDate: '2026-11-01',
      endDate: '2026-11-15',
      sort: 'createdAt',
      order: 'desc',
    });
  });

  it("reads the product's flat link (?status=…&startDate=…&endDate=…) as the same filters", async () => {
    const queries = listHandler(() => page([order(1)]));
    const location = renderOrders('/admin/orders?status=shipped&startDate=2026-11-01&endDate=2026-11-15');
    await screen.findByText('MO-000001');
    expect(
      queries.every(
        (q) =>
          q.get('status') === 'shipped' &&
          q.get('startDate') === '2026-11-01' &&
          q.get('endDate') === '2026-11-15',
      ),
    ).toBe(true);
    expect(JSON.parse(new URLSearchParams(location.current!.search).get('filter')!)).toEqual({
      status: 'shipped',
      startDate: '2026-11-01',
      endDate: '2026-11-15',
    });
  });

  it('ignores a page number beyond the last page and shows page 1', async () => {
    const queries = listHandler((query) =>
      query.get('page') === '1'
        ? page([order(1)], 1, 3)
        : { orders: [], total: 3, totalPages: 1, currentPage: Number(query.get('page')) },
    );
    const location = renderOrders('/admin/orders?page=9');
    expect(await screen.findByText('MO-000001')).toBeInTheDocument();
    expect(queries.map((q) => q.get('page'))).toContain('1');
    await waitFor(() => expect(new URLSearchParams(location.current!.search).get('page')).toBe('1'));
  });

  it('opens the order detail at /admin/orders/{orderId} on a row click', async () => {
    listHandler(() => page([order(318)]));
    server.use(http.get('*/api/admin/orders/:id', () => new HttpResponse(null, { status: 500 })));
    const location = renderOrders();
    await userEvent.click(await screen.findByText('Nour Customer318'));
    await waitFor(() => expect(location.current!.pathname).toBe('/admin/orders/318'));
  });

  it('shows the first 5 items of an order on hover', async () => {
    const items = Array.from({ length: 5 }, (_, i) => ({
      product: { name: `Dress ${i + 1}`, imageUrl: null },
      name: `Dress ${i + 1}`,
      imageUrl: null,
      color: 'Sage',
      size: 'M',
      quantity: i + 1,
    }));
    listHandler(() => page([order(7, { items, itemCount: 7 })]));
    renderOrders();
    await userEvent.hover(await screen.findByText('MO-000007'));
    const preview = await screen.findByRole('tooltip');
    expect(within(preview).getByText('7 items')).toBeInTheDocument();
    for (const item of items) expect(within(preview).getByText(item.name)).toBeInTheDocument();
    expect(within(preview).getByText('Sage / M × 5')).toBeInTheDocument();
    expect(within(preview).getByText('and 2 more')).toBeInTheDocument();
  });
});

describe('status dropdown', () => {
  it('sends the new status and reloads the list', async () => {
    let status: OrderListItem['status'] = 'pending';
    const queries = listHandler(() => page([order(318, { status })]));
    const bodies: unknown[] = [];
    server.use(
      getUpdateOrderStatusMockHandler(async ({ request, params }) => {
        bodies.push({ id: params.id, body: await request.json() });
        status = 'shipped';
        return {
          ...(await import('../../../../generated/api/orders/orders.msw')).getUpdateOrderStatusResponseMock(),
          status,
        };
      }),
    );
    renderOrders();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Status of order MO-000318' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Shipped' }));

    await waitFor(() => expect(bodies).toEqual([{ id: '318', body: { status: 'shipped' } }]));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Status of order MO-000318' })).toHaveTextContent(
        'Shipped',
      ),
    );
    expect(queries.length).toBeGreaterThanOrEqual(2);
  });

  it('alerts "Error updating status" with the server reason when the change is refused', async () => {
    listHandler(() => page([order(318, { status: 'cancelled' })]));
    server.use(
      http.put('*/api/admin/orders/:id', () =>
        HttpResponse.json(
          { error: 'Not enough stock to reopen this order: Linen Wrap Midi Dress (Sage, M)' },
          { status: 409 },
        ),
      ),
    );
    renderOrders();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Status of order MO-000318' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pending' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error updating status')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Not enough stock to reopen this order: Linen Wrap Midi Dress (Sage, M)');
    expect(screen.getByRole('combobox', { name: 'Status of order MO-000318' })).toHaveTextContent(
      'Cancelled',
    );
  });
});

describe('CSV export', () => {
  it('downloads every order of the filtered list, not only the page on screen', async () => {
    const all = Array.from({ length: 120 }, (_, i) => order(i + 1, { status: 'delivered' }));
    const queries = listHandler((query) => {
      const limit = Number(query.get('limit'));
      const current = Number(query.get('page'));
      return {
        orders: all.slice((current - 1) * limit, current * limit),
        total: all.length,
        totalPages: Math.ceil(all.length / limit),
        currentPage: current,
      };
    });
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:orders';
    });
    // A URL class of its own, whose createObjectURL keeps the file; the global one must stay as it was.
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const filter = encodeURIComponent(JSON.stringify({ status: 'delivered' }));
    renderOrders(`/admin/orders?filter=${filter}`);
    await screen.findByText('MO-000001');

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(blobs).toHaveLength(1));
    const exportCalls = queries.filter((q) => q.get('limit') === '100');
    expect(exportCalls.map((q) => [q.get('page'), q.get('status')])).toEqual([
      ['1', 'delivered'],
      ['2', 'delivered'],
    ]);
    const lines = (await blobs[0].text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Order ID,Customer,Total Price,Date,Status');
    expect(lines).toHaveLength(121);
    expect(lines[1]).toBe('MO-000001,Nour Customer1,"EGP 2,409.00","22/11/2026, 15:40",Delivered');
    expect(click).toHaveBeenCalled();
    click.mockRestore();
    vi.unstubAllGlobals();
  });

  it('tells the admin when the export cannot be read, and downloads nothing', async () => {
    listHandler((query) => {
      if (query.get('limit') === '100')
        throw HttpResponse.json({ error: 'Session expired' }, { status: 503 });
      return page([order(1)]);
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderOrders();
    await screen.findByText('MO-000001');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Export failed: Session expired')).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
    click.mockRestore();
  });
});
