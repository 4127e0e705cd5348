/** The discount screens' texts in Arabic. */
import type { DiscountsText } from './discounts';

const TYPES_AR = { product: 'منتج', category: 'قسم', tag: 'تاج' } as const;
const PLURALS_AR = { product: 'منتجات', category: 'أقسام', tag: 'تاجات' } as const;

export const ar: DiscountsText = {
  title: 'إضافة خصم',
  listTitle: 'كل الخصومات',
  editTitle: 'تعديل الخصم',
  appliesTo: 'الخصم على',
  type: 'النوع',
  types: TYPES_AR,
  add: 'إضافة الخصم',
  none: 'مفيش خصومات.',
  loadFailed: 'تعذر تحميل الخصومات.',
  created: 'تم إنشاء الخصم',
  createFailed: (why) => `تعذر إضافة الخصم: ${why}`,
  updated: 'تم تعديل الخصم',
  updateFailed: (why) => `تعذر تعديل الخصم: ${why}`,
  statusFailed: (why) => `تعذر تغيير حالة الخصم: ${why}`,
  deleteFailed: (why) => `تعذر مسح الخصم: ${why}`,
  badgeLabel: (percentage, name) => `خصم ${percentage}% على ${name}`,
  editOn: (name) => `تعديل الخصم على ${name}`,
  deleteOn: (name) => `مسح الخصم على ${name}`,
  deleteConfirm: 'تمسح الخصم ده؟',
  noMatch: (type, typed) => `مفيش ${PLURALS_AR[type]} بالاسم "${typed}"`,
  noneOfType: (type) => `مفيش ${PLURALS_AR[type]}`,
  rules: {
    percentageRequired: 'النسبة مطلوبة.',
    startRequired: 'تاريخ البداية مطلوب.',
    endRequired: 'تاريخ النهاية مطلوب.',
    percentage: 'من 0.01 لحد 100.',
    choose: { product: 'اختار منتج.', category: 'اختار قسم.', tag: 'اختار تاج.' },
  },
};
