/**
 * The orders export (spec §9 "Order export"): every order matching the list's filters, not only the page on
 * screen, as CSV with the columns Order ID, Customer, Total Price, Date, Status. Dates are Cairo time, amounts
 * EGP with grouped thousands, as on screen. Cells that a spreadsheet would run as a formula (a customer named
 * "=HYPERLINK(…)") are escaped.
 */
import Papa from 'papaparse';
import type { ListOrdersParams, OrderListItem, OrderPage } from '../../../../generated/models';
import { formatDateTime } from '../../../shared/cairo-dates';
import { formatEGP } from '../../../shared/format';
import { statusLabel } from './order-status';

export const CSV_COLUMNS = ['Order ID', 'Customer', 'Total Price', 'Date', 'Status'] as const;

/** The server's largest page (the contract's limit maximum): fewest round trips for a full export. */
export const EXPORT_PAGE_SIZE = 100;

/** A safety stop: 1,000 pages of 100 orders. An export beyond that should be a server-side report. */
const MAX_EXPORT_PAGES = 1000;

export function customerName(order: Pick<OrderListItem, 'customerInfo'>): string {
  return `${order.customerInfo.firstName} ${order.customerInfo.lastName}`.trim();
}

/**
 * A cell a spreadsheet would read as a formula (OWASP "CSV injection"): it starts with = + - @, a tab or a
 * carriage return, or their full-width forms, which some spreadsheets also accept. Papaparse puts a `'` before
 * such a cell. Its default pattern (`^[=+\-@\t\r].*$`) misses a cell with a line break after the first
 * character, since `.` stops at line breaks and `$` needs the end of the text.
 */
export const FORMULA_START = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * A line break inside a cell becomes a space: an exported name or address reads the same, and a tool that
 * splits the file by lines never sees a second row (`x\n=1+1`) start with a formula.
 */
export function csvCell(value: string): string {
  return value.replace(/[ \t]*[\r\n\u2028\u2029]+[ \t]*/g, ' ');
}

export function ordersToCsv(orders: readonly OrderListItem[]): string {
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
