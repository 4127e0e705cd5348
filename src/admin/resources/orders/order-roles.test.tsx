// The orders screens as the shop's staff see them (docs/decisions/0030-staff-roles.md): a packer is offered
// "Shipped" only, no cancel button and no link to the customer's record; the order desk gets no file of the
// whole list. The server refuses the same calls with 403 (tests/api/staff-roles.test.ts).
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { Admin, Resource, TestMemoryRouter, type AuthProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  getGetOrderHistoryMockHandler,
  getGetOrderMockHandler,
  getGetOrderResponseMock,
  getGetOrderViewCountsMockHandler,
  getListOrderNotesMockHandler,
  getListOrdersMockHandler,
} from '../../../../generated/api/orders/orders.msw';
import type { AdminRole, OrderListItem } from '../../../../generated/models';
import { mayDo } from '../../access';
import { ordersDataProvider } from '../../data-provider/orders';
import { signedInAuthProvider } from '../../test-support/render-admin';
import orders from './index';

const server = setupServer(getListOrderNotesMockHandler({ notes: [] }), getGetOrderHistoryMockHandler());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const RECORD = { orders: 3, delivered: 1, cancelled: 1, refused: 1, fake: 0 };

const memberOf = (role: AdminRole): AuthProvider => ({
  ...signedInAuthProvider(),
  getPermissions: async () => role,
  canAccess: async ({ resource, action }) => mayDo(role, resource, action),
});

function renderAs(role: AdminRole, path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/admin/*"
          element={
            <Admin
              basename="/admin"
              dataProvider={ordersDataProvider}
              authProvider={memberOf(role)}
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
}

function serveDetail() {
  const detail = { ...getGetOrderResponseMock(), orderId: 318, status: 'processing' as const, risk: RECORD };
  server.use(getGetOrderMockHandler(detail));
  return detail;
}

function serveList() {
  const row: OrderListItem = {
    orderId: 7,
    orderNumber: 'MO-000007',
    status: 'processing',
    createdAt: '2026-11-22T13:40:00.000Z',
    totalPrice: 2409,
    paymentMethod: 'CASH_ON_DELIVERY',
    city: 'Giza',
    customerInfo: { firstName: 'Nour', lastName: 'Adel' },
    itemCount: 1,
    items: [],
    phone: '01000000007',
    risk: RECORD,
    customerConfirmedAt: null,
    holdsStock: true,
    holdFlags: [],
  };
  server.use(
    getListOrdersMockHandler({ orders: [row], total: 1, totalPages: 1, currentPage: 1 }),
    getGetOrderViewCountsMockHandler({ toConfirm: 0, toShip: 1, shipped: 0, refused: 0, all: 1 }),
  );
}

describe('the order detail by role', () => {
  it('offers a packer "Shipped" only, no cancel button and no link to the customer', async () => {
    const detail = serveDetail();
    renderAs('packer', '/admin/orders/318/show');
    const status = await screen.findByRole('combobox', { name: new RegExp(detail.orderNumber) });
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View customer' })).not.toBeInTheDocument();
    await userEvent.click(status);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Processing', 'Shipped']);
  });

  it('gives the order desk the cancel button and the customer link', async () => {
    serveDetail();
    renderAs('order_desk', '/admin/orders/318/show');
    expect(await screen.findByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View customer' })).toBeInTheDocument();
  });
});

describe('the orders list by role', () => {
  it('gives the order desk the courier sheet but no file of the whole list', async () => {
    serveList();
    renderAs('order_desk', '/admin/orders');
    expect(await screen.findByText('MO-000007')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Courier sheet (Excel)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Orders by item (Excel)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('gives a manager every export', async () => {
    serveList();
    renderAs('manager', '/admin/orders');
    expect(await screen.findByText('MO-000007')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Orders by item (Excel)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });
});
