import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  getDismissSetupGuideMockHandler,
  getGetSetupGuideMockHandler,
  getMarkSetupStepMockHandler,
} from '../../../generated/api/settings/settings.msw';
import { AdminContext, memoryStore } from 'react-admin';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getDashboardMock,
  getGetBestTimeToSellMockHandler,
  getGetCouponUsageMockHandler,
  getGetDashboardSummaryMockHandler,
  getGetLowStockProductsMockHandler,
  getGetMonthlySalesMockHandler,
  getGetRefusalsByGovernorateMockHandler,
  getGetSalesByCategoryMockHandler,
  getGetSalesByProductMockHandler,
  getGetSalesByVariantMockHandler,
  getGetTopProductsMockHandler,
} from '../../../generated/api/dashboard/dashboard.msw';
import { getGetUnconfirmedHoldsMockHandler } from '../../../generated/api/orders/orders.msw';
import { cairoDateOf, dashboardRanges } from '../../shared/cairo-dates';
import { ordersDataProvider } from '../data-provider/orders';
import Dashboard from './dashboard';
import Refusals from './charts/refusals';
import { createI18nProvider } from '../i18n/i18n-provider';
import { loadArabic } from '../i18n/use-admin-texts';
// The charts the dashboard loads lazily (with recharts), loaded with the test file: a section's first render then
// waits for React only, not for its chunk's first import, which takes seconds on a busy machine.
import CategorySales from './charts/category-sales';
import CouponUsage from './charts/coupon-usage';
import MonthlySales from './charts/monthly-sales';
import ProductSales from './charts/product-sales';
import SalesOverTime from './charts/sales-over-time';
import TopProducts from './charts/top-products';
import VariantSales from './charts/variant-sales';

const server = setupServer();
const calls: URL[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    calls.push(new URL(request.url));
  });
  // recharts' ResponsiveContainer sizes the chart from a ResizeObserver; happy-dom lays nothing out (its own
  // never reports), so this one reports every chart container as 800 × 300.
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
  server.use(
    ...getDashboardMock(),
    // A shop already set up: no guide (its own tests below show one).
    getGetSetupGuideMockHandler({ steps: [], complete: true, dismissed: false }),
    // A quiet hour: no alarm (holds-alarm.test.tsx shows one).
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

/**
 * One section's chart alone, without the rest of the dashboard (what a test of a chart's drawing or texts reads):
 * a fifth of rendering the whole dashboard, whose sections' wiring the "chart sections" tests cover. Its
 * container stands for the section.
 */
const CHARTS: Record<string, ReactElement> = {
  'Sales Performance Over Time': <SalesOverTime range={{}} />,
  'Sales by Product Variants': <VariantSales range={{}} />,
  'Monthly Sales Overview': <MonthlySales />,
  'Sales by Product': <ProductSales range={{}} />,
  'Sales by Category': <CategorySales range={{}} />,
  'Top Selling Products': <TopProducts range={{}} />,
  'Coupon Usage Analytics': <CouponUsage range={{}} />,
};

function renderChart(title: string): HTMLElement {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AdminContext dataProvider={ordersDataProvider} queryClient={queryClient}>
      {CHARTS[title]}
    </AdminContext>,
  ).container;
}

/** Opens a section (a click on its heading) unless it is open already. */
async function expand(title: string) {
  const button = await screen.findByRole('button', { name: title });
  if (button.getAttribute('aria-expanded') === 'false') await userEvent.click(button);
}

function section(title: string) {
  return screen.getByRole('region', { name: title });
}

/**
 * MUI's media queries answered as a narrow screen would (no min-width query matches) or a 1366 px one (each
 * does), until the returned function puts the window's own matchMedia back. Not vi.stubGlobal: undoing that
 * would also remove the file's ResizeObserver stub.
 */
function screenWidth(kind: 'narrow' | 'wide'): () => void {
  const own = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: /min-width/.test(query) === (kind === 'wide'),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
  return () => {
    if (own) Object.defineProperty(window, 'matchMedia', own);
    else Reflect.deleteProperty(window, 'matchMedia');
  };
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
    const restore = screenWidth('narrow');
    try {
      renderDashboard();
      await screen.findByText('EGP 48,250.50');
      // On a narrow screen the three tall ranked charts start collapsed, each with the placeholder.
      expect(screen.getAllByText('Chart will load when expanded...')).toHaveLength(3);
      expect(callsTo('salesByVariant')).toHaveLength(0);

      await expand('Sales by Product Variants');
      expect(within(section('Sales by Product Variants')).getByText('Loading chart...')).toBeInTheDocument();
      // The status says it in words; its spinner is not a second, nameless progress bar (axe: aria-progressbar-name).
      expect(within(section('Sales by Product Variants')).queryByRole('progressbar')).not.toBeInTheDocument();
      expect(
        within(section('Sales by Product Variants')).queryByText('Chart will load when expanded...'),
      ).not.toBeInTheDocument();
      await waitFor(() => expect(callsTo('salesByVariant')).toHaveLength(1));
      expect(screen.getAllByText('Chart will load when expanded...')).toHaveLength(2);

      // Collapsing and opening again does not load it again.
      const heading = screen.getByRole('button', { name: 'Sales by Product Variants' });
      await userEvent.click(heading);
      expect(heading).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(heading);
      expect(callsTo('salesByVariant')).toHaveLength(1);
    } finally {
      restore();
    }
  });

  it('opens the compact sections by default on every screen', async () => {
    renderDashboard();
    for (const title of ['Top Selling Products', 'Coupon Usage Analytics', 'Refusals by Governorate'])
      expect(await screen.findByRole('button', { name: title })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(callsTo('refusalsByGovernorate')).toHaveLength(1));
  });

  it('opens every section by default on a wide screen', async () => {
    const restore = screenWidth('wide');
    try {
      renderDashboard();
      await screen.findByText('EGP 48,250.50');
      expect(screen.queryByText('Chart will load when expanded...')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Sales by Product Variants' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    } finally {
      restore();
    }
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
    renderChart('Sales Performance Over Time');
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

  it('draws the sales by hour curve through its points without ever passing them (monotone)', async () => {
    // Quiet hours between busy ones: a curve that overshoots would dip below 0 or rise above a peak.
    server.use(
      getGetBestTimeToSellMockHandler({
        byHour: [
          { hour: 1, totalSales: 0 },
          { hour: 10, totalSales: 900 },
          { hour: 13, totalSales: 3100 },
          { hour: 16, totalSales: 0 },
          { hour: 19, totalSales: 1000 },
          { hour: 22, totalSales: 950 },
        ],
        byDayOfWeek: [{ day: 'Friday', totalSales: 100 }],
      }),
    );
    renderChart('Sales Performance Over Time');
    const byHour = await screen.findByRole('figure', { name: 'Sales by Hour' });
    await waitFor(() => expect(byHour.querySelector('.recharts-line-curve')).not.toBeNull());
    const d = byHour.querySelector('.recharts-line-curve')!.getAttribute('d')!;
    const numbers = (text: string) => (text.match(/-?\d+(\.\d+)?(e-?\d+)?/g) ?? []).map(Number);
    const [start, ...segments] = d.split(/(?=[MLC])/);
    let y = numbers(start!)[1]!;
    expect(segments.length).toBe(7);
    for (const segment of segments) {
      const values = numbers(segment);
      const end = values.at(-1)!;
      // A cubic piece stays within its control points: all within its two points' heights, it never passes them.
      const [low, high] = [Math.min(y, end), Math.max(y, end)];
      for (const controlY of values.filter((_, i) => i % 2 === 1))
        expect(controlY).toBeGreaterThanOrEqual(low - 0.01);
      for (const controlY of values.filter((_, i) => i % 2 === 1))
        expect(controlY).toBeLessThanOrEqual(high + 0.01);
      y = end;
    }
  });

  it('draws one monthly bar per month under its short month name', async () => {
    const monthly = renderChart('Monthly Sales Overview');
    await waitFor(() => expect(within(monthly).getByText('Nov')).toBeInTheDocument());
    expect(within(monthly).getByText('Sep')).toBeInTheDocument();
    expect(within(monthly).getByText('Oct')).toBeInTheDocument();
    expect(monthly.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(3);
    expect(chartHeight(monthly)).toBe('300px');
  });

  it('draws one horizontal bar per variant, short labels with the whole name on hover and in words, 420 px high', async () => {
    const variants = renderChart('Sales by Product Variants');
    expect(await within(variants).findByText('Linen Wrap… Sage/M')).toBeInTheDocument();
    expect(within(variants).getByText('Linen Wrap… Sand/L')).toBeInTheDocument();
    // The tick's title is the whole name (the browser shows it on hover); no 35-entry legend any more.
    expect(within(variants).getByText('Linen Wrap Midi Dress — Sage / M').tagName).toBe('title');
    expect(variants.querySelector('.recharts-legend-wrapper')).toBeNull();
    const words = within(variants).getByRole('list', { name: 'Sales by Product Variants, in words' });
    expect(
      within(words)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Linen Wrap Midi Dress — Sage / M: 6 sold', 'Linen Wrap Midi Dress — Sand / L: 4 sold']);
    expect(variants.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(2);
    expect(chartHeight(variants)).toBe('420px');
  });

  it('writes each hour bucket on two lines that fit, the whole bucket as the title', async () => {
    renderChart('Sales Performance Over Time');
    const byHour = await screen.findByRole('figure', { name: 'Sales by Hour' });
    await waitFor(() => expect(within(byHour).getByText('9 AM - 12 PM').tagName).toBe('title'));
    expect(within(byHour).getByText('9 AM –')).toBeInTheDocument();
    expect(within(byHour).getAllByText('12 PM')[0].tagName).toBe('tspan');
    const byDay = screen.getByRole('figure', { name: 'Sales by Day' });
    expect(within(byDay).getByText('Wed')).toBeInTheDocument();
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
    expect(await within(renderChart(title)).findByText(text)).toBeInTheDocument();
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
    const message = await within(renderChart(title)).findByText(text);
    expect(message).toHaveAttribute('role', 'alert');
    // MUI's error red, in whichever notation the DOM gives computed colours.
    expect(message).toHaveStyle({ color: '#d32f2f' });
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
    const chart = renderChart(title);
    expect(await within(chart).findByText('Error Loading Data')).toBeInTheDocument();
    expect(within(chart).getByText('startDate must be a date (YYYY-MM-DD)')).toBeInTheDocument();
  });
});

const manyProducts = Array.from({ length: 14 }, (_, i) => ({
  productName: `Product ${String(i + 1).padStart(2, '0')} Linen Wrap Midi Dress`,
  totalQuantity: i + 1,
  totalSales: (i + 1) * 1000,
}));

describe('top 10 and Others', () => {
  it('Sales by Product shows the ten best as horizontal bars, then one "Others" bar for the rest', async () => {
    server.use(getGetSalesByProductMockHandler(manyProducts));
    const products = renderChart('Sales by Product');
    expect(await within(products).findByText('Others')).toBeInTheDocument();
    expect(within(products).getByText('Product 14 Linen…')).toBeInTheDocument();
    expect(within(products).getByText('Product 14 Linen Wrap Midi Dress').tagName).toBe('title');
    expect(within(products).queryByText('Product 04 Linen…')).not.toBeInTheDocument();
    expect(products.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(11);
    const words = within(products).getByRole('list', { name: 'Sales by Product, in words' });
    const items = within(words).getAllByRole('listitem');
    expect(items).toHaveLength(11);
    expect(items[0]).toHaveTextContent('Product 14 Linen Wrap Midi Dress: EGP 14,000.00 (14 sold)');
    // 1000 + 2000 + 3000 + 4000, 1 + 2 + 3 + 4 units
    expect(items[10]).toHaveTextContent('Others (4 products): EGP 10,000.00 (10 sold)');
  });

  it('Sales by Product Variants keeps the ten best variants and sums the rest', async () => {
    server.use(
      getGetSalesByVariantMockHandler(
        Array.from({ length: 35 }, (_, i) => ({
          productTitle: `Dress ${i + 1}`,
          color: 'Sage',
          size: 'M',
          totalSold: i + 1,
        })),
      ),
    );
    const variants = renderChart('Sales by Product Variants');
    const words = await within(variants).findByRole('list', { name: 'Sales by Product Variants, in words' });
    const items = within(words).getAllByRole('listitem');
    expect(items).toHaveLength(11);
    expect(items[0]).toHaveTextContent('Dress 35 — Sage / M: 35 sold');
    // 1 + 2 + … + 25
    expect(items[10]).toHaveTextContent('Others (25 variants): 325 sold');
  });
});

describe('answers cut by the server (X-Total-Count)', () => {
  const counted = (endpoint: string, rows: unknown[], total: number) =>
    http.get(`*/api/admin/dashboard/${endpoint}`, () =>
      HttpResponse.json(rows, { headers: { 'X-Total-Count': String(total) } }),
    );

  it('Sales by Product: the ten best without "Others", and how many products sold in all', async () => {
    server.use(counted('salesByProduct', manyProducts, 3512));
    const products = renderChart('Sales by Product');
    expect(
      await within(products).findByText('The 10 best-selling of 3,512 products sold in this period.'),
    ).toBeInTheDocument();
    expect(within(products).queryByText('Others')).not.toBeInTheDocument();
    expect(products.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(10);
  });

  it('Sales by Product Variants: the best sizes of the products answered, and how many sold in all', async () => {
    server.use(
      counted(
        'salesByVariant',
        Array.from({ length: 30 }, (_, i) => ({
          productTitle: `Dress ${1 + (i % 20)}`,
          color: i < 20 ? 'Sage' : 'Sand',
          size: 'M',
          totalSold: 40 - i,
        })),
        812,
      ),
    );
    const variants = renderChart('Sales by Product Variants');
    expect(
      await within(variants).findByText(
        'The best-selling sizes of the 20 best-selling products, of 812 sold in this period.',
      ),
    ).toBeInTheDocument();
    const words = within(variants).getByRole('list', { name: 'Sales by Product Variants, in words' });
    expect(within(words).getAllByRole('listitem')).toHaveLength(10);
    expect(callsTo('salesByVariant')[0].searchParams.get('limit')).toBe('20');
  });

  it('low stock: the alert tells the total, the list the first N and a link to every low product', async () => {
    server.use(
      counted(
        'lowStockProducts',
        [
          {
            id: 12,
            name: 'Linen Wrap Midi Dress',
            variants: [{ color: 'Sage', totalStock: 3, sizes: [{ size: 'S', stock: 0 }] }],
          },
        ],
        1240,
      ),
    );
    renderDashboard();
    expect(await screen.findByText(/1,240 products are low on stock/)).toBeInTheDocument();
    const listing = await screen.findByRole('region', { name: 'Low Stock Products' });
    expect(
      await within(listing).findByText(/Showing the 1 most urgent of 1,240 products, out of stock first\./),
    ).toBeInTheDocument();
    const all = within(listing).getByRole('link', { name: 'See them all in the products list' });
    expect(decodeURIComponent(all.getAttribute('href')!.replace(/^#/, ''))).toBe(
      '/admin/products?filter={"lowStock":true}',
    );
    expect(callsTo('lowStockProducts')[0].searchParams.get('limit')).toBe('50');
  });
});

describe('summary beside the previous period', () => {
  const figure = async (name: string) =>
    within(await screen.findByRole('region', { name: 'Summary' })).findByRole('group', { name });

  it("shows each figure's change with a sentence for screen readers", async () => {
    renderDashboard();
    const total = await figure('Total Sales');
    // 48,250.50 against 40,208.75; 37 orders both times; 1,304.07 against 1,086.72.
    expect(await within(total).findByText('up 20% on the previous period')).toBeInTheDocument();
    expect(within(total).getByText('+20%')).toHaveAttribute('aria-hidden', 'true');
    expect(within(await figure('Orders')).getByText('no change on the previous period')).toBeInTheDocument();
    expect(
      within(await figure('Average Order Value')).getByText('up 20% on the previous period'),
    ).toBeInTheDocument();
  });

  it('says "new" rather than a percentage when the previous figure is 0, and shows no change without a period', async () => {
    server.use(
      getGetDashboardSummaryMockHandler({
        totalSales: 900,
        orderCount: 2,
        averageOrderValue: 450,
        salesStatuses: ['processing', 'shipped', 'delivered'],
        toConfirm: 0,
        confirmedByCustomer: 0,
        previous: {
          startDate: '2026-11-21',
          endDate: '2026-11-21',
          totalSales: 0,
          orderCount: 0,
          averageOrderValue: 0,
        },
      }),
    );
    renderDashboard();
    const total = await figure('Total Sales');
    expect(await within(total).findByText('new')).toBeInTheDocument();
    expect(within(total).getByText('new: none in the previous period')).toBeInTheDocument();
    expect(within(total).queryByText(/%/)).not.toBeInTheDocument();

    server.use(
      getGetDashboardSummaryMockHandler({
        totalSales: 900,
        orderCount: 2,
        averageOrderValue: 450,
        salesStatuses: ['processing', 'shipped', 'delivered'],
        toConfirm: 0,
        confirmedByCustomer: 0,
        previous: null,
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(within(total).queryByText('new')).not.toBeInTheDocument());
    expect(within(total).queryByText(/previous period/)).not.toBeInTheDocument();
  });

  it('says which statuses count as sales and which period the changes compare with', async () => {
    renderDashboard();
    expect(
      await screen.findByText(
        'Sales count orders that are processing, shipped or delivered; pending and cancelled orders are not included. Changes compare with 01/10/2026 – 31/10/2026.',
      ),
    ).toBeInTheDocument();
  });
});

describe('to confirm', () => {
  it('counts the pending orders beside the summary and links to the orders list filtered on pending', async () => {
    renderDashboard();
    const toConfirm = await within(await screen.findByRole('region', { name: 'Summary' })).findByRole(
      'group',
      {
        name: 'To confirm',
      },
    );
    expect(await within(toConfirm).findByText('7')).toBeInTheDocument();
    const link = within(toConfirm).getByRole('link', { name: '7 pending orders, all dates' });
    // Inside the back office (/admin), where the orders list turns ?status= into its filter (the test's
    // AdminContext routes by hash, the back office by path; a link outside /admin opened a blank page).
    expect(link.getAttribute('href')?.replace(/^#/, '')).toBe('/admin/orders?status=pending');
    // The order's story: of those, the ones the shopper confirmed herself (the contract's example: 2).
    expect(within(toConfirm).getByText('2 confirmed by the customer')).toBeInTheDocument();
  });
});

describe('refusals by governorate', () => {
  it('lists shipped, refused and the refusal rate per governorate for the chosen days', async () => {
    renderDashboard();
    await expand('Refusals by Governorate');
    const table = await within(section('Refusals by Governorate')).findByRole('table', {
      name: 'Refusals by governorate',
    });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['GovernorateShippedRefusedRefusal rate', 'Giza12325%', 'Cairo40410%']);
    const today = cairoDateOf(new Date());
    expect(Object.fromEntries(callsTo('refusalsByGovernorate')[0].searchParams)).toEqual({
      startDate: today,
      endDate: today,
    });
  });

  it('names each governorate in Arabic in the Arabic back office', async () => {
    await loadArabic();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <AdminContext
        dataProvider={ordersDataProvider}
        queryClient={queryClient}
        store={memoryStore({ locale: 'ar' })}
        i18nProvider={createI18nProvider()}
      >
        <Refusals range={{}} />
      </AdminContext>,
    );
    const table = await screen.findByRole('table', { name: 'الرفض حسب المحافظة' });
    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(names).toEqual(['الجيزة', 'القاهرة']);
  });

  it('says so when nothing was shipped, and shows the server sentence on failure', async () => {
    server.use(getGetRefusalsByGovernorateMockHandler([]));
    renderDashboard();
    await expand('Refusals by Governorate');
    expect(
      await within(section('Refusals by Governorate')).findByText('No shipped orders in this period.'),
    ).toBeInTheDocument();
  });

  it('shows "Error Loading Data" when the refusals fail', async () => {
    server.use(failWith('refusalsByGovernorate', 400, { error: 'startDate must be a date (YYYY-MM-DD)' }));
    renderDashboard();
    await expand('Refusals by Governorate');
    expect(
      await within(section('Refusals by Governorate')).findByText('Error Loading Data'),
    ).toBeInTheDocument();
  });
});

describe('low stock rows link to the product', () => {
  it('links each product name to its edit form', async () => {
    renderDashboard();
    const table = await screen.findByRole('table', { name: 'Low stock products' });
    const link = within(table).getByRole('link', { name: 'Edit Linen Wrap Midi Dress' });
    expect(link).toHaveTextContent('Linen Wrap Midi Dress');
    expect(link.getAttribute('href')?.replace(/^#/, '')).toBe('/admin/products?edit=12');
  });
});

describe('setup guide', () => {
  const guide = (states: Record<string, 'done' | 'demo' | 'todo'>, dismissed = false) => ({
    steps: (['contact', 'shipping', 'policies', 'product', 'testOrder'] as const).map((id) => ({
      id,
      state: states[id] ?? 'todo',
    })),
    complete: Object.values(states).length === 5 && Object.values(states).every((s) => s === 'done'),
    dismissed,
  });

  it('lists the five steps ticked from the data, the demo’s apart, each with the way to do it', async () => {
    server.use(getGetSetupGuideMockHandler(guide({ contact: 'demo', policies: 'done', product: 'demo' })));
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Set up your shop' });
    expect(within(card).getByText('1 of 5 done')).toBeInTheDocument();
    const steps = within(card).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('aria-label'))).toEqual([
      'Shop contact and WhatsApp: Demo data',
      'Shipping prices checked: To do',
      'Policies read: Done',
      'Your first product: Demo data',
      'A test order: To do',
    ]);
    expect(
      within(steps[0]!).getByText('The demo’s contact is in place: put in your own WhatsApp and phone.'),
    ).toBeInTheDocument();
    expect(within(steps[0]!).getByRole('link', { name: 'Open Settings' }).getAttribute('href')).toMatch(
      /\/admin\/settings$/,
    );
    expect(within(steps[3]!).getByRole('link', { name: 'Add a product' }).getAttribute('href')).toMatch(
      /\/admin\/addProduct$/,
    );
    expect(within(steps[4]!).getByRole('link', { name: /Open the shop/ })).toHaveAttribute('href', '/');
    // A done step offers nothing more.
    expect(within(steps[2]!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('marks the shipping prices checked, and hides the guide for good when dismissed', async () => {
    const marked: string[] = [];
    let dismissed = 0;
    server.use(
      getGetSetupGuideMockHandler(guide({})),
      getMarkSetupStepMockHandler(({ params }) => {
        marked.push(String(params.step));
        return guide({ shipping: 'done' });
      }),
      getDismissSetupGuideMockHandler(() => {
        dismissed++;
        return guide({ shipping: 'done' }, true);
      }),
    );
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Set up your shop' });
    await userEvent.click(within(card).getByRole('button', { name: 'The prices are right' }));
    expect(await within(card).findByText('1 of 5 done')).toBeInTheDocument();
    expect(marked).toEqual(['shipping']);
    await userEvent.click(within(card).getByRole('button', { name: 'Hide the setup guide' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Set up your shop' })).not.toBeInTheDocument(),
    );
    expect(dismissed).toBe(1);
  });

  it('is not shown once every step is done', async () => {
    server.use(
      getGetSetupGuideMockHandler(
        guide({ contact: 'done', shipping: 'done', policies: 'done', product: 'done', testOrder: 'done' }),
      ),
    );
    renderDashboard();
    await screen.findByText('EGP 48,250.50');
    expect(screen.queryByRole('region', { name: 'Set up your shop' })).not.toBeInTheDocument();
  });
});
