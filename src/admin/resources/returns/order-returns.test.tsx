// The order's page and returns: a delivered order's "Return or exchange" (createReturn, for the roles that may),
// the order's requests with links, and the links between an exchange's original and replacement orders.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  getGetOrderHistoryMockHandler,
  getGetOrderMockHandler,
  getGetOrderResponseMock,
  getListOrderNotesMockHandler,
} from '../../../../generated/api/orders/orders.msw';
import { getGetAdminProductMockHandler } from '../../../../generated/api/products/products.msw';
import { getGetReturnMockHandler } from '../../../../generated/api/returns/returns.msw';
import type { AdminRole, OrderDetail } from '../../../../generated/models';
import { aReturn, renderReturns } from './test-render';

const server = setupServer(getListOrderNotesMockHandler({ notes: [] }), getGetOrderHistoryMockHandler());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function serveOrder(overrides: Partial<OrderDetail> = {}) {
  server.use(getGetOrderMockHandler({ ...getGetOrderResponseMock(), status: 'delivered', ...overrides }));
}

/** Answers createReturn with request #23 and keeps the bodies sent. */
function serveCreate() {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/admin/returns', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(aReturn({ id: 23, orderId: 318 }), { status: 201 });
    }),
    getGetReturnMockHandler(aReturn({ id: 23, orderId: 318 })),
  );
  return bodies;
}

const openOrder = (role?: AdminRole) => renderReturns('/admin/orders/318', { role });
const card = () => screen.findByRole('region', { name: 'Returns and exchanges' });

async function choose(dialog: HTMLElement, label: string | RegExp, option: string, nth = 0) {
  await userEvent.click(within(dialog).getAllByRole('combobox', { name: label })[nth]!);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe("the order's returns and exchanges", () => {
  it("lists the order's requests with links, and an exchange's replacement order", async () => {
    serveOrder({
      returns: [
        {
          id: 17,
          kind: 'exchange',
          status: 'approved',
          replacementOrder: { id: 340, orderNumber: 'MO-9P2W4X', status: 'processing' },
        },
        { id: 18, kind: 'return', status: 'refused', replacementOrder: null },
      ],
    });
    openOrder();
    const region = await card();
    expect(within(region).getByRole('link', { name: 'Exchange #17' })).toHaveAttribute(
      'href',
      '/admin/returns/17/show',
    );
    expect(within(region).getByRole('link', { name: 'Return #18' })).toHaveAttribute(
      'href',
      '/admin/returns/18/show',
    );
    expect(within(region).getByText('Approved')).toBeInTheDocument();
    expect(within(region).getByText('Refused')).toBeInTheDocument();
    expect(within(region).getByText(/Replacement order/)).toHaveTextContent(
      'Replacement order MO-9P2W4X (Processing)',
    );
    expect(within(region).getByRole('link', { name: 'MO-9P2W4X' })).toHaveAttribute(
      'href',
      '/admin/orders/340',
    );
  });

  it('says which order a replacement order replaces, with its link', async () => {
    serveOrder({
      status: 'processing',
      replacesOrder: { id: 311, orderNumber: 'MO-4B8N2C', status: 'delivered' },
    });
    openOrder();
    const region = await card();
    expect(within(region).getByText(/Replaces order/)).toHaveTextContent('Replaces order MO-4B8N2C');
    expect(within(region).getByRole('link', { name: 'MO-4B8N2C' })).toHaveAttribute(
      'href',
      '/admin/orders/311',
    );
    // Not delivered: no request to make from it.
    expect(within(region).queryByRole('button', { name: 'Return or exchange' })).not.toBeInTheDocument();
  });

  it('offers "Return or exchange" on a delivered order to the order desk', async () => {
    serveOrder();
    openOrder('order_desk');
    expect(await screen.findByRole('button', { name: 'Return or exchange' })).toBeInTheDocument();
  });

  it('gives a packer no "Return or exchange"', async () => {
    serveOrder();
    openOrder('packer');
    await screen.findByRole('heading', { level: 1, name: 'Order MO-7K3Q9D' });
    expect(screen.queryByRole('button', { name: 'Return or exchange' })).not.toBeInTheDocument();
  });

  it('shows nothing on an order with no request that is not delivered', async () => {
    serveOrder({ status: 'shipped' });
    openOrder();
    await screen.findByRole('heading', { level: 1, name: 'Order MO-7K3Q9D' });
    expect(screen.queryByRole('region', { name: 'Returns and exchanges' })).not.toBeInTheDocument();
  });
});

describe('"Return or exchange" from a delivered order', () => {
  it('records a return of the pieces chosen, with their reason, then opens the request', async () => {
    serveOrder();
    const bodies = serveCreate();
    const location = openOrder();
    await userEvent.click(await screen.findByRole('button', { name: 'Return or exchange' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return or exchange from order MO-7K3Q9D' });
    expect(within(dialog).getByText('Linen Wrap Midi Dress (Sage, M) ×2')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create request' }));
    expect(await within(dialog).findByText('Choose at least one piece.')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'How many' }));
    const counts = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(counts).toEqual(['0', '1', '2']);
    await userEvent.click(screen.getByRole('option', { name: '1' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create request' }));
    expect(await within(dialog).findByText('Choose a reason.')).toBeInTheDocument();
    await choose(dialog, 'Reason', 'Defect');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create request' }));

    expect(await screen.findByText('Request #23 created.')).toBeInTheDocument();
    expect(bodies).toEqual([
      { orderId: 318, kind: 'return', items: [{ orderItemId: 901, quantity: 1, reason: 'defect' }] },
    ]);
    await waitFor(() => expect(location.current?.pathname).toBe('/admin/returns/23/show'));
  });

  it('records an exchange for a colour and a size in stock, from the product', async () => {
    serveOrder();
    server.use(getGetAdminProductMockHandler());
    const bodies = serveCreate();
    openOrder();
    await userEvent.click(await screen.findByRole('button', { name: 'Return or exchange' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Exchange' }));
    await choose(dialog, 'How many', '2');
    await choose(dialog, 'Reason', 'Too small');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create request' }));
    expect(await within(dialog).findByText('Choose the colour and size wanted.')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Wanted colour' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent?.trim())).toEqual([
      '',
      'Sage',
      'Sand',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Sage' }));
    // S is out of stock in Sage: only M and L are offered.
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Wanted size' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent?.trim())).toEqual(['', 'M', 'L']);
    await userEvent.click(screen.getByRole('option', { name: 'L' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create request' }));

    expect(await screen.findByText('Request #23 created.')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        orderId: 318,
        kind: 'exchange',
        items: [{ orderItemId: 901, quantity: 2, reason: 'too_small', wantedVariantId: 21, wantedSize: 'L' }],
      },
    ]);
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    serveOrder();
    server.use(
      http.post('*/api/admin/returns', () =>
        HttpResponse.json({ error: 'The return window of this order ended on 15/11/2026.' }, { status: 409 }),
      ),
    );
    openOrder();
    await userEvent.click(await screen.findByRole('button', { name: 'Return or exchange' }));
    const dialog = await screen.findByRole('dialog');
    await choose(dialog, 'How many', '1');
    await choose(dialog, 'Reason', 'Changed her mind');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create request' }));
    expect(
      await screen.findByText('The return window of this order ended on 15/11/2026.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The request was not created')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
