/**
 * The orders export (docs/product.md#orders-list): every order matching the list's filters, not only the page on
 * screen, as CSV with the columns Order ID, Customer, Total Price, Date, Status. Dates are Cairo time, amounts
 * EGP with grouped thousands, as on screen. Cells that a spreadsheet would run as a formula (a customer named
 * "=HYPERLINK(…)") are escaped.
 */
import type { ListOrdersParams, OrderListItem, OrderPage } from '../../../../generated/models';
import { formatDateTime } from '../../../shared/cairo-dates';
import { formatEGP } from '../../../shared/format';
import { statusLabel } from './order-status';
import { csvCell, FORMULA_START } from '../../../shared/csv';

export const CSV_COLUMNS = ['Order ID', 'Customer', 'Total Price', 'Date', 'Status'] as const;

/** The server's largest page (the contract's limit maximum): fewest round trips for a full export. */
export const EXPORT_PAGE_SIZE = 100;

/** A safety stop: 1,000 pages of 100 orders. An export beyond that should be a server-side report. */
const MAX_EXPORT_PAGES = 1000;

export function customerName(order: Pick<OrderListItem, 'customerInfo'>): string {
  return `${order.customerInfo.firstName} ${order.customerInfo.lastName}`.trim();
}

/** Papa Parse comes with the first export: ~7 KB gzip the back office's first load does not need. */
export async function ordersToCsv(orders: readonly OrderListItem[]): Promise<string> {
  const { default: Papa } = await import('papaparse');
  return Papa.unparse(
    {
      fields: [...CSV_COLUMNS],
      data: orders.map((order) =>
        [
          order.orderNumber,
          customerName(order),
          formatEGP(order.totalPrice),
          formatDateTime(order.createdAt),
          statusLabel(order.status),
        ].map(csvCell),
      ),
    },
    { escapeFormulae: FORMULA_START },
  );
}

/**
 * Reads every page of GET /api/admin/orders for `query` (its page and limit are replaced) and returns the
 * orders in the server's order.
 */
export async function fetchAllOrders(
  query: Omit<ListOrdersParams, 'page' | 'limit'>,
  fetchPage: (params: ListOrdersParams) => Promise<OrderPage>,
): Promise<OrderListItem[]> {
  const orders: OrderListItem[] = [];
  for (let page = 1; page <= MAX_EXPORT_PAGES; page++) {
    const result = await fetchPage({ ...query, page, limit: EXPORT_PAGE_SIZE });
    orders.push(...result.orders);
    if (page >= result.totalPages || result.orders.length === 0) break;
  }
  return orders;
}

/** "orders-2026-11-22.csv", or with the filtered range "orders-2026-11-01-to-2026-11-22.csv". */
export function exportFileName(filter: { startDate?: string; endDate?: string }, today: string): string {
  if (filter.startDate || filter.endDate)
    return `orders-${filter.startDate ?? 'start'}-to-${filter.endDate ?? today}`;
  return `orders-${today}`;
}
