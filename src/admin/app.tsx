/**
 * The back office (react-admin 5 on MUI) under /admin, loaded lazily by src/main.tsx.
 *
 * Routes are the product's admin URLs (docs/product.md#routes): /admin/dashboard, /addProduct, /category, /products, /orders,
 * /orders/{orderId}, /addcoupon and /addCoupon, /addDiscount, plus /shipping. Resources give the lists and
 * records; the spec's stand-alone pages are custom routes inside the layout. Every page requires the
 * session, checked once at start-up (auth-provider.ts); signed-out visitors go to the storefront's /login.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Admin, CustomRoutes, Loading, Resource, type AuthProvider, type DataProvider } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { createAuthProvider } from './auth-provider';
import { lazyComponent } from './components/deferred';
import Dashboard from './dashboard/dashboard';
import { dataProvider as defaultDataProvider } from './data-provider';
import { AdminLayout } from './layout/admin-layout';
import { adminTheme } from './layout/theme';
import { createAdminQueryClient } from './query-client';
import customers from './resources/customers';
import orders from './resources/orders';
import products from './resources/products';
import shipping from './resources/shipping';

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

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}

export interface MorphAdminProps {
  dataProvider?: DataProvider;
  authProvider?: AuthProvider;
  queryClient?: QueryClient;
}

/** The react-admin app; it must sit inside a router at /admin/* (AdminApp, or a MemoryRouter in tests). */
export function MorphAdmin({
  dataProvider = defaultDataProvider,
  authProvider,
  queryClient,
}: MorphAdminProps) {
  // One auth provider and one QueryClient for the app's life: the session check must happen once.
  const [auth] = useState(() => authProvider ?? createAuthProvider());
  const [client] = useState(() => queryClient ?? createAdminQueryClient());
  return (
    <Admin
      basename={ADMIN_BASENAME}
      title="Morph back office"
      disableTelemetry
      requireAuth
      loginPage={false}
      dataProvider={dataProvider}
      authProvider={auth}
      queryClient={client}
      dashboard={Dashboard}
      layout={AdminLayout}
      theme={adminTheme}
    >
      <Resource name="products" {...products} />
      <Resource name="orders" {...orders} />
      <Resource name="shipping" {...shipping} options={{ label: 'Shipping' }} />
      <Resource name="customers" {...customers} options={{ label: 'Customers' }} />
      {/* Their lists are the spec's pages below; the edit views are /admin/<resource>/<id>. */}
      <Resource name="categories" edit={CategoryEdit} recordRepresentation="name" />
      <Resource name="tags" edit={TagEdit} recordRepresentation="name" />
      <Resource name="coupons" edit={CouponEdit} recordRepresentation="code" />
      <Resource name="discounts" edit={DiscountEdit} />
      <CustomRoutes>
        <Route path="/dashboard" element={<Dashboard />} />
        <Route path="/addProduct" element={<AddProductPage />} />
        <Route path="/category" element={<CategoryPage />} />
        {/* The spec's route is /addcoupon and its sidebar links /addCoupon: both open the coupon page. */}
        <Route path="/addcoupon" element={<CouponPage />} caseSensitive />
        <Route path="/addCoupon" element={<CouponPage />} caseSensitive />
        <Route path="/addDiscount" element={<DiscountPage />} />
        <Route
          path="/settings"
          element={
            <Lazy>
              <SettingsPage />
            </Lazy>
          }
        />
      </CustomRoutes>
      {/* Packing slips print without the sidebar and app bar: one order, or a selection of the list. */}
      <CustomRoutes noLayout>
        <Route
          path="/orders/:id/slip"
          element={
            <Lazy>
              <PackingSlipPage />
            </Lazy>
          }
        />
        <Route
          path="/orders/slips"
          element={
            <Lazy>
              <PackingSlipPage />
            </Lazy>
          }
        />
      </CustomRoutes>
    </Admin>
  );
}

export default function AdminApp() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={`${ADMIN_BASENAME}/*`} element={<MorphAdmin />} />
      </Routes>
    </BrowserRouter>
  );
}
