import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Admin, memoryStore, Resource, TestMemoryRouter } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  getGetOrderHistoryMockHandler,
  getGetOrderMockHandler,
  getGetOrderResponseMock,
  getListOrderNotesMockHandler,
  getUpdateOrderStatusMockHandler,
} from '../../../../generated/api/orders/orders.msw';
import type { OrderDetail, OrderHistory } from '../../../../generated/models';
import { ordersDataProvider } from '../../data-provider/orders';
import { createI18nProvider } from '../../i18n/i18n-provider';
import { loadArabic } from '../../i18n/use-admin-texts';
import orders from './index';

// Notes are another card of the page; these tests leave them empty.
const server = setupServer(getListOrderNotesMockHandler({ notes: [] }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const detail = (): OrderDetail => {
  const order = getGetOrderResponseMock();
  return {
    ...order,
    totalPrice: 5309,
    anotherMobile: '01198765432',
    anotherAddress: 'Villa 3, Sheikh Zayed',
    items: [
      ...order.items,
      {
        id: 902,
        product: { id: null, name: 'Old Silk Scarf', imageUrl: null, isDeleted: true },
        variant: { color: 'Rose', size: 'One Size', sku: null },
        quantity: 1,
        priceAtPurchase: 2900,
        discountApplied: 0,
        lineTotal: 2900,
      },
    ],
  };
};

function renderDetail(path = '/admin/orders/318', locale = 'en') {
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
              queryClient={queryClient}
              store={memoryStore({ locale })}
              i18nProvider={createI18nProvider()}
              disableTelemetry
            >
              <Resource name="orders" {...orders} />
            </Admin>
          }
        />
      </Routes>
    </TestMemoryRouter>,
  );
}

describe('order detail', () => {
  it('shows the customer, the lines (a deleted product as "Deleted Product"), coupon, shipping fee and totals', async () => {
    server.use(getGetOrderMockHandler(detail()), getGetOrderHistoryMockHandler());
    renderDetail();

    expect(await screen.findByRole('heading', { level: 1, name: 'Order MO-7K3Q9D' })).toBeInTheDocument();
    // 13:40 UTC on 22 November is 15:40 in Cairo, written day/month/year
    expect(screen.getByText('Placed 22/11/2026, 15:40')).toBeInTheDocument();

    const customer = screen.getByRole('region', { name: 'Customer' });
    for (const text of [
      'Nour',
      'El-Sayed',
      'nour.elsayed@example.com',
      '01012345678',
      '01198765432',
      '14 Shehab St, Mohandessin',
      'Villa 3, Sheikh Zayed',
      'Giza',
    ]) {
      expect(within(customer).getByText(text)).toBeInTheDocument();
    }

    const rows = within(screen.getByRole('table', { name: 'Items' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Linen Wrap Midi Dress');
    expect(within(rows[1]).getByText('MO-DR-012-SG')).toBeInTheDocument();
    expect(within(rows[1]).getByText('10%')).toBeInTheDocument();
    expect(within(rows[1]).getByText('EGP 1,450.00')).toBeInTheDocument();
    expect(within(rows[1]).getByText('EGP 2,610.00')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Deleted Product')).toBeInTheDocument();
    expect(rows[2]).not.toHaveTextContent('Old Silk Scarf');

    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(summary).toHaveTextContent('CouponSUMMER10 (10%)');
    expect(summary).toHaveTextContent('SubtotalEGP 2,900.00');
    expect(summary).toHaveTextContent('Product discount−EGP 290.00');
    expect(summary).toHaveTextContent('Coupon discount−EGP 261.00');
    expect(summary).toHaveTextContent('Shipping (Giza)EGP 60.00');
    expect(summary).toHaveTextContent('TotalEGP 5,309.00');
    expect(summary).toHaveTextContent('Payment methodCash on delivery');
  });

  it('shows the status history: who, when, from → to', async () => {
    server.use(getGetOrderMockHandler(detail()), getGetOrderHistoryMockHandler());
    renderDetail();
    const history = await screen.findByRole('region', { name: 'Status history' });
    expect(await within(history).findByText('Placed as Pending')).toBeInTheDocument();
    expect(within(history).getByText('22/11/2026, 15:40 · customer')).toBeInTheDocument();
    expect(within(history).getByText('Pending → Processing')).toBeInTheDocument();
    expect(within(history).getByText('22/11/2026, 17:02 · admin')).toBeInTheDocument();
  });

  it("writes the history's dates the Arabic way in the Arabic back office, as the shop's order pages do", async () => {
    await loadArabic();
    server.use(getGetOrderMockHandler(detail()), getGetOrderHistoryMockHandler());
    renderDetail('/admin/orders/318', 'ar');
    expect(await screen.findByText(/^22 نوفمبر 2026، 3:40 م · /)).toBeInTheDocument();
    expect(screen.queryByText(/22\/11\/2026/)).not.toBeInTheDocument();
  });

  it('names the governorate in Arabic in the Arabic back office, in the customer card and on the shipping line', async () => {
    await loadArabic();
    server.use(getGetOrderMockHandler({ ...detail(), city: 'Giza' }), getGetOrderHistoryMockHandler());
    renderDetail('/admin/orders/318', 'ar');
    const customer = await screen.findByRole('region', { name: 'العميل' });
    expect(within(customer).getByText('الجيزة')).toBeInTheDocument();
    expect(screen.getByText(/\(الجيزة\)/)).toBeInTheDocument();
    expect(screen.queryByText(/Giza/)).not.toBeInTheDocument();
  });

  it('changes the status and reloads the order and its history', async () => {
    let order = detail();
    let history: OrderHistory = {
      history: [
        {
          id: 1,
          fromStatus: null,
          toStatus: 'pending',
          changedBy: null,
          changedAt: order.createdAt,
          actor: 'customer',
          reason: null,
        },
      ],
    };
    const bodies: unknown[] = [];
    server.use(
      getGetOrderMockHandler(() => order),
      getGetOrderHistoryMockHandler(() => history),
      getUpdateOrderStatusMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        order = { ...order, status: 'processing' };
        history = {
          history: [
            ...history.history,
            {
              id: 2,
              fromStatus: 'pending',
              toStatus: 'processing',
              changedBy: 'admin',
              actor: 'admin',
              reason: null,
              changedAt: '2026-11-22T15:02:00.000Z',
            },
          ],
        };
        return order;
      }),
    );
    renderDetail();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Status of order MO-7K3Q9D' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Processing' }));

    await waitFor(() => expect(bodies).toEqual([{ status: 'processing' }]));
    expect(await screen.findByText('Pending → Processing')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status of order MO-7K3Q9D' })).toHaveTextContent(
      'Processing',
    );
  });

  it('shows "Error fetching order details" with the reason when the order cannot be loaded', async () => {
    server.use(
      http.get('*/api/admin/orders/:id', () =>
        HttpResponse.json({ error: 'Order not found' }, { status: 404 }),
      ),
    );
    renderDetail('/admin/orders/999');
    expect(await screen.findByText('Error fetching order details')).toBeInTheDocument();
    expect(screen.getByText('Order not found')).toBeInTheDocument();
  });
});
