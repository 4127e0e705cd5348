import type { Translation } from '../language';
// Arabic of ../returns.ts (registered in ../language.ts LATER_ARABIC: loaded with the returns chunk).
import type { RefundMethod, ReturnReason, ReturnStatus } from '../../../../generated/models';

export const returns: Translation<typeof import('../returns').returns> = {
  heading: 'الاسترجاع والاستبدال',
  openUntil: (date: string) => `يمكنك استرجاع المنتجات أو استبدالها حتى ${date}.`,
  closedOn: (date: string) => `انتهت مدة الاسترجاع في ${date}.`,
  nothingLeft: 'كل منتجات هذا الطلب موجودة بالفعل في طلب استرجاع أو استبدال.',
  start: 'استرجاع أو استبدال منتجات',
  policyLink: 'كيف يتم الاسترجاع',
  loading: 'جارٍ التحميل…',

  formHeading: 'استرجاع أو استبدال منتجات',
  kindLegend: 'ماذا تريدين؟',
  kinds: {
    return: 'استرجاع',
    exchange: 'استبدال',
  } as Record<'return' | 'exchange', string>,
  kindHints: {
    return: 'إرجاع المنتجات واسترداد ثمنها.',
    exchange: 'مقاس أو لون آخر من نفس القطعة.',
  } as Record<'return' | 'exchange', string>,
  itemsLegend: 'أي المنتجات؟',
  itemChoose: (name: string) => `اختيار ${name}`,
  itemOptions: (color: string, size: string) => `اللون: ${color}، المقاس: ${size}`,
  returnableCount: (n: number) => (n === 1 ? 'يمكن إرجاع قطعة واحدة' : `يمكن إرجاع حتى ${n} قطع`),
  quantity: 'الكمية',
  quantityHint: (max: number) => (max === 1 ? 'قطعة واحدة فقط' : `من 1 إلى ${max}`),
  reason: 'السبب',
  reasonPlaceholder: 'اختاري السبب',
  reasons: {
    too_small: 'صغير جدًا',
    too_large: 'كبير جدًا',
    not_as_pictured: 'مختلف عن الصورة',
    defect: 'به عيب',
    changed_mind: 'غيّرت رأيي',
    other: 'سبب آخر',
    refused_at_delivery: 'رُفض عند التوصيل',
  } as Record<ReturnReason, string>,
  note: 'ملاحظة (اختياري)',
  noteHint: 'أي شيء يساعدنا، مثل ما المشكلة فيه.',
  wantedColor: 'اللون الذي تريدينه',
  wantedSize: 'المقاس الذي تريدينه',
  chooseColor: 'اختاري اللون',
  chooseSize: 'اختاري المقاس',
  chooseColorFirst: 'اختاري اللون أولًا',
  sizeLeft: (size: string, stock: number) => (stock <= 3 ? `${size} (متبقٍ ${stock} فقط)` : size),
  productLoading: 'جارٍ تحميل الألوان والمقاسات المتاحة…',
  productFailed: 'لم نتمكن من تحميل الألوان والمقاسات المتاحة.',
  productRetry: 'حاولي مرة أخرى',
  productGone: 'هذه القطعة لم تعد معروضة للبيع، فلا يمكن استبدالها. ويمكنك استرجاعها.',
  nothingInStock: 'لا يتوفر الآن أي مقاس أو لون من هذه القطعة، فلا يمكن استبدالها. ويمكنك استرجاعها.',
  submit: 'أرسلي طلبي',
  submitting: 'جارٍ الإرسال…',
  cancelForm: 'تراجع',
  fieldErrors: {
    kind: 'اختاري استرجاع أو استبدال.',
    items: 'اختاري منتجًا واحدًا على الأقل.',
    quantity: (max: number) => (max === 1 ? 'الكمية لا يمكن أن تكون إلا 1.' : `اكتبي كمية من 1 إلى ${max}.`),
    reason: 'اختاري السبب.',
    note: 'اجعلي الملاحظة أقل من 500 حرف.',
    notExchangeable: 'لا يمكن استبدال هذا المنتج: اختاري استرجاع، أو لا تختاريه.',
    wantedColor: 'اختاري اللون الذي تريدينه.',
    wantedSize: 'اختاري مقاسًا متاحًا.',
  },
  sent: 'تم إرسال طلبك. سنتصل بك أو نراسلك على واتساب لترتيب الاستلام.',
  notFound: 'لم نعد نجد هذا الطلب. ابحثي عنه مرة أخرى ثم حاولي من جديد.',
  tooMany: (minutes: number | null) =>
    minutes
      ? `محاولات كثيرة. من فضلك حاولي مرة أخرى بعد ${minutes} ${minutes === 1 ? 'دقيقة' : 'دقائق'}.`
      : 'محاولات كثيرة. من فضلك انتظري بضع دقائق ثم حاولي مرة أخرى.',
  failed: 'حدث خطأ ما ولم يُرسل طلبك. من فضلك حاولي مرة أخرى.',
  checkFields: 'من فضلك راجعي الحقول المحددة.',

  requestsHeading: 'طلباتك',
  requestTitle: (kind: 'return' | 'exchange', date: string) =>
    `طلب ${kind === 'return' ? 'استرجاع' : 'استبدال'} بتاريخ ${date}`,
  statusLabel: 'الحالة',
  status: {
    requested: () => 'تم الطلب — في انتظار رد المتجر',
    approved: (day: string | null) =>
      day ? `تمت الموافقة — سيمر المندوب للاستلام يوم ${day}` : 'تمت الموافقة — سنخبرك بيوم الاستلام',
    picked_up: () => 'تم الاستلام منك',
    received: () => 'وصل إلينا',
    refunded: (amount: string | null, method: string | null) =>
      amount && method ? `تم رد ${amount} ${method}` : 'تم رد المبلغ',
    exchanged: (orderNumber: string | null) =>
      orderNumber ? `تم الاستبدال — طلبك الجديد ${orderNumber}` : 'تم الاستبدال',
    refused: (reason: string | null) => (reason ? `لم يُقبل: ${reason}` : 'لم يُقبل'),
    cancelled: () => 'ملغي',
  },
  steps: {
    requested: 'تم الطلب',
    approved: 'تمت الموافقة',
    picked_up: 'تم الاستلام منك',
    received: 'وصل إلينا',
    refunded: 'تم رد المبلغ',
    exchanged: 'تم الاستبدال',
    refused: 'لم يُقبل',
    cancelled: 'ملغي',
  } as Record<ReturnStatus, string>,
  methods: {
    cash: 'نقدًا',
    wallet: 'على محفظة الموبايل',
    bank_transfer: 'بتحويل بنكي',
  } as Record<RefundMethod, string>,
  timeline: 'مراحل الطلب',
  itemLine: (name: string, color: string, size: string, quantity: number) =>
    // Words, not "M × 1": a Latin size beside a figure and a sign reads in either order in a right-to-left line.
    `${name} — ${color}، المقاس ${size}، العدد ${quantity}`,
  sendBack: 'ما سترجعينه',
  youGet: (color: string, size: string) => `ستحصلين على: ${color}، ${size}`,
  reasonIs: (reason: string) => `السبب: ${reason}`,
  cancelRequest: 'إلغاء الطلب',
  cancelQuestion: 'إلغاء هذا الطلب؟',
  cancelExplain: 'لن يمر المتجر لاستلام هذه المنتجات. ويمكنك الطلب مرة أخرى ما دامت المدة مفتوحة.',
  cancelYes: 'نعم، ألغي الطلب',
  cancelNo: 'لا، أبقيه',
  cancelling: 'جارٍ الإلغاء…',
  cancelledNow: 'تم إلغاء طلبك.',
  cancelTooLate:
    'رد المتجر بالفعل على هذا الطلب، فلم يعد ممكنًا إلغاؤه من هنا. اتصلي بنا أو راسلينا على واتساب.',
};
