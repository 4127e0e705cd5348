// The returns screens' tests: the back office's returns and orders resources over the real data provider
// (requests answered by MSW handlers from the contract), as a member of a role, in English or Arabic.
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Admin, memoryStore, Resource, TestMemoryRouter, type AuthProvider } from 'react-admin';
import { Route, Routes, type Location } from 'react-router-dom';
import type { AdminRole, Return } from '../../../../generated/models';
import { getGetReturnResponseMock } from '../../../../generated/api/returns/returns.msw';
import { mayDo } from '../../access';
import { dataProvider } from '../../data-provider';
import { createI18nProvider } from '../../i18n/i18n-provider';
import { signedInAuthProvider } from '../../test-support/render-admin';
import orders from '../orders';
import returns from './index';
// The dialogs load with their own chunk when opened; loaded here once, so a test waits for React only.
import './approve-dialog';
import './courier-sheet-dialog';
import './create-return-dialog';
import './pickup-dialog';
import './receive-dialog';
import './refund-dialog';
import './refuse-dialog';

export const memberOf = (role?: AdminRole): AuthProvider => ({
  ...signedInAuthProvider(),
  ...(role
    ? {
        getPermissions: async () => role,
        canAccess: async ({ resource, action }) => mayDo(role, resource, action),
      }
    : {}),
});

export function renderReturns(
  path: string,
  { role, locale = 'en' }: { role?: AdminRole; locale?: 'en' | 'ar' } = {},
) {
  const location: { current?: Location } = {};
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(l) => (location.current = l)}>
      <Routes>
        <Route
          path="/admin/*"
          element={
            <Admin
              basename="/admin"
              dataProvider={dataProvider}
              authProvider={memberOf(role)}
              queryClient={queryClient}
              store={memoryStore({ locale })}
              i18nProvider={createI18nProvider()}
              disableTelemetry
            >
              <Resource name="returns" {...returns} />
              <Resource name="orders" {...orders} />
              <Resource name="products" />
              <Resource name="customers" />
            </Admin>
          }
        />
      </Routes>
    </TestMemoryRouter>,
  );
  return location;
}

/** A request as the contract's example has it (an approved exchange), with `overrides`. */
export function aRequest(overrides: Partial<Return> = {}): Return {
  return { ...getGetReturnResponseMock(), ...overrides };
}

/** A requested return of two items, the second with a refund still to record. */
export function aReturn(overrides: Partial<Return> = {}): Return {
  const base = getGetReturnResponseMock();
  return {
    ...base,
    kind: 'return',
    status: 'requested',
    pickupDate: null,
    replacementOrder: null,
    refundable: 2873,
    items: [
      { ...base.items[0]!, id: 55, wanted: null },
      {
        ...base.items[0]!,
        id: 56,
        orderItemId: 42,
        name: 'Pleated Satin Skirt',
        color: 'Black',
        size: 'S',
        sku: 'MO-SK-004-BK-S',
        reason: 'defect',
        wanted: null,
      },
    ],
    timeline: [{ status: 'requested', at: '2026-11-25T10:00:00.000Z' }],
    ...overrides,
  };
}
