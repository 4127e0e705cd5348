// The back office's Excel exports (ExcelJS's streamed writer): the courier sheet and the orders one row per item.
// Mobile numbers are text cells (a spreadsheet keeps their leading 0), amounts and quantities are numbers, dates
// are real dates on a Cairo clock. A string cell is never a formula, so no cell needs escaping. Each export is
// bounded: its size is counted first and refused with 422 above the limits, so nothing is cut off silently.
import { PassThrough, type Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { TZDate } from '@date-fns/tz';
import { CAIRO } from '../../../shared/cairo-dates';
import { toEgp } from '../../../shared/money';
import { withoutBidiControls } from '../../../shared/plain-text';
import type { Db } from '../../db/client';
import { msg } from '../../i18n';
import { HttpError } from '../../plugins/errors';
import * as repo from './repository';
import { COURIER_COLUMNS, COURIER_SHEET_MAX, filterOf, type ListOrdersParams } from './service';

/** The most orders an Excel export holds (as the CSV courier sheet). */
export const XLSX_MAX_ORDERS = COURIER_SHEET_MAX;
/** The most rows of the line-item export. */
export const XLSX_MAX_LINES = 20_000;
/** Orders read from the database at a time while writing. */
const PAGE = 500;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type ExportParams = Omit<ListOrdersParams, 'page' | 'limit' | 'sort' | 'order'>;

interface Column {
  header: string;
  width: number;
  /** '@' keeps a column text in the spreadsheet (mobiles); a number format for amounts and dates. */
  numFmt?: string;
}

const TEXT = '@';
const EGP = '#,##0.00';
const WHEN = 'dd/mm/yyyy hh:mm';

export const LINE_COLUMNS: Column[] = [
  { header: 'Order number', width: 13 },
  { header: 'Date', width: 17, numFmt: WHEN },
  { header: 'Status', width: 11 },
  { header: 'Customer', width: 24 },
  { header: 'Mobile', width: 14, numFmt: TEXT },
  { header: 'Other mobile', width: 14, numFmt: TEXT },
  { header: 'Governorate', width: 14 },
  { header: 'Address', width: 36 },
  { header: 'Product', width: 30 },
  { header: 'Colour', width: 12 },
  { header: 'Size', width: 9 },
  { header: 'SKU', width: 14, numFmt: TEXT },
  { header: 'Quantity', width: 9 },
  { header: 'Unit price (EGP)', width: 14, numFmt: EGP },
  { header: 'Discount (%)', width: 11 },
  { header: 'Line total (EGP)', width: 14, numFmt: EGP },
  { header: 'Cash to collect (EGP)', width: 16, numFmt: EGP },
];

const COURIER_FORMATS: Partial<Record<(typeof COURIER_COLUMNS)[number], Omit<Column, 'header'>>> = {
  Mobile: { width: 14, numFmt: TEXT },
  'Other mobile': { width: 14, numFmt: TEXT },
  Address: { width: 36 },
  'Other address': { width: 24 },
  Items: { width: 48 },
  'Cash to collect (EGP)': { width: 16, numFmt: EGP },
};

const COURIER_XLSX_COLUMNS: Column[] = COURIER_COLUMNS.map((header) => ({
  header,
  width: 16,
  ...COURIER_FORMATS[header],
}));

const text = (value: string | null | undefined) => withoutBidiControls(value ?? '');
/** An empty cell rather than an empty text. */
const optional = (value: string | null | undefined) => text(value) || null;

/** The instant as a spreadsheet date showing Cairo's wall clock (spreadsheets have no time zones). */
function cairoWallClock(instant: Date): Date {
  const t = new TZDate(instant, CAIRO);
  return new Date(
    Date.UTC(t.getFullYear(), t.getMonth(), t.getDate(), t.getHours(), t.getMinutes(), t.getSeconds()),
  );
}

/** Refuses (422) an export past its limits, before a byte is written. */
async function checkSize(db: Db, filter: repo.OrderFilter, lines: boolean) {
  const size = await repo.countFiltered(db, filter);
  if (size.orders > XLSX_MAX_ORDERS)
    throw new HttpError(
      422,
      msg('admin.exportTooLarge', { count: size.orders, max: XLSX_MAX_ORDERS, rows: false }),
    );
  if (lines && size.lines > XLSX_MAX_LINES)
    throw new HttpError(
      422,
      msg('admin.exportTooLarge', { count: size.lines, max: XLSX_MAX_LINES, rows: true }),
    );
}

/**
 * A workbook of one sheet written to a stream as `rows` yields them, page by page: the caller sends the stream
 * while the rows are still being read. A failure part way ends the stream with the error (the download fails
 * rather than ending short).
 */
async function workbookStream(
  sheetName: string,
  columns: Column[],
  rows: () => AsyncGenerator<unknown[][]>,
  onError: (error: unknown) => void,
): Promise<Readable> {
  // Loaded on the first export, not at every start: ExcelJS and what it imports are half a second of a server's
  // start, for a download the owner asks for now and then.
  const { default: ExcelJS } = await import('exceljs');
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({
    key: String(i),
    header: c.header,
    width: c.width,
    ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    try {
      for await (const page of rows()) for (const values of page) sheet.addRow(values).commit();
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      onError(error);
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return out;
}

export interface XlsxExport {
  stream: Readable;
}

/** The courier sheet's columns, one row per order, newest first. */
export async function courierSheetXlsx(
  db: Db,
  params: ExportParams,
  onError: (e: unknown) => void = () => {},
) {
  const filter = filterOf(params);
  await checkSize(db, filter, false);
  return {
    stream: await workbookStream(
      'Courier',
      COURIER_XLSX_COLUMNS,
      async function* () {
        for await (const orders of repo.filteredOrderPages(db, filter, PAGE)) {
          const items = await repo.itemsOf(
            db,
            orders.map((o) => o.id),
          );
          yield orders.map((order) => [
            text(order.orderNumber),
            text(`${order.firstName} ${order.lastName}`.trim()),
            text(order.phone),
            optional(order.anotherMobile),
            text(order.city),
            text(order.address),
            optional(order.anotherAddress),
            text(
              (items.get(order.id) ?? [])
                .map((i) => `${i.productName} (${i.color}, ${i.size}) ×${i.quantity}`)
                .join('; '),
            ),
            toEgp(order.totalPiastres),
          ]);
        }
      },
      onError,
    ),
  } satisfies XlsxExport;
}

/** The orders, one row per item, newest order first; the cash to collect is the order's total on each row. */
export async function orderLinesXlsx(db: Db, params: ExportParams, onError: (e: unknown) => void = () => {}) {
  const filter = filterOf(params);
  await checkSize(db, filter, true);
  return {
    stream: await workbookStream(
      'Order lines',
      LINE_COLUMNS,
      async function* () {
        for await (const orders of repo.filteredOrderPages(db, filter, PAGE)) {
          const items = await repo.itemsOf(
            db,
            orders.map((o) => o.id),
          );
          yield orders.flatMap((order) =>
            (items.get(order.id) ?? []).map((line) => [
              text(order.orderNumber),
              cairoWallClock(order.createdAt),
              order.status,
              text(`${order.firstName} ${order.lastName}`.trim()),
              text(order.phone),
              optional(order.anotherMobile),
              text(order.city),
              text(order.address),
              text(line.productName),
              text(line.color),
              text(line.size),
              optional(line.sku),
              line.quantity,
              toEgp(line.unitPricePiastres),
              Number(line.discountPercentage),
              toEgp(line.lineTotalPiastres),
              toEgp(order.totalPiastres),
            ]),
          );
        }
      },
      onError,
    ),
  } satisfies XlsxExport;
}

/** Sends a workbook as a download. */
export function sendXlsx<R extends FastifyReply>(reply: R, fileName: string, file: XlsxExport): R {
  return reply
    .type(XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(file.stream) as R;
}
