/** The forms' and tables' shared texts in Arabic (they load with the rest of the Arabic back office). */
import { shopDateTime } from '../../shared/shop-dates';
import { formatEGPIn } from '../../shared/format';
import type { FormsText } from './forms';

export const ar: FormsText = {
  atMost: (max) => `${max} حرف بالكتير.`,
  checkDate: 'راجع التاريخ.',
  endAfterStart: 'النهاية لازم تكون بعد البداية.',
  start: 'البداية (بتوقيت القاهرة)',
  end: 'النهاية (بتوقيت القاهرة)',
  adding: 'جاري الإضافة…',
  cancel: 'إلغاء',
  retry: 'حاول تاني',
  edit: 'تعديل',
  delete: 'مسح',
  actions: 'الإجراءات',
  status: 'الحالة',
  active: 'مفعّل',
  inactive: 'متوقف',
  scheduled: 'لسه ما بدأش',
  expired: 'منتهي',
  valid: 'الصلاحية',
  percentage: 'النسبة',
  description: 'الوصف',
  name: 'الاسم',
  percent: (value) => `${value}%`,
  money: (amount) => formatEGPIn(amount, 'ar'),
  dateTime: (instant) => shopDateTime(instant, 'ar'),
  window: (start, end) => `من ${shopDateTime(start, 'ar')} لحد ${shopDateTime(end, 'ar')}`,
  editOf: (name) => `تعديل ${name}`,
  deleteOf: (name) => `مسح ${name}`,
};
