import Papa from 'papaparse';
import { describe, expect, it, vi } from 'vitest';
import { getListOrdersResponseMock } from '../../../../generated/api/orders/orders.msw';
import type { OrderListItem, OrderPage } from '../../../../generated/models';
import { exportFileName, fetchAllOrders, ordersToCsv } from './orders-csv';

const base = getListOrdersResponseMock().orders[0];

function order(overrides: Partial<OrderListItem>): OrderListItem {
  return { ...base, ...overrides };
}

describe('ordersToCsv', () => {
  it('writes the five columns with Cairo time, EGP amounts and readable statuses', async () => {
    const csv = await ordersToCsv([
      order({
        orderNumber: 'MO-7K3Q9D',
        customerInfo: { firstName: 'Nour', lastName: 'El-Sayed' },
        totalPrice: 12409.5,
        // 21:30 UTC on 30 Nov is 23:30 in Cairo (UTC+2 in winter)
        createdAt: '2026-11-30T21:30:00.000Z',
        status: 'shipped',
      }),
      order({
        orderNumber: 'MO-AB12CD',
        customerInfo: { firstName: 'Mona', lastName: 'Adel' },
        totalPrice: 850,
        // 22:15 UTC on 1 Jul is 01:15 the next day in Cairo (UTC+3 in summer)
        createdAt: '2026-07-01T22:15:00.000Z',
        status: 'cancelled',
      }),
    ]);

    expect(csv.split('\r\n')).toEqual([
      'Order ID,Customer,Total Price,Date,Status',
      'MO-7K3Q9D,Nour El-Sayed,"EGP 12,409.50","30/11/2026, 23:30",Shipped',
      'MO-AB12CD,Mona Adel,EGP 850.00,"02/07/2026, 01:15",Cancelled',
    ]);
  });

  it('round-trips names with commas, quotes and Arabic letters', async () => {
    const csv = await ordersToCsv([order({ customerInfo: { firstName: 'نور', lastName: 'Said, "Jr"' } })]);
    const parsed = Papa.parse<string[]>(csv).data;
    expect(parsed[1][1]).toBe('نور Said, "Jr"');
  });

  it('escapes a cell a spreadsheet would run as a formula', async () => {
    const csv = await ordersToCsv([
      order({ customerInfo: { firstName: '=HYPERLINK("http://x")', lastName: 'A' } }),
    ]);
    const parsed = Papa.parse<string[]>(csv).data;
    expect(parsed[1][1]).toBe(`'=HYPERLINK("http://x") A`);
  });

  // A hostile export: a customer named `=1+1` whose last name holds a line break reached the export unescaped.
  it.each([
    ['=1+1', 'x\ny', `'=1+1 x y`],
    ['=1+1 x\ny', 'A', `'=1+1 x y A`],
    ['+1', '2\r\n3', `'+1 2 3`],
    ['-2+3', 'B', `'-2+3 B`],
    ['@SUM(A1:A2)', 'C', `'@SUM(A1:A2) C`],
    ['\t=1+1', 'D', `'=1+1 D`],
    ['\r=1+1', 'E', `'=1+1 E`],
    ['＝1+1', 'F', `'＝1+1 F`],
    ['Nour', '\n=HYPERLINK("http://x")', `Nour =HYPERLINK("http://x")`],
  ])('no cell is read as a formula or splits a row: %j %j', async (firstName, lastName, cell) => {
    const csv = await ordersToCsv([order({ customerInfo: { firstName, lastName } })]);
    const rows = csv.split('\r\n');
    expect(rows).toHaveLength(2);
    // Even read line by line, no line holds a cell that starts a formula.
    for (const line of csv.split(/\r\n|\n|\r/)) {
      for (const value of line.split(',')) expect(value.replace(/^"/, '')).not.toMatch(/^[=+\-@\t\r＝]/);
    }
    expect(Papa.parse<string[]>(csv).data[1][1]).toBe(cell);
  });

  it('writes only the header for no orders', async () => {
    expect((await ordersToCsv([])).trimEnd()).toBe('Order ID,Customer,Total Price,Date,Status');
  });
});

describe('fetchAllOrders', () => {
  it('reads every page of the filtered list, 100 at a time, keeping the filters', async () => {
    const pages: OrderPage[] = [1, 2, 3].map((currentPage) => ({
      orders: [order({ orderId: currentPage * 10, orderNumber: `MO-${currentPage}` })],
      totalPages: 3,
      total: 3,
      currentPage,
    }));
    const fetchPage = vi.fn(async (params: { page?: number }) => pages[(params.page ?? 1) - 1]);

    const orders = await fetchAllOrders(
      { status: 'pending', startDate: '2026-11-01', sort: 'createdAt', order: 'desc' },
      fetchPage,
    );

    expect(orders.map((o) => o.orderNumber)).toEqual(['MO-1', 'MO-2', 'MO-3']);
    expect(fetchPage.mock.calls.map(([params]) => params)).toEqual(
      [1, 2, 3].map((page) => ({
        status: 'pending',
        startDate: '2026-11-01',
        sort: 'createdAt',
        order: 'desc',
        page,
        limit: 100,
      })),
    );
  });

  it('stops after one call when there are no orders', async () => {
    const fetchPage = vi.fn(async () => ({ orders: [], totalPages: 0, total: 0, currentPage: 1 }));
    expect(await fetchAllOrders({}, fetchPage)).toEqual([]);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});

describe('exportFileName', () => {
  it('names the file after the filtered days, else after today', () => {
    expect(exportFileName({}, '2026-11-22')).toBe('orders-2026-11-22');
    expect(exportFileName({ startDate: '2026-11-01', endDate: '2026-11-15' }, '2026-11-22')).toBe(
      'orders-2026-11-01-to-2026-11-15',
    );
    expect(exportFileName({ startDate: '2026-11-01' }, '2026-11-22')).toBe('orders-2026-11-01-to-2026-11-22');
  });
});
