/**
 * The storefront: one query client with the spec §9 defaults, the cart, and the routes of spec §2. Every screen
 * is its own lazily loaded chunk, so the first visit to `/` downloads only the shell and the home page;
 * checkout and login in particular are separate chunks.
 */
import { StrictMode, useEffect, useState, type ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { PageLoading } from './components/page-loading';
import { RouteError } from './components/route-error';
import { CartProvider } from './features/cart/cart-context';
import { Layout } from './layout/layout';
import { initPixel } from './pixel/pixel';
import { createQueryClient } from './query-client';
import './styles/base.css';
import './styles/layout.css';
import './styles/catalogue.css';

type PolicyKind = 'terms' | 'privacy' | 'returns';

/** A route whose screen is the default export of a module loaded on first visit. */
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

function policy(kind: PolicyKind): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const { default: PolicyPage } = await import('./features/policies/policy-page');
      return { Component: () => <PolicyPage kind={kind} /> };
    },
  };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, ...page(() => import('./features/home/home-page')) },
      { path: 'shop', ...page(() => import('./features/shop/shop-page')) },
      { path: 'products/:slug', ...page(() => import('./features/product/product-page')) },
      { path: 'cart', ...page(() => import('./features/cart/cart-page')) },
      { path: 'checkout', ...page(() => import('./features/checkout/checkout-page')) },
      { path: 'terms', ...policy('terms') },
      { path: 'privacy', ...policy('privacy') },
      { path: 'returns', ...policy('returns') },
      { path: '*', ...page(() => import('./features/not-found/not-found-page')) },
    ],
  },
  // The admin sign-in stands outside the shop's header and footer (spec §2).
  { path: '/login', errorElement: <RouteError />, hydrateFallbackElement: <PageLoading />, ...page(() => import('./features/login/login-page')) },
];

export default function StorefrontApp() {
  // Made once per page load, inside the component so that importing `routes` (tests) starts nothing.
  const [queryClient] = useState(() => createQueryClient());
  const [router] = useState(() => createBrowserRouter(routes));
  useEffect(() => {
    initPixel();
  }, []);

  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <CartProvider>
          <RouterProvider router={router} />
        </CartProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
