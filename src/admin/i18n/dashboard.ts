/**
 * The dashboard's texts (dashboard/): title, date filter, summary, sections, charts, low stock. English here (the
 * spec's words), Arabic in dashboard.ar.ts, typed by the English.
 */
import { formatNumber } from '../../shared/format';
import { useAdminTexts } from './use-admin-texts';
import { RETURN_REASONS_EN } from './return-reasons';

type Preset = 'today' | 'last7Days' | 'thisMonth' | 'lastMonth';

const en = {
  title: 'Dashboard',
  presets: {
    today: 'Today',
    last7Days: 'Last 7 Days',
    thisMonth: 'This Month',
    lastMonth: 'Last Month',
  } satisfies Record<Preset, string>,
  dateRange: 'Date range',
  from: 'From',
  to: 'To',
  reset: 'Reset',
  allTime: 'Showing all time',
  showingDay: (day: string) => `Showing ${day}`,
  showingRange: (from: string, to: string) => `Showing ${from} – ${to}`,
  showingFrom: (day: string) => `Showing from ${day}`,
  showingUntil: (day: string) => `Showing until ${day}`,
  cairoTime: (range: string) => `${range} (Cairo time)`,
  sections: {
    salesOverTime: 'Sales Performance Over Time',
    variantSales: 'Sales by Product Variants',
    monthlySales: 'Monthly Sales Overview',
    productSales: 'Sales by Product',
    categorySales: 'Sales by Category',
    topProducts: 'Top Selling Products',
    couponUsage: 'Coupon Usage Analytics',
    refusals: 'Refusals by Governorate',
    returns: 'Returns',
  },
  collapsed: 'Chart will load when expanded...',
  loadingChart: 'Loading chart...',
  loadingCharts: 'Loading charts...',
  loading: 'Loading...',
  errorLoadingData: 'Error Loading Data',
  summary: 'Summary',
  summaryFailed: 'Something went wrong while loading summary',
  error: (why: string) => `Error: ${why}`,
  totalSales: 'Total Sales',
  orders: 'Orders',
  averageOrderValue: 'Average Order Value',
  toConfirm: 'To confirm',
  pendingOrders: (n: string, one: boolean) =>
    one ? '1 pending order, all dates' : `${n} pending orders, all dates`,
  statuses: {
    pending: 'pending',
    processing: 'processing',
    shipped: 'shipped',
    delivered: 'delivered',
    cancelled: 'cancelled',
  } as Record<string, string>,
  /** ["a", "b", "c"] → "a, b or c"; `and` joins with "and". */
  inWords: (words: readonly string[], and = false) =>
    words.length <= 1
      ? (words[0] ?? '')
      : `${words.slice(0, -1).join(', ')} ${and ? 'and' : 'or'} ${words.at(-1)}`,
  salesCount: (counted: string, left: string) =>
    `Sales count orders that are ${counted}; ${left} orders are not included.`,
  changesCompare: (period: string) => `Changes compare with ${period}.`,
  change: {
    up: (pct: string) => `up ${pct} on the previous period`,
    down: (pct: string) => `down ${pct} on the previous period`,
    same: 'no change on the previous period',
    new: 'new: none in the previous period',
    newBadge: 'new',
  },
  lowStockNone: 'All products have sufficient stock.',
  lowStockAlert: 'Low stock alert',
  lowStock: (n: number, threshold: number) =>
    `${formatNumber(n, 0)} ${n === 1 ? 'product is' : 'products are'} low on stock (${threshold} or fewer left in a size).`,
  seeWhich: 'See which',
  lowStockShowing: (shown: number, total: number) =>
    `Showing the ${formatNumber(shown, 0)} most urgent of ${formatNumber(total, 0)} products, out of stock first.`,
  lowStockSeeAll: 'See them all in the products list',
  lowStockTitle: 'Low Stock Products',
  lowStockTable: 'Low stock products',
  product: 'Product',
  colour: 'Colour',
  sizesStock: 'Sizes (stock)',
  totalStock: 'Total stock',
  editProduct: (name: string) => `Edit ${name}`,
  // Charts
  sales: 'Sales',
  salesByHour: 'Sales by Hour',
  salesByDay: 'Sales by Day',
  inWordsList: (title: string) => `${title}, in words`,
  failedSales: 'Failed to load sales data',
  noSalesRange: 'No sales data found for the selected date range.',
  failedMonthly: 'Failed to load monthly sales data.',
  noData: 'No Data Available',
  failedData: 'Failed to load data.',
  noVariantSales: 'No sales data available for selected period.',
  noTopProducts: 'No top-selling products found.',
  sold: (n: number) => `${n} sold`,
  amountSold: (amount: string, n: number) => `${amount} (${n} sold)`,
  productsShown: (shown: number, total: number) =>
    `The ${formatNumber(shown, 0)} best-selling of ${formatNumber(total, 0)} products sold in this period.`,
  variantsShown: (shown: number, total: number) =>
    `The best-selling sizes of the ${formatNumber(shown, 0)} best-selling products, of ${formatNumber(total, 0)} sold in this period.`,
  noCouponUsage: 'No coupon usage found for this period.',
  couponUsage: 'Coupon usage',
  code: 'Code',
  description: 'Description',
  discount: 'Discount',
  timesUsed: 'Times used',
  status: 'Status',
  active: 'Active',
  inactive: 'Inactive',
  noShipped: 'No shipped orders in this period.',
  refusalsIntro:
    'Orders placed in these days that were refused at delivery, out of those shipped (highest rate first).',
  refusalsTable: 'Refusals by governorate',
  governorate: 'Governorate',
  shipped: 'Shipped',
  refused: 'Refused',
  refusalRate: 'Refusal rate',
  /** The Returns section (charts/returns.tsx): each figure with what it counts. */
  returns: {
    figures: 'Returns figures',
    netSales: 'Net sales',
    netSalesCaption: 'Sales − refunds',
    sales: 'Sales',
    salesCaption: 'Total Sales: orders placed in this range',
    refunds: 'Refunds',
    refundsCaption: "Refunds recorded in this range, by the refund's day",
    returnRate: 'Return rate',
    returnRateCaption: 'Units asked back in this range ÷ units sold',
    unitsOf: (returned: string, sold: string) => `${returned} of ${sold} units`,
    exchangeShare: 'Exchanges',
    exchangeShareCaption: 'Share of the units asked back that are exchanges',
    none: 'No returns or refunds in this period.',
    noReturns: 'No returns or exchanges asked in this period.',
    tablesCaption:
      'Units asked back in this range (refused or cancelled requests left out), against units sold in it.',
    byProduct: 'Most returned products',
    bySize: 'Returns by size',
    byReason: 'Returns by reason',
    product: 'Product',
    size: 'Size',
    reason: 'Reason',
    sold: 'Sold',
    returned: 'Returned',
    rate: 'Rate',
    units: 'Units',
    reasons: RETURN_REASONS_EN,
  },
  units: { products: 'products', categories: 'categories', variants: 'variants' } as Record<string, string>,
  /** A chart's axis or tooltip label in the back office's language ("9 AM - 12 PM", "Wed", "Nov", "Others"). */
  axisLabel: (label: string) => label,
};

export type DashboardText = typeof en;
/** The English texts (tests and pure logic use them without a component). */
export const DASHBOARD_EN = en;

/** The texts in the back office's language. */
export function useDashboardText(): DashboardText {
  return useAdminTexts('dashboard', en);
}
