/**
 * The back office's texts for the call centre's tools on the orders list and detail (saved views, next to
 * confirm, bulk status change, Excel exports), in English and Arabic. The Arabic catalogue is typed by the
 * English one, so a text missing in one language does not compile. The language is react-admin's locale.
 */
import { useLocaleState } from 'react-admin';
import type { OrderView } from '../../shared/order-views';
import type { CancelReason } from '../../shared/order-lifecycle';

type Status = 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled';
type AdminReason = Exclude<CancelReason, 'not_confirmed'>;

const en = {
  viewsLabel: 'Saved views',
  views: {
    toConfirm: 'To confirm',
    toShip: 'To ship',
    shipped: 'Shipped',
    refused: 'Refused',
    all: 'All',
  } satisfies Record<OrderView, string>,
  statuses: {
    pending: 'Pending',
    processing: 'Processing',
    shipped: 'Shipped',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
  } satisfies Record<Status, string>,
  reasons: {
    customer_cancelled: 'Customer cancelled',
    no_answer: 'No answer',
    refused_at_delivery: 'Refused at delivery',
    fake_order: 'Fake order',
    out_of_stock: 'Out of stock',
    other: 'Other',
  } satisfies Record<AdminReason, string>,
  nextToConfirm: 'Next to confirm',
  noneToConfirm: 'No other order is waiting for confirmation.',
  nextFailed: 'Could not find the next order. Please try again.',
  selectOrder: (number: string) => `Select order ${number}`,
  changeStatus: (n: number) => (n === 0 ? 'Change status' : `Change status (${n})`),
  tooManySelected: (max: number) => `Select at most ${max} orders`,
  bulkTitle: (n: number) => `Change the status of ${n} ${n === 1 ? 'order' : 'orders'}`,
  newStatus: 'New status',
  reason: 'Reason',
  bulkExplain: (n: number, status: string) =>
    `Move ${n} ${n === 1 ? 'order' : 'orders'} to ${status}? Each is checked as a single change is: stock is taken or given back the same way, and if any order cannot move, none will.`,
  apply: 'Change status',
  back: 'Back',
  close: 'Close',
  changing: 'Changing...',
  changed: (n: number, status: string) => `${n} ${n === 1 ? 'order' : 'orders'} moved to ${status}:`,
  unchanged: (n: number, status: string) =>
    `${n} already ${status}, left as ${n === 1 ? 'it was' : 'they were'}:`,
  from: (status: string) => `from ${status}`,
  nothingChanged: 'Nothing was changed.',
  bulkFailed: 'Could not change the statuses. Please try again.',
  courierXlsx: 'Courier sheet (Excel)',
  linesXlsx: 'Orders by item (Excel)',
  ofSelection: (label: string, n: number) => `${label} (${n})`,
  preparing: 'Preparing...',
  exportFailed: (why: string) => `Export failed: ${why}`,
};

export type OrdersText = typeof en;

const ar: OrdersText = {
  viewsLabel: 'العروض المحفوظة',
  views: {
    toConfirm: 'للتأكيد',
    toShip: 'للشحن',
    shipped: 'اتشحنت',
    refused: 'مرفوضة',
    all: 'الكل',
  },
  statuses: {
    pending: 'في الانتظار',
    processing: 'جاري التجهيز',
    shipped: 'تم الشحن',
    delivered: 'تم التوصيل',
    cancelled: 'ملغي',
  },
  reasons: {
    customer_cancelled: 'العميلة ألغت',
    no_answer: 'مفيش رد',
    refused_at_delivery: 'رفض الاستلام',
    fake_order: 'طلب وهمي',
    out_of_stock: 'خلص من المخزون',
    other: 'سبب تاني',
  },
  nextToConfirm: 'الطلب اللي بعده للتأكيد',
  noneToConfirm: 'مفيش طلب تاني مستني التأكيد.',
  nextFailed: 'تعذر الوصول للطلب التالي. من فضلك حاول مرة تانية.',
  selectOrder: (number) => `اختيار الطلب ${number}`,
  changeStatus: (n) => (n === 0 ? 'تغيير الحالة' : `تغيير الحالة (${n})`),
  tooManySelected: (max) => `اختار ${max} طلب بالكتير`,
  bulkTitle: (n) => `تغيير حالة ${n} طلب`,
  newStatus: 'الحالة الجديدة',
  reason: 'السبب',
  bulkExplain: (n, status) =>
    `نقل ${n} طلب إلى "${status}"؟ كل طلب بيتراجع زي التغيير الفردي بالظبط: المخزون بيتسحب أو بيرجع بنفس الطريقة، ولو طلب واحد ماينفعش يتنقل مفيش ولا طلب هيتغير.`,
  apply: 'تغيير الحالة',
  back: 'رجوع',
  close: 'إغلاق',
  changing: 'جاري التغيير...',
  changed: (n, status) => `${n} طلب اتنقل إلى "${status}":`,
  unchanged: (n, status) => `${n} طلب كان "${status}" أصلاً، واتساب زي ما هو:`,
  from: (status) => `من "${status}"`,
  nothingChanged: 'متغيرش أي حاجة.',
  bulkFailed: 'تعذر تغيير الحالات. من فضلك حاول مرة تانية.',
  courierXlsx: 'كشف المندوب (Excel)',
  linesXlsx: 'الطلبات بالقطعة (Excel)',
  ofSelection: (label, n) => `${label} (${n})`,
  preparing: 'جاري التحضير...',
  exportFailed: (why) => `فشل التصدير: ${why}`,
};

export const ORDERS_TEXT = { en, ar } as const;

/** The texts in the back office's language. */
export function useOrdersText(): OrdersText {
  const [locale] = useLocaleState();
  return locale === 'ar' ? ar : en;
}
