/**
 * The storefront: one query client with docs/product.md#caching-and-retries defaults, the cart, and the routes of docs/product.md#routes. Every screen
 * is its own lazily loaded chunk, so the first visit to `/` downloads only the shell and the home page; checkout
 * and login in particular are chunks of their own.
 *
 * Routing is react-router's declarative <BrowserRouter>: the data router (createBrowserRouter) weighs 30 KB gzip
 * against 13 KB, and the shop uses none of its loaders or actions (data comes from react-query), while the first
 * visit must stay under 120 KB. The app's error boundary stands in for the data router's errorElement.
 */
import { lazy, StrictMode, Suspense, use, useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PAGE_PATHS } from '../shared/routes';
import {
  basenameOf,
  language,
  loadArabicTexts,
  type LaterArabic,
  startLanguage,
  stripLanguage,
} from './i18n/language';
import { AppErrorBoundary } from './components/error-boundary';
import { noteLandingHead } from './components/page-head';
import { PageLoading } from './components/page-loading';
import { preloadablePage } from './components/preloadable-page';
import { CartProvider } from './features/cart/cart-context';
import { prefetchFirstPage } from './first-requests';
import { Layout } from './layout/layout';
import { initPixel } from './pixel/pixel';
import { createQueryClient } from './query-client';
import './styles/base.css';
import './styles/layout.css';
import './styles/catalogue.css';

/**
 * The Arabic texts each page reads beyond those of a first visit (i18n/ar/index.ts: the layout's, the home
 * page's, the places'). On an Arabic page the page's code and these chunks are fetched side by side and the page
 * renders when both are here; in development and tests a page reading a module not listed here throws.
 */
export const ARABIC_OF = {
  shop: ['shop'],
  product: ['product'],
  cart: ['cart'],
  checkout: ['checkout'],
  policy: ['policies'],
  order: ['orders'],
  // The tracking form reuses checkout's mobile rule and texts, and the order's summary.
  track: ['track', 'orders', 'checkout'],
  login: ['login'],
} satisfies Record<string, LaterArabic[]>;

const withTexts =
  <T,>(page: () => Promise<T>, texts: LaterArabic[]) =>
  () =>
    Promise.all([page(), loadArabicTexts(...texts)]).then(([module]) => module);

// The pages a visit usually starts on: their code is fetched along with the app's (startLanding).
const home = preloadablePage(() => import('./features/home/home-page'));
const shop = preloadablePage(withTexts(() => import('./features/shop/shop-page'), ARABIC_OF.shop));
const product = preloadablePage(
  withTexts(() => import('./features/product/product-page'), ARABIC_OF.product),
);
const HomePage = home.Page;
const ShopPage = shop.Page;
const ProductPage = product.Page;
const CartPage = lazy(withTexts(() => import('./features/cart/cart-page'), ARABIC_OF.cart));
const CheckoutPage = lazy(withTexts(() => import('./features/checkout/checkout-page'), ARABIC_OF.checkout));
const PolicyPage = lazy(withTexts(() => import('./features/policies/policy-page'), ARABIC_OF.policy));
const OrderPage = lazy(withTexts(() => import('./features/orders/order-page'), ARABIC_OF.order));
const TrackPage = lazy(withTexts(() => import('./features/track/track-page'), ARABIC_OF.track));
const NotFoundPage = lazy(() => import('./features/not-found/not-found-page'));
const LoginPage = lazy(withTexts(() => import('./features/login/login-page'), ARABIC_OF.login));

/** The routes of docs/product.md#routes (their paths shared with the server, which answers any other with 404). */
export function StorefrontRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path={PAGE_PATHS.shop} element={<ShopPage />} />
        <Route path={PAGE_PATHS.product} element={<ProductPage />} />
        <Route path={PAGE_PATHS.cart} element={<CartPage />} />
        <Route path={PAGE_PATHS.checkout} element={<CheckoutPage />} />
        <Route path={PAGE_PATHS.terms} element={<PolicyPage kind="terms" />} />
        <Route path={PAGE_PATHS.privacy} element={<PolicyPage kind="privacy" />} />
        <Route path={PAGE_PATHS.returns} element={<PolicyPage kind="returns" />} />
        <Route path={PAGE_PATHS.order} element={<OrderPage />} />
        <Route path={PAGE_PATHS.track} element={<TrackPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {/* The admin sign-in stands outside the shop's header and footer. */}
      <Route
        path={PAGE_PATHS.login}
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

/** The landing page's code: resolves when it is here (or at once when there is nothing to wait for). */
function preloadLandingPage(pathname: string): Promise<void> {
  if (pathname === '/') return home.preload();
  if (pathname === '/shop') return shop.preload();
  if (pathname.startsWith('/products/')) return product.preload();
  return Promise.resolve();
}

let landing: { queryClient: QueryClient; page: Promise<unknown> } | undefined;

/**
 * Once per visit: the page's language (its Arabic texts on an Arabic page), the query client, and the landing
 * page's code and first requests started together instead of one after the other (React's first render, then
 * the page chunk, then its API calls, then the pictures). Pages are matched without their `/ar` prefix.
 */
function startLanding() {
  if (!landing) {
    const texts = startLanguage();
    noteLandingHead();
    const queryClient = createQueryClient();
    const location = { pathname: stripLanguage(window.location.pathname), search: window.location.search };
    prefetchFirstPage(queryClient, location);
    landing = { queryClient, page: Promise.all([texts, preloadLandingPage(location.pathname)]) };
  }
  return landing;
}

export default function StorefrontApp() {
  const { queryClient, page } = startLanding();
  // The first paint waits for the landing page's code (it arrives just after the app's), so the page shows
  // with the header at once, instead of a spinner and then React's 300 ms hold-back of what follows a fallback.
  use(page);
  useEffect(() => {
    initPixel();
  }, []);

  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <CartProvider>
          {/* Arabic pages live under /ar: every link and navigation of the shop keeps the prefix. */}
          <BrowserRouter basename={basenameOf(language())}>
            <RoutedErrorBoundary>
              <StorefrontRoutes />
            </RoutedErrorBoundary>
          </BrowserRouter>
        </CartProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
