// The courier's CSV of pickups (getReturnsCourierSheet), written as the orders' courier sheet is: UTF-8 with a
// byte-order mark so Excel shows Arabic, formula-safe cells, amounts as plain numbers.
import Papa from 'papaparse';
import { cairoDayOfFilter } from '../../../shared/cairo-dates';
import { csvCell, FORMULA_START } from '../../../shared/csv';
import { toEgp } from '../../../shared/money';
import { withoutBidiControls } from '../../../shared/plain-text';
import type { DbOrTx } from '../../db/client';
import { msg } from '../../i18n';
import { HttpError } from '../../plugins/errors';
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

function day(field: 'startDate' | 'endDate', value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const found = cairoDayOfFilter(value);
  if (!found) throw new HttpError(400, msg('admin.dateForm'), [{ field, message: msg('admin.notADate') }]);
  return found;
}

const piece = (l: { productName: string; color: string; size: string; quantity: number }) =>
  `${l.productName} (${l.color}, ${l.size}) ×${l.quantity}`;

/**
 * Approved requests whose pickup day is in the range (whole Cairo days, both included; without one, every
 * scheduled pickup not yet made), earliest first: what to pick up, the replacement order to hand over for an
 * exchange, and for a return the cash to refund (its recorded refund, else its refundable).
 */
export async function pickupSheet(db: DbOrTx, query: { startDate?: string; endDate?: string }) {
  const from = day('startDate', query.startDate);
  const to = day('endDate', query.endDate);
  if (from && to && to < from)
    throw new HttpError(400, msg('admin.endBeforeStart'), [
      { field: 'endDate', message: msg('admin.beforeStart') },
    ]);
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
  const text = (value: string | null) => csvCell(withoutBidiControls(value ?? ''));
  const csv = Papa.unparse(
    {
      fields: [...PICKUP_COLUMNS],
      data: ids.flatMap((id) => {
        const row = byId.get(id);
        if (!row) return [];
        const mine = items.filter((i) => i.item.returnId === id);
        const handOver =
          row.replacement?.id != null
            ? `${row.replacement.orderNumber}: ${(replacements.get(row.replacement.id) ?? []).map(piece).join('; ')}`
            : '';
        const cash =
          row.request.kind !== 'return' ? 0 : (row.request.refundPiastres ?? refundableOf(row, mine, policy));
        return [
          [
            text(row.request.pickupDate),
            text(row.order.orderNumber),
            text(`${row.order.firstName} ${row.order.lastName}`.trim()),
            text(row.order.phone),
            text(row.order.anotherMobile),
            text(row.order.city),
            text(row.order.address),
            text(mine.map(({ item, line }) => piece({ ...line, quantity: item.quantity })).join('; ')),
            text(handOver),
            toEgp(cash),
          ],
        ];
      }),
    },
    { escapeFormulae: FORMULA_START },
  );
  return `\uFEFF${csv}`;
}
