// Returns and exchanges on the confirmation page, as the shopper meets them: the window's texts, the request form
// (kinds, items, quantities, reasons, the colours and sizes in stock for an exchange), the exact request sent with
// the page's key, the server's refusals in words, and the order read again afterwards.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getGetShopperOrderMockHandler } from '../../../../generated/shop-api/customer/customer.msw';
import { getGetProductByIdMockHandler } from '../../../../generated/shop-api/products/products.msw';
import { getRequestReturnMockHandler } from '../../../../generated/shop-api/returns/returns.msw';
import type { ShopperOrder } from '../../../../generated/models';
import { shopSettingsHandlers } from '../../testing/msw';
import { axeViolations } from '../cart/axe';
import { renderPage } from '../cart/test-utils';
import OrderPage from '../orders/order-page';
import { ORDER_KEY, ORDER_NUMBER, shopperOrderFixture, timelineOf } from '../orders/test-fixtures';
import { deliveredOrder, dressItem, LAST_DAY, products, shopperReturn } from './test-fixtures';

const notFound = () => HttpResponse.json({ error: 'Order not found' }, { status: 404 });

/** The order's look-ups, and what each answered. */
let orderAnswers: ShopperOrder[] = [];
const orderHandler = (...answers: ShopperOrder[]) => {
  orderAnswers = answers;
  let calls = 0;
  return getGetShopperOrderMockHandler((info) => {
    if (info.request.headers.get('X-Order-Key') !== ORDER_KEY) throw notFound();
    return answers[Math.min(calls++, answers.length - 1)]!;
  });
};
const productHandler = getGetProductByIdMockHandler((info) => {
  const product = products[Number(info.params.id)];
  if (!product) throw HttpResponse.json({ error: 'Product not found' }, { status: 404 });
  return product;
});

const server = setupServer(...shopSettingsHandlers(), orderHandler(deliveredOrder()), productHandler);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

function renderOrder() {
  return renderPage('/orders/:orderNumber', <OrderPage />, {
    start: `/orders/${ORDER_NUMBER}#key=${ORDER_KEY}`,
    otherRoutes: ['/track', '/returns', '/shop'],
  });
}

const section = () => screen.findByRole('region', { name: 'Returns and exchanges' });

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Return or exchange items' }));
  return screen.getByRole('form', { name: 'Return or exchange items' });
}

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('returns on the confirmation page', () => {
  it('while the window is open: until when, and a button to ask', async () => {
    renderOrder();
    const returns = await section();
    expect(returns).toHaveTextContent('You can return or exchange items until 8 Dec 2026.');
    expect(within(returns).getByRole('link', { name: 'How returns work' })).toHaveAttribute(
      'href',
      '/returns',
    );
    expect(within(returns).getByRole('button', { name: 'Return or exchange items' })).toBeInTheDocument();
  });

  it('once the window closed: the day it closed, and no button', async () => {
    server.use(orderHandler(deliveredOrder({ returnWindow: { open: false, lastDay: LAST_DAY } })));
    renderOrder();
    const returns = await section();
    expect(returns).toHaveTextContent('The return window closed on 8 Dec 2026.');
    expect(within(returns).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when every item is already asked back', async () => {
    server.use(
      orderHandler(
        deliveredOrder({
          items: [{ ...dressItem, returnable: 0 }],
          returns: [shopperReturn()],
        }),
      ),
    );
    renderOrder();
    const returns = await section();
    expect(returns).toHaveTextContent('Every item of this order is already in a request.');
    expect(
      within(returns).queryByRole('button', { name: 'Return or exchange items' }),
    ).not.toBeInTheDocument();
  });

  it.each(['pending', 'processing', 'shipped', 'cancelled'] as const)(
    'shows nothing of returns for a %s order',
    async (status) => {
      server.use(
        orderHandler(
          shopperOrderFixture({
            status,
            timeline: timelineOf(status),
            cancelReason: status === 'cancelled' ? 'customer_cancelled' : null,
          }),
        ),
      );
      renderOrder();
      await screen.findByRole('region', { name: 'Items' });
      expect(screen.queryByRole('region', { name: 'Returns and exchanges' })).not.toBeInTheDocument();
      expect(screen.queryByText(/return window/)).not.toBeInTheDocument();
    },
  );

  it('sends a return with the page key, reads the order again and shows the new request', async () => {
    const user = userEvent.setup();
    const sent: { body: unknown; key: string | null }[] = [];
    const created = shopperReturn({
      id: 21,
      kind: 'return',
      items: [{ ...shopperReturn().items[0]!, quantity: 2, wanted: null }],
    });
    server.use(
      orderHandler(
        deliveredOrder(),
        deliveredOrder({ items: [{ ...dressItem, returnable: 0 }], returns: [created] }),
      ),
      getRequestReturnMockHandler(async (info) => {
        sent.push({ body: await info.request.json(), key: info.request.headers.get('X-Order-Key') });
        return created;
      }),
    );
    const lookups = vi.fn();
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && request.url.includes('/api/customer/orders/')) lookups();
    });
    renderOrder();
    const form = await openForm(user);
    await waitFor(() => expect(within(form).getByRole('heading')).toHaveFocus());

    await user.click(within(form).getByRole('radio', { name: /Return/ }));
    await user.click(within(form).getByRole('checkbox', { name: /Linen Wrap Midi Dress/ }));
    const dress = within(form).getByRole('group', { name: 'Linen Wrap Midi Dress' });
    const quantity = within(dress).getByLabelText('Quantity');
    expect(quantity).toHaveAccessibleDescription('From 1 to 2');
    await user.clear(quantity);
    await user.type(quantity, '٢'); // Arabic-Indic 2
    await user.selectOptions(within(dress).getByLabelText('Reason'), 'Too small');
    await user.type(within(dress).getByLabelText('Note (optional)'), '  Tight at the shoulders ');
    await user.click(within(form).getByRole('button', { name: 'Send my request' }));

    const returns = await section();
    expect(await within(returns).findByRole('status')).toHaveTextContent(
      'Your request is sent. We will call or WhatsApp you to arrange the pickup.',
    );
    expect(sent).toEqual([
      {
        key: ORDER_KEY,
        body: {
          orderNumber: ORDER_NUMBER,
          kind: 'return',
          items: [{ orderItemId: 901, quantity: 2, reason: 'too_small', note: 'Tight at the shoulders' }],
        },
      },
    ]);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    const requests = screen.getByRole('region', { name: 'Your requests' });
    expect(
      within(requests).getByRole('heading', { name: 'Return requested on 25 Nov 2026' }),
    ).toBeInTheDocument();
    expect(requests).toHaveTextContent('Status: Requested — waiting for the shop');
    expect(requests).toHaveTextContent('Linen Wrap Midi Dress — Sage, M × 2');
    // Read again through the page's own query: the second answer has nothing left to return.
    await waitFor(() => expect(lookups).toHaveBeenCalledTimes(2));
    expect(orderAnswers).toHaveLength(2);
    expect(await screen.findByText('Every item of this order is already in a request.')).toBeInTheDocument();
  });

  it('offers only colours and sizes in stock for an exchange, and says which pieces cannot be exchanged', async () => {
    const user = userEvent.setup();
    let body: unknown;
    server.use(
      getRequestReturnMockHandler(async (info) => {
        body = await info.request.json();
        return shopperReturn({ id: 22 });
      }),
    );
    renderOrder();
    const form = await openForm(user);
    await user.click(within(form).getByRole('radio', { name: /Exchange/ }));
    expect(
      await within(form).findByText(
        'No size or colour of this piece is in stock now, so it cannot be exchanged. You can still return it.',
      ),
    ).toBeInTheDocument();
    expect(
      within(form).getByText(
        'This piece is no longer sold, so it cannot be exchanged. You can still return it.',
      ),
    ).toBeInTheDocument();

    await user.click(within(form).getByRole('checkbox', { name: /Linen Wrap Midi Dress/ }));
    const dress = within(form).getByRole('group', { name: 'Linen Wrap Midi Dress' });
    const colour = await within(dress).findByLabelText('Colour you want');
    expect(optionTexts(colour)).toEqual(['Choose a colour', 'Sage', 'Sand']);
    const size = within(dress).getByLabelText('Size you want');
    expect(size).toBeDisabled();
    await user.selectOptions(colour, 'Sage');
    // S has none left: not offered; M has 3.
    expect(optionTexts(size)).toEqual(['Choose a size', 'M (only 3 left)', 'L']);
    await user.selectOptions(size, 'L');
    await user.selectOptions(colour, 'Sand');
    expect(size).toHaveValue(''); // a new colour asks for its size again
    expect(optionTexts(size)).toEqual(['Choose a size', 'M', 'L']);
    await user.selectOptions(size, 'L');
    await user.selectOptions(within(dress).getByLabelText('Reason'), 'Too small');

    // The sold-out bag chosen too: refused beside it, nothing sent.
    await user.click(within(form).getByRole('checkbox', { name: /Crochet Shoulder Bag/ }));
    await user.click(within(form).getByRole('button', { name: 'Send my request' }));
    const bag = within(form).getByRole('checkbox', { name: /Crochet Shoulder Bag/ });
    await waitFor(() => expect(bag).toHaveAttribute('aria-invalid', 'true'));
    expect(bag).toHaveAccessibleDescription(
      /This item cannot be exchanged: choose Return, or leave it out\./,
    );
    expect(body).toBeUndefined();

    await user.click(bag);
    await user.click(within(form).getByRole('button', { name: 'Send my request' }));
    await screen.findByText(/Your request is sent/);
    expect(body).toEqual({
      orderNumber: ORDER_NUMBER,
      kind: 'exchange',
      items: [{ orderItemId: 901, quantity: 1, reason: 'too_small', wantedVariantId: 22, wantedSize: 'L' }],
    });
  });

  it('asks for a kind, an item, a quantity within what may be returned and a reason, before sending anything', async () => {
    const user = userEvent.setup();
    const asked = vi.fn();
    server.use(getRequestReturnMockHandler(() => (asked(), shopperReturn())));
    renderOrder();
    const form = await openForm(user);
    await user.click(within(form).getByRole('button', { name: 'Send my request' }));
    expect(await within(form).findByText('Choose Return or Exchange.')).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent('Choose at least one item.');

    await user.click(within(form).getByRole('radio', { name: /Return/ }));
    await user.click(within(form).getByRole('checkbox', { name: /Linen Wrap Midi Dress/ }));
    const dress = within(form).getByRole('group', { name: 'Linen Wrap Midi Dress' });
    const quantity = within(dress).getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(within(form).getByRole('button', { name: 'Send my request' }));
    await waitFor(() => expect(quantity).toHaveAttribute('aria-invalid', 'true'));
    expect(quantity).toHaveFocus();
    expect(quantity).toHaveAccessibleDescription(/Enter a quantity from 1 to 2\./);
    expect(within(dress).getByLabelText('Reason')).toHaveAccessibleDescription('Choose a reason.');
    // The bag can be returned only once: no box, "Quantity: 1".
    await user.click(within(form).getByRole('checkbox', { name: /Crochet Shoulder Bag/ }));
    const bag = within(form).getByRole('group', { name: 'Crochet Shoulder Bag' });
    expect(within(bag).queryByLabelText('Quantity')).not.toBeInTheDocument();
    expect(bag).toHaveTextContent('Quantity: 1');
    expect(asked).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in its words beside the form, and keeps everything typed (409)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    server.use(
      http.post('*/api/customer/returns', () =>
        HttpResponse.json(
          {
            error: 'Only 1 of Linen Wrap Midi Dress (Sage, M) can still be returned',
            details: [{ field: 'items[0].quantity', message: 'Only 1 can still be returned' }],
          },
          { status: 409 },
        ),
      ),
    );
    renderOrder();
    const form = await openForm(user);
    await user.click(within(form).getByRole('radio', { name: /Return/ }));
    await user.click(within(form).getByRole('checkbox', { name: /Linen Wrap Midi Dress/ }));
    const dress = within(form).getByRole('group', { name: 'Linen Wrap Midi Dress' });
    await user.clear(within(dress).getByLabelText('Quantity'));
    await user.type(within(dress).getByLabelText('Quantity'), '2');
    await user.selectOptions(within(dress).getByLabelText('Reason'), 'Defective');
    await user.type(within(dress).getByLabelText('Note (optional)'), 'A seam is open');
    await user.click(within(form).getByRole('button', { name: 'Send my request' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Only 1 of Linen Wrap Midi Dress (Sage, M) can still be returned',
    );
    const quantity = within(dress).getByLabelText('Quantity');
    expect(quantity).toHaveAccessibleDescription(/Only 1 can still be returned/);
    expect(quantity).toHaveValue('2');
    expect(within(form).getByRole('radio', { name: /Return/ })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: /Linen Wrap Midi Dress/ })).toBeChecked();
    expect(within(dress).getByLabelText('Reason')).toHaveValue('defect');
    expect(within(dress).getByLabelText('Note (optional)')).toHaveValue('A seam is open');
    expect(within(form).getByRole('button', { name: 'Send my request' })).toBeEnabled();
  });

  it('says how long to wait when requests are throttled (429)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    server.use(
      http.post('*/api/customer/returns', () =>
        HttpResponse.json({ error: 'Too many attempts.' }, { status: 429, headers: { 'Retry-After': '60' } }),
      ),
    );
    renderOrder();
    const form = await openForm(user);
    await user.click(within(form).getByRole('radio', { name: /Return/ }));
    await user.click(within(form).getByRole('checkbox', { name: /Pleated Satin Top/ }));
    const top = within(form).getByRole('group', { name: 'Pleated Satin Top' });
    await user.selectOptions(within(top).getByLabelText('Reason'), 'Changed my mind');
    await user.click(within(form).getByRole('button', { name: 'Send my request' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 1 minute.',
    );
  });

  it('"Never mind" closes the form and gives the focus back to the button', async () => {
    const user = userEvent.setup();
    renderOrder();
    const form = await openForm(user);
    await user.click(within(form).getByRole('button', { name: 'Never mind' }));
    const button = screen.getByRole('button', { name: 'Return or exchange items' });
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('has no accessibility violations with the form open, with errors, and with requests', async () => {
    const user = userEvent.setup();
    server.use(orderHandler(deliveredOrder({ returns: [shopperReturn()] })));
    renderOrder();
    const form = await openForm(user);
    await user.click(within(form).getByRole('radio', { name: /Exchange/ }));
    await user.click(within(form).getByRole('checkbox', { name: /Linen Wrap Midi Dress/ }));
    await within(form).findByLabelText('Colour you want');
    expect(await axeViolations()).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'Send my request' }));
    await within(form).findByText('Choose a reason.');
    expect(await axeViolations()).toEqual([]);
  });
});
