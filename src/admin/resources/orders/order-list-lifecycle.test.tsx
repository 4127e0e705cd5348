// The orders list's order-lifecycle and phone additions: the risk badge, the courier sheet with the list's filters, packing
// slips for a selection, and the phone layout (a simple list, no table) at 390 px.
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Admin, Resource, TestMemoryRouter } from 'react-admin';
import { Route, Routes, type Location } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  getGetCourierSheetMockHandler,
  getGetOrderHistoryMockHandler,
  getGetOrderMockHandler,
  getGetOrderResponseMock,
  getGetOrderViewCountsMockHandler,
  getListOrderNotesMockHandler,
  getListOrdersMockHandler,
} from '../../../../generated/api/orders/orders.msw';
import type { OrderListItem } from '../../../../generated/models';
import { ordersDataProvider } from '../../data-provider/orders';
import { phoneViewport } from '../../test-support/viewport';
import orders from './index';

// The saved views' counts answer every list (order-views.tsx).
const server = setupServer(getGetOrderViewCountsMockHandler());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
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
    phone: `010000000${String(n).padStart(2, '0')}`,
    risk: { orders: 1, delivered: 0, cancelled: 0, refused: 0, fake: 0 },
    customerConfirmedAt: null,
    holdsStock: true,
    holdFlags: [],
    ...overrides,
  };
}

function serveList(list: OrderListItem[]) {
  server.use(getListOrdersMockHandler({ orders: list, total: list.length, totalPages: 1, currentPage: 1 }));
}

function renderOrders(path = '/admin/orders') {
  const location: { current?: Location } = {};
  // The back office's own freshness (query-client.ts): 2 minutes.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 120_000 } } });
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
              <Resource name="customers" />
            </Admin>
          }
        />
      </Routes>
    </TestMemoryRouter>,
  );
  return location;
}

describe('risk badge', () => {
  it('marks numbers with refused or fake orders in red, other repeat numbers by their count, first orders not at all', async () => {
    serveList([
      order(1, { risk: { orders: 4, delivered: 1, cancelled: 3, refused: 2, fake: 1 } }),
      order(2, { risk: { orders: 3, delivered: 2, cancelled: 0, refused: 0, fake: 0 } }),
      order(3, { customerConfirmedAt: '2026-11-22T14:00:00.000Z' }),
    ]);
    renderOrders();
    const row = (n: number) => screen.getByText(`MO-00000${n}`).closest('tr')!;
    await screen.findByText('MO-000001');

    const risky = within(row(1)).getByRole('link', {
      name: '2 refused, 1 fake: see the customer 01000000001',
    });
    expect(risky).toHaveAttribute('href', '/admin/customers/01000000001/show');
    expect(
      within(row(2)).getByRole('link', { name: '3 orders: see the customer 01000000002' }),
    ).toBeVisible();
    expect(within(row(3)).queryByRole('link', { name: /see the customer/ })).not.toBeInTheDocument();
    // The number is tap-to-call; a shopper's online confirmation shows.
    expect(within(row(3)).getByRole('link', { name: '01000000003' })).toHaveAttribute(
      'href',
      'tel:+201000000003',
    );
    expect(within(row(3)).getByText('Confirmed by the customer')).toBeInTheDocument();
    expect(within(row(1)).queryByText('Confirmed by the customer')).not.toBeInTheDocument();
  });

  it('opens the customer, not the order, when the badge is clicked', async () => {
    serveList([order(7, { risk: { orders: 2, delivered: 0, cancelled: 1, refused: 1, fake: 0 } })]);
    const location = renderOrders();
    await userEvent.click(await screen.findByRole('link', { name: /1 refused/ }));
    await waitFor(() => expect(location.current?.pathname).toBe('/admin/customers/01000000007/show'));
  });
});

describe('courier sheet', () => {
  it("downloads getCourierSheet with the list's filters beside the five-column export", async () => {
    serveList([order(1)]);
    const queries: URLSearchParams[] = [];
    const csv = '\uFEFForder,name,mobile\r\nMO-000001,Nour Customer1,01000000001';
    server.use(
      http.get('*/api/admin/orders/courier-sheet', ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return new HttpResponse(csv, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
      }),
    );
    const blobs: Blob[] = [];
    // A URL class of its own, whose createObjectURL keeps the file; the global one must stay as it was.
    vi.stubGlobal(
      'URL',
      Object.assign(class extends URL {}, {
        createObjectURL: vi.fn((blob: Blob) => {
          blobs.push(blob);
          return 'blob:courier';
        }),
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const filter = encodeURIComponent(
      JSON.stringify({ status: 'processing', startDate: '2026-11-01', endDate: '2026-11-22', q: 'Nour' }),
    );
    renderOrders(`/admin/orders?filter=${filter}`);
    await screen.findByText('MO-000001');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Courier sheet' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(queries.map((q) => Object.fromEntries(q))).toEqual([
      { status: 'processing', startDate: '2026-11-01', endDate: '2026-11-22', q: 'Nour' },
    ]);
    // The byte-order mark stays (Excel needs it for Arabic names), once.
    const bytes = new Uint8Array(await blobs[0].arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0xef, 0xbb, 0xbf, 0x6f]);
    expect(await blobs[0].text()).toContain('MO-000001,Nour Customer1,01000000001');
    expect(click).toHaveBeenCalled();
  });

  it('sends no filter when the list has none, and says when the sheet cannot be made', async () => {
    serveList([order(1)]);
    const queries: string[] = [];
    server.use(
      getGetCourierSheetMockHandler(({ request }) => {
        queries.push(new URL(request.url).search);
        throw HttpResponse.json({ error: 'Too many orders for one sheet' }, { status: 400 });
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderOrders();
    await screen.findByText('MO-000001');
    await userEvent.click(screen.getByRole('button', { name: 'Courier sheet' }));
    expect(
      await screen.findByText('Courier sheet failed: Too many orders for one sheet'),
    ).toBeInTheDocument();
    expect(queries).toEqual(['']);
    expect(click).not.toHaveBeenCalled();
  });
});

describe('packing slips for a selection', () => {
  it('opens the slips of the selected orders', async () => {
    serveList([order(11), order(12), order(13)]);
    const location = renderOrders();
    await screen.findByText('MO-000011');
    const rowOf = (n: number) => screen.getByText(`MO-0000${n}`).closest('tr')!;
    expect(screen.getByRole('button', { name: 'Packing slips' })).toBeDisabled();
    await userEvent.click(within(rowOf(11)).getByRole('checkbox', { name: 'Select order MO-000011' }));
    await userEvent.click(within(rowOf(13)).getByRole('checkbox', { name: 'Select order MO-000013' }));
    // Selecting does not open the order.
    expect(location.current?.pathname).toBe('/admin/orders');
    await userEvent.click(screen.getByRole('button', { name: 'Packing slips (2)' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/admin/orders/slips'));
    expect(location.current?.search).toBe('?ids=11,13');
  });
});

describe('at 390 px', () => {
  it('shows the orders as a simple list of cards, not a table, each opening its order', async () => {
    phoneViewport(390);
    serveList([order(1, { status: 'shipped', totalPrice: 12409.5 }), order(2)]);
    const location = renderOrders();
    const first = await screen.findByText('MO-000001 · Nour Customer1');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('EGP 12,409.50 · 22/11/2026, 15:40')).toBeInTheDocument();
    expect(screen.getAllByText('Shipped').length).toBeGreaterThan(0);
    server.use(
      getGetOrderMockHandler({ ...getGetOrderResponseMock(), orderId: 1, orderNumber: 'MO-000001' }),
      getGetOrderHistoryMockHandler(),
      getListOrderNotesMockHandler({ notes: [] }),
    );
    await userEvent.click(first);
    await waitFor(() => expect(location.current?.pathname).toBe('/admin/orders/1'));
    // The detail asks for the order itself rather than showing the list's row react-admin cached.
    expect(await screen.findByRole('heading', { level: 1, name: 'Order MO-000001' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Confirm with the customer' })).toBeInTheDocument();
  });
});
