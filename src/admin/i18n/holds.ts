/**
 * The back office's texts about holds on stock (the dashboard's alarm, "cancel all as fake", the signals on an
 * order), in English and Arabic. The Arabic catalogue is typed by the English one, so a text missing in one
 * language does not compile. The language is react-admin's locale ('ar' or anything else for English).
 */
import { useLocaleState } from 'react-admin';
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

const ar: HoldsText = {
  alarmTitle: 'قفزة في الطلبات غير المؤكدة',
  alarmBody: (p) =>
    `${p.orders} طلب في آخر ${p.minutes} دقيقة لم تتأكد بعد تطلب ${p.units} قطعة؛ منها ${p.held} محجوزة من المخزون.`,
  selectAll: 'تحديد الكل',
  sameAddress: (n) => `${n} من نفس الاتصال`,
  units: (n) => `${n} قطعة`,
  notHeld: 'تُحجز عند التأكيد',
  cancelAll: (n) => `إلغاء ${n} كطلبات وهمية`,
  cancelled: (n) => `تم إلغاء ${n} طلب كطلبات وهمية، ورجع مخزونها للبيع.`,
  skipped: (n) => `${n} لم تعد في الانتظار، وتُركت كما هي.`,
  failed: 'تعذر إلغاء الطلبات. من فضلك حاول مرة أخرى.',
  selection: 'الطلبات المطلوب إلغاؤها كوهمية',
  flags: {
    large_order: 'طلب كبير: يُحجز عند التأكيد',
    address_holds: 'طلبات كثيرة من اتصال واحد: يُحجز عند التأكيد',
    size_share: 'مقاس عليه طلب كبير: يُحجز عند التأكيد',
    mobile_busy: 'طلبات كثيرة بهذا الرقم: يُحجز عند التأكيد',
    mobile_elsewhere: 'لهذا الرقم طلبات منتظرة من مكان آخر',
    self_cancels: 'هذا الرقم ألغى عدة طلبات اليوم',
  },
};

export const HOLDS_TEXT = { en, ar } as const;

/** The texts in the back office's language. */
export function useHoldsText(): HoldsText {
  const [locale] = useLocaleState();
  return locale === 'ar' ? ar : en;
}
