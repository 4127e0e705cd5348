// The orders list and detail for a call centre: saved views with their counts, 25/50/100 a page, a bulk status
// change with its confirmation and summary (or the refusals, nothing changed), the Excel exports and courier
// sheet of a selection, "Next to confirm" on the detail, and the list at 390 px (tabs that scroll, a
// checkbox per card).
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Admin, Resource, TestMemoryRouter } from 'react-admin';
import { Route, Routes, type Location } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  getBulkUpdateOrderStatusMockHandler,
  getUpdateOrderStatusMockHandler,
  getUpdateOrderStatusResponseMock,
  getGetNextOrderToConfirmMockHandler,
  getGetOrderHistoryMockHandler,
  getGetOrderMockHandler,
  getGetOrderResponseMock,
  getGetOrderViewCountsMockHandler,
  getListOrderNotesMockHandler,
  getListOrdersMockHandler,
} from '../../../../generated/api/orders/orders.msw';
import type { OrderListItem } from '../../../../generated/models';
import {
  bulkUpdateOrderStatusBodyIdsMax,
  exportOrderLinesQueryIdsMax,
} from '../../../../generated/zod/orders/orders.zod';
import { MAX_BULK } from './bulk-status';
import { ordersDataProvider } from '../../data-provider/orders';
import { phoneViewport } from '../../test-support/viewport';
import orders from './index';

const server = setupServer();
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
    items: [],
    phone: `010000000${String(n).padStart(2, '0')}`,
    risk: { orders: 1, delivered: 0, cancelled: 0, refused: 0, fake: 0 },
    customerConfirmedAt: null,
    holdsStock: true,
    holdFlags: [],
    ...overrides,
  };
}

const COUNTS = { toConfirm: 5, toShip: 12, shipped: 30, refused: 4, all: 361 };

/** Serves the list (recording its queries) and the views' counts (recording theirs). */
function serve(list: OrderListItem[]) {
  const lists: Record<string, string>[] = [];
  const counts: Record<string, string>[] = [];
  server.use(
    getListOrdersMockHandler(({ request }) => {
      lists.push(Object.fromEntries(new URL(request.url).searchParams));
      return { orders: list, total: list.length, totalPages: 1, currentPage: 1 };
    }),
    getGetOrderViewCountsMockHandler(({ request }) => {
      counts.push(Object.fromEntries(new URL(request.url).searchParams));
      return COUNTS;
    }),
  );
  return { lists, counts };
}

function renderAdmin(path = '/admin/orders') {
  const location: { current?: Location } = {};
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

const rowOf = (n: number) => screen.getByText(`MO-${String(n).padStart(6, '0')}`).closest('tr')!;

describe('saved views', () => {
  it('shows each view with its count and filters the list by its statuses', async () => {
    const { lists, counts } = serve([order(1)]);
    const filter = encodeURIComponent(JSON.stringify({ startDate: '2026-11-01', q: 'Nour' }));
    const location = renderAdmin(`/admin/orders?filter=${filter}`);
    const views = await screen.findByRole('tablist', { name: 'Saved views' });
    for (const name of ['To confirm (5)', 'To ship (12)', 'Shipped (30)', 'Refused (4)', 'All (361)'])
      expect(await within(views).findByRole('tab', { name })).toBeInTheDocument();
    // The counts follow the list's dates and search; "All" is the view without a status.
    expect(counts.at(-1)).toEqual({ startDate: '2026-11-01', q: 'Nour' });
    expect(within(views).getByRole('tab', { name: 'All (361)' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(within(views).getByRole('tab', { name: 'Refused (4)' }));
    await waitFor(() =>
      expect(lists.at(-1)).toMatchObject({
        status: 'cancelled',
        cancelReason: 'refused_at_delivery',
        startDate: '2026-11-01',
        q: 'Nour',
      }),
    );
    expect(within(views).getByRole('tab', { name: 'Refused (4)' })).toHaveAttribute('aria-selected', 'true');
    expect(JSON.parse(new URLSearchParams(location.current!.search).get('filter')!)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'refused_at_delivery',
    });

    await userEvent.click(within(views).getByRole('tab', { name: 'To confirm (5)' }));
    await waitFor(() => expect(lists.at(-1)).toMatchObject({ status: 'pending' }));
    expect(lists.at(-1)).not.toHaveProperty('cancelReason');
  });

  it("reads the counts again after a row's status changes", async () => {
    let status: OrderListItem['status'] = 'pending';
    const lists: number[] = [];
    const counts: number[] = [];
    server.use(
      getListOrdersMockHandler(() => {
        lists.push(1);
        return { orders: [order(61, { status })], total: 1, totalPages: 1, currentPage: 1 };
      }),
      getGetOrderViewCountsMockHandler(() => {
        counts.push(1);
        return status === 'pending' ? COUNTS : { ...COUNTS, toConfirm: 4, shipped: 31 };
      }),
      getUpdateOrderStatusMockHandler(() => {
        status = 'shipped';
        return { ...getUpdateOrderStatusResponseMock(), orderId: 61, status };
      }),
    );
    renderAdmin();
    const views = await screen.findByRole('tablist', { name: 'Saved views' });
    await within(views).findByRole('tab', { name: 'To confirm (5)' });
    expect(counts).toHaveLength(1);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Status of order MO-000061' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Shipped' }));
    expect(await within(views).findByRole('tab', { name: 'To confirm (4)' })).toBeInTheDocument();
    expect(within(views).getByRole('tab', { name: 'Shipped (31)' })).toBeInTheDocument();
  });

  it('shows 25 a page, and 50 or 100 when chosen', async () => {
    const { lists } = serve([order(1)]);
    renderAdmin();
    await screen.findByText('MO-000001');
    expect(lists.at(-1)).toMatchObject({ limit: '25' });
    await userEvent.click(screen.getByRole('combobox', { name: /rows per page/i }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['25', '50', '100']);
    await userEvent.click(screen.getByRole('option', { name: '100' }));
    await waitFor(() => expect(lists.at(-1)).toMatchObject({ limit: '100' }));
  });
});

describe('bulk status change', () => {
  it("takes at most the contract's number of orders, as the exports of a selection do", () => {
    expect(MAX_BULK).toBe(bulkUpdateOrderStatusBodyIdsMax);
    expect(MAX_BULK).toBe(exportOrderLinesQueryIdsMax);
  });

  it('asks first, sends the selection and shows what changed', async () => {
    serve([order(11), order(12, { status: 'processing' }), order(13)]);
    const bodies: unknown[] = [];
    server.use(
      getBulkUpdateOrderStatusMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        return {
          status: 'processing',
          changed: [
            { orderId: 11, orderNumber: 'MO-000011', fromStatus: 'pending' },
            { orderId: 13, orderNumber: 'MO-000013', fromStatus: 'pending' },
          ],
          unchanged: [{ orderId: 12, orderNumber: 'MO-000012' }],
        };
      }),
    );
    renderAdmin();
    await screen.findByText('MO-000011');
    expect(screen.getByRole('button', { name: 'Change status' })).toBeDisabled();
    for (const n of [11, 12, 13])
      await userEvent.click(within(rowOf(n)).getByRole('checkbox', { name: `Select order MO-0000${n}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Change status (3)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Change the status of 3 orders' });
    expect(within(dialog).getByRole('button', { name: 'Change status' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'New status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Processing' }));
    expect(
      within(dialog).getByText(/^Move 3 orders to Processing\? .*if any order cannot move, none will\.$/),
    ).toBeVisible();
    expect(bodies).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Change status' }));
    expect(await within(dialog).findByText('2 orders moved to Processing:')).toBeVisible();
    expect(bodies).toEqual([{ ids: [11, 12, 13], status: 'processing' }]);
    const changed = within(dialog).getByRole('list', { name: '2 orders moved to Processing:' });
    expect(
      within(changed)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['MO-000011from Pending', 'MO-000013from Pending']);
    expect(within(dialog).getByText('1 already Processing, left as it was:')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    // The selection is cleared once done.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change status' })).toBeDisabled());
  });

  it('asks for a reason before cancelling, and shows which orders could not move and why', async () => {
    serve([order(21), order(22)]);
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/admin/orders/bulk-status', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          {
            error: '1 of 2 orders cannot change; nothing was changed.',
            details: [
              { field: 'MO-000022', message: 'Cannot reopen this order: only 0 left of Dress (Sage, M)' },
            ],
          },
          { status: 409 },
        );
      }),
    );
    renderAdmin();
    await screen.findByText('MO-000021');
    for (const n of [21, 22])
      await userEvent.click(within(rowOf(n)).getByRole('checkbox', { name: `Select order MO-0000${n}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Change status (2)' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'New status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Cancelled' }));
    expect(within(dialog).getByRole('button', { name: 'Change status' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Reason' }));
    await userEvent.click(screen.getByRole('option', { name: 'Refused at delivery' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change status' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('1 of 2 orders cannot change; nothing was changed.');
    expect(alert).toHaveTextContent('MO-000022: Cannot reopen this order: only 0 left of Dress (Sage, M)');
    expect(bodies).toEqual([{ ids: [21, 22], status: 'cancelled', reason: 'refused_at_delivery' }]);
    // Still open, the selection kept, to try again or go back.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Change status (2)' })).toBeEnabled();
  });
});

describe('exports of a selection', () => {
  it('downloads the Excel sheets and the courier sheet of the selected orders only', async () => {
    serve([order(31), order(32), order(33)]);
    const urls: string[] = [];
    server.use(
      http.get('*/api/admin/orders/:file', ({ request, params }) => {
        if (!String(params.file).startsWith('courier-sheet') && params.file !== 'lines.xlsx') return;
        urls.push(new URL(request.url).pathname + new URL(request.url).search);
        return new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), {
          headers: { 'Content-Type': 'application/octet-stream' },
        });
      }),
    );
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(class extends URL {}, {
        createObjectURL: vi.fn((blob: Blob) => {
          blobs.push(blob);
          return 'blob:x';
        }),
        revokeObjectURL: vi.fn(),
      }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderAdmin();
    await screen.findByText('MO-000031');
    for (const n of [31, 33])
      await userEvent.click(within(rowOf(n)).getByRole('checkbox', { name: `Select order MO-0000${n}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Courier sheet (Excel) (2)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Orders by item (Excel) (2)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Courier sheet (2)' }));
    await waitFor(() => expect(urls).toHaveLength(3));
    expect(urls).toEqual([
      '/api/admin/orders/courier-sheet.xlsx?ids=31&ids=33',
      '/api/admin/orders/lines.xlsx?ids=31&ids=33',
      '/api/admin/orders/courier-sheet?ids=31&ids=33',
    ]);
    // The workbook's bytes arrive as they were sent (not read as text).
    expect([...new Uint8Array(await blobs[0]!.arrayBuffer())]).toEqual([0x50, 0x4b, 3, 4]);
  });

  it("says why an export was refused (the server's row limit)", async () => {
    serve([order(41)]);
    server.use(
      http.get('*/api/admin/orders/lines.xlsx', () =>
        HttpResponse.json(
          {
            error:
              'These filters match 7200 orders; an export holds at most 5000. Narrow the dates or the status.',
          },
          { status: 422 },
        ),
      ),
    );
    renderAdmin();
    await screen.findByText('MO-000041');
    await userEvent.click(screen.getByRole('button', { name: 'Orders by item (Excel)' }));
    expect(
      await screen.findByText(
        'Export failed: These filters match 7200 orders; an export holds at most 5000. Narrow the dates or the status.',
      ),
    ).toBeInTheDocument();
  });
});

describe('next to confirm', () => {
  /** The detail of order `id`; `next` answers next-to-confirm (listed first: the detail's /orders/:id matches it too). */
  function serveDetail(id: number, next: ReturnType<typeof getGetNextOrderToConfirmMockHandler>) {
    server.use(
      next,
      getGetOrderMockHandler(({ params }) => ({
        ...getGetOrderResponseMock(),
        orderId: Number(params.id),
        orderNumber: `MO-${String(params.id).padStart(6, '0')}`,
        status: 'pending',
        cancelReason: null,
      })),
      getGetOrderHistoryMockHandler({ history: [] }),
      getListOrderNotesMockHandler({ notes: [] }),
    );
    return renderAdmin(`/admin/orders/${id}`);
  }

  it('opens the next pending order after the one on screen, without the list', async () => {
    const afters: (string | null)[] = [];
    const location = serveDetail(
      7,
      getGetNextOrderToConfirmMockHandler(({ request }) => {
        afters.push(new URL(request.url).searchParams.get('after'));
        return { orderId: 8, orderNumber: 'MO-000008' };
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Order MO-000007' });
    await userEvent.click(screen.getByRole('button', { name: 'Next to confirm' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/admin/orders/8'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order MO-000008' })).toBeInTheDocument();
    expect(afters).toEqual(['7']);
  });

  it('says so when no other order waits', async () => {
    const location = serveDetail(
      7,
      getGetNextOrderToConfirmMockHandler({ orderId: null, orderNumber: null }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Order MO-000007' });
    await userEvent.click(screen.getByRole('button', { name: 'Next to confirm' }));
    expect(await screen.findByText('No other order is waiting for confirmation.')).toBeInTheDocument();
    expect(location.current?.pathname).toBe('/admin/orders/7');
  });
});

describe('at 390 px', () => {
  it('scrolls the views sideways and selects an order with its own checkbox, without opening it', async () => {
    phoneViewport(390);
    const { lists } = serve([order(51), order(52)]);
    const location = renderAdmin();
    await screen.findByText('MO-000051 · Nour Customer51');
    const views = screen.getByRole('tablist', { name: 'Saved views' });
    // MUI's scrollable tabs: one row that scrolls, never wrapping or widening the page.
    expect(views.closest('.MuiTabs-scroller')).toHaveClass('MuiTabs-scrollableX');
    await userEvent.click(within(views).getByRole('tab', { name: 'To ship (12)' }));
    await waitFor(() => expect(lists.at(-1)).toMatchObject({ status: 'processing' }));

    const box = screen.getByRole('checkbox', { name: 'Select order MO-000052' });
    await userEvent.click(box);
    expect(box).toBeChecked();
    expect(location.current?.pathname).toBe('/admin/orders');
    expect(screen.getByRole('button', { name: 'Change status (1)' })).toBeEnabled();
    // The card itself still opens the order.
    expect(screen.getByText('MO-000051 · Nour Customer51').closest('a')).toHaveAttribute(
      'href',
      '/admin/orders/51',
    );
  });
});
