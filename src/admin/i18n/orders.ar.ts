/** The texts of orders.ts in Arabic (they load with the rest of the Arabic back office, as their own chunk). */
import { STAFF_CANCEL_REASONS_AR } from './cancel-reasons.ar';
import type { OrdersText } from './orders';

export const ar: OrdersText = {
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
  reasons: STAFF_CANCEL_REASONS_AR,
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
