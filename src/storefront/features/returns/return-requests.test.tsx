// The shopper's requests as she reads them: each status in her words, what comes back and what she gets, the
// timeline with its dates, and "Cancel request" while the shop has not answered (asked first; a 409 said).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getCancelShopperReturnMockHandler } from '../../../../generated/shop-api/returns/returns.msw';
import type { ShopperReturn } from '../../../../generated/models';
import { renderPage } from '../cart/test-utils';
import { ORDER_KEY, ORDER_NUMBER } from '../orders/test-fixtures';
import ReturnsSection from './returns-section';
import { deliveredOrder, shopperReturn } from './test-fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

function renderRequests(returns: ShopperReturn[], onChanged = vi.fn()) {
  renderPage(
    '/orders/:orderNumber',
    <ReturnsSection
      order={deliveredOrder({ returns })}
      access={{ orderNumber: ORDER_NUMBER, key: ORDER_KEY }}
      onChanged={onChanged}
    />,
    { start: `/orders/${ORDER_NUMBER}`, otherRoutes: ['/returns'] },
  );
  return screen.getByRole('region', { name: 'Your requests' });
}

const steps = (list: HTMLElement) =>
  within(within(list).getByRole('list', { name: 'Request progress' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('the requests list', () => {
  it.each<[string, Partial<ShopperReturn>, string]>([
    ['requested', {}, 'Requested — waiting for the shop'],
    [
      'approved with a pickup day',
      { status: 'approved', pickupDate: '2026-11-26', canCancel: false },
      'Approved — the courier will pick up on Thursday, 26 Nov 2026',
    ],
    [
      'approved, no day yet',
      { status: 'approved', canCancel: false },
      'Approved — we will tell you the pickup day',
    ],
    ['picked up', { status: 'picked_up', canCancel: false }, 'Picked up'],
    ['received', { status: 'received', canCancel: false }, 'Received'],
    [
      'refunded in cash',
      { kind: 'return', status: 'refunded', refund: { amount: 1305, method: 'cash' }, canCancel: false },
      'Refunded EGP 1,305.00 by cash',
    ],
    [
      'refunded to a wallet',
      { kind: 'return', status: 'refunded', refund: { amount: 1174.5, method: 'wallet' }, canCancel: false },
      'Refunded EGP 1,174.50 by mobile wallet',
    ],
    [
      'exchanged',
      { status: 'exchanged', replacementOrderNumber: 'MO-9P2W4X', canCancel: false },
      'Exchanged — your new order MO-9P2W4X',
    ],
    [
      'refused',
      { status: 'refused', refuseReason: 'The dress was worn and washed.', canCancel: false },
      'Not accepted: The dress was worn and washed.',
    ],
    ['cancelled', { status: 'cancelled', canCancel: false }, 'Cancelled'],
  ])('says where a request is: %s', (_, overrides, text) => {
    const list = renderRequests([shopperReturn(overrides)]);
    expect(within(list).getByText('Status:', { exact: false }).parentElement).toHaveTextContent(
      `Status: ${text}`,
    );
    expect(within(list).queryAllByRole('button', { name: 'Cancel request' })).toHaveLength(
      overrides.canCancel === false ? 0 : 1,
    );
  });

  it('lists what comes back, what she gets, why, and the steps with their dates', () => {
    const list = renderRequests([
      shopperReturn({
        status: 'approved',
        canCancel: false,
        pickupDate: '2026-11-26',
        timeline: [
          { status: 'requested', at: '2026-11-25T10:00:00.000Z' },
          { status: 'approved', at: '2026-11-25T12:30:00.000Z' },
        ],
      }),
      shopperReturn({
        id: 18,
        kind: 'return',
        status: 'cancelled',
        canCancel: false,
        createdAt: '2026-11-26T08:00:00.000Z',
        items: [{ ...shopperReturn().items[0]!, quantity: 1, reason: 'changed_mind', wanted: null }],
      }),
    ]);
    const [exchange, ret] = within(list).getAllByRole('article');
    expect(
      within(exchange!).getByRole('heading', { name: 'Exchange requested on 25 Nov 2026' }),
    ).toBeInTheDocument();
    expect(exchange).toHaveTextContent('Linen Wrap Midi Dress — Sage, M × 1');
    expect(exchange).toHaveTextContent('You get: Sage, L');
    expect(exchange).toHaveTextContent('Reason: Too small');
    expect(steps(exchange!)).toEqual(['Requested 25 Nov 2026, 12:00', 'Approved 25 Nov 2026, 14:30']);
    expect(
      within(ret!).getByRole('heading', { name: 'Return requested on 26 Nov 2026' }),
    ).toBeInTheDocument();
    expect(ret).toHaveTextContent('Reason: Changed my mind');
    expect(ret).not.toHaveTextContent('You get');
  });

  it('asks before cancelling; "keep" sends nothing, "yes" cancels with the key and reads the order again', async () => {
    const user = userEvent.setup();
    const onChanged = vi.fn();
    let cancelled: { id: string; body: unknown; key: string | null } | undefined;
    server.use(
      getCancelShopperReturnMockHandler(async (info) => {
        cancelled = {
          id: String(info.params.id),
          body: await info.request.json(),
          key: info.request.headers.get('X-Order-Key'),
        };
        return shopperReturn({
          status: 'cancelled',
          canCancel: false,
          timeline: [
            { status: 'requested', at: '2026-11-25T10:00:00.000Z' },
            { status: 'cancelled', at: '2026-11-25T11:00:00.000Z' },
          ],
        });
      }),
    );
    const list = renderRequests([shopperReturn()], onChanged);
    await user.click(within(list).getByRole('button', { name: 'Cancel request' }));
    const question = within(list).getByRole('group', { name: 'Cancel this request?' });
    await waitFor(() => expect(within(question).getByText('Cancel this request?')).toHaveFocus());
    await user.click(within(question).getByRole('button', { name: 'No, keep it' }));
    expect(within(list).queryByRole('group', { name: 'Cancel this request?' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(list).getByRole('button', { name: 'Cancel request' })).toHaveFocus());
    expect(cancelled).toBeUndefined();

    await user.click(within(list).getByRole('button', { name: 'Cancel request' }));
    await user.click(within(list).getByRole('button', { name: 'Yes, cancel the request' }));
    expect(await screen.findByText('Your request is cancelled.')).toBeInTheDocument();
    expect(cancelled).toEqual({ id: '17', key: ORDER_KEY, body: { orderNumber: ORDER_NUMBER } });
    expect(onChanged).toHaveBeenCalledOnce();
    // The server's answer shows at once, before the order is read again.
    expect(list).toHaveTextContent('Status: Cancelled');
    expect(steps(list)).toEqual(['Requested 25 Nov 2026, 12:00', 'Cancelled 25 Nov 2026, 13:00']);
    expect(within(list).queryByRole('button', { name: 'Cancel request' })).not.toBeInTheDocument();
  });

  it('says the shop has already answered when cancelling comes too late (409), and reads the order again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const onChanged = vi.fn();
    server.use(
      http.post('*/api/customer/returns/:id/cancel', () =>
        HttpResponse.json({ error: 'This request was already approved' }, { status: 409 }),
      ),
    );
    const list = renderRequests([shopperReturn()], onChanged);
    await user.click(within(list).getByRole('button', { name: 'Cancel request' }));
    await user.click(within(list).getByRole('button', { name: 'Yes, cancel the request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The shop has already answered this request, so it can no longer be cancelled here.',
    );
    expect(onChanged).toHaveBeenCalledOnce();
  });
});
