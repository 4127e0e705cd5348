/**
 * The storefront: one query client with docs/product.md#caching-and-retries defaults, the cart, and the routes of docs/product.md#routes. Every screen
 * is its own lazily loaded chunk, so the first visit to `/` downloads only the shell and the home page; checkout
 * and login in particular are chunks of their own.
 *
 * Routing is wouter's, behind ./router.tsx (3 KB gzip, where react-router's routes weigh 14 and a data router 30):
 * data comes from react-query, not from route loaders, and the first visit to `/` must stay under 100 KB. The
 * app's error boundary stands in for a data router's errorElement.
 */
import { lazy, startTransition, StrictMode, Suspense, use, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Route, ShopRouter, Switch, useLocation } from './router';
import { PAGE_PATHS } from '../shared/routes';
import {
  basenameOf,
  language,
  loadArabicTexts,
  pathLanguage,
  type LaterArabic,
  startLanguage,
  stripLanguage,
} from './i18n/language';
import { AppErrorBoundary } from './components/error-boundary';
import { noteLandingHead } from './components/page-head';
import { PageLoading } from './components/page-loading';
import { preloadablePage } from './components/preloadable-page';
import { CartProvider } from './features/cart/cart-context';
import { Layout } from './layout/layout';
import { initPixel } from './pixel/pixel';
import { serverState } from './page-data';
import { createQueryClient } from './query-client';
import { nextTask, replayHeldTaps } from './first-screen';
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
    <Switch>
      {/* The admin sign-in stands outside the shop's header and footer. */}
      <Route path={PAGE_PATHS.login}>
        <Suspense fallback={<PageLoading />}>
          <LoginPage />
        </Suspense>
      </Route>
      <Route>
        <Layout>
          <Switch>
            <Route path={PAGE_PATHS.home}>
              <HomePage />
            </Route>
            <Route path={PAGE_PATHS.shop}>
              <ShopPage />
            </Route>
            <Route path={PAGE_PATHS.product}>
              <ProductPage />
            </Route>
            <Route path={PAGE_PATHS.cart}>
              <CartPage />
            </Route>
            <Route path={PAGE_PATHS.checkout}>
              <CheckoutPage />
            </Route>
            <Route path={PAGE_PATHS.terms}>
              <PolicyPage kind="terms" />
            </Route>
            <Route path={PAGE_PATHS.privacy}>
              <PolicyPage kind="privacy" />
            </Route>
            <Route path={PAGE_PATHS.returns}>
              <PolicyPage kind="returns" />
            </Route>
            <Route path={PAGE_PATHS.order}>
              <OrderPage />
            </Route>
            <Route path={PAGE_PATHS.track}>
              <TrackPage />
            </Route>
            <Route>
              <NotFoundPage />
            </Route>
          </Switch>
        </Layout>
      </Route>
    </Switch>
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

/**
 * The shop's providers, pages and error boundary: the same tree on the server (src/storefront/entry-server.tsx,
 * its router given the requested path) and in the browser, so hydration finds what the server rendered.
 */
export function StorefrontTree({
  queryClient,
  routed,
}: {
  queryClient: QueryClient;
  /** The pages inside the router of the side rendering them. */
  routed: (pages: ReactNode) => ReactNode;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <CartProvider>
          {routed(
            <RoutedErrorBoundary>
              <StorefrontRoutes />
            </RoutedErrorBoundary>,
          )}
        </CartProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}

let landing: { queryClient: QueryClient; page: Promise<unknown> } | undefined;

/**
 * Once per visit: the page's language (its Arabic texts on an Arabic page), the query client holding the data
 * the server rendered the page with, and the landing page's code, fetched along with the app's instead of after
 * React's first render. Pages are matched without their `/ar` prefix.
 */
function startLanding() {
  if (!landing) {
    const texts = startLanguage();
    noteLandingHead();
    const queryClient = createQueryClient();
    const state = serverState();
    if (state) hydrate(queryClient, state);
    landing = {
      queryClient,
      page: Promise.all([texts, preloadLandingPage(stripLanguage(window.location.pathname))]),
    };
  }
  return landing;
}

export default function StorefrontApp() {
  const { queryClient, page } = startLanding();
  // The first render waits for the landing page's code and texts (they arrive just after the app's): a page
  // the server rendered stays as sent meanwhile, and one the browser renders shows with its header at once
  // instead of a spinner and then React's 300 ms hold-back of what follows a fallback.
  use(page);
  useEffect(() => {
    // The page answers taps from here on (before, a page the server rendered only shows): said on <html> for
    // styles and for anything that drives the page, as the journeys do.
    document.documentElement.setAttribute('data-hydrated', '');
    // What the shopper tapped before (a size, Add to cart) is done now (main.tsx held it).
    void replayHeldTaps();
    // A build without a pixel id has nothing to start, and leaves Meta's loader out of the shop's code.
    if (import.meta.env.VITE_META_PIXEL_ID) initPixel();
  }, []);
  return (
    <StorefrontTree
      queryClient={queryClient}
      // Arabic pages live under /ar: every link and navigation of the shop keeps the prefix.
      routed={(pages) => <ShopRouter base={basenameOf(language())}>{pages}</ShopRouter>}
    />
  );
}

/**
 * Starts the shop in `element`: hydrates the page the server rendered there, or renders it when the server sent
 * none (or sent it in the other language: a shopper who chose Arabic and opened an English link is moved to
 * the `/ar` page without a reload). A transition: React works in slices, giving the phone back between them.
 */
export async function startStorefront(element: HTMLElement): Promise<void> {
  const sentLanguage = pathLanguage(window.location.pathname);
  startLanding();
  // The browser gets a turn between reading the page's data and hydrating: each is a task of its own, neither
  // long enough to hold up a tap on a slow phone.
  await nextTask();
  const app = <StorefrontApp />;
  // In a transition, hydration too is done in slices (as a render would be), instead of one long task.
  if (element.hasAttribute('data-server-rendered') && language() === sentLanguage)
    startTransition(() => {
      hydrateRoot(element, app);
    });
  else {
    const root = createRoot(element);
    startTransition(() => root.render(app));
  }
}
