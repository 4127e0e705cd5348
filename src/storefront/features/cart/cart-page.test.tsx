import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  getApplyCouponMockHandler,
  getApplyCouponResponseMock,
  getCustomerMock,
} from '../../../../generated/shop-api/customer/customer.msw';
import { getGetProductByIdMockHandler } from '../../../../generated/shop-api/products/products.msw';
import type { Product } from '../../../../generated/models';
import CartPage from './cart-page';
import { axeViolations } from './axe';
import { bag, bagLine, dress, dressLine, renderPage, storedCart } from './test-utils';

const products = new Map<number, Product>([
  [dress.id, dress],
  [bag.id, bag],
]);

const server = setupServer(
  getGetProductByIdMockHandler(({ params }) => {
    const product = products.get(Number(params.id));
    if (!product) throw HttpResponse.json({ error: 'Product not found' }, { status: 404 });
    return product;
  }),
  ...getCustomerMock(),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sessionStorage.clear();
});
afterAll(() => server.close());

const renderCart = (cart = [dressLine, bagLine]) => renderPage('/cart', <CartPage />, { cart });

/** The summary row whose label is `label`. */
function summaryValue(label: string): string {
  const summary = screen.getByRole('complementary', { name: 'Order Summary' });
  const term = within(summary).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('CartPage', () => {
  it('shows each line from the server: name, colour, size, discounted price and line total', async () => {
    renderCart();
    const dressItem = (await screen.findByRole('link', { name: 'Linen Wrap Midi Dress' })).closest('li')!;
    expect(within(dressItem).getByText('Sage')).toBeInTheDocument();
    expect(within(dressItem).getByText('M')).toBeInTheDocument();
    // The server's price with its 10% discount, never the price stored with the line (1).
    expect(within(dressItem).getByText('EGP 1,305.00')).toBeInTheDocument();
    expect(within(dressItem).getByText('EGP 1,450.00')).toBeInTheDocument();
    expect(within(dressItem).getByText('EGP 2,610.00')).toBeInTheDocument();
    expect(dressItem.querySelector('img')).toHaveAttribute('src', '/uploads/products/12-sage-640.webp');

    const bagItem = screen.getByRole('link', { name: 'Crochet Shoulder Bag' }).closest('li')!;
    expect(within(bagItem).getByText('Ivory')).toBeInTheDocument();
    expect(within(bagItem).getByText('One Size')).toBeInTheDocument();

    expect(summaryValue('Subtotal')).toBe('EGP 3,675.00'); // 2 × 1,450 + 775
    expect(summaryValue('Product discounts')).toBe('−EGP 290.00');
    expect(summaryValue('Total')).toBe('EGP 3,385.00');
    await waitFor(() => expect(document.title).toBe('Cart — Morph'));
  });

  it('shows the totals as pending until every product has loaded', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(getGetProductByIdMockHandler(async () => (await gate, bag)));
    renderCart([bagLine]);
    expect(summaryValue('Total')).toBe('…');
    release();
    await waitFor(() => expect(summaryValue('Total')).toBe('EGP 775.00'));
  });

  it('warns when fewer are left than the cart holds, and lets the quantity come down', async () => {
    const user = userEvent.setup();
    renderCart([{ ...dressLine, quantity: 5 }]); // Sage M has 3 left
    const decrease = await screen.findByRole('button', {
      name: 'Decrease quantity of Linen Wrap Midi Dress',
    });
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Increase quantity of Linen Wrap Midi Dress' })).toBeDisabled();
    await user.click(decrease);
    expect(storedCart()[0]!.quantity).toBe(4);
  });

  it('changes the quantity and never goes below 1', async () => {
    const user = userEvent.setup();
    renderCart([{ ...dressLine, quantity: 1 }]);
    const decrease = await screen.findByRole('button', {
      name: 'Decrease quantity of Linen Wrap Midi Dress',
    });
    const increase = screen.getByRole('button', { name: 'Increase quantity of Linen Wrap Midi Dress' });
    expect(decrease).toBeDisabled();

    await user.click(increase);
    expect(screen.getByRole('status', { name: 'Quantity of Linen Wrap Midi Dress' })).toHaveTextContent('2');
    expect(storedCart()[0]!.quantity).toBe(2);
    expect(summaryValue('Total')).toBe('EGP 2,610.00');

    await user.click(decrease);
    await user.click(decrease);
    expect(storedCart()[0]!.quantity).toBe(1);
    expect(decrease).toBeDisabled();
  });

  it('does not let the quantity pass the stock left in that colour and size', async () => {
    const user = userEvent.setup();
    renderCart([{ ...dressLine, quantity: 2 }]); // Sage M has 3 left
    const increase = await screen.findByRole('button', {
      name: 'Increase quantity of Linen Wrap Midi Dress',
    });
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
    await user.click(increase);
    expect(increase).toBeDisabled();
    expect(storedCart()[0]!.quantity).toBe(3);
  });

  it('removes a line and says so', async () => {
    const user = userEvent.setup();
    renderCart();
    await user.click(
      await screen.findByRole('button', { name: 'Remove Linen Wrap Midi Dress from the cart' }),
    );
    expect(screen.queryByRole('link', { name: 'Linen Wrap Midi Dress' })).not.toBeInTheDocument();
    expect(storedCart()).toEqual([bagLine]);
    expect(screen.getByText('Linen Wrap Midi Dress removed from the cart.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Cart' })).toHaveFocus();
  });

  it('says "Your cart is empty." when there is nothing in it', async () => {
    renderCart([]);
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/shop');
    expect(screen.queryByRole('button', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();
  });

  describe('coupon', () => {
    it('keeps Apply disabled while the trimmed code is empty', async () => {
      const user = userEvent.setup();
      renderCart();
      await screen.findByRole('link', { name: 'Linen Wrap Midi Dress' });
      const apply = screen.getByRole('button', { name: 'Apply' });
      expect(apply).toBeDisabled();
      await user.type(screen.getByLabelText('Coupon code'), '   ');
      expect(apply).toBeDisabled();
      await user.type(screen.getByLabelText('Coupon code'), 'SUMMER10');
      expect(apply).toBeEnabled();
    });

    it('sends the trimmed code with the lines, disables Apply while pending, and shows the coupon line on success', async () => {
      const user = userEvent.setup();
      let sent: unknown;
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      server.use(
        getApplyCouponMockHandler(async ({ request }) => {
          sent = await request.json();
          await gate;
          return {
            discountedItems: [],
            couponCode: 'SUMMER10',
            couponPercentage: 10,
            subtotal: 3385,
            couponDiscountAmount: 338.5,
            totalAfterDiscount: 3046.5,
          };
        }),
      );
      renderCart();
      await screen.findByRole('link', { name: 'Linen Wrap Midi Dress' });
      await user.type(screen.getByLabelText('Coupon code'), '  SUMMER10  ');
      await user.click(screen.getByRole('button', { name: 'Apply' }));

      expect(await screen.findByRole('button', { name: 'Applying…' })).toBeDisabled();
      release();
      expect(await screen.findByText('Coupon SUMMER10 applied: 10% off.')).toBeInTheDocument();
      expect(sent).toEqual({
        couponCode: 'SUMMER10',
        items: [
          { productId: 12, quantity: 2 },
          { productId: 7, quantity: 1 },
        ],
      });
      expect(summaryValue('Coupon (SUMMER10)')).toBe('−EGP 338.50');
      expect(summaryValue('Total')).toBe('EGP 3,046.50');
    });

    it("shows the server's reason when the coupon is refused, and drops an earlier discount", async () => {
      const user = userEvent.setup();
      renderCart();
      await screen.findByRole('link', { name: 'Linen Wrap Midi Dress' });
      const input = screen.getByLabelText('Coupon code');
      await user.type(input, 'SUMMER10');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      await screen.findByText('Coupon (SUMMER10)');

      server.use(
        http.post('*/api/customer/couponsApply', () =>
          HttpResponse.json({ error: 'This coupon has expired' }, { status: 422 }),
        ),
      );
      await user.clear(input);
      await user.type(input, 'OLD20');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('This coupon has expired');
      expect(screen.queryByText('Coupon (SUMMER10)')).not.toBeInTheDocument();
      expect(summaryValue('Total')).toBe('EGP 3,385.00');
    });

    it('shows the first field detail when the server gives no sentence of its own', async () => {
      const user = userEvent.setup();
      server.use(
        http.post('*/api/customer/couponsApply', () =>
          HttpResponse.json(
            {
              error: '',
              details: [{ field: 'couponCode', message: 'Coupon codes are at most 40 characters' }],
            },
            { status: 400 },
          ),
        ),
      );
      renderCart();
      await screen.findByRole('link', { name: 'Linen Wrap Midi Dress' });
      await user.type(screen.getByLabelText('Coupon code'), 'X');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Coupon codes are at most 40 characters');
    });

    it('says "Failed to apply coupon." when the server gives no reason', async () => {
      const user = userEvent.setup();
      server.use(
        http.post('*/api/customer/couponsApply', () => new HttpResponse('Bad gateway', { status: 502 })),
      );
      renderCart();
      await screen.findByRole('link', { name: 'Linen Wrap Midi Dress' });
      await user.type(screen.getByLabelText('Coupon code'), 'SUMMER10');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to apply coupon.');
    });

    it('keeps the coupon with the cart across a reload, and checks it with the server again', async () => {
      const user = userEvent.setup();
      const first = renderCart();
      await screen.findByRole('link', { name: 'Linen Wrap Midi Dress' });
      await user.type(screen.getByLabelText('Coupon code'), 'SUMMER10');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      await screen.findByText('Coupon (SUMMER10)');
      first.unmount();
      // Kept beside the cart, as the cart is.
      expect(JSON.parse(localStorage.getItem('cart-coupon') ?? 'null')?.result.couponCode).toBe('SUMMER10');

      const sent: unknown[] = [];
      server.use(
        getApplyCouponMockHandler(async ({ request }) => {
          sent.push(await request.json());
          return getApplyCouponResponseMock();
        }),
      );
      renderPage('/cart', <CartPage />);
      await screen.findByRole('link', { name: 'Linen Wrap Midi Dress' });
      expect(summaryValue('Coupon (SUMMER10)')).toBe('−EGP 338.50');
      await waitFor(() =>
        expect(sent).toEqual([
          {
            couponCode: 'SUMMER10',
            items: [
              { productId: 12, quantity: 2 },
              { productId: 7, quantity: 1 },
            ],
          },
        ]),
      );
      expect(screen.getByText('Coupon SUMMER10 applied: 10% off.')).toBeInTheDocument();
    });

    it('checks the coupon again after every change and keeps it, priced for the new cart', async () => {
      const user = userEvent.setup();
      const sent: Array<{ items: unknown[] }> = [];
      server.use(
        getApplyCouponMockHandler(async ({ request }) => {
          const body = (await request.json()) as { items: unknown[] };
          sent.push(body);
          return getApplyCouponResponseMock();
        }),
      );
      renderCart();
      await screen.findByRole('link', { name: 'Linen Wrap Midi Dress' });
      await user.type(screen.getByLabelText('Coupon code'), 'SUMMER10');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      await screen.findByText('Coupon (SUMMER10)');
      await user.click(screen.getByRole('button', { name: 'Increase quantity of Crochet Shoulder Bag' }));
      await waitFor(() => expect(sent).toHaveLength(2));
      expect(sent[1].items).toEqual([
        { productId: 12, quantity: 2 },
        { productId: 7, quantity: 2 },
      ]);
      expect(await screen.findByText('Coupon (SUMMER10)')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('drops the kept coupon with a message when it no longer applies', async () => {
      const user = userEvent.setup();
      renderCart();
      await screen.findByRole('link', { name: 'Linen Wrap Midi Dress' });
      await user.type(screen.getByLabelText('Coupon code'), 'SUMMER10');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      await screen.findByText('Coupon (SUMMER10)');

      server.use(
        http.post('*/api/customer/couponsApply', () =>
          HttpResponse.json({ error: 'Add EGP 150.00 more to use SUMMER10' }, { status: 422 }),
        ),
      );
      await user.click(screen.getByRole('button', { name: 'Remove Crochet Shoulder Bag from the cart' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Coupon SUMMER10 no longer applies: Add EGP 150.00 more to use SUMMER10',
      );
      expect(screen.queryByText('Coupon (SUMMER10)')).not.toBeInTheDocument();
      expect(localStorage.getItem('cart-coupon')).toBeNull();
    });

    it('keeps the coupon when the server cannot be reached to check it', async () => {
      localStorage.setItem(
        'cart-coupon',
        JSON.stringify({ signature: 'another cart', result: getApplyCouponResponseMock() }),
      );
      server.use(
        http.post('*/api/customer/couponsApply', () => new HttpResponse('Bad gateway', { status: 502 })),
      );
      renderCart();
      await screen.findByRole('link', { name: 'Linen Wrap Midi Dress' });
      expect(
        await screen.findByText('Your cart changed. Apply the coupon again to update the discount.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(localStorage.getItem('cart-coupon')).not.toBeNull();
    });
  });

  describe('loading failures', () => {
    it('notes the lines whose details failed to load and still shows the others', async () => {
      server.use(
        http.get('*/api/products/id/7', () =>
          HttpResponse.json({ error: 'Database unavailable' }, { status: 503 }),
        ),
      );
      renderCart();
      expect(
        await screen.findByText(/Note: 1 items in cart but failed to load product details\./),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Linen Wrap Midi Dress' })).toBeInTheDocument();
      expect(screen.getByText('Product details could not be loaded.')).toBeInTheDocument();
    });

    it('says the cart failed to load when every line failed, and Retry asks again', async () => {
      const user = userEvent.setup();
      server.use(
        http.get(
          '*/api/products/id/:id',
          () => HttpResponse.json({ error: 'Database unavailable' }, { status: 503 }),
          { once: true },
        ),
      );
      server.use(
        http.get(
          '*/api/products/id/:id',
          () => HttpResponse.json({ error: 'Database unavailable' }, { status: 503 }),
          { once: true },
        ),
      );
      renderCart();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Failed to load cart items. Please try refreshing the page.');
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('link', { name: 'Linen Wrap Midi Dress' })).toBeInTheDocument();
      expect(
        screen.queryByText('Failed to load cart items. Please try refreshing the page.'),
      ).not.toBeInTheDocument();
    });

    it('marks a product that is gone and keeps the shopper from checking out until it is removed', async () => {
      const user = userEvent.setup();
      const ghost = { id: 99, variantId: 1, size: 'S', quantity: 1, name: 'Old Kaftan' };
      renderCart([dressLine, ghost]);
      const ghostItem = (await screen.findByText('No longer available')).closest('li')!;
      expect(within(ghostItem).getByText('Old Kaftan')).toBeInTheDocument();
      // Its price is not counted.
      await screen.findByRole('link', { name: 'Linen Wrap Midi Dress' });
      expect(summaryValue('Total')).toBe('EGP 2,610.00');

      await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Remove the items marked unavailable before checking out.',
      );
      expect(screen.queryByTestId('pathname')).not.toBeInTheDocument();

      await user.click(within(ghostItem).getByRole('button', { name: 'Remove Old Kaftan from the cart' }));
      expect(screen.getByText('Old Kaftan removed from the cart.')).toBeInTheDocument();
      expect(
        screen.queryByText('Remove the items marked unavailable before checking out.'),
      ).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
      expect(await screen.findByTestId('pathname')).toHaveTextContent('/checkout');
    });

    it('marks a colour and size that has sold out', async () => {
      renderCart([{ ...dressLine, size: 'S' }]); // Sage S has no stock
      expect(await screen.findByText('Sold out in this colour and size')).toBeInTheDocument();
    });
  });

  it('goes to /checkout carrying items, couponCode, discountAmount and totalAfterDiscount', async () => {
    const user = userEvent.setup();
    renderCart();
    await screen.findByRole('link', { name: 'Linen Wrap Midi Dress' });
    await user.type(screen.getByLabelText('Coupon code'), 'SUMMER10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Coupon (SUMMER10)');
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));

    expect(await screen.findByTestId('pathname')).toHaveTextContent('/checkout');
    const state = JSON.parse(screen.getByTestId('location-state').textContent!);
    expect(state).toEqual({
      items: [dressLine, bagLine],
      couponCode: 'SUMMER10',
      discountAmount: 338.5,
      totalAfterDiscount: 3046.5,
      couponPercentage: 10,
    });
  });

  it('carries no coupon when none was applied', async () => {
    const user = userEvent.setup();
    renderCart([bagLine]);
    await screen.findByRole('link', { name: 'Crochet Shoulder Bag' });
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    await waitFor(() => expect(screen.getByTestId('pathname')).toHaveTextContent('/checkout'));
    expect(JSON.parse(screen.getByTestId('location-state').textContent!)).toMatchObject({
      couponCode: null,
      discountAmount: 0,
      totalAfterDiscount: 775,
    });
  });

  it('has no accessibility violations, with a coupon refused and a line gone', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/api/customer/couponsApply', () =>
        HttpResponse.json({ error: 'This coupon code is not valid' }, { status: 422 }),
      ),
    );
    renderCart([dressLine, bagLine, { id: 99, variantId: 1, size: 'S', quantity: 1, name: 'Old Kaftan' }]);
    await screen.findByText('No longer available');
    await user.type(screen.getByLabelText('Coupon code'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('This coupon code is not valid');
    expect(await axeViolations()).toEqual([]);
  });
});
