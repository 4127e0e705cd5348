/** The holds texts in Arabic (they load with the rest of the Arabic back office, as their own chunk). */
import type { HoldsText } from './holds';

export const ar: HoldsText = {
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
