// Renders the whole back office at a path, inside a MemoryRouter, with a stubbed data provider and a signed-in
// auth provider unless told otherwise; a fresh QueryClient without retries for each test.
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { memoryStore, type AuthProvider, type DataProvider, type RaRecord } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { MorphAdmin } from '../app';
// The screens the back office loads lazily, loaded with this helper (once per worker): a screen's first render
// in a test then waits for React only, not for its chunk's first import, which takes seconds on a busy machine.
import '../resources/activity/activity-list';
import '../resources/categories/category-edit';
import '../resources/categories/category-page';
import '../resources/coupons/coupon-edit';
import '../resources/coupons/coupon-page';
import '../resources/discounts/discount-edit';
import '../resources/discounts/discount-page';
import '../resources/orders/cancel-dialog';
import '../resources/orders/packing-slip-page';
import '../resources/products/add-product-page';
import '../resources/products/product-edit-dialog';
import '../resources/tags/tag-edit';
import '../settings/settings-page';

export const signedInAuthProvider = (): AuthProvider => ({
  login: vi.fn(async () => undefined),
  logout: vi.fn(async () => false as const),
  checkAuth: vi.fn(async () => undefined),
  checkError: vi.fn(async () => undefined),
  getIdentity: vi.fn(async () => ({ id: 1, fullName: 'admin' })),
});

type Records = Record<string, RaRecord[]>;

/**
 * An in-memory data provider over `records`; each method is a vi.fn so tests can assert calls or make one
 * fail with mockRejectedValueOnce. Lists are returned whole (the screens under test ask for one page).
 */
export function memoryDataProvider(records: Records = {}) {
  const table = (resource: string) => (records[resource] ??= []);
  const provider = {
    getList: vi.fn(async (resource: string) => ({
      data: [...table(resource)],
      total: table(resource).length,
    })),
    getOne: vi.fn(async (resource: string, { id }: { id: RaRecord['id'] }) => {
      const found = table(resource).find((record) => String(record.id) === String(id));
      if (!found) throw new Error(`No ${resource} ${String(id)}`);
      return { data: found };
    }),
    getMany: vi.fn(async (resource: string, { ids }: { ids: RaRecord['id'][] }) => ({
      data: table(resource).filter((record) => ids.map(String).includes(String(record.id))),
    })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    create: vi.fn(
      async (
        resource: string,
        { data }: { data: Record<string, unknown>; meta?: Record<string, unknown> },
      ) => {
        const record = { ...data, id: table(resource).length + 100 } as RaRecord;
        table(resource).push(record);
        return { data: record };
      },
    ),
    update: vi.fn(
      async (resource: string, { id, data }: { id: RaRecord['id']; data: Record<string, unknown> }) => {
        const index = table(resource).findIndex((record) => String(record.id) === String(id));
        table(resource)[index] = { ...table(resource)[index], ...data };
        return { data: table(resource)[index] };
      },
    ),
    updateMany: vi.fn(async () => ({ data: [] })),
    delete: vi.fn(async (resource: string, { id }: { id: RaRecord['id'] }) => {
      const index = table(resource).findIndex((record) => String(record.id) === String(id));
      const [removed] = table(resource).splice(index, 1);
      return { data: removed };
    }),
    deleteMany: vi.fn(async () => ({ data: [] })),
  };
  return provider as typeof provider & DataProvider;
}

export function renderAdmin(
  path: string,
  {
    dataProvider = memoryDataProvider(),
    authProvider = signedInAuthProvider(),
    locale,
  }: {
    dataProvider?: DataProvider;
    authProvider?: AuthProvider;
    /** The back office's language ('ar' needs `await loadArabic()` first, as the i18n provider does). */
    locale?: 'en' | 'ar';
  } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: false } },
  });
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/admin/*"
          element={
            <MorphAdmin
              dataProvider={dataProvider}
              authProvider={authProvider}
              queryClient={queryClient}
              // Always a store of the test's own, in English unless asked: react-admin's i18n provider is one
              // object for the worker's life, and a locale left in it by an Arabic render would be the next
              // render's default (useLocaleState falls back to the provider's locale).
              store={memoryStore({ locale: locale ?? 'en' })}
            />
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return { ...view, dataProvider, authProvider, queryClient };
}
