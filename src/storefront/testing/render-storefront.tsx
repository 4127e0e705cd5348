/**
 * Renders storefront screens inside the real shared layout, error boundary, cart and a query client without
 * retries (an error shows at once). The catalogue screens are imported directly (no lazy loading); the cart,
 * policy pages and login show a probe, so a test can see where a link or a search led.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
  type NavigateFunction,
} from 'react-router-dom';
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
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="shop" element={<ShopPage />} />
        <Route path="products/:slug" element={<ProductPage />} />
        {['cart', 'checkout', 'terms', 'privacy', 'returns'].map((path) => (
          <Route key={path} path={path} element={<LocationProbe />} />
        ))}
        {extra}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

// The test DOM does not scroll; the layout scrolls to the top on every new page.
window.scrollTo = () => {};

export function renderStorefront(path: string, options: { cart?: CartLine[]; routes?: ReactElement } = {}) {
  if (options.cart) localStorage.setItem('cart', JSON.stringify(options.cart));
  const queryClient = createQueryClient({ retry: false });
  const current: { url: string; navigate?: NavigateFunction } = { url: path };

  function Spy() {
    const location = useLocation();
    current.url = `${location.pathname}${location.search}`;
    current.navigate = useNavigate();
    return null;
  }

  const utils = render(
    <QueryClientProvider client={queryClient}>
      <CartProvider>
        <MemoryRouter initialEntries={[path]}>
          <Spy />
          <AppErrorBoundary>{options.routes ?? <CatalogueRoutes />}</AppErrorBoundary>
        </MemoryRouter>
      </CartProvider>
    </QueryClientProvider>,
  );
  return {
    ...utils,
    queryClient,
    /** The current path and query of the app, e.g. "/shop?q=linen". */
    currentUrl: () => current.url,
    navigate: (to: string) => act(async () => void (await current.navigate!(to))),
  };
}
