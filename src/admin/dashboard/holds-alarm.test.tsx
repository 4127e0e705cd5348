import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { AdminContext, memoryStore } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  getCancelOrdersAsFakeMockHandler,
  getGetUnconfirmedHoldsMockHandler,
} from '../../../generated/api/orders/orders.msw';
import type { UnconfirmedHold, UnconfirmedHolds } from '../../../generated/models';
import { ordersDataProvider } from '../data-provider/orders';
import { useScreenWidth } from '../test-support/screen-width';
import { HoldsAlarm } from './holds-alarm';
import { loadArabic } from '../i18n/use-admin-texts';
import { createI18nProvider } from '../i18n/i18n-provider';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const suspect = (n: number, overrides: Partial<UnconfirmedHold> = {}): UnconfirmedHold => ({
  orderId: n,
  orderNumber: `MO-AAAA${n}A`,
  createdAt: '2026-11-26T01:00:00.000Z',
  customerInfo: { firstName: 'Fake', lastName: `Buyer${n}` },
  totalPrice: 25_000,
  units: 50,
  holdsStock: false,
  holdFlags: ['large_order'],
  sameAddressOrders: 3,
  ...overrides,
});

const alarm: UnconfirmedHolds = {
  alarm: true,
  threshold: 100,
  windowMinutes: 60,
  units: 150,
  heldUnits: 0,
  orderCount: 3,
  orders: [suspect(1), suspect(2), suspect(3)],
};
const quiet: UnconfirmedHolds = { ...alarm, alarm: false, units: 0, orderCount: 0, orders: [] };

function renderAlarm(locale = 'en') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AdminContext
      dataProvider={ordersDataProvider}
      queryClient={queryClient}
      store={memoryStore({ locale })}
      i18nProvider={createI18nProvider()}
    >
      <HoldsAlarm />
    </AdminContext>,
  );
}

describe('the alarm on unconfirmed holds', () => {
  it('shows nothing in a quiet hour', async () => {
    let asked = 0;
    server.use(getGetUnconfirmedHoldsMockHandler(() => (asked++, quiet)));
    renderAlarm();
    await waitFor(() => expect(asked).toBe(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('cancels the selected orders as fake in one click', async () => {
    let held = alarm;
    const sent: unknown[] = [];
    server.use(
      getGetUnconfirmedHoldsMockHandler(() => held),
      getCancelOrdersAsFakeMockHandler(async ({ request }) => {
        sent.push(await request.json());
        held = quiet;
        return { cancelled: [1, 3], skipped: [] };
      }),
    );
    renderAlarm();
    const box = await screen.findByRole('alert', { name: 'Unconfirmed orders jumped' });
    expect(
      within(box).getByText(
        '3 orders placed in the last 60 minutes and not yet confirmed ask for 150 units; 0 of them are held in stock.',
      ),
    ).toBeInTheDocument();
    expect(within(box).getAllByText('3 from the same connection')).toHaveLength(3);
    expect(within(box).getAllByText('Large order: reserved on confirmation')).toHaveLength(3);

    // Every order starts selected; staff leave out the second.
    await userEvent.click(within(box).getByRole('checkbox', { name: 'MO-AAAA2A' }));
    await userEvent.click(within(box).getByRole('button', { name: 'Cancel 2 as fake' }));
    await waitFor(() => expect(sent).toEqual([{ ids: [1, 3] }]));
    // The server answered; asked again, the hour is quiet and the alarm goes.
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

describe('the alarm on a 390 px phone, in Arabic', () => {
  useScreenWidth(390);
  // The Arabic texts are a chunk of their own; the i18n provider loads them before the locale turns Arabic.
  beforeAll(() => loadArabic());

  it('speaks Arabic and sends nothing when nothing is selected', async () => {
    server.use(getGetUnconfirmedHoldsMockHandler(alarm));
    renderAlarm('ar');
    const box = await screen.findByRole('alert', { name: 'قفزة في الطلبات غير المؤكدة' });
    expect(within(box).getByRole('button', { name: 'إلغاء 3 كطلبات وهمية' })).toBeEnabled();
    expect(within(box).getAllByText('طلب كبير: يُحجز عند التأكيد')).toHaveLength(3);
    // Unselecting all disables the button: nothing is sent by mistake.
    await userEvent.click(within(box).getByRole('checkbox', { name: 'تحديد الكل' }));
    expect(within(box).getByRole('button', { name: 'إلغاء 0 كطلبات وهمية' })).toBeDisabled();
  });
});
