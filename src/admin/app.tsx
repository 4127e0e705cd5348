/**
 * The back office (react-admin 5 on MUI) under /admin, loaded lazily by src/main.tsx.
 *
 * Routes are the product's admin URLs (docs/product.md#routes): /admin/dashboard, /addProduct, /category, /products, /orders,
 * /orders/{orderId}, /addcoupon and /addCoupon, /addDiscount, plus /shipping. Resources give the lists and
 * records; the spec's stand-alone pages are custom routes inside the layout. Every page requires the
 * session, checked once at start-up (auth-provider.ts); signed-out visitors go to the storefront's /login.
 */
import { lazy, Suspense, useState, type ReactElement, type ReactNode } from 'react';
import {
  Admin,
  CustomRoutes,
  Loading,
  localStorageStore,
  Resource,
  type AuthProvider,
  type DataProvider,
  type ResourceProps,
  type Store,
} from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import {
  ADMIN_PAGES,
  ADMIN_PRINT_PAGES,
  ADMIN_RESOURCES,
  type AdminPage,
  type AdminResource,
} from './admin-routes';
import { createAuthProvider } from './auth-provider';
import { lazyComponent } from './components/deferred';
import Dashboard from './dashboard/dashboard';
import { dataProvider as defaultDataProvider } from './data-provider';
import { AdminLanguage, useStoredLocale } from './i18n/admin-language';
import { createI18nProvider } from './i18n/i18n-provider';
import { LAYOUT_EN } from './i18n/layout';
import { loadedArabic } from './i18n/use-admin-texts';
import { AdminLayout } from './layout/admin-layout';
import { ScreenGuard } from './layout/screen-guard';
import { adminRtlTheme, adminTheme } from './layout/theme';
import { createAdminQueryClient } from './query-client';
import activity from './resources/activity';
import customers from './resources/customers';
import orders from './resources/orders';
import products from './resources/products';
import returns from './resources/returns';
import shipping from './resources/shipping';
import { StaffScreen } from './resources/staff';

export const ADMIN_BASENAME = '/admin';

// Pages used now and then load with their own chunk, not with the back office's first load.
const CategoryEdit = lazyComponent(() =>
  import('./resources/categories/category-edit').then((m) => m.CategoryEdit),
);
const CategoryPage = lazyComponent(() =>
  import('./resources/categories/category-page').then((m) => m.CategoryPage),
);
const CouponEdit = lazyComponent(() => import('./resources/coupons/coupon-edit').then((m) => m.CouponEdit));
const CouponPage = lazyComponent(() => import('./resources/coupons/coupon-page').then((m) => m.CouponPage));
const DiscountEdit = lazyComponent(() =>
  import('./resources/discounts/discount-edit').then((m) => m.DiscountEdit),
);
const DiscountPage = lazyComponent(() =>
  import('./resources/discounts/discount-page').then((m) => m.DiscountPage),
);
const AddProductPage = lazyComponent(() =>
  import('./resources/products/add-product-page').then((m) => m.AddProductPage),
);
const TagEdit = lazyComponent(() => import('./resources/tags/tag-edit').then((m) => m.TagEdit));
const PackingSlipPage = lazy(() => import('./resources/orders/packing-slip-page'));
const SettingsPage = lazy(() => import('./settings/settings-page'));
const SynonymsPage = lazy(() => import('./resources/synonyms/synonyms-page'));
const AccountPage = lazy(() => import('./account/account-page'));
const JoinPage = lazy(() => import('./staff-join/join-page'));

/** The back office's start (/admin): the dashboard, or the orders for a role without the sales figures. */
function HomeDashboard() {
  return (
    <ScreenGuard path="/dashboard">
      <Dashboard />
    </ScreenGuard>
  );
}

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}

/** Each resource's views (admin-routes.ts lists which; admin-routes.test.tsx checks they agree). */
export const RESOURCE_PROPS: Record<AdminResource, Omit<ResourceProps, 'name'>> = {
  products,
  orders,
  shipping: { ...shipping, options: { label: 'Shipping' } },
  customers: { ...customers, options: { label: 'Customers' } },
  // Their lists are the spec's pages below; the edit views are /admin/<resource>/<id>.
  categories: { edit: CategoryEdit, recordRepresentation: 'name' },
  tags: { edit: TagEdit, recordRepresentation: 'name' },
  coupons: { edit: CouponEdit, recordRepresentation: 'code' },
  discounts: { edit: DiscountEdit },
  // The owner's log, list only; its screen loads with its own chunk.
  activity: { ...activity, options: { label: 'Activity' } },
  // The returns and exchanges queue and a request's page (/admin/returns/{id}/show).
  returns: { ...returns, options: { label: 'Returns' } },
};

const PAGES: Record<AdminPage, ReactElement> = {
  '/dashboard': <Dashboard />,
  '/addProduct': <AddProductPage />,
  '/category': <CategoryPage />,
  '/addcoupon': <CouponPage />,
  '/addCoupon': <CouponPage />,
  '/addDiscount': <DiscountPage />,
  '/settings': (
    <Lazy>
      <SettingsPage />
    </Lazy>
  ),
  '/synonyms': (
    <Lazy>
      <SynonymsPage />
    </Lazy>
  ),
  '/staff': (
    <Lazy>
      <StaffScreen />
    </Lazy>
  ),
  '/account': (
    <Lazy>
      <AccountPage />
    </Lazy>
  ),
};

export interface MorphAdminProps {
  dataProvider?: DataProvider;
  authProvider?: AuthProvider;
  queryClient?: QueryClient;
  /** react-admin's store (the chosen language among others); localStorage unless a test gives one. */
  store?: Store;
}

/** The react-admin app; it must sit inside a router at /admin/* (AdminApp, or a MemoryRouter in tests). */
export function MorphAdmin({
  dataProvider = defaultDataProvider,
  authProvider,
  queryClient,
  store: storeProp,
}: MorphAdminProps) {
  // One auth provider and one QueryClient for the app's life: the session check must happen once.
  const [auth] = useState(() => authProvider ?? createAuthProvider());
  const [client] = useState(() => queryClient ?? createAdminQueryClient());
  const [store] = useState(() => storeProp ?? localStorageStore());
  const [i18nProvider] = useState(createI18nProvider);
  const locale = useStoredLocale(store);
  return (
    <AdminLanguage locale={locale}>
      {(rtl) => (
        <Admin
          basename={ADMIN_BASENAME}
          title={rtl ? loadedArabic()?.app.layout.documentTitle : LAYOUT_EN.documentTitle}
          disableTelemetry
          requireAuth
          loginPage={false}
          dataProvider={dataProvider}
          authProvider={auth}
          queryClient={client}
          store={store}
          i18nProvider={i18nProvider}
          dashboard={HomeDashboard}
          layout={AdminLayout}
          theme={rtl ? adminRtlTheme : adminTheme}
        >
          {(Object.keys(ADMIN_RESOURCES) as AdminResource[]).map((name) => (
            <Resource key={name} name={name} {...RESOURCE_PROPS[name]} />
          ))}
          <CustomRoutes>
            {ADMIN_PAGES.map((path) => (
              // The spec's route is /addcoupon and its sidebar links /addCoupon: both open the coupon page.
              <Route
                key={path}
                path={path}
                element={<ScreenGuard path={path}>{PAGES[path]}</ScreenGuard>}
                caseSensitive={path.toLowerCase() === '/addcoupon'}
              />
            ))}
          </CustomRoutes>
          {/* Packing slips print without the sidebar and app bar: one order, or a selection of the list. */}
          <CustomRoutes noLayout>
            {ADMIN_PRINT_PAGES.map((path) => (
              <Route
                key={path}
                path={path}
                element={
                  <Lazy>
                    <PackingSlipPage />
                  </Lazy>
                }
              />
            ))}
          </CustomRoutes>
        </Admin>
      )}
    </AdminLanguage>
  );
}

export default function AdminApp() {
  return (
    <BrowserRouter>
      <Routes>
        {/* An invited member sets her password here, before she has a session: outside react-admin. */}
        <Route
          path={`${ADMIN_BASENAME}/join`}
          element={
            <Lazy>
              <JoinPage />
            </Lazy>
          }
        />
        <Route path={`${ADMIN_BASENAME}/*`} element={<MorphAdmin />} />
      </Routes>
    </BrowserRouter>
  );
}
