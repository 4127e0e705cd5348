// The customer view by mobile number: orders, spend and refusals; the lookup page; 390 px.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getGetCustomerMockHandler } from '../../../../generated/api/customers/customers.msw';
import { getListOrdersResponseMock } from '../../../../generated/api/orders/orders.msw';
import type { Customer } from '../../../../generated/models';
import { dataProvider } from '../../data-provider';
import { renderAdmin } from '../../test-support/render-admin';
import { phoneViewport } from '../../test-support/viewport';

const server = setupServer();
const asked: string[] = [];
/** The numbers looked up: the body of each POST /api/admin/customers/lookup. */
const lookedUp: string[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    asked.push(new URL(request.url).pathname);
    if (new URL(request.url).pathname === '/api/admin/customers/lookup')
      void request
        .clone()
        .json()
        .then((body: { mobile: string }) => lookedUp.push(body.mobile));
  });
});
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
  asked.length = 0;
  lookedUp.length = 0;
});
afterAll(() => server.close());

const [pending, shipped] = getListOrdersResponseMock().orders;
const customer: Customer = {
  mobile: '01012345678',
  names: ['Nour El-Sayed', 'Nour S.'],
  risk: { orders: 5, delivered: 2, cancelled: 2, refused: 1, fake: 1 },
  spend: 5218.5,
  orders: [
    { ...pending, phone: '01012345678' },
    { ...shipped, orderId: 290, orderNumber: 'MO-9ZZ1AB', phone: '01012345678' },
  ],
};

describe('customer view', () => {
  it('shows the number, names, orders, spend and refusals, each order linking to its detail', async () => {
    server.use(getGetCustomerMockHandler(customer));
    renderAdmin('/admin/customers/01012345678/show', { dataProvider });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Customer 01012345678' }),
    ).toBeInTheDocument();
    expect(asked).toContain('/api/admin/customers/lookup');
    await waitFor(() => expect(lookedUp).toContain('01012345678'));
    // The names are the shop's data, in an element of their own (translate="no").
    expect(screen.getByText('Nour El-Sayed, Nour S.')).toHaveAttribute('translate', 'no');
    expect(screen.getByText('Nour El-Sayed, Nour S.').parentElement).toHaveTextContent(
      'Ordered as Nour El-Sayed, Nour S.',
    );
    expect(screen.getByRole('link', { name: 'Call 01012345678' })).toHaveAttribute(
      'href',
      'tel:+201012345678',
    );

    const record = screen.getByRole('region', { name: 'Record' });
    expect(record).toHaveTextContent('Orders5');
    expect(record).toHaveTextContent('SpendEGP 5,218.50');
    expect(record).toHaveTextContent('Delivered2');
    expect(record).toHaveTextContent('Cancelled2');
    expect(record).toHaveTextContent('Refused at delivery1');
    expect(record).toHaveTextContent('Fake orders1');

    const table = within(screen.getByRole('region', { name: 'Orders' })).getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('MO-7K3Q9D22/11/2026, 15:40Nour El-SayedGizaEGP 2,409.00Pending');
    expect(within(rows[2]).getByRole('link', { name: 'MO-9ZZ1AB' })).toHaveAttribute(
      'href',
      '/admin/orders/290',
    );
  });

  it('says when the number has no order', async () => {
    server.use(
      http.post('*/api/admin/customers/lookup', () =>
        HttpResponse.json({ error: 'No orders with this mobile number' }, { status: 404 }),
      ),
    );
    renderAdmin('/admin/customers/01122223333/show', { dataProvider });
    expect(await screen.findByText('Error fetching the customer')).toBeInTheDocument();
    expect(screen.getByText('No orders with this mobile number')).toBeInTheDocument();
  });

  it('at 390 px lists the orders without a table', async () => {
    phoneViewport(390);
    server.use(getGetCustomerMockHandler(customer));
    renderAdmin('/admin/customers/01012345678/show', { dataProvider });
    await screen.findByRole('heading', { level: 1, name: 'Customer 01012345678' });
    const orders = screen.getByRole('region', { name: 'Orders' });
    expect(within(orders).queryByRole('table')).not.toBeInTheDocument();
    expect(within(orders).getByRole('link', { name: 'MO-9ZZ1AB' })).toBeInTheDocument();
    expect(within(orders).getByText('22/11/2026, 15:40 · EGP 2,409.00')).toBeInTheDocument();
  });
});

describe('customer lookup', () => {
  it('refuses what is not an Egyptian mobile and opens the customer of one that is', async () => {
    server.use(getGetCustomerMockHandler({ ...customer, mobile: '01012345678' }));
    renderAdmin('/admin/customers', { dataProvider });
    const input = await screen.findByRole('textbox', { name: 'Mobile number' });
    await userEvent.type(input, '0101234');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(
      screen.getByText('Enter an Egyptian mobile number: 01 and 9 digits, or +20 1 and 9 digits.'),
    ).toBeInTheDocument();
    expect(asked.filter((p) => p.startsWith('/api/admin/customers'))).toEqual([]);

    await userEvent.clear(input);
    await userEvent.type(input, '+20 101 234 5678');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Customer 01012345678' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(lookedUp).toContain('+201012345678'));
    expect(asked.filter((p) => p.startsWith('/api/admin/customers'))).toEqual(
      asked.filter((p) => p === '/api/admin/customers/lookup'),
    );
  });
});
