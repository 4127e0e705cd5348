/**
 * Rendering helpers for the cart, checkout and login tests: a fresh query client without retries (errors show
 * at once), the cart provider, and the shop's router (on the test DOM's history) whose extra routes show where a page navigated and with
 * what state.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Switch, useLocation } from '../../router';
import { TestRouter } from '../../testing/test-router';
import type { Product } from '../../../../generated/models';
import { getGetProductByIdResponseMock } from '../../../../generated/shop-api/products/products.msw';
import { createQueryClient } from '../../query-client';
import { CartProvider } from './cart-context';
import type { CartLine } from './cart-reducer';

/** Shows the path and the navigation state it was reached with, for assertions. */
function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location">
      <p data-testid="pathname">{location.pathname}</p>
      <p data-testid="hash">{location.hash}</p>
      <pre data-testid="location-state">{JSON.stringify(location.state ?? null)}</pre>
    </div>
  );
}

export function renderPage(
  path: string,
  page: ReactElement,
  options: {
    cart?: CartLine[];
    /** Where the visit starts, when not `path` itself (an order's link with its key after `#`). */
    start?: string;
    /** What the page before handed over. */
    state?: unknown;
    otherRoutes?: string[];
  } = {},
) {
  if (options.cart) localStorage.setItem('cart', JSON.stringify(options.cart));
  const queryClient = createQueryClient({ retry: false });
  const routes = options.otherRoutes ?? ['/', '/checkout', '/cart', '/shop'];
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <CartProvider>
        <TestRouter path={options.start ?? path} state={options.state}>
          <Switch>
            <Route path={path}>{page}</Route>
            {routes
              .filter((r) => r !== path)
              .map((r) => (
                <Route key={r} path={r}>
                  <LocationProbe />
                </Route>
              ))}
          </Switch>
        </TestRouter>
      </CartProvider>
    </QueryClientProvider>,
  );
  return { ...utils, queryClient };
}

/** What localStorage holds under "cart". */
export function storedCart(): CartLine[] {
  return JSON.parse(localStorage.getItem('cart') ?? '[]') as CartLine[];
}

/**
 * Products to answer with, built from the contract's example (Linen Wrap Midi Dress, EGP 1,450 with 10% off;
 * colour Sage id 21 with sizes S 0, M 3, L 8).
 */
export function productFixture(overrides: Partial<Product> = {}): Product {
  return { ...getGetProductByIdResponseMock(), ...overrides };
}

export const bag: Product = productFixture({
  id: 7,
  slug: 'crochet-shoulder-bag',
  name: 'Crochet Shoulder Bag',
  price: 775,
  previousPrice: null,
  discount: null,
  imageUrl: '/uploads/products/7-main-640.webp',
  variants: [
    {
      id: 31,
      color: 'Ivory',
      sku: 'MO-BG-007-IV',
      imageUrl: null,
      images: [],
      sizes: [{ id: 91, size: 'One Size', stock: 12 }],
    },
  ],
});

export const dress: Product = productFixture();

/** A cart line for the dress in Sage, size M. */
export const dressLine: CartLine = {
  id: 12,
  variantId: 21,
  size: 'M',
  quantity: 2,
  name: 'Linen Wrap Midi Dress',
  price: 1,
};
export const bagLine: CartLine = {
  id: 7,
  variantId: 31,
  size: 'One Size',
  quantity: 1,
  name: 'Crochet Shoulder Bag',
};
