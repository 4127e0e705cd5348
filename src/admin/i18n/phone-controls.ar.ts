/** The texts of phone-controls.ts in Arabic (they load with the rest of the Arabic back office, as their own chunk). */
import type { PhoneControlsText } from './phone-controls';

export const ar: PhoneControlsText = {
  active: 'مفعّل',
  inactive: 'متوقف',
  badgeName: (label, active) =>
    `${label}: ${active ? 'مفعّل' : 'متوقف'} (اضغط ${active ? 'للإيقاف' : 'للتفعيل'})`,
  confirmTitle: (label, active) => `${active ? 'إيقاف' : 'تفعيل'} ${label}؟`,
  confirmBody: (active) => (active ? 'هيتوقف لحد ما تفعّله تاني.' : 'هيرجع يشتغل في المواعيد بتاعته.'),
  confirm: (active) => (active ? 'إيقاف' : 'تفعيل'),
  cancel: 'إلغاء',
  filters: 'الفلاتر',
  filtersCount: (n) => (n ? `الفلاتر (${n})` : 'الفلاتر'),
  showResults: 'اعرض النتائج',
};
