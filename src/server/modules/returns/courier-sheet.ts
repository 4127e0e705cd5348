// The courier's CSV of pickups (getReturnsCourierSheet), the same kind of file as the orders' courier sheet
// (../courier-csv.ts).
import { toEgp } from '../../../shared/money';
import type { DbOrTx } from '../../db/client';
import { cairoDaysOf } from '../cairo-days-filter';
import { courierCsv, sheetPiece, sheetText } from '../courier-csv';
import { itemsOf as orderLinesOf } from '../orders';
import { readReturnPolicy } from '../settings';
import * as repo from './repository';
import { refundableOf } from './views';

/** At most this many pickups a sheet: beyond that, narrow the days. */
export const PICKUP_SHEET_MAX = 5000;

export const PICKUP_COLUMNS = [
  'Pickup day',
  'Order number',
  'Name',
  'Mobile',
  'Other mobile',
  'Governorate',
  'Address',
  'Pick up',
  'Hand over',
  'Cash to refund (EGP)',
] as const;

/**
 * Approved requests whose pickup day is in the range (whole Cairo days, both included; without one, every
 * scheduled pickup not yet made), earliest first: what to pick up, the replacement order to hand over for an
 * exchange, and for a return the cash to refund (its recorded refund, else its refundable).
 */
export async function pickupSheet(db: DbOrTx, query: { startDate?: string; endDate?: string }) {
  const { startDate: from, endDate: to } = cairoDaysOf(query);
  const ids = await repo.scheduledPickups(db, { from, to }, PICKUP_SHEET_MAX);
  const [rows, items, policy] = await Promise.all([
    repo.requestsById(db, ids),
    repo.itemsOf(db, ids),
    readReturnPolicy(db),
  ]);
  const replacements = await orderLinesOf(
    db,
    rows.flatMap((r) => (r.replacement?.id != null ? [r.replacement.id] : [])),
  );
  const byId = new Map(rows.map((r) => [r.request.id, r]));
  return courierCsv(
    PICKUP_COLUMNS,
    ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const mine = items.filter((i) => i.item.returnId === id);
      const handOver =
        row.replacement?.id != null
          ? `${row.replacement.orderNumber}: ${(replacements.get(row.replacement.id) ?? []).map(sheetPiece).join('; ')}`
          : '';
      const cash =
        row.request.kind !== 'return' ? 0 : (row.request.refundPiastres ?? refundableOf(row, mine, policy));
      return [
        [
          sheetText(row.request.pickupDate),
          sheetText(row.order.orderNumber),
          sheetText(`${row.order.firstName} ${row.order.lastName}`.trim()),
          sheetText(row.order.phone),
          sheetText(row.order.anotherMobile),
          sheetText(row.order.city),
          sheetText(row.order.address),
          sheetText(
            mine.map(({ item, line }) => sheetPiece({ ...line, quantity: item.quantity })).join('; '),
          ),
          sheetText(handOver),
          toEgp(cash),
        ],
      ];
    }),
  );
}
