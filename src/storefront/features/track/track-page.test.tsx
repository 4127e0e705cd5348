import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getTrackOrderMockHandler } from '../../../../generated/shop-api/customer/customer.msw';
import type { OrderTracking } from '../../../../generated/models';
import { axeViolations } from '../cart/axe';
import { renderPage } from '../cart/test-utils';
import { rememberOrder } from '../orders/recent-orders';
import { ORDER_KEY, timelineOf, trackingFixture } from '../orders/test-fixtures';
import TrackPage from './track-page';

const server = setupServer(getTrackOrderMockHandler(trackingFixture()));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

function renderTrack(state?: unknown) {
  return renderPage('/track', <TrackPage />, {
    start: '/track',
    state,
    otherRoutes: ['/orders/:orderNumber'],
  });
}

async function lookUp(
  user: ReturnType<typeof userEvent.setup>,
  orderNumber = 'MO-7K3Q9D',
  mobile = '01012345678',
) {
  if (orderNumber) await user.type(screen.getByLabelText('Order number'), orderNumber);
  if (mobile) await user.type(screen.getByLabelText('Mobile number'), mobile);
  await user.click(screen.getByRole('button', { name: 'Track order' }));
}

function steps(): string[] {
  const timeline = screen.getByRole('list', { name: 'Order progress' });
  return within(timeline)
    .getAllByRole('listitem')
    .map((li) => `${li.getAttribute('aria-current') === 'step' ? '> ' : ''}${li.textContent}`);
}

describe('TrackPage', () => {
  it('has labelled fields with their hints and takes the order number handed over by checkout', async () => {
    renderTrack({ orderNumber: 'MO-7K3Q9D' });
    expect(screen.getByRole('heading', { level: 1, name: 'Track your order' })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex, nofollow',
      ),
    );
    expect(screen.getByLabelText('Order number')).toHaveValue('MO-7K3Q9D');
    expect(screen.getByLabelText('Order number')).toHaveAccessibleDescription(/e\.g\. MO-7K3Q9D/);
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(
      /The one you gave at checkout/,
    );
  });

  it('refuses a malformed number or mobile beside the field, without asking the server', async () => {
    const user = userEvent.setup();
    const asked = vi.fn();
    server.events.on('request:start', asked);
    renderTrack();
    await lookUp(user, '12', '0123');
    const number = screen.getByLabelText('Order number');
    await waitFor(() => expect(number).toHaveAttribute('aria-invalid', 'true'));
    expect(number).toHaveFocus();
    expect(number).toHaveAccessibleDescription(/Enter your order number: MO- then 4 to 10/);
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(
      /Enter an Egyptian mobile number/,
    );
    await user.clear(number);
    await user.click(screen.getByRole('button', { name: 'Track order' }));
    expect(screen.getByLabelText('Order number')).toHaveAttribute('aria-invalid', 'true');
    expect(asked).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });

  it('sends the number and mobile as the contract writes them, and shows the order with its items and totals', async () => {
    const user = userEvent.setup();
    let body: unknown;
    server.use(
      getTrackOrderMockHandler(async (info) => {
        body = await info.request.json();
        return trackingFixture();
      }),
    );
    renderTrack();
    await lookUp(user, ' mo-7k3q9d', '+20 101-234-5678');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Order MO-7K3Q9D' });
    expect(body).toEqual({ orderNumber: 'MO-7K3Q9D', mobileNumber: '+201012345678' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Order MO-7K3Q9D: Placed');
    const result = screen.getByRole('region', { name: 'Order MO-7K3Q9D' });
    expect(within(result).getByText('Linen Wrap Midi Dress')).toBeInTheDocument();
    expect(within(result).getByText('Colour: Sage, size: M')).toBeInTheDocument();
    expect(within(result).getByText('Total to pay on delivery').nextElementSibling).toHaveTextContent(
      'EGP 2,409.00',
    );
    // Nothing the shopper did not type: no name, no address.
    expect(result.textContent).not.toMatch(/Nour|Tahrir/);
  });

  it.each([
    ['pending', ['> Placed 22 Nov 2026, 15:40', 'Confirmed Not yet', 'Shipped Not yet', 'Delivered Not yet']],
    [
      'processing',
      [
        'Placed 22 Nov 2026, 15:40',
        '> Confirmed by the shop 22 Nov 2026, 17:02',
        'Shipped Not yet',
        'Delivered Not yet',
      ],
    ],
    [
      'shipped',
      [
        'Placed 22 Nov 2026, 15:40',
        'Confirmed by the shop 22 Nov 2026, 17:02',
        '> Shipped 23 Nov 2026, 11:10',
        'Delivered Not yet',
      ],
    ],
    [
      'delivered',
      [
        'Placed 22 Nov 2026, 15:40',
        'Confirmed by the shop 22 Nov 2026, 17:02',
        'Shipped 23 Nov 2026, 11:10',
        '> Delivered 24 Nov 2026, 14:30',
      ],
    ],
  ] as const)('shows the timeline of a %s order', async (status, expected) => {
    const user = userEvent.setup();
    server.use(getTrackOrderMockHandler(trackingFixture({ status: status as OrderTracking['status'] })));
    renderTrack();
    await lookUp(user);
    await screen.findByRole('heading', { level: 2, name: 'Order MO-7K3Q9D' });
    expect(steps()).toEqual(expected);
  });

  it('tells an order the shopper confirmed herself as confirmed by her, here as on her confirmation page', async () => {
    const user = userEvent.setup();
    server.use(
      getTrackOrderMockHandler(
        trackingFixture({
          status: 'pending',
          stage: 'confirmed',
          timeline: timelineOf('pending', null, '2026-11-22T14:00:00.000Z'),
        }),
      ),
    );
    renderTrack();
    await lookUp(user);
    await screen.findByRole('heading', { level: 2, name: 'Order MO-7K3Q9D' });
    expect(steps()).toEqual([
      'Placed 22 Nov 2026, 15:40',
      '> Confirmed by you 22 Nov 2026, 16:00',
      'Shipped Not yet',
      'Delivered Not yet',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Order MO-7K3Q9D: Confirmed');
  });

  it.each([
    ['no_answer', 'by the shop', 'We could not reach you on your mobile number to confirm it.'],
    ['refused_at_delivery', 'by the shop', 'The order was refused when it was delivered.'],
    ['out_of_stock', 'by the shop', 'Sorry: an item sold out before we could send it.'],
    [
      'not_confirmed',
      'automatically',
      'It was not confirmed within 48 hours, so it was cancelled and nothing was sent.',
    ],
    ['customer_cancelled', 'by you', 'You cancelled this order.'],
  ] as const)('shows a cancelled order with who cancelled it and why (%s)', async (reason, by, words) => {
    const user = userEvent.setup();
    server.use(getTrackOrderMockHandler(trackingFixture({ status: 'cancelled', cancelReason: reason })));
    renderTrack();
    await lookUp(user);
    await screen.findByRole('heading', { level: 2, name: 'Order MO-7K3Q9D' });
    expect(steps()).toEqual(['Placed 22 Nov 2026, 15:40', `> Cancelled ${by} 22 Nov 2026, 18:00${words}`]);
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('EGP 2,409.00');
  });

  it('says "not found" for a wrong number or mobile (404), in a live region', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    server.use(
      http.post('*/api/customer/orders/track', () =>
        HttpResponse.json({ error: 'Order not found' }, { status: 404 }),
      ),
    );
    renderTrack();
    await lookUp(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find an order with this number and mobile number. Check both and try again.',
    );
    expect(screen.queryByRole('list', { name: 'Order progress' })).not.toBeInTheDocument();
  });

  it('says how long to wait when lookups are throttled (429)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    server.use(
      http.post('*/api/customer/orders/track', () =>
        HttpResponse.json(
          { error: 'Too many attempts.' },
          { status: 429, headers: { 'Retry-After': '600' } },
        ),
      ),
    );
    renderTrack();
    await lookUp(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 10 minutes.',
    );
  });

  it("lists this device's recent orders with their confirmation links, and forgets them on demand", async () => {
    const user = userEvent.setup();
    rememberOrder({ orderNumber: 'MO-7K3Q9D', key: ORDER_KEY, placedAt: '2026-11-22T13:40:00.000Z' });
    renderTrack();
    const recent = screen.getByRole('region', { name: 'Your recent orders' });
    expect(within(recent).getByRole('link', { name: 'MO-7K3Q9D' })).toHaveAttribute(
      'href',
      `/orders/MO-7K3Q9D#key=${ORDER_KEY}`,
    );
    expect(within(recent).getByText('placed 22 Nov 2026, 15:40')).toBeInTheDocument();
    await user.click(within(recent).getByRole('button', { name: 'Forget these orders on this device' }));
    expect(screen.queryByRole('region', { name: 'Your recent orders' })).not.toBeInTheDocument();
    expect(localStorage.getItem('recent-orders')).toBeNull();
  });

  it('has no accessibility violations: empty, with field errors, and with a result and recent orders', async () => {
    const user = userEvent.setup();
    rememberOrder({ orderNumber: 'MO-7K3Q9D', key: ORDER_KEY, placedAt: '2026-11-22T13:40:00.000Z' });
    renderTrack();
    expect(await axeViolations()).toEqual([]);
    await lookUp(user, '', '');
    await waitFor(() =>
      expect(screen.getByLabelText('Order number')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(await axeViolations()).toEqual([]);
    await lookUp(user);
    await screen.findByRole('heading', { level: 2, name: 'Order MO-7K3Q9D' });
    expect(await axeViolations()).toEqual([]);
  });
});
