/**
 * Renders storefront screens inside the real shared layout, the cart and a query client without retries
 * (an error shows at once). Routes other than the catalogue's show a probe with the path and query, so a test
 * can see where a link or a search led.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { CartProvider } from '../features/cart/cart-context';
import type { CartLine } from '../features/cart/cart-reducer';
import HomePage from '../features/home/home-page';
import NotFoundPage from '../features/not-found/not-found-page';
import ProductPage from '../features/product/product-page';
import ShopPage from '../features/shop/shop-page';
import { Layout } from '../layout/layout';
import { RouteError } from '../components/route-error';
import { createQueryClient } from '../query-client';

export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

export const catalogueRoutes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'shop', element: <ShopPage /> },
      { path: 'products/:slug', element: <ProductPage /> },
      { path: 'cart', element: <LocationProbe /> },
      { path: 'terms', element: <LocationProbe /> },
      { path: 'privacy', element: <LocationProbe /> },
      { path: 'returns', element: <LocationProbe /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

// jsdom has no scrolling; ScrollRestoration calls it on every navigation.
window.scrollTo = () => {};

export function renderStorefront(path: string, options: { cart?: CartLine[]; routes?: RouteObject[] } = {}) {
  if (options.cart) localStorage.setItem('cart', JSON.stringify(options.cart));
  const queryClient = createQueryClient({ retry: false });
  const router = createMemoryRouter(options.routes ?? catalogueRoutes, { initialEntries: [path] });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <CartProvider>
        <RouterProvider router={router} />
      </CartProvider>
    </QueryClientProvider>,
  );
  /** The current path and query of the app, e.g. "/shop?q=linen". */
  const currentUrl = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...utils, router, queryClient, currentUrl };
}
