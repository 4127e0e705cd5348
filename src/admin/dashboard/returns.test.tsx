// The dashboard's Returns section: net sales beside sales and refunds, the return rate, the exchanges' share and
// the units asked back by product, size and reason, each figure with what it counts; in English and Arabic; for
// the owner and the manager only.
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { AdminContext, memoryStore, type AuthProvider } from 'react-admin';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getDashboardMock,
  getGetReturnsSummaryMockHandler,
} from '../../../generated/api/dashboard/dashboard.msw';
import { getGetSetupGuideMockHandler } from '../../../generated/api/settings/settings.msw';
import { getGetUnconfirmedHoldsMockHandler } from '../../../generated/api/orders/orders.msw';
import type { AdminRole, ReturnsSummary } from '../../../generated/models';
import { cairoDateOf, dashboardRanges } from '../../shared/cairo-dates';
import { ordersDataProvider } from '../data-provider/orders';
import { setMoneyLanguage } from '../../shared/format';
import { AdminLanguage } from '../i18n/admin-language';
import { createI18nProvider } from '../i18n/i18n-provider';
import { loadArabic } from '../i18n/use-admin-texts';
import Dashboard from './dashboard';
// Loaded with the test file, so a section's first render waits for React only, not for its chunk's import.
import Returns from './charts/returns';

const server = setupServer();
const calls: URL[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    calls.push(new URL(request.url));
  });
  // The dashboard's other charts size themselves from a ResizeObserver, which the test DOM lacks.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
beforeEach(() => {
  calls.length = 0;
  server.use(
    ...getDashboardMock(),
    getGetSetupGuideMockHandler({ steps: [], complete: true, dismissed: false }),
    getGetUnconfirmedHoldsMockHandler({
      alarm: false,
      threshold: 100,
      windowMinutes: 60,
      units: 0,
      heldUnits: 0,
      orderCount: 0,
      orders: [],
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  setMoneyLanguage('en');
});
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
});

const returnsCalls = () => calls.filter((url) => url.pathname === '/api/admin/dashboard/returns');

/** The contract's example, with a second size and every reason's row the tables show. */
const summary: ReturnsSummary = {
  sales: 48250,
  refunds: 2873,
  netSales: 45377,
  soldUnits: 40,
  returnedUnits: 4,
  returnRate: 0.1,
  exchangeShare: 0.5,
  byProduct: [
    { productId: 12, name: 'Linen Wrap Midi Dress', soldUnits: 10, returnedUnits: 3, returnRate: 0.3 },
    { productId: null, name: 'Satin Slip Skirt', soldUnits: 3, returnedUnits: 1, returnRate: 0.3333 },
  ],
  bySize: [
    { size: 'M', soldUnits: 14, returnedUnits: 3, returnRate: 0.2143 },
    { size: 'XL', soldUnits: 1250, returnedUnits: 1, returnRate: 0.0008 },
  ],
  byReason: [
    { reason: 'too_small', units: 3 },
    { reason: 'defect', units: 1 },
  ],
};

/** The section alone, in the back office's language (AdminLanguage: right to left, amounts "1,450.00 ج.م"). */
function renderSection(locale: 'en' | 'ar' = 'en') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AdminLanguage locale={locale}>
      {() => (
        <AdminContext
          dataProvider={ordersDataProvider}
          queryClient={queryClient}
          store={memoryStore({ locale })}
          i18nProvider={createI18nProvider()}
        >
          <Returns range={{ startDate: '2026-11-01', endDate: '2026-11-30' }} />
        </AdminContext>
      )}
    </AdminLanguage>,
  );
}

function renderDashboard(role?: AdminRole) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const authProvider: AuthProvider | undefined = role
    ? {
        login: async () => undefined,
        logout: async () => undefined,
        checkAuth: async () => undefined,
        checkError: async () => undefined,
        getPermissions: async () => role,
      }
    : undefined;
  render(
    <AdminContext dataProvider={ordersDataProvider} queryClient={queryClient} authProvider={authProvider}>
      <Dashboard />
    </AdminContext>,
  );
}

/** A figure's card: its label, value and what it counts, as one line of text. */
const figure = (name: string) => screen.getByRole('group', { name }).textContent;

/** A table's rows as they read, cell by cell. */
const rows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('returns section', () => {
  it('shows net sales beside sales and refunds, the return rate and the exchanges, each with what it counts', async () => {
    server.use(getGetReturnsSummaryMockHandler(summary));
    renderSection();
    expect(await screen.findByRole('group', { name: 'Net sales' })).toBeInTheDocument();
    // Net sales, then Sales and Refunds beside each other under it.
    const net = screen.getByRole('group', { name: 'Net sales' });
    expect(net.textContent).toMatch(/^Net salesEGP 45,377\.00Sales − refunds/);
    expect(within(net).getByRole('group', { name: 'Sales' })).toHaveTextContent(
      'SalesEGP 48,250.00Total Sales: orders placed in this range',
    );
    expect(within(net).getByRole('group', { name: 'Refunds' })).toHaveTextContent(
      "RefundsEGP 2,873.00Refunds recorded in this range, by the refund's day",
    );
    expect(figure('Return rate')).toBe(
      'Return rate10%4 of 40 unitsUnits asked back in this range ÷ units sold',
    );
    expect(figure('Exchanges')).toBe('Exchanges50%Share of the units asked back that are exchanges');
    // It asks for the days it was given.
    expect(Object.fromEntries(returnsCalls()[0]!.searchParams)).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-30',
    });
  });

  it('lists the products, sizes and reasons with the most units asked back', async () => {
    server.use(getGetReturnsSummaryMockHandler(summary));
    renderSection();
    await screen.findByRole('table', { name: 'Most returned products' });
    expect(
      screen.getByText(
        'Units asked back in this range (refused or cancelled requests left out), against units sold in it.',
      ),
    ).toBeInTheDocument();
    expect(rows('Most returned products')).toEqual([
      ['Product', 'Sold', 'Returned', 'Rate'],
      ['Linen Wrap Midi Dress', '10', '3', '30%'],
      ['Satin Slip Skirt', '3', '1', '33.3%'],
    ]);
    expect(rows('Returns by size')).toEqual([
      ['Size', 'Sold', 'Returned', 'Rate'],
      ['M', '14', '3', '21.4%'],
      ['XL', '1,250', '1', '0.1%'],
    ]);
    expect(rows('Returns by reason')).toEqual([
      ['Reason', 'Units'],
      ['Too small', '3'],
      ['Defect', '1'],
    ]);
    // The shop's own words are not translated.
    expect(screen.getByText('Linen Wrap Midi Dress')).toHaveAttribute('translate', 'no');
  });

  it('says so when nothing came back and nothing was refunded', async () => {
    server.use(
      getGetReturnsSummaryMockHandler({
        ...summary,
        refunds: 0,
        netSales: 48250,
        returnedUnits: 0,
        returnRate: 0,
        exchangeShare: 0,
        byProduct: [],
        bySize: [],
        byReason: [],
      }),
    );
    renderSection();
    expect(await screen.findByText('No returns or refunds in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Net sales' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows refunds of earlier returns, a net below zero, without a rate when nothing was asked back', async () => {
    server.use(
      getGetReturnsSummaryMockHandler({
        ...summary,
        sales: 0,
        refunds: 500,
        netSales: -500,
        soldUnits: 0,
        returnedUnits: 0,
        returnRate: 0,
        exchangeShare: 0,
        byProduct: [],
        bySize: [],
        byReason: [],
      }),
    );
    renderSection();
    expect(await screen.findByRole('group', { name: 'Net sales' })).toHaveTextContent('−EGP 500.00');
    expect(figure('Refunds')).toContain('EGP 500.00');
    expect(screen.getByText('No returns or exchanges asked in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Return rate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('speaks Arabic: labels, captions, amounts after the figure, the reasons', async () => {
    await loadArabic();
    server.use(getGetReturnsSummaryMockHandler(summary));
    renderSection('ar');
    const net = await screen.findByRole('group', { name: 'صافي المبيعات' });
    expect(net.textContent).toMatch(/^صافي المبيعات45,377\.00 ج\.مالمبيعات − المبالغ المرتجعة/);
    expect(figure('المبيعات')).toBe('المبيعات48,250.00 ج.مإجمالي المبيعات: الطلبات اللي اتعملت في الفترة دي');
    expect(figure('المبالغ المرتجعة')).toBe(
      'المبالغ المرتجعة2,873.00 ج.مالفلوس اللي اترجعت في الفترة دي، بيوم الاسترجاع',
    );
    expect(figure('نسبة المرتجع')).toBe(
      'نسبة المرتجع10%4 من 40 قطعةالقطع اللي اتطلب رجوعها في الفترة دي ÷ القطع اللي اتباعت',
    );
    expect(figure('الاستبدال')).toContain('50%');
    expect(rows('المرتجع حسب السبب')).toEqual([
      ['السبب', 'القطع'],
      ['صغير', '3'],
      ['فيه عيب', '1'],
    ]);
    expect(rows('المرتجع حسب المقاس')[1]).toEqual(['M', '14', '3', '21.4%']);
  });
});

describe('returns on the dashboard', () => {
  it("is open for the owner and asks for the dashboard's days, again when they change", async () => {
    renderDashboard('owner');
    const section = await screen.findByRole('region', { name: 'Returns' });
    expect(await within(section).findByText('EGP 45,377.00')).toBeInTheDocument();
    const today = cairoDateOf(new Date());
    expect(Object.fromEntries(returnsCalls()[0]!.searchParams)).toEqual({ startDate: today, endDate: today });

    await userEvent.click(screen.getByRole('button', { name: 'Last 7 Days' }));
    await waitFor(() =>
      expect(Object.fromEntries(returnsCalls().at(-1)!.searchParams)).toEqual(
        dashboardRanges(new Date()).last7Days,
      ),
    );
  });

  it('shows the manager the section too', async () => {
    renderDashboard('manager');
    const section = await screen.findByRole('region', { name: 'Returns' });
    expect(await within(section).findByText('Net sales')).toBeInTheDocument();
  });

  it('is absent for the order desk, which never asks for it', async () => {
    renderDashboard('order_desk');
    await screen.findByRole('region', { name: 'Refusals by Governorate' });
    // Past the sections' first-load delay: the other open sections have asked for their figures.
    await waitFor(() =>
      expect(calls.some((url) => url.pathname === '/api/admin/dashboard/refusalsByGovernorate')).toBe(true),
    );
    expect(screen.queryByRole('region', { name: 'Returns' })).not.toBeInTheDocument();
    expect(returnsCalls()).toEqual([]);
  });
});
