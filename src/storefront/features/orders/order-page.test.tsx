import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  getCancelShopperOrderMockHandler,
  getConfirmShopperOrderMockHandler,
  getGetShopperOrderMockHandler,
} from '../../../../generated/shop-api/customer/customer.msw';
import { shopSettingsHandlers } from '../../testing/msw';
import { axeViolations } from '../cart/axe';
import { renderPage } from '../cart/test-utils';
import OrderPage from './order-page';
import { rememberOrder } from './recent-orders';
import { ORDER_KEY, ORDER_NUMBER, OTHER_KEY, shopperOrderFixture, timelineOf } from './test-fixtures';

const notFound = () => HttpResponse.json({ error: 'Order not found' }, { status: 404 });
/** The order answers only to its own key, as the server does. */
const orderHandler = (order = shopperOrderFixture()) =>
  getGetShopperOrderMockHandler((info) => {
    if (info.request.headers.get('X-Order-Key') !== ORDER_KEY) throw notFound();
    return order;
  });

const server = setupServer(...shopSettingsHandlers(), orderHandler());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

function renderOrder(entry = `/orders/${ORDER_NUMBER}#key=${ORDER_KEY}`) {
  return renderPage('/orders/:orderNumber', <OrderPage />, {
    start: entry,
    otherRoutes: ['/track', '/returns', '/shop'],
  });
}

const loaded = () =>
  screen.findByRole('heading', { level: 1, name: 'Thank you, Nour! Your order is placed.' });

function rowValue(section: HTMLElement, label: string): string {
  return within(section).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

describe('OrderPage (the confirmation page)', () => {
  it('shows the number, items with colour and size, totals, governorate and address, and what happens next', async () => {
    renderOrder();
    await loaded();
    await waitFor(() => expect(document.title).toBe('Order MO-7K3Q9D — Morph'));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
    expect(screen.getByText('MO-7K3Q9D', { selector: 'strong' })).toBeInTheDocument();

    const items = screen.getByRole('region', { name: 'Items' });
    expect(within(items).getByText('Linen Wrap Midi Dress')).toBeInTheDocument();
    expect(within(items).getByText('Colour: Sage, size: M')).toBeInTheDocument();
    expect(within(items).getByText('Quantity: 2')).toBeInTheDocument();
    expect(within(items).getByText('EGP 2,900.00')).toBeInTheDocument();

    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(rowValue(totals, 'Subtotal')).toBe('EGP 2,900.00');
    expect(rowValue(totals, 'Product discounts')).toBe('−EGP 290.00');
    expect(rowValue(totals, 'Coupon (SUMMER10)')).toBe('−EGP 261.00');
    expect(rowValue(totals, 'Shipping')).toBe('EGP 60.00');
    expect(rowValue(totals, 'Total to pay on delivery')).toBe('EGP 2,409.00');

    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(rowValue(delivery, 'Deliver to')).toBe('Nour El-Sayed');
    expect(rowValue(delivery, 'Governorate')).toBe('Giza');
    expect(rowValue(delivery, 'Address')).toBe('12 Tahrir St, Dokki');

    const next = screen.getByRole('region', { name: 'What happens next' });
    expect(within(next).getByText(/We call or WhatsApp you/)).toBeInTheDocument();
    expect(within(next).getByText(/You pay cash on delivery: EGP 2,409.00/)).toBeInTheDocument();
    expect(within(next).getByText(/within 14 days of delivery/)).toBeInTheDocument();
    expect(within(next).getByRole('link', { name: 'Read our Return Policy' })).toHaveAttribute(
      'href',
      '/returns',
    );

    const timeline = screen.getByRole('list', { name: 'Order progress' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/^Placed 22 Nov 2026, 15:40/),
      'Confirmed Not yet',
      'Shipped Not yet',
      'Delivered Not yet',
    ]);
  });

  it("links to the shop's WhatsApp with the order number already typed", async () => {
    renderOrder();
    await loaded();
    const link = await screen.findByRole('link', { name: /Confirm on WhatsApp/ });
    const url = new URL(link.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe('https://wa.me/201001234567');
    expect(url.searchParams.get('text')).toBe('Hello Morph, I would like to confirm my order MO-7K3Q9D.');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const user = userEvent.setup();
    renderOrder();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('confirms the order with its key, then says so and offers no second confirmation', async () => {
    const user = userEvent.setup();
    let key: string | null = null;
    server.use(
      getConfirmShopperOrderMockHandler((info) => {
        key = info.request.headers.get('X-Order-Key');
        return shopperOrderFixture({ customerConfirmedAt: '2026-11-22T14:00:00.000Z', canConfirm: false });
      }),
    );
    renderOrder();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Confirm my order' }));
    expect(
      await screen.findByText('Thank you! Your order is confirmed. We are preparing it.'),
    ).toBeInTheDocument();
    expect(key).toBe(ORDER_KEY);
    expect(screen.getByText(/You confirmed this order on 22 Nov 2026, 16:00/)).toBeInTheDocument();
    // Its timeline tells the same: confirmed by her, at that time — not "Confirmed — Not yet".
    const steps = within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Placed 22 Nov 2026, 15:40',
      'Confirmed by you 22 Nov 2026, 16:00',
      'Shipped Not yet',
      'Delivered Not yet',
    ]);
    expect(screen.queryByRole('button', { name: 'Confirm my order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Confirm on WhatsApp/ })).not.toBeInTheDocument();
    // Still pending: it can still be cancelled.
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
  });

  it('asks before cancelling; "keep" changes nothing, "yes" cancels and shows why in the timeline', async () => {
    const user = userEvent.setup();
    const cancel = vi.fn();
    server.use(
      getCancelShopperOrderMockHandler((info) => {
        cancel(info.request.headers.get('X-Order-Key'));
        return shopperOrderFixture({
          status: 'cancelled',
          cancelReason: 'customer_cancelled',
          timeline: timelineOf('cancelled', 'customer_cancelled'),
          canConfirm: false,
          canCancel: false,
        });
      }),
    );
    renderOrder();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const question = screen.getByRole('heading', { name: 'Cancel order MO-7K3Q9D?' });
    await waitFor(() => expect(question).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'No, keep my order' }));
    expect(screen.queryByRole('heading', { name: 'Cancel order MO-7K3Q9D?' })).not.toBeInTheDocument();
    expect(cancel).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
    expect(await screen.findByText('Your order is cancelled. Nothing will be sent.')).toBeInTheDocument();
    expect(cancel).toHaveBeenCalledWith(ORDER_KEY);
    const timeline = screen.getByRole('list', { name: 'Order progress' });
    expect(within(timeline).getByText('Cancelled by you')).toBeInTheDocument();
    expect(within(timeline).getByText('You cancelled this order.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm my order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'What happens next' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Order MO-7K3Q9D' })).toBeInTheDocument();
  });

  it('says the shop has taken the order on when confirming comes too late (409)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    server.use(
      http.post('*/api/customer/orders/:orderNumber/confirm', () =>
        HttpResponse.json({ error: 'This order is no longer pending' }, { status: 409 }),
      ),
    );
    renderOrder();
    await loaded();
    server.use(
      orderHandler(shopperOrderFixture({ status: 'processing', timeline: timelineOf('processing') })),
    );
    await user.click(screen.getByRole('button', { name: 'Confirm my order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/can no longer be changed here/);
    // The page reads the order again: now confirmed by the shop.
    expect(await screen.findByRole('heading', { level: 1, name: 'Order MO-7K3Q9D' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('shows "Order not found" with a way to /track for a wrong key, and asks nothing without a key', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { unmount } = renderOrder(`/orders/${ORDER_NUMBER}#key=${OTHER_KEY}`);
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track your order' })).toHaveAttribute('href', '/track');
    unmount();

    const asked = vi.fn();
    server.events.on('request:start', asked);
    renderOrder(`/orders/${ORDER_NUMBER}`);
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    renderOrder(`/orders/not-a-number#key=${ORDER_KEY}`);
    expect(await screen.findAllByRole('heading', { name: 'Order not found' })).toHaveLength(2);
    expect(asked.mock.calls.filter(([e]) => String(e.request.url).includes('/orders/'))).toEqual([]);
    server.events.removeAllListeners();
  });

  it('remembers the order on this device, and reopens it from there when the link has no key', async () => {
    const { unmount } = renderOrder();
    await loaded();
    expect(JSON.parse(localStorage.getItem('recent-orders')!)).toEqual([
      { orderNumber: ORDER_NUMBER, key: ORDER_KEY, placedAt: '2026-11-22T13:40:00.000Z' },
    ]);
    unmount();
    localStorage.clear();
    rememberOrder({ orderNumber: ORDER_NUMBER, key: ORDER_KEY, placedAt: '2026-11-22T13:40:00.000Z' });
    renderOrder(`/orders/${ORDER_NUMBER}#main`);
    await loaded();
  });

  it('says how long to wait when lookups are throttled', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('*/api/customer/orders/:orderNumber', () =>
        HttpResponse.json({ error: 'Too many attempts.' }, { status: 429, headers: { 'Retry-After': '90' } }),
      ),
    );
    renderOrder();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 2 minutes.',
    );
  });

  it('has no accessibility violations, pending and while asking to cancel', async () => {
    const user = userEvent.setup();
    renderOrder();
    await loaded();
    await screen.findByRole('link', { name: /Confirm on WhatsApp/ });
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(await axeViolations()).toEqual([]);
  });
});
