// A request's page: what it shows, its actions by status and role, and each step's dialog — the body it sends,
// what it refuses before sending, the server's refusal as a notification, and the page read again afterwards.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getGetReturnMockHandler } from '../../../../generated/api/returns/returns.msw';
import type { AdminRole, Return } from '../../../../generated/models';
import { loadArabic } from '../../i18n/use-admin-texts';
import { aRequest, aReturn, renderReturns } from './test-render';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Serves `request` at GET /api/admin/returns/{id}, and answers every step with `after` (the request as the step
 * leaves it, which the page then reads), or with `refusal`; keeps what each step sent.
 */
function serve(
  request: Return,
  { after, refusal }: { after?: Return; refusal?: { status: number; error: string } } = {},
) {
  let current = request;
  const sent: Sent[] = [];
  server.use(
    getGetReturnMockHandler(() => current),
    http.all('*/api/admin/returns/:id/:step', async ({ request: r }) => {
      const text = await r.text();
      sent.push({
        method: r.method,
        path: new URL(r.url).pathname,
        body: text ? JSON.parse(text) : undefined,
      });
      if (refusal) return HttpResponse.json({ error: refusal.error }, { status: refusal.status });
      current = after ?? current;
      return HttpResponse.json(current);
    }),
  );
  return sent;
}

const open = (id = 17, role?: AdminRole) => renderReturns(`/admin/returns/${id}/show`, { role });
const actions = () => screen.getByRole('group', { name: 'Actions' });
const buttonsIn = (group: HTMLElement) =>
  within(group)
    .getAllByRole('button')
    .map((b) => b.textContent);

describe("a request's page", () => {
  it('shows the items, the customer, the orders, the refund, the timeline, the note and the refuse reason', async () => {
    serve(
      aRequest({
        note: 'Asked on WhatsApp',
        refuseReason: null,
        customer: {
          name: 'Nour El-Sayed',
          phone: '01012345678',
          anotherMobile: '01198765432',
          city: 'Giza',
          address: '14 Shehab St, Mohandessin',
        },
        items: [{ ...aRequest().items[0]!, condition: 'restocked' }],
        timeline: [
          { status: 'requested', at: '2026-11-25T10:00:00.000Z' },
          { status: 'approved', at: '2026-11-25T12:30:00.000Z' },
        ],
      }),
    );
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Exchange #17' })).toBeInTheDocument();
    expect(screen.getByText('Requested 25/11/2026, 12:00 by the customer')).toBeInTheDocument();

    const items = screen.getByRole('region', { name: 'Items' });
    const row = within(items).getAllByRole('row')[1]!;
    expect(row.querySelector('img')).toHaveAttribute(
      'src',
      '/uploads/products/linen-wrap-midi-dress-sage.webp',
    );
    for (const text of ['Linen Wrap Midi Dress', 'Sage', 'M', '1', 'Too small', 'Sage, L', 'Restocked'])
      expect(within(row).getByText(text)).toBeInTheDocument();

    const customer = screen.getByRole('region', { name: 'Customer' });
    for (const text of ['Nour El-Sayed', 'Giza', '14 Shehab St, Mohandessin'])
      expect(within(customer).getByText(text)).toBeInTheDocument();
    expect(within(customer).getByRole('link', { name: 'Call 01198765432' })).toHaveAttribute(
      'href',
      'tel:+201198765432',
    );

    const orders = screen.getByRole('region', { name: 'Orders' });
    expect(within(orders).getByRole('link', { name: 'MO-7K3Q9D' })).toHaveAttribute(
      'href',
      '/admin/orders/311',
    );
    expect(within(orders).getByRole('link', { name: 'MO-9P2W4X' })).toHaveAttribute(
      'href',
      '/admin/orders/340',
    );
    expect(within(orders).getByText('(Processing)')).toBeInTheDocument();
    expect(within(orders).getByText('26/11/2026')).toBeInTheDocument();

    expect(screen.getByRole('region', { name: 'Refund' })).toHaveTextContent(
      'Nothing to refund (an exchange or a refused parcel).',
    );
    const steps = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Requested · 25/11/2026, 12:00',
      'Approved · 25/11/2026, 14:30',
    ]);
    expect(screen.getByText('Asked on WhatsApp')).toBeInTheDocument();
  });

  it('shows a refused request’s reason and a refund record, with no action left', async () => {
    serve(
      aReturn({
        status: 'refunded',
        createdBy: 'mona',
        refuseReason: null,
        refund: {
          method: 'wallet',
          reference: 'Vodafone Cash 0100 123 4567',
          amount: 1436.5,
          at: '2026-11-28T09:00:00.000Z',
          by: 'mona',
        },
      }),
    );
    open();
    const refund = await screen.findByRole('region', { name: 'Refund' });
    expect(refund).toHaveTextContent('AmountEGP 1,436.50');
    expect(refund).toHaveTextContent('MethodWallet');
    expect(refund).toHaveTextContent('ReferenceVodafone Cash 0100 123 4567');
    expect(refund).toHaveTextContent('Recorded by mona, 28/11/2026, 11:00');
    // The member's username is data, not words to translate.
    const requested = screen.getByText((_, el) => el?.textContent === 'Requested 25/11/2026, 12:00 by mona');
    expect(within(requested).getByText('mona')).toHaveAttribute('translate', 'no');
    expect(screen.queryByRole('group', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('says why it was refused', async () => {
    serve(aReturn({ status: 'refused', refuseReason: 'The dress was worn and washed' }));
    open();
    expect(await screen.findByText('Why it was refused')).toBeInTheDocument();
    expect(screen.getByText('The dress was worn and washed')).toBeInTheDocument();
  });

  it('is in Arabic in the Arabic back office', async () => {
    await loadArabic();
    serve(aReturn());
    renderReturns('/admin/returns/17/show', { locale: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'مرتجع #17' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'موافقة' })).toBeInTheDocument();
    expect(screen.getAllByText('فيه عيب').length).toBeGreaterThan(0);
  });
});

describe('the actions by status and role', () => {
  it('offers a requested request Approve, Refuse and Cancel request', async () => {
    serve(aReturn());
    open();
    await screen.findByRole('heading', { level: 1 });
    expect(buttonsIn(actions())).toEqual(['Approve', 'Refuse', 'Cancel request']);
  });

  it('offers a manager everything an approved return allows, the refund included', async () => {
    serve(aReturn({ status: 'approved', pickupDate: '2026-11-26' }));
    open(17, 'manager');
    await screen.findByRole('heading', { level: 1 });
    expect(buttonsIn(actions())).toEqual([
      'Move pickup',
      'Mark picked up',
      'Receive',
      'Record refund',
      'Cancel request',
    ]);
  });

  it('gives a packer Mark picked up and Receive, never Approve, the refund or cancelling', async () => {
    serve(aReturn({ status: 'approved' }));
    open(17, 'packer');
    await screen.findByRole('heading', { level: 1 });
    expect(buttonsIn(actions())).toEqual(['Mark picked up', 'Receive']);
  });

  it('gives a packer nothing to do on a request waiting for an answer', async () => {
    serve(aReturn());
    open(17, 'packer');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('gives the order desk no refund to record', async () => {
    serve(aReturn({ status: 'received' }));
    open(17, 'order_desk');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Record refund' })).not.toBeInTheDocument();
  });

  it('offers a refused parcel only Receive once approved (it comes back with the courier)', async () => {
    serve(aRequest({ kind: 'refusal', status: 'approved', replacementOrder: null, refundable: 0 }));
    open(17, 'owner');
    await screen.findByRole('heading', { level: 1, name: 'Refused parcel #17' });
    expect(buttonsIn(actions())).toEqual(['Receive', 'Cancel request']);
  });
});

describe('approve and refuse', () => {
  it('approves with the pickup day, says so and shows the request as it is now', async () => {
    const sent = serve(aReturn(), { after: aReturn({ status: 'approved', pickupDate: '2026-11-26' }) });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve request #17' });
    await userEvent.type(within(dialog).getByLabelText('Pickup day (optional)'), '2026-11-26');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Request #17 approved.')).toBeInTheDocument();
    expect(sent).toEqual([
      { method: 'POST', path: '/api/admin/returns/17/approve', body: { pickupDate: '2026-11-26' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Move pickup' })).toBeInTheDocument();
  });

  it('approves without a day with an empty body, and shows the server’s refusal, the dialog still open', async () => {
    const sent = serve(aRequest({ status: 'requested' }), {
      refusal: { status: 409, error: 'Linen Wrap Midi Dress (Sage, L) is no longer in stock.' },
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/makes the replacement order/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('Linen Wrap Midi Dress (Sage, L) is no longer in stock.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The request did not change')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'POST', path: '/api/admin/returns/17/approve', body: {} }]);
    expect(screen.getByRole('dialog', { name: 'Approve request #17' })).toBeInTheDocument();
  });

  it('refuses only with a reason', async () => {
    const sent = serve(aReturn(), { after: aReturn({ status: 'refused', refuseReason: 'Worn' }) });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse request #17' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await within(dialog).findByText('Say why the request is refused.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(/Reason \(the customer reads it\)/), '  Worn ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText('Request #17 refused.')).toBeInTheDocument();
    expect(sent).toEqual([
      { method: 'POST', path: '/api/admin/returns/17/refuse', body: { reason: 'Worn' } },
    ]);
  });
});

describe('pickup, picked up and cancel', () => {
  it('schedules the pickup day', async () => {
    const sent = serve(aReturn({ status: 'approved' }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Schedule pickup' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pickup day of request #17' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule pickup' }));
    expect(await within(dialog).findByText('Choose the pickup day.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Pickup day/), '2026-11-27');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule pickup' }));
    expect(await screen.findByText('Pickup of request #17: 27/11/2026.')).toBeInTheDocument();
    expect(sent).toEqual([
      { method: 'PUT', path: '/api/admin/returns/17/pickup', body: { pickupDate: '2026-11-27' } },
    ]);
  });

  it('asks before marking picked up, then shows the new status', async () => {
    const sent = serve(aReturn({ status: 'approved' }), { after: aReturn({ status: 'picked_up' }) });
    open(17, 'packer');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark picked up' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Mark request #17 picked up?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark picked up' }));
    expect(await screen.findByText('Request #17 picked up.')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'POST', path: '/api/admin/returns/17/picked-up', body: undefined }]);
    await waitFor(() => expect(buttonsIn(actions())).toEqual(['Receive']));
  });

  it('asks before cancelling, and keeps the request when told to', async () => {
    const sent = serve(aReturn(), { after: aReturn({ status: 'cancelled' }) });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel request' }));
    let dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel request' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByText('Request #17 cancelled.')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'POST', path: '/api/admin/returns/17/cancel', body: undefined }]);
  });
});

describe('receive', () => {
  it('requires a condition for every item, and sends each item with its condition', async () => {
    const sent = serve(aReturn({ status: 'picked_up' }), { after: aReturn({ status: 'received' }) });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Receive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receive request #17' });
    expect(
      within(dialog).getByText('Restocked items go back into stock; damaged items do not.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Receive' }));
    expect(await within(dialog).findAllByText('Choose Restocked or Damaged.')).toHaveLength(2);
    expect(sent).toEqual([]);

    const first = within(dialog).getByRole('group', { name: /Linen Wrap Midi Dress \(Sage, M\) ×1/ });
    const second = within(dialog).getByRole('group', { name: /Pleated Satin Skirt \(Black, S\) ×1/ });
    await userEvent.click(within(first).getByRole('radio', { name: 'Restocked' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Receive' }));
    await waitFor(() => expect(within(dialog).getAllByText('Choose Restocked or Damaged.')).toHaveLength(1));
    expect(sent).toEqual([]);
    await userEvent.click(within(second).getByRole('radio', { name: 'Damaged' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Receive' }));
    expect(await screen.findByText('Request #17 received.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/admin/returns/17/receive',
        body: {
          items: [
            { id: 55, condition: 'restocked' },
            { id: 56, condition: 'damaged' },
          ],
        },
      },
    ]);
  });
});

describe('record refund', () => {
  it('prefills what may be refunded, refuses more, and sends the method, reference and amount', async () => {
    const sent = serve(aReturn({ status: 'received' }), { after: aReturn({ status: 'refunded' }) });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Record refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record the refund of request #17' });
    const amount = within(dialog).getByLabelText(/Amount \(EGP\)/);
    expect(amount).toHaveValue('2873');
    expect(within(dialog).getByText('At most EGP 2,873.00.')).toBeInTheDocument();

    await userEvent.clear(amount);
    await userEvent.type(amount, '2873.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    expect(await within(dialog).findByText('Choose how the money was refunded.')).toBeInTheDocument();
    // The helper text and the error say the same; the error replaces the helper.
    expect(within(dialog).getByText('At most EGP 2,873.00.')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Wallet' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    expect(await within(dialog).findByText('The amount must be more than 0.')).toBeInTheDocument();

    await userEvent.clear(amount);
    await userEvent.type(amount, '2873');
    await userEvent.type(within(dialog).getByLabelText(/Reference/), 'Vodafone Cash 0100 123 4567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    expect(await screen.findByText('Refund of EGP 2,873.00 recorded for request #17.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/admin/returns/17/refund',
        body: { method: 'wallet', reference: 'Vodafone Cash 0100 123 4567', amount: 2873 },
      },
    ]);
  });
});
