import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import {
  getCreateOrderMockHandler,
  getCreateOrderResponseMock,
} from '../../../../generated/shop-api/customer/customer.msw';
import { getGetProductByIdMockHandler } from '../../../../generated/shop-api/products/products.msw';
import {
  getGetShippingPriceMockHandler,
  getListCitiesMockHandler,
} from '../../../../generated/shop-api/shipping/shipping.msw';
import { cartSignature } from '../cart/cart-lines';
import type { CartLine } from '../cart/cart-reducer';
import type { CheckoutHandoff } from '../cart/checkout-handoff';
import { bag, dress, dressLine, renderPage, storedCart } from '../cart/test-utils';
import CheckoutPage from './checkout-page';
import { axeViolations } from '../cart/axe';

const GOVERNORATES = [
  'Alexandria',
  'Aswan',
  'Asyut',
  'Beheira',
  'Beni Suef',
  'Cairo',
  'Dakahlia',
  'Damietta',
  'Faiyum',
  'Gharbia',
  'Giza',
  'Ismailia',
  'Kafr El Sheikh',
  'Luxor',
  'Matrouh',
  'Minya',
  'Monufia',
  'New Valley',
  'North Sinai',
  'Port Said',
  'Qalyubia',
  'Qena',
  'Red Sea',
  'Sharqia',
  'Sohag',
  'South Sinai',
  'Suez',
];
const FEES: Record<string, number> = { Cairo: 50, Giza: 60, 'Red Sea': 110 };

const server = setupServer(
  getGetProductByIdMockHandler(({ params }) => (Number(params.id) === bag.id ? bag : dress)),
  // The city list is names only; the fee comes from the price call.
  getListCitiesMockHandler(GOVERNORATES),
  getGetShippingPriceMockHandler(({ params }) => ({
    city: String(params.city),
    shippingPrice: FEES[String(params.city)] ?? 75,
  })),
  getCreateOrderMockHandler(),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sessionStorage.clear();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

let alertSpy: MockInstance<typeof window.alert>;
beforeEach(() => {
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => {});
});

const couponHandoff = (items: CartLine[]): CheckoutHandoff => ({
  items,
  couponCode: 'SUMMER10',
  discountAmount: 261,
  totalAfterDiscount: 2349,
  couponPercentage: 10,
});

function renderCheckout(cart: CartLine[] = [dressLine], state: unknown = couponHandoff(cart)) {
  return renderPage('/checkout', <CheckoutPage />, {
    cart,
    start: '/checkout',
    state,
    otherRoutes: ['/', '/cart', '/shop', '/orders/:orderNumber', '/track'],
  });
}

async function ready() {
  return screen.findByRole('form', { name: 'Checkout' });
}

function summaryValue(label: string): string {
  const summary = screen.getByRole('complementary', { name: 'Order Summary' });
  return within(summary).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

async function fillContact(
  user: ReturnType<typeof userEvent.setup>,
  overrides: Partial<Record<string, string>> = {},
) {
  const values = {
    'First name': 'Mona',
    'Last name': 'Hassan',
    Email: 'mona@example.com',
    Phone: '010 1234 5678',
    'Shipping address': '12 Tahrir St, Dokki',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(screen.getByLabelText(label, { exact: false }), value);
  }
}

describe('CheckoutPage', () => {
  it('is loading, then ready', async () => {
    renderCheckout();
    expect(screen.getByText('Loading checkout…')).toBeInTheDocument();
    await ready();
    expect(screen.queryByText('Loading checkout…')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Checkout — Morph'));
  });

  it('offers the 27 governorates and shows "Select a city" for shipping until one is chosen', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await ready();
    const select = screen.getByLabelText('City', { exact: false });
    expect(within(select).getAllByRole('option')).toHaveLength(28); // the prompt and 27 governorates
    expect(summaryValue('Shipping')).toBe('Select a city');

    await user.selectOptions(select, 'Red Sea');
    await waitFor(() => expect(summaryValue('Shipping')).toBe('EGP 110.00'));
  });

  it('offers cash on delivery, chosen, and shows the other methods as Coming Soon and disabled', async () => {
    renderCheckout();
    await ready();
    const cod = screen.getByRole('radio', { name: 'Cash on Delivery' });
    expect(cod).toBeChecked();
    expect(cod).toHaveAccessibleDescription("You'll pay cash when your order is delivered.");
    for (const name of ['Credit Card', 'SmartWallet']) {
      const radio = screen.getByRole('radio', { name });
      expect(radio).toBeDisabled();
      expect(radio).toHaveAccessibleDescription('Coming Soon');
    }
  });

  it('adds up subtotal, product discounts, the coupon and shipping', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await ready();
    expect(summaryValue('Subtotal')).toBe('EGP 2,900.00');
    expect(summaryValue('Product discounts')).toBe('−EGP 290.00');
    expect(summaryValue('Coupon (SUMMER10)')).toBe('−EGP 261.00');
    expect(summaryValue('Total')).toBe('EGP 2,349.00');
    await user.selectOptions(screen.getByLabelText('City', { exact: false }), 'Giza');
    await waitFor(() => expect(summaryValue('Total')).toBe('EGP 2,409.00'));
    expect(summaryValue('Shipping')).toBe('EGP 60.00');
  });

  it('drops a coupon that was applied to another cart', async () => {
    renderCheckout([{ ...dressLine, quantity: 1 }], couponHandoff([dressLine]));
    await ready();
    expect(screen.queryByText('Coupon (SUMMER10)')).not.toBeInTheDocument();
    expect(summaryValue('Total')).toBe('EGP 1,305.00');
    expect(
      screen.getByText(
        'Your cart changed after coupon SUMMER10 was applied. Apply it again in your cart to use it.',
      ),
    ).toBeInTheDocument();
  });

  it('arriving without the cart (the added panel’s Checkout link) uses the coupon kept for this very cart', async () => {
    localStorage.setItem(
      'cart-coupon',
      JSON.stringify({
        signature: cartSignature([dressLine]),
        result: { couponCode: 'SUMMER10', couponPercentage: 10 },
      }),
    );
    renderCheckout([dressLine], null);
    await ready();
    expect(summaryValue('Coupon (SUMMER10)')).toBe('−EGP 261.00');
    expect(summaryValue('Total')).toBe('EGP 2,349.00');
  });

  it('arriving without the cart, says a kept coupon priced for another cart is not used', async () => {
    localStorage.setItem(
      'cart-coupon',
      JSON.stringify({
        signature: cartSignature([{ ...dressLine, quantity: 1 }]),
        result: { couponCode: 'SUMMER10', couponPercentage: 10 },
      }),
    );
    renderCheckout([dressLine], null);
    await ready();
    expect(screen.queryByText('Coupon (SUMMER10)')).not.toBeInTheDocument();
    expect(summaryValue('Total')).toBe('EGP 2,610.00');
    expect(
      screen.getByText(
        'Your cart changed after coupon SUMMER10 was applied. Apply it again in your cart to use it.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit cart' })).toHaveAttribute('href', '/cart');
  });

  it('keeps Place Order disabled with no city and with an empty cart, and says why beside it', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await ready();
    const submit = screen.getByRole('button', { name: 'Place Order' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(
      'Choose your governorate to see the shipping fee and place your order.',
    );
    await user.selectOptions(screen.getByLabelText('City', { exact: false }), 'Cairo');
    expect(submit).toBeEnabled();
    expect(submit).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText(/Choose your governorate to see/)).not.toBeInTheDocument();
  });

  it('alerts "Cart is empty!" when an empty cart is submitted', async () => {
    const user = userEvent.setup();
    renderCheckout([], null);
    await ready();
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('City', { exact: false }), 'Cairo');
    const submit = screen.getByRole('button', { name: 'Place Order' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Your cart is empty. Add a piece to your cart first.');
    fireEvent.submit(screen.getByRole('form', { name: 'Checkout' }));
    expect(alertSpy).toHaveBeenCalledWith('Cart is empty!');
  });

  it('alerts "Please fill in all required fields." when a required field is blank', async () => {
    const user = userEvent.setup();
    let ordered = false;
    server.use(getCreateOrderMockHandler(() => ((ordered = true), getCreateOrderResponseMock())));
    renderCheckout();
    await ready();
    await fillContact(user, { 'Last name': '' });
    await user.type(screen.getByLabelText('Last name', { exact: false }), '   ');
    await user.selectOptions(screen.getByLabelText('City', { exact: false }), 'Cairo');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Please fill in all required fields.'));
    expect(screen.getByLabelText('Last name', { exact: false })).toHaveFocus();
    expect(screen.getByLabelText('Last name', { exact: false })).toHaveAccessibleDescription(
      'Enter your last name.',
    );
    expect(ordered).toBe(false);
  });

  it('explains a mobile number that is not Egyptian, without the required-fields alert', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await ready();
    await fillContact(user, { Phone: '0131234567' });
    await user.selectOptions(screen.getByLabelText('City', { exact: false }), 'Cairo');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    const phone = screen.getByLabelText('Phone', { exact: false });
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(phone).toHaveFocus();
    expect(phone).toHaveAccessibleDescription(/Enter an Egyptian mobile number/);
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('places the order with an Idempotency-Key and no prices, then alerts the number, clears the cart and opens its confirmation page', async () => {
    const user = userEvent.setup();
    let request: { body: unknown; key: string | null } | undefined;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      getCreateOrderMockHandler(async (info) => {
        request = { body: await info.request.json(), key: info.request.headers.get('Idempotency-Key') };
        await gate;
        return getCreateOrderResponseMock();
      }),
    );
    localStorage.setItem(
      'cart-coupon',
      JSON.stringify({ signature: 'x', result: { couponCode: 'SUMMER10', couponPercentage: 10 } }),
    );
    renderCheckout();
    await ready();
    await fillContact(user);
    await user.type(screen.getByLabelText('Another mobile', { exact: false }), '+20 122 345 6789');
    await user.selectOptions(screen.getByLabelText('City', { exact: false }), 'Giza');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    const placing = await screen.findByRole('button', { name: 'Placing Order...' });
    expect(placing).toBeDisabled();
    expect(placing).toHaveAccessibleDescription('Sending your order. Please wait a moment.');
    release();

    await waitFor(() =>
      expect(alertSpy).toHaveBeenCalledWith('Order placed successfully! Your order number is MO-7K3Q9D.'),
    );
    // The confirmation page, its key in the fragment only, and the order remembered on this device.
    expect(await screen.findByTestId('pathname')).toHaveTextContent(/^\/orders\/MO-7K3Q9D$/);
    expect(screen.getByTestId('hash')).toHaveTextContent('#key=q3Zt0cV8yJmR2pW6aLx9bN4eK7sD1fGhU5oIiY0TzAw');
    expect(JSON.parse(localStorage.getItem('recent-orders') ?? '[]')).toEqual([
      {
        orderNumber: 'MO-7K3Q9D',
        key: 'q3Zt0cV8yJmR2pW6aLx9bN4eK7sD1fGhU5oIiY0TzAw',
        placedAt: '2026-11-22T13:40:00.000Z',
      },
    ]);
    expect(storedCart()).toEqual([]);
    // The next cart starts without the coupon that was just used.
    expect(localStorage.getItem('cart-coupon')).toBeNull();
    expect(request?.key).toMatch(/^.{8,100}$/);
    expect(request?.body).toEqual({
      firstName: 'Mona',
      lastName: 'Hassan',
      customerEmail: 'mona@example.com',
      mobileNumber: '01012345678',
      address: '12 Tahrir St, Dokki',
      anotherMobile: '+201223456789',
      anotherAddress: null,
      city: 'Giza',
      paymentMethod: 'CASH_ON_DELIVERY',
      couponCode: 'SUMMER10',
      items: [{ productId: 12, variantId: 21, size: 'M', quantity: 2 }],
    });
  });

  it('never shows an empty cart between placing the order and its confirmation page', async () => {
    const user = userEvent.setup();
    const shown: string[] = [];
    // Every commit of the checkout page, as the shopper would see the document at that moment.
    const record = () => shown.push(document.body.textContent ?? '');
    // The answer takes a moment, as over any network (the order's page opens in the same render as the answer).
    server.use(
      getCreateOrderMockHandler(async () => {
        await delay(50);
        return getCreateOrderResponseMock();
      }),
    );
    renderPage(
      '/checkout',
      <Profiler id="checkout" onRender={record}>
        <CheckoutPage />
      </Profiler>,
      {
        cart: [dressLine],
        start: '/checkout',
        state: couponHandoff([dressLine]),
        otherRoutes: ['/orders/:orderNumber'],
      },
    );
    await ready();
    await fillContact(user);
    await user.selectOptions(screen.getByLabelText('City', { exact: false }), 'Cairo');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByTestId('pathname')).toHaveTextContent(/^\/orders\/MO-7K3Q9D$/);
    expect(storedCart()).toEqual([]);
    expect(shown.filter((text) => /cart is empty|EGP 0\.00/i.test(text))).toEqual([]);
    expect(shown.some((text) => text.includes('Placing Order...'))).toBe(true);
  });

  it('goes to /track with the number when the answer carries no key (an order placed before keys existed)', async () => {
    const user = userEvent.setup();
    server.use(getCreateOrderMockHandler({ ...getCreateOrderResponseMock(), orderKey: '' }));
    renderCheckout();
    await ready();
    await fillContact(user);
    await user.selectOptions(screen.getByLabelText('City', { exact: false }), 'Cairo');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByTestId('pathname')).toHaveTextContent(/^\/track$/);
    expect(screen.getByTestId('location-state')).toHaveTextContent('{"orderNumber":"MO-7K3Q9D"}');
    expect(alertSpy).toHaveBeenCalledWith('Order placed successfully! Your order number is MO-7K3Q9D.');
    expect(storedCart()).toEqual([]);
  });

  it("alerts the server's reason when the order is refused, and retries with the same Idempotency-Key", async () => {
    const user = userEvent.setup();
    const keys: (string | null)[] = [];
    server.use(
      http.post('*/api/customer/createOrder', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return HttpResponse.json(
          { error: 'Only 1 left of Linen Wrap Midi Dress (Sage, M).' },
          { status: 409 },
        );
      }),
    );
    renderCheckout();
    await ready();
    await fillContact(user);
    await user.selectOptions(screen.getByLabelText('City', { exact: false }), 'Cairo');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() =>
      expect(alertSpy).toHaveBeenCalledWith('Only 1 left of Linen Wrap Midi Dress (Sage, M).'),
    );
    expect(storedCart()).toHaveLength(1);
    expect(screen.queryByTestId('pathname')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toBe(keys[0]);
  });

  it("alerts the error's message when there is no server reason", async () => {
    const user = userEvent.setup();
    server.use(http.post('*/api/customer/createOrder', () => HttpResponse.error()));
    renderCheckout();
    await ready();
    await fillContact(user);
    await user.selectOptions(screen.getByLabelText('City', { exact: false }), 'Cairo');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() =>
      expect(alertSpy).toHaveBeenCalledWith('Network error. Please check your connection and try again.'),
    );
  });

  it('says when the cities cannot be loaded, and Retry asks again', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('*/api/shipping/cities', () => HttpResponse.json({ error: 'Down' }, { status: 503 }), {
        once: true,
      }),
    );
    renderCheckout();
    await ready();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load cities. Please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByLabelText('City', { exact: false })).toBeEnabled());
  });

  it('has no accessibility violations, with field errors shown', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await ready();
    await fillContact(user, { Phone: '123' });
    await user.selectOptions(screen.getByLabelText('City', { exact: false }), 'Cairo');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Phone', { exact: false })).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(await axeViolations()).toEqual([]);
  });
});
