import { QueryClient } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext } from 'react-admin';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getDashboardMock,
  getGetBestTimeToSellMockHandler,
  getGetCouponUsageMockHandler,
  getGetLowStockProductsMockHandler,
  getGetMonthlySalesMockHandler,
  getGetSalesByCategoryMockHandler,
  getGetSalesByProductMockHandler,
  getGetSalesByVariantMockHandler,
  getGetTopProductsMockHandler,
} from '../../../generated/api/dashboard/dashboard.msw';
import { cairoDateOf, dashboardRanges } from '../../shared/cairo-dates';
import { ordersDataProvider } from '../data-provider/orders';
import Dashboard from './dashboard';

// react-admin's first render in a fresh jsdom can take over a second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const server = setupServer();
const calls: URL[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    calls.push(new URL(request.url));
  });
  // recharts' ResponsiveContainer sizes the chart from a ResizeObserver; jsdom lays nothing out, so this one
  // reports every chart container as 800 × 300.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(
        private readonly callback: (entries: { contentRect: { width: number; height: number } }[]) => void,
      ) {}
      observe() {
        this.callback([{ contentRect: { width: 800, height: 300 } }]);
      }
      unobserve() {}
      disconnect() {}
    },
  );
});
beforeEach(() => {
  calls.length = 0;
  server.use(...getDashboardMock());
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
});

const callsTo = (endpoint: string) =>
  calls.filter((url) => url.pathname === `/api/admin/dashboard/${endpoint}`);
const failWith = (endpoint: string, status = 500, body: object | null = null) =>
  http.get(`*/api/admin/dashboard/${endpoint}`, () =>
    body ? HttpResponse.json(body, { status }) : new HttpResponse(null, { status }),
  );

function renderDashboard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AdminContext dataProvider={ordersDataProvider} queryClient={queryClient}>
      <Dashboard />
    </AdminContext>,
  );
}

async function expand(title: string) {
  await userEvent.click(await screen.findByRole('button', { name: title }));
}

function section(title: string) {
  return screen.getByRole('region', { name: title });
}

describe('dashboard', () => {
  it('opens on Today in Cairo time and shows the summary for it', async () => {
    renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(await within(summary).findByText('EGP 48,250.50')).toBeInTheDocument();
    expect(within(summary).getByText('37')).toBeInTheDocument();
    expect(within(summary).getByText('EGP 1,304.07')).toBeInTheDocument();

    const today = cairoDateOf(new Date());
    expect(Object.fromEntries(callsTo('summary')[0].searchParams)).toEqual({
      startDate: today,
      endDate: today,
    });
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks again for Last 7 Days, This Month, Last Month, and without dates after Reset', async () => {
    renderDashboard();
    await screen.findByText('EGP 48,250.50');
    const ranges = dashboardRanges(new Date());

    for (const [label, key] of [
      ['Last 7 Days', 'last7Days'],
      ['This Month', 'thisMonth'],
      ['Last Month', 'lastMonth'],
    ] as const) {
      await userEvent.click(screen.getByRole('button', { name: label }));
      await waitFor(() =>
        expect(Object.fromEntries(callsTo('summary').at(-1)!.searchParams)).toEqual(ranges[key]),
      );
    }
    // The range reads day/month/year: 2026-10-01 → 01/10/2026
    const dmy = (ymd: string) => ymd.split('-').reverse().join('/');
    expect(
      screen.getByText(
        `Showing ${dmy(ranges.lastMonth.startDate)} – ${dmy(ranges.lastMonth.endDate)} (Cairo time)`,
      ),
    ).toBeInTheDocument();
    const before = callsTo('summary').length;
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(callsTo('summary').length).toBeGreaterThan(before));
    expect(callsTo('summary').at(-1)!.search).toBe('');
    expect(screen.getByText('Showing all time (Cairo time)')).toBeInTheDocument();
  });

  it('shows "Error: {message}" with the server sentence when the summary fails', async () => {
    server.use(failWith('summary', 400, { error: 'endDate is before startDate' }));
    renderDashboard();
    expect(await screen.findByText('Error: endDate is before startDate')).toBeInTheDocument();
  });

  it('shows "Something went wrong while loading summary" when the failure has no sentence', async () => {
    server.use(failWith('summary', 502));
    renderDashboard();
    expect(await screen.findByText('Something went wrong while loading summary')).toBeInTheDocument();
  });
});

describe('low stock', () => {
  it('alerts about products at 5 or fewer and lists their sizes', async () => {
    renderDashboard();
    expect(await screen.findByText(/1 product is low on stock/)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Low stock products' });
    expect(within(table).getByText('Linen Wrap Midi Dress')).toBeInTheDocument();
    expect(within(table).getByText('Sage')).toBeInTheDocument();
    expect(table).toHaveTextContent('S: 0, M: 3');
    expect(callsTo('lowStockProducts')[0].searchParams.get('threshold')).toBe('5');
  });

  it('says "All products have sufficient stock." when none is low', async () => {
    server.use(getGetLowStockProductsMockHandler([]));
    renderDashboard();
    await waitFor(() => expect(screen.getAllByText('All products have sufficient stock.')).toHaveLength(2));
  });

  it('shows "Error Loading Data" when the low stock list fails', async () => {
    server.use(failWith('lowStockProducts'));
    renderDashboard();
    const listing = await screen.findByRole('region', { name: 'Low Stock Products' });
    expect(await within(listing).findByText('Error Loading Data')).toBeInTheDocument();
  });
});

describe('chart sections', () => {
  it('loads a collapsed section only on first expand, after a loading indicator', async () => {
    renderDashboard();
    await screen.findByText('EGP 48,250.50');
    // Five sections start collapsed, each with the placeholder.
    expect(screen.getAllByText('Chart will load when expanded...')).toHaveLength(5);
    expect(callsTo('salesByVariant')).toHaveLength(0);

    await expand('Sales by Product Variants');
    expect(within(section('Sales by Product Variants')).getByText('Loading chart...')).toBeInTheDocument();
    expect(
      within(section('Sales by Product Variants')).queryByText('Chart will load when expanded...'),
    ).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo('salesByVariant')).toHaveLength(1));
    expect(screen.getAllByText('Chart will load when expanded...')).toHaveLength(4);

    // Collapsing and opening again does not load it again.
    await expand('Sales by Product Variants');
    await expand('Sales by Product Variants');
    expect(callsTo('salesByVariant')).toHaveLength(1);
  });

  it('opens Sales Performance Over Time and Monthly Sales Overview by default', async () => {
    renderDashboard();
    expect(await screen.findByRole('button', { name: 'Sales Performance Over Time' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Monthly Sales Overview' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(section('Sales Performance Over Time')).getByText('Loading charts...')).toBeInTheDocument();
    expect(within(section('Monthly Sales Overview')).getByText('Loading chart...')).toBeInTheDocument();
    await waitFor(() => expect(callsTo('bestTimeToSell')).toHaveLength(1));
    await waitFor(() => expect(callsTo('monthlySales')).toHaveLength(1));
    const today = cairoDateOf(new Date());
    expect(Object.fromEntries(callsTo('bestTimeToSell')[0].searchParams)).toEqual({
      startDate: today,
      endDate: today,
    });
    expect(callsTo('monthlySales')[0].search).toBe('');
    expect(
      await within(section('Sales Performance Over Time')).findByText('Sales by Hour'),
    ).toBeInTheDocument();
    expect(within(section('Sales Performance Over Time')).getByText('Sales by Day')).toBeInTheDocument();
  });

  it('asks for the top 5 products of the chosen days', async () => {
    renderDashboard();
    await expand('Top Selling Products');
    expect(
      await within(section('Top Selling Products')).findByText('Linen Wrap Midi Dress'),
    ).toBeInTheDocument();
    expect(within(section('Top Selling Products')).getByText('14 sold')).toBeInTheDocument();
    expect(callsTo('topProducts')[0].searchParams.get('limit')).toBe('5');
  });

  it('lists coupon usage', async () => {
    renderDashboard();
    await expand('Coupon Usage Analytics');
    const table = await within(section('Coupon Usage Analytics')).findByRole('table', {
      name: 'Coupon usage',
    });
    expect(table).toHaveTextContent('SUMMER10');
    expect(table).toHaveTextContent('23');
  });
});

describe('chart content', () => {
  const chartHeight = (element: HTMLElement) =>
    (element.querySelector('.recharts-responsive-container') as HTMLElement).style.height;

  it('draws sales by hour in 3-hour intervals and sales by weekday, 300 px high', async () => {
    renderDashboard();
    const byHour = await screen.findByRole('figure', { name: 'Sales by Hour' });
    await waitFor(() => expect(within(byHour).getByText('9 AM - 12 PM')).toBeInTheDocument());
    for (const label of [
      '12 AM - 3 AM',
      '3 AM - 6 AM',
      '6 AM - 9 AM',
      '12 PM - 3 PM',
      '3 PM - 6 PM',
      '6 PM - 9 PM',
      '9 PM - 12 AM',
    ]) {
      expect(within(byHour).getByText(label)).toBeInTheDocument();
    }
    const byDay = screen.getByRole('figure', { name: 'Sales by Day' });
    for (const day of ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'])
      expect(within(byDay).getByText(day)).toBeInTheDocument();
    expect(chartHeight(byHour)).toBe('300px');
  });

  it('draws one monthly bar per month under its short month name', async () => {
    renderDashboard();
    await waitFor(() =>
      expect(within(section('Monthly Sales Overview')).getByText('Nov')).toBeInTheDocument(),
    );
    const monthly = section('Monthly Sales Overview');
    expect(within(monthly).getByText('Sep')).toBeInTheDocument();
    expect(within(monthly).getByText('Oct')).toBeInTheDocument();
    expect(monthly.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(3);
    expect(chartHeight(monthly)).toBe('300px');
  });

  it('draws the variant bars per product, one series per "color / size", labels cut at 12 characters, 420 px high', async () => {
    renderDashboard();
    await expand('Sales by Product Variants');
    const variants = section('Sales by Product Variants');
    expect(await within(variants).findByText('Linen Wrap M…')).toBeInTheDocument();
    expect(within(variants).getByText('Sage / M')).toBeInTheDocument();
    expect(within(variants).getByText('Sand / L')).toBeInTheDocument();
    expect(variants.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(2);
    expect(chartHeight(variants)).toBe('420px');
  });
});

describe('empty texts', () => {
  it.each([
    [
      'Sales Performance Over Time',
      getGetBestTimeToSellMockHandler({ byHour: [], byDayOfWeek: [] }),
      'No sales data found for the selected date range.',
    ],
    [
      'Sales by Product Variants',
      getGetSalesByVariantMockHandler([]),
      'No sales data available for selected period.',
    ],
    ['Monthly Sales Overview', getGetMonthlySalesMockHandler([]), 'No Data Available'],
    ['Sales by Product', getGetSalesByProductMockHandler([]), 'No Data Available'],
    ['Sales by Category', getGetSalesByCategoryMockHandler([]), 'No Data Available'],
    ['Top Selling Products', getGetTopProductsMockHandler([]), 'No top-selling products found.'],
    ['Coupon Usage Analytics', getGetCouponUsageMockHandler([]), 'No coupon usage found for this period.'],
  ])('%s says its empty text', async (title, handler, text) => {
    server.use(handler);
    renderDashboard();
    const button = await screen.findByRole('button', { name: title });
    if (button.getAttribute('aria-expanded') === 'false') await userEvent.click(button);
    expect(await within(section(title)).findByText(text)).toBeInTheDocument();
  });
});

describe('error texts', () => {
  it.each([
    ['Sales Performance Over Time', 'bestTimeToSell', 'Failed to load sales data'],
    ['Sales by Product Variants', 'salesByVariant', 'Failed to load data.'],
    ['Monthly Sales Overview', 'monthlySales', 'Failed to load monthly sales data.'],
  ])('%s shows the red "%s" and logs it', async (title, endpoint, text) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(failWith(endpoint));
    renderDashboard();
    const button = await screen.findByRole('button', { name: title });
    if (button.getAttribute('aria-expanded') === 'false') await userEvent.click(button);
    const message = await within(section(title)).findByText(text);
    expect(message).toHaveAttribute('role', 'alert');
    // MUI's error red (#d32f2f)
    expect(getComputedStyle(message).color).toBe('rgb(211, 47, 47)');
    expect(log).toHaveBeenCalledWith(text, expect.objectContaining({ status: 500 }));
    log.mockRestore();
  });

  it.each([
    ['Sales by Product', 'salesByProduct'],
    ['Sales by Category', 'salesByCategory'],
    ['Top Selling Products', 'topProducts'],
    ['Coupon Usage Analytics', 'couponUsage'],
  ])('%s shows "Error Loading Data" with the server sentence', async (title, endpoint) => {
    server.use(failWith(endpoint, 400, { error: 'startDate must be a date (YYYY-MM-DD)' }));
    renderDashboard();
    await expand(title);
    expect(await within(section(title)).findByText('Error Loading Data')).toBeInTheDocument();
    expect(within(section(title)).getByText('startDate must be a date (YYYY-MM-DD)')).toBeInTheDocument();
  });
});
