// A customer is everyone who ordered with one mobile number, in either written form (01…, +201…): their names,
// their record (risk signals), what they spent (delivered orders) and their latest orders, for the phone call.
import type { Db } from '../../db/client';
import { toEgp } from '../../../shared/money';
import { mobileForms, nationalMobile } from '../../../shared/mobile';
import * as orders from '../orders';
import { listItem } from '../orders';
import { HttpError } from '../../plugins/errors';
import { msg } from '../../i18n';

/** The customer view's most orders, newest first. */
export const CUSTOMER_ORDERS_MAX = 100;

export async function getCustomer(db: Db, mobile: string) {
  const forms = mobileForms(mobile.trim());
  const rows = await orders.ordersOfMobile(db, forms, CUSTOMER_ORDERS_MAX);
  if (rows.length === 0) throw new HttpError(404, msg('admin.noOrdersForMobile'));
  const national = nationalMobile(mobile.trim());
  const [items, risks, summary] = await Promise.all([
    orders.itemsOf(
      db,
      rows.map((r) => r.id),
    ),
    orders.riskOf(db, [national]),
    orders.mobileSummary(db, forms),
  ]);
  const risk = risks.get(national) ?? { orders: 0, delivered: 0, cancelled: 0, refused: 0, fake: 0 };
  return {
    mobile: national,
    names: summary.names,
    risk,
    spend: toEgp(summary.spendPiastres),
    orders: rows.map((r) => listItem(r, items.get(r.id) ?? [], risk)),
  };
}
