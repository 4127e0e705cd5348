// The route table of docs/product.md#routes with the real, lazily loaded screens: each path opens its screen inside the shared
// layout, /login outside it, and anything else "Page not found".
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { getAuthMock } from '../../generated/shop-api/auth/auth.msw';
import { getCustomerMock } from '../../generated/shop-api/customer/customer.msw';
import { getShippingMock } from '../../generated/shop-api/shipping/shipping.msw';
import { RoutedErrorBoundary, StorefrontRoutes } from './app';
import { contractHandlers } from './testing/msw';
import { renderStorefront } from './testing/render-storefront';
import { setupServer } from 'msw/node';

const server = setupServer(
  ...contractHandlers(),
  ...getShippingMock(),
  ...getCustomerMock(),
  ...getAuthMock(),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderApp(path: string) {
  return renderStorefront(path, {
    routes: (
      <RoutedErrorBoundary>
        <StorefrontRoutes />
      </RoutedErrorBoundary>
    ),
  });
}

const siteHeader = () => screen.queryByRole('navigation', { name: 'Main' });

describe('storefront routes', () => {
  it.each([
    ['/', { level: 1, name: 'Less effort, More impression' }],
    ['/shop', { level: 1, name: 'Shop' }],
    ['/products/linen-wrap-midi-dress', { level: 1, name: 'Linen Wrap Midi Dress' }],
    ['/cart', { name: 'Your cart is empty.' }],
    ['/terms', { level: 1, name: 'Terms & Conditions' }],
    ['/privacy', { level: 1, name: 'Privacy Policy' }],
    ['/returns', { level: 1, name: 'Return Policy' }],
    ['/track', { level: 1, name: 'Track your order' }],
    // No key in the link and none remembered: not found, with a way to /track.
    ['/orders/MO-7K3Q9D', { level: 1, name: 'Order not found' }],
    ['/no/such/page', { level: 1, name: 'Page not found' }],
  ])('%s opens its screen inside the shared layout', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', heading)).toBeInTheDocument();
    expect(siteHeader()).toBeInTheDocument();
    expect(
      within(screen.getByRole('contentinfo')).getByText('Less effort, More impression'),
    ).toBeInTheDocument();
  });

  it('/checkout opens the checkout inside the shared layout', async () => {
    renderApp('/checkout');
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(siteHeader()).toBeInTheDocument();
  });

  it('/login stands outside the shared layout', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(siteHeader()).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
