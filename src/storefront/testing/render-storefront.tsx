/**
 * Renders storefront screens inside the real shared layout, error boundary, cart and a query client without
 * retries (an error shows at once). The catalogue screens are imported directly (no lazy loading); the cart,
 * policy pages and login show a probe, so a test can see where a link or a search led.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Switch, useLocation, useNavigate, type Navigate } from '../router';
import { TestRouter } from './test-router';
import { AppErrorBoundary } from '../components/error-boundary';
import { CartProvider } from '../features/cart/cart-context';
import type { CartLine } from '../features/cart/cart-reducer';
import HomePage from '../features/home/home-page';
import NotFoundPage from '../features/not-found/not-found-page';
import ProductPage from '../features/product/product-page';
import ShopPage from '../features/shop/shop-page';
import { Layout } from '../layout/layout';
import { createQueryClient } from '../query-client';

export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

export function CatalogueRoutes({ extra }: { extra?: ReactElement }) {
  return (
    <Layout>
      <Switch>
        <Route path="/">
          <HomePage />
        </Route>
        <Route path="/shop">
          <ShopPage />
        </Route>
        <Route path="/products/:slug">
          <ProductPage />
        </Route>
        {['/cart', '/checkout', '/terms', '/privacy', '/returns'].map((path) => (
          <Route key={path} path={path}>
            <LocationProbe />
          </Route>
        ))}
        {extra}
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </Layout>
  );
}

// The test DOM does not scroll; the layout scrolls to the top on every new page.
window.scrollTo = () => {};

export function renderStorefront(path: string, options: { cart?: CartLine[]; routes?: ReactElement } = {}) {
  if (options.cart) localStorage.setItem('cart', JSON.stringify(options.cart));
  const queryClient = createQueryClient({ retry: false });
  const current: { url: string; navigate?: Navigate } = { url: path };

  function Spy() {
    const location = useLocation();
    current.url = `${location.pathname}${location.search}`;
    current.navigate = useNavigate();
    return null;
  }

  const utils = render(
    <QueryClientProvider client={queryClient}>
      <CartProvider>
        <TestRouter path={path}>
          <Spy />
          <AppErrorBoundary>{options.routes ?? <CatalogueRoutes />}</AppErrorBoundary>
        </TestRouter>
      </CartProvider>
    </QueryClientProvider>,
  );
  return {
    ...utils,
    queryClient,
    /** The current path and query of the app, e.g. "/shop?q=linen". */
    currentUrl: () => current.url,
    navigate: (to: string) => act(async () => current.navigate!(to)),
  };
}
