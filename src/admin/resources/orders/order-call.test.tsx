// The order detail's confirmation-call tools: tap-to-call and WhatsApp links, risk signals,
// the shopper's online confirmation, internal notes, the cancel dialog and the history's actor and reason.
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { Admin, Resource, TestMemoryRouter } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  getAddOrderNoteMockHandler,
  getCancelOrderMockHandler,
  getGetOrderHistoryMockHandler,
  getGetOrderMockHandler,
  getGetOrderResponseMock,
  getListOrderNotesMockHandler,
  getUpdateOrderStatusMockHandler,
} from '../../../../generated/api/orders/orders.msw';
import type { OrderDetail, OrderHistory, OrderNote } from '../../../../generated/models';
import { ordersDataProvider } from '../../data-provider/orders';
import { phoneViewport } from '../../test-support/viewport';
import orders from './index';

const server = setupServer(getListOrderNotesMockHandler({ notes: [] }), getGetOrderHistoryMockHandler());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

const detail = (overrides: Partial<OrderDetail> = {}): OrderDetail => ({
  ...getGetOrderResponseMock(),
  anotherMobile: '+201198765432',
  ...overrides,
});

function renderDetail() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestMemoryRouter initialEntries={['/admin/orders/318']}>
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
}

async function callCard() {
  return screen.findByRole('region', { name: 'Confirm with the customer' });
}

describe('order detail: the confirmation call', () => {
  it('offers tap-to-call for both mobiles and WhatsApp with the English message and the order number', async () => {
    server.use(getGetOrderMockHandler(detail({ language: 'en' })));
    renderDetail();
    const card = await callCard();

    expect(within(card).getByRole('link', { name: 'Call 01012345678' })).toHaveAttribute(
      'href',
      'tel:+201012345678',
    );
    expect(within(card).getByRole('link', { name: 'Call +201198765432' })).toHaveAttribute(
      'href',
      'tel:+201198765432',
    );
    const whatsapp = within(card).getByRole('link', { name: 'WhatsApp (English message)' });
    const link = new URL(whatsapp.getAttribute('href')!);
    expect(link.origin + link.pathname).toBe('https://wa.me/201012345678');
    const text = link.searchParams.get('text')!;
    expect(text).toContain('Please confirm your order MO-7K3Q9D:');
    expect(text).toContain('- Linen Wrap Midi Dress (colour: Sage, size: M) × 2');
    expect(text).toContain('Total: EGP 2,409.00, cash on delivery');
    expect(text).toContain('Address: 14 Shehab St, Mohandessin, Giza');
    expect(whatsapp).toHaveAttribute('target', '_blank');
  });

  it('writes the WhatsApp message in Arabic for an order placed in Arabic', async () => {
    server.use(getGetOrderMockHandler(detail({ language: 'ar' })));
    renderDetail();
    const card = await callCard();
    const whatsapp = within(card).getByRole('link', { name: 'WhatsApp (Arabic message)' });
    const text = new URL(whatsapp.getAttribute('href')!).searchParams.get('text')!;
    expect(text).toContain('برجاء تأكيد طلبك رقم MO-7K3Q9D:');
    // The product and colour by the Arabic names the line kept, the amount as Arabic pages write it.
    expect(text).toContain('- فستان ملفوف ميدي من الكتان (اللون: أخضر مريمية، المقاس: M) × 2');
    expect(text).toContain('الإجمالي: 2,409.00 ج.م، الدفع نقدًا عند الاستلام');
    expect(text).toContain('العنوان: 14 Shehab St, Mohandessin، الجيزة');
    expect(text).not.toContain('Please confirm');
  });

  it("shows the number's record with a link to the customer, and the shopper's online confirmation", async () => {
    server.use(
      getGetOrderMockHandler(
        detail({
          customerConfirmedAt: '2026-11-22T14:05:00.000Z',
          risk: { orders: 4, delivered: 1, cancelled: 2, refused: 1, fake: 1 },
        }),
      ),
    );
    renderDetail();
    const card = await callCard();
    expect(
      within(card).getByText('4 orders with this number · 1 delivered · 1 refused · 1 fake'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View customer' })).toHaveAttribute(
      'href',
      '/admin/customers/01012345678/show',
    );
    expect(within(card).getByText('Confirmed by the customer, 22/11/2026, 16:05')).toBeInTheDocument();
    // The WhatsApp message thanks her for confirming instead of asking again.
    const text = new URL(
      within(card)
        .getByRole('link', { name: /WhatsApp/ })
        .getAttribute('href')!,
    ).searchParams.get('text')!;
    expect(text).toContain('Thank you for confirming your order MO-7K3Q9D:');
    expect(text).not.toContain('Please confirm');
  });

  it('says so for a first order not confirmed online', async () => {
    server.use(getGetOrderMockHandler(detail()));
    renderDetail();
    const card = await callCard();
    expect(within(card).getByText('First order with this number')).toBeInTheDocument();
    expect(within(card).getByText('Not confirmed by the customer yet')).toBeInTheDocument();
  });
});

describe('order detail: notes', () => {
  it('lists the notes with who and when (Cairo time) and adds one', async () => {
    let notes: OrderNote[] = [
      { id: 1, body: 'Called, no answer.', author: 'admin', createdAt: '2026-11-22T14:00:00.000Z' },
    ];
    const bodies: unknown[] = [];
    server.use(
      getGetOrderMockHandler(detail()),
      getListOrderNotesMockHandler(() => ({ notes })),
      getAddOrderNoteMockHandler(async ({ request }) => {
        const body = (await request.json()) as { body: string };
        bodies.push(body);
        const note = { id: 2, body: body.body, author: 'sara', createdAt: '2026-11-22T15:30:00.000Z' };
        notes = [...notes, note];
        return note;
      }),
    );
    renderDetail();
    const card = await screen.findByRole('region', { name: 'Notes' });
    expect(await within(card).findByText('Called, no answer.')).toBeInTheDocument();
    expect(within(card).getByText('admin · 22/11/2026, 16:00')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Add note' }));
    expect(within(card).getByText('Write the note first.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await userEvent.type(
      within(card).getByRole('textbox', { name: 'Add a note' }),
      '  Confirmed, ship Sunday ',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(bodies).toEqual([{ body: 'Confirmed, ship Sunday' }]));
    expect(await within(card).findByText('Confirmed, ship Sunday')).toBeInTheDocument();
    expect(within(card).getByText('sara · 22/11/2026, 17:30')).toBeInTheDocument();
    expect(await screen.findByText('Note added')).toBeInTheDocument();
    expect(within(card).getByRole('textbox', { name: 'Add a note' })).toHaveValue('');
  });
});

describe('order detail: cancelling', () => {
  it('asks for a reason before cancelling, sends it with the note, and notifies', async () => {
    let order = detail();
    const bodies: unknown[] = [];
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
    server.use(
      getGetOrderMockHandler(() => order),
      getGetOrderHistoryMockHandler(() => history),
      getCancelOrderMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        order = { ...order, status: 'cancelled', cancelReason: 'refused_at_delivery' };
        history = {
          history: [
            ...history.history,
            {
              id: 2,
              fromStatus: 'pending',
              toStatus: 'cancelled',
              changedBy: 'sara',
              changedAt: '2026-11-22T16:00:00.000Z',
              actor: 'admin',
              reason: 'refused_at_delivery',
            },
          ],
        };
        return order;
      }),
    );
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order MO-7K3Q9D?' });

    // No reason: nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(within(dialog).getByText('Choose a reason.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    for (const label of [
      'Customer cancelled',
      'No answer',
      'Refused at delivery',
      'Fake order',
      'Out of stock',
      'Other',
    ])
      expect(within(dialog).getByRole('radio', { name: label })).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: 'Not confirmed in time' })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Refused at delivery' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'Too expensive');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

    await waitFor(() => expect(bodies).toEqual([{ reason: 'refused_at_delivery', note: 'Too expensive' }]));
    expect(await screen.findByText('Order MO-7K3Q9D cancelled: Refused at delivery')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Cancelled: Refused at delivery')).toBeInTheDocument();
    const historyCard = screen.getByRole('region', { name: 'Status history' });
    expect(
      await within(historyCard).findByText('Pending → Cancelled: Refused at delivery'),
    ).toBeInTheDocument();
    expect(within(historyCard).getByText('22/11/2026, 18:00 · sara')).toBeInTheDocument();
  });

  it('choosing "Cancelled" in the status dropdown opens the dialog instead of cancelling at once', async () => {
    const statusBodies: unknown[] = [];
    const cancelBodies: unknown[] = [];
    server.use(
      getGetOrderMockHandler(detail()),
      getUpdateOrderStatusMockHandler(async ({ request }) => {
        statusBodies.push(await request.json());
        return detail();
      }),
      getCancelOrderMockHandler(async ({ request }) => {
        cancelBodies.push(await request.json());
        return detail({ status: 'cancelled', cancelReason: 'no_answer' });
      }),
    );
    renderDetail();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Status of order MO-7K3Q9D' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cancelled' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order MO-7K3Q9D?' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'No answer' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(cancelBodies).toEqual([{ reason: 'no_answer' }]));
    expect(statusBodies).toEqual([]);
    expect(await screen.findByText('Order MO-7K3Q9D cancelled: No answer')).toBeInTheDocument();
  });

  it('"Keep order" closes the dialog without cancelling', async () => {
    const cancelBodies: unknown[] = [];
    server.use(
      getGetOrderMockHandler(detail()),
      getCancelOrderMockHandler(async ({ request }) => {
        cancelBodies.push(await request.json());
        return detail();
      }),
    );
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cancelBodies).toEqual([]);
  });

  it('notifies after a status change', async () => {
    server.use(
      getGetOrderMockHandler(detail()),
      getUpdateOrderStatusMockHandler(() => detail({ status: 'processing' })),
    );
    renderDetail();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Status of order MO-7K3Q9D' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Processing' }));
    expect(await screen.findByText('Order MO-7K3Q9D is now Processing')).toBeInTheDocument();
  });

  it("tells the shopper's own confirmation as 'Confirmed by the customer', not 'Pending → Pending'", async () => {
    server.use(
      getGetOrderMockHandler(detail({ customerConfirmedAt: '2026-11-22T14:05:00.000Z' })),
      getGetOrderHistoryMockHandler({
        history: [
          {
            id: 1,
            fromStatus: null,
            toStatus: 'pending',
            changedBy: null,
            changedAt: '2026-11-22T13:40:00.000Z',
            actor: 'customer',
            reason: null,
          },
          {
            id: 2,
            fromStatus: 'pending',
            toStatus: 'pending',
            changedBy: null,
            changedAt: '2026-11-22T14:05:00.000Z',
            actor: 'customer',
            reason: null,
          },
        ],
      }),
    );
    renderDetail();
    const historyCard = await screen.findByRole('region', { name: 'Status history' });
    expect(await within(historyCard).findByText('Confirmed by the customer')).toBeInTheDocument();
    expect(within(historyCard).getByText('22/11/2026, 16:05 · customer')).toBeInTheDocument();
    expect(within(historyCard).queryByText(/Pending → Pending/)).not.toBeInTheDocument();
  });

  it("shows the history's actor for the shopper and the system", async () => {
    server.use(
      getGetOrderMockHandler(detail({ status: 'cancelled', cancelReason: 'not_confirmed' })),
      getGetOrderHistoryMockHandler({
        history: [
          {
            id: 1,
            fromStatus: null,
            toStatus: 'pending',
            changedBy: null,
            changedAt: '2026-11-22T13:40:00.000Z',
            actor: 'customer',
            reason: null,
          },
          {
            id: 2,
            fromStatus: 'pending',
            toStatus: 'cancelled',
            changedBy: null,
            changedAt: '2026-11-24T13:40:00.000Z',
            actor: 'system',
            reason: 'not_confirmed',
          },
        ],
      }),
    );
    renderDetail();
    const historyCard = await screen.findByRole('region', { name: 'Status history' });
    expect(
      await within(historyCard).findByText('Pending → Cancelled: Not confirmed in time'),
    ).toBeInTheDocument();
    expect(within(historyCard).getByText('24/11/2026, 15:40 · system')).toBeInTheDocument();
    expect(within(historyCard).getByText('22/11/2026, 15:40 · customer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });
});

describe('order detail at 390 px', () => {
  it('shows the items as cards in one column instead of the nine-column table', async () => {
    phoneViewport(390);
    server.use(getGetOrderMockHandler(detail()));
    renderDetail();
    const items = await screen.findByRole('region', { name: 'Items' });
    expect(within(items).queryByRole('table')).not.toBeInTheDocument();
    const lines = within(items).getAllByRole('listitem');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toHaveTextContent('Linen Wrap Midi Dress');
    expect(lines[0]).toHaveTextContent('Sage / M × 2');
    expect(lines[0]).toHaveTextContent('SKU MO-DR-012-SG · EGP 1,450.00 − 10%');
    expect(lines[0]).toHaveTextContent('EGP 2,610.00');
    // The call tools stay: the first thing the owner needs on the phone.
    expect(within(await callCard()).getByRole('link', { name: 'Call 01012345678' })).toBeInTheDocument();
  });
});
