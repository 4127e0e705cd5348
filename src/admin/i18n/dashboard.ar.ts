/** The dashboard's texts in Arabic (they load with the rest of the Arabic back office, as their own chunk). */
import { formatNumber } from '../../shared/format';
import type { DashboardText } from './dashboard';
import { RETURN_REASONS_AR } from './return-reasons.ar';

const DAYS: Record<string, string> = {
  Sun: 'الأحد',
  Mon: 'الاتنين',
  Tue: 'التلات',
  Wed: 'الأربع',
  Thu: 'الخميس',
  Fri: 'الجمعة',
  Sat: 'السبت',
};
const MONTHS: Record<string, string> = {
  Jan: 'يناير',
  Feb: 'فبراير',
  Mar: 'مارس',
  Apr: 'أبريل',
  May: 'مايو',
  Jun: 'يونيو',
  Jul: 'يوليو',
  Aug: 'أغسطس',
  Sep: 'سبتمبر',
  Oct: 'أكتوبر',
  Nov: 'نوفمبر',
  Dec: 'ديسمبر',
};
const UNITS: Record<string, string> = { products: 'منتج', categories: 'قسم', variants: 'نوع' };

/** The charts' English labels (chart-data.ts) in Arabic: hours, weekdays, months, "Others". */
function axisLabel(label: string): string {
  return label
    .replace(/(\d+) AM/g, '$1 ص')
    .replace(/(\d+) PM/g, '$1 م')
    .replace(/\b(Sun|Mon|Tue|Wed|Thu|Fri|Sat)[a-z]*\b/g, (_m, day: string) => DAYS[day] ?? day)
    .replace(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/g, (m) => MONTHS[m] ?? m)
    .replace(
      /^Others \((\d+) (\w+)\)$/,
      (_m, n: string, unit: string) => `أخرى (${n} ${UNITS[unit] ?? unit})`,
    )
    .replace(/^Others$/, 'أخرى');
}

const STATUSES: Record<string, string> = {
  pending: 'في الانتظار',
  processing: 'جاري التجهيز',
  shipped: 'اتشحنت',
  delivered: 'اتسلمت',
  cancelled: 'اتلغت',
};

export const ar: DashboardText = {
  title: 'لوحة التحكم',
  presets: {
    today: 'النهارده',
    last7Days: 'آخر 7 أيام',
    thisMonth: 'الشهر ده',
    lastMonth: 'الشهر اللي فات',
  },
  dateRange: 'الفترة',
  from: 'من',
  to: 'إلى',
  reset: 'كل الفترات',
  allTime: 'كل الفترات',
  showingDay: (day) => `يوم ${day}`,
  showingRange: (from, to) => `من ${from} إلى ${to}`,
  showingFrom: (day) => `من ${day}`,
  showingUntil: (day) => `لحد ${day}`,
  cairoTime: (range) => `${range} (بتوقيت القاهرة)`,
  sections: {
    salesOverTime: 'المبيعات على مدار الوقت',
    variantSales: 'المبيعات حسب اللون والمقاس',
    monthlySales: 'المبيعات الشهرية',
    productSales: 'المبيعات حسب المنتج',
    categorySales: 'المبيعات حسب القسم',
    topProducts: 'الأكثر مبيعًا',
    couponUsage: 'استخدام الكوبونات',
    refusals: 'الرفض حسب المحافظة',
    returns: 'المرتجعات',
  },
  collapsed: 'الرسم هيتحمّل لما تفتحه...',
  loadingChart: 'جاري تحميل الرسم...',
  loadingCharts: 'جاري تحميل الرسوم...',
  loading: 'جاري التحميل...',
  errorLoadingData: 'حصل خطأ في تحميل البيانات',
  summary: 'الملخص',
  summaryFailed: 'حصل خطأ في تحميل الملخص',
  error: (why) => `خطأ: ${why}`,
  totalSales: 'إجمالي المبيعات',
  orders: 'الطلبات',
  averageOrderValue: 'متوسط قيمة الطلب',
  toConfirm: 'محتاجة تأكيد',
  pendingOrders: (n, one) => (one ? 'طلب واحد في الانتظار، كل الفترات' : `${n} طلب في الانتظار، كل الفترات`),
  statuses: STATUSES,
  inWords: (words, and = false) =>
    words.length <= 1
      ? (words[0] ?? '')
      : `${words.slice(0, -1).join('، ')} ${and ? 'و' : 'أو '}${words.at(-1)}`,
  salesCount: (counted, left) =>
    `المبيعات بتحسب الطلبات اللي حالتها ${counted}؛ والطلبات اللي حالتها ${left} مش محسوبة.`,
  changesCompare: (period) => `التغيير مقارنة بـ ${period}.`,
  change: {
    up: (pct) => `زيادة ${pct} عن الفترة اللي قبلها`,
    down: (pct) => `نقص ${pct} عن الفترة اللي قبلها`,
    same: 'زي الفترة اللي قبلها',
    new: 'جديد: مكانش فيه حاجة في الفترة اللي قبلها',
    newBadge: 'جديد',
  },
  lowStockNone: 'كل المنتجات مخزونها كفاية.',
  lowStockAlert: 'تنبيه المخزون القليل',
  lowStock: (n, threshold) =>
    `${formatNumber(n, 0)} ${n === 1 ? 'منتج مخزونه قليل' : 'منتجات مخزونها قليل'} (${threshold} قطع أو أقل في مقاس).`,
  seeWhich: 'اعرضهم',
  lowStockShowing: (shown, total) =>
    `بنعرض أهم ${formatNumber(shown, 0)} من ${formatNumber(total, 0)} منتج، اللي خلص الأول.`,
  lowStockSeeAll: 'اعرضهم كلهم في قائمة المنتجات',
  lowStockTitle: 'منتجات مخزونها قليل',
  lowStockTable: 'جدول المنتجات اللي مخزونها قليل',
  product: 'المنتج',
  colour: 'اللون',
  sizesStock: 'المقاسات (المخزون)',
  totalStock: 'إجمالي المخزون',
  editProduct: (name) => `تعديل ${name}`,
  sales: 'المبيعات',
  salesByHour: 'المبيعات حسب الساعة',
  salesByDay: 'المبيعات حسب اليوم',
  inWordsList: (title) => `${title}، بالكلام`,
  failedSales: 'تعذر تحميل بيانات المبيعات',
  noSalesRange: 'مفيش مبيعات في الفترة دي.',
  failedMonthly: 'تعذر تحميل المبيعات الشهرية.',
  noData: 'مفيش بيانات',
  failedData: 'تعذر تحميل البيانات.',
  noVariantSales: 'مفيش مبيعات في الفترة دي.',
  noTopProducts: 'مفيش منتجات اتباعت في الفترة دي.',
  sold: (n) => `اتباع ${n}`,
  amountSold: (amount, n) => `${amount} (اتباع ${n})`,
  productsShown: (shown, total) =>
    `أكتر ${formatNumber(shown, 0)} منتج مبيعًا من ${formatNumber(total, 0)} منتج اتباعوا في الفترة دي.`,
  variantsShown: (shown, total) =>
    `المقاسات الأكتر مبيعًا من أكتر ${formatNumber(shown, 0)} منتج مبيعًا، من ${formatNumber(total, 0)} منتج اتباعوا في الفترة دي.`,
  noCouponUsage: 'مفيش كوبونات اتستخدمت في الفترة دي.',
  couponUsage: 'استخدام الكوبونات',
  code: 'الكود',
  description: 'الوصف',
  discount: 'الخصم',
  timesUsed: 'مرات الاستخدام',
  status: 'الحالة',
  active: 'مفعّل',
  inactive: 'متوقف',
  noShipped: 'مفيش طلبات اتشحنت في الفترة دي.',
  refusalsIntro: 'الطلبات اللي اتعملت في الأيام دي واترفض استلامها، من اللي اتشحن (الأعلى نسبة الأول).',
  refusalsTable: 'الرفض حسب المحافظة',
  governorate: 'المحافظة',
  shipped: 'اتشحن',
  refused: 'اترفض',
  refusalRate: 'نسبة الرفض',
  returns: {
    figures: 'أرقام المرتجعات',
    netSales: 'صافي المبيعات',
    netSalesCaption: 'المبيعات − المبالغ المرتجعة',
    sales: 'المبيعات',
    salesCaption: 'إجمالي المبيعات: الطلبات اللي اتعملت في الفترة دي',
    refunds: 'المبالغ المرتجعة',
    refundsCaption: 'الفلوس اللي اترجعت في الفترة دي، بيوم الاسترجاع',
    returnRate: 'نسبة المرتجع',
    returnRateCaption: 'القطع اللي اتطلب رجوعها في الفترة دي ÷ القطع اللي اتباعت',
    unitsOf: (returned, sold) => `${returned} من ${sold} قطعة`,
    exchangeShare: 'الاستبدال',
    exchangeShareCaption: 'نسبة الاستبدال من القطع اللي اتطلب رجوعها',
    none: 'مفيش مرتجعات ولا فلوس اترجعت في الفترة دي.',
    noReturns: 'مفيش طلبات إرجاع أو استبدال في الفترة دي.',
    tablesCaption:
      'القطع اللي اتطلب رجوعها في الفترة دي (من غير الطلبات المرفوضة أو الملغية)، قصاد القطع اللي اتباعت فيها.',
    byProduct: 'أكتر منتجات بترجع',
    bySize: 'المرتجع حسب المقاس',
    byReason: 'المرتجع حسب السبب',
    product: 'المنتج',
    size: 'المقاس',
    reason: 'السبب',
    sold: 'اتباع',
    returned: 'رجع',
    rate: 'النسبة',
    units: 'القطع',
    reasons: RETURN_REASONS_AR,
  },
  units: UNITS,
  axisLabel,
};
