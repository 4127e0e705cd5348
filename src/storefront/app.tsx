/**
 * The storefront: one query client with the spec §9 defaults, the cart, and the routes of spec §2. Every screen
 * is its own lazily loaded chunk, so the first visit to `/` downloads only the shell and the home page; checkout
 * and login in particular are chunks of their own.
 *
 * Routing is react-router's declarative <BrowserRouter>: the data router (createBrowserRouter) weighs 30 KB gzip
 * against 13 KB, and the shop uses none of its loaders or actions (data comes from react-query), while the first
 * visit must stay under 120 KB. The app's error boundary stands in for the data router's errorElement.
 */
import { lazy, StrictMode, Suspense, useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppErrorBoundary } from './components/error-boundary';
import { PageLoading } from './components/page-loading';
import { CartProvider } from './features/cart/cart-context';
import { prefetchFirstPage } from './first-requests';
import { Layout } from './layout/layout';
import { initPixel } from './pixel/pixel';
import { createQueryClient } from './query-client';
import './styles/base.css';
import './styles/layout.css';
import './styles/catalogue.css';

const loadHomePage = () => import('./features/home/home-page');
const loadShopPage = () => import('./features/shop/shop-page');
const loadProductPage = () => import('./features/product/product-page');
const HomePage = lazy(loadHomePage);
const ShopPage = lazy(loadShopPage);
const ProductPage = lazy(loadProductPage);
const CartPage = lazy(() => import('./features/cart/cart-page'));
const CheckoutPage = lazy(() => import('./features/checkout/checkout-page'));
const PolicyPage = lazy(() => import('./features/policies/policy-page'));
const NotFoundPage = lazy(() => import('./features/not-found/not-found-page'));
const LoginPage = lazy(() => import('./features/login/login-page'));

/** The routes of spec §2. */
export function StorefrontRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="shop" element={<ShopPage />} />
        <Route path="products/:slug" element={<ProductPage />} />
        <Route path="cart" element={<CartPage />} />
        <Route path="checkout" element={<CheckoutPage />} />
        <Route path="terms" element={<PolicyPage kind="terms" />} />
        <Route path="privacy" element={<PolicyPage kind="privacy" />} />
        <Route path="returns" element={<PolicyPage kind="returns" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {/* The admin sign-in stands outside the shop's header and footer. */}
      <Route
        path="login"
        element={
          <Suspense fallback={<PageLoading />}>
            <LoginPage />
          </Suspense>
        }
      />
    </Routes>
  );
}

/** The error boundary, reset whenever the shopper moves to another page. */
export function RoutedErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <AppErrorBoundary resetKey={pathname}>{children}</AppErrorBoundary>;
}

/**
 * The landing page's chunk and data, started with the app instead of after its first render: the catalogue
 * pages' pictures (their largest paint) otherwise wait for React, then the chunk, then the API in turn.
 */
function startLandingPage(queryClient: QueryClient): void {
  const { pathname } = window.location;
  if (pathname === '/') void loadHomePage();
  else if (pathname === '/shop') void loadShopPage();
  else if (pathname.startsWith('/products/')) void loadProductPage();
  prefetchFirstPage(queryClient, window.location);
}

export default function StorefrontApp() {
  // StorefrontApp is outside StrictMode, so this runs once, on the first render.
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    startLandingPage(client);
    return client;
  });
  useEffect(() => {
    initPixel();
  }, []);

  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <CartProvider>
          <BrowserRouter>
            <RoutedErrorBoundary>
              <StorefrontRoutes />
            </RoutedErrorBoundary>
          </BrowserRouter>
        </CartProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
