/**
 * The back office's texts about holds on stock (the dashboard's alarm, "cancel all as fake", the signals on an
 * order). English here, Arabic in holds.ar.ts, typed by the English, so a text missing in one language does not
 * compile.
 */
import { useAdminTexts } from './use-admin-texts';
import type { HoldFlag } from '../../shared/order-holds';

const en = {
  alarmTitle: 'Unconfirmed orders jumped',
  alarmBody: (p: { units: number; orders: number; minutes: number; held: number }) =>
    `${p.orders} orders placed in the last ${p.minutes} minutes and not yet confirmed ask for ${p.units} units; ${p.held} of them are held in stock.`,
  selectAll: 'Select all',
  sameAddress: (n: number) => `${n} from the same connection`,
  units: (n: number) => `${n} ${n === 1 ? 'unit' : 'units'}`,
  notHeld: 'reserved on confirmation',
  cancelAll: (n: number) => `Cancel ${n} as fake`,
  cancelled: (n: number) =>
    `${n} ${n === 1 ? 'order' : 'orders'} cancelled as fake; their stock is back on sale.`,
  skipped: (n: number) => `${n} no longer pending, left as they are.`,
  failed: 'Could not cancel the orders. Please try again.',
  selection: 'Orders to cancel as fake',
  flags: {
    large_order: 'Large order: reserved on confirmation',
    address_holds: 'Many orders from one connection: reserved on confirmation',
    size_share: 'Size much ordered: reserved on confirmation',
    mobile_busy: 'Many orders with this number: reserved on confirmation',
    mobile_elsewhere: 'This number has pending orders from elsewhere',
    self_cancels: 'This number cancelled several orders today',
  } satisfies Record<HoldFlag, string>,
};

export type HoldsText = typeof en;
/** The English texts (tests and pure logic use them without a component). */
export const HOLDS_EN = en;

/** The texts in the back office's language. */
export function useHoldsText(): HoldsText {
  return useAdminTexts('holds', en);
}
