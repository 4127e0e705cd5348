import { daysAr } from '../../../shared/days';
import type { Translation } from '../language';
// Arabic of ../orders.ts (the lead registers it with the language switch).
import type { CancelReason, OrderActor } from '../../../shared/order-lifecycle';
import type { OrderStage, OrderStatus } from '../../../../generated/models';

// The returns section's Arabic rides in this chunk: only the order pages show it, and both load this chunk before
// they render (app.tsx ARABIC_OF), so the first visit's language module needs no entry of its own for it.
export { returns } from './returns';

export const orders: Translation<typeof import('../orders').orders> = {
  loading: 'جارٍ تحميل طلبك…',
  placedTitle: (firstName: string) => `شكرًا يا ${firstName}! تم تسجيل طلبك.`,
  title: (orderNumber: string) => `الطلب ${orderNumber}`,
  orderNumber: 'رقم الطلب',
  placedOn: (date: string) => `تم الطلب في ${date}`,
  keepNumber: 'احتفظي بهذا الرقم: ستحتاجينه مع رقم موبايلك لتتبع طلبك.',
  status: 'الحالة',
  steps: {
    pending: 'تم الطلب',
    processing: 'تم التأكيد',
    shipped: 'تم الشحن',
    delivered: 'تم التوصيل',
    cancelled: 'ملغي',
  } as Record<OrderStatus, string>,
  stepBy: {
    processing: { customer: 'أكدتِه بنفسك', admin: 'أكده المتجر', system: 'تم التأكيد' },
    cancelled: { customer: 'ألغيتِه بنفسك', admin: 'ألغاه المتجر', system: 'أُلغي تلقائيًا' },
  } as Record<'processing' | 'cancelled', Record<OrderActor, string>>,
  stages: {
    placed: 'تم الطلب',
    confirmed: 'تم التأكيد',
    shipped: 'تم الشحن',
    delivered: 'تم التوصيل',
    cancelled: 'ملغي',
  } as Record<OrderStage, string>,
  notYet: 'لم يتم بعد',
  timeline: 'مراحل الطلب',
  reasons: {
    customer_cancelled: 'لقد ألغيتِ هذا الطلب.',
    no_answer: 'لم نتمكن من الوصول إليك على رقم موبايلك لتأكيده.',
    refused_at_delivery: 'تم رفض الطلب عند التوصيل.',
    fake_order: 'لم نتمكن من التأكد من أنك من قام بهذا الطلب.',
    out_of_stock: 'نأسف: نفد أحد المنتجات قبل أن نتمكن من إرساله.',
    other: 'اضطررنا لإلغائه. تواصلي معنا وسنخبرك بالسبب.',
    not_confirmed: 'لم يتم تأكيده خلال 48 ساعة، فأُلغي ولم يُرسل شيء.',
  } as Record<CancelReason, string>,
  cancelledNoReason: 'تم إلغاء هذا الطلب.',
  items: 'المنتجات',
  itemOptions: (color: string, size: string) => `اللون: ${color}، المقاس: ${size}`,
  quantity: (n: number) => `الكمية: ${n}`,
  totals: 'الإجمالي',
  subtotal: 'المجموع الفرعي',
  productDiscounts: 'خصومات المنتجات',
  coupon: (code: string | null) => (code ? `الكوبون (${code})` : 'الكوبون'),
  shipping: 'الشحن',
  total: 'الإجمالي المطلوب عند الاستلام',
  totalPaid: 'الإجمالي',
  delivery: 'التوصيل',
  deliverTo: 'التوصيل إلى',
  governorate: 'المحافظة',
  address: 'العنوان',
  anotherAddress: 'عنوان آخر',
  nextHeading: 'ماذا بعد؟',
  next: {
    confirm:
      'سنتصل بك أو نراسلك على واتساب على رقم الموبايل الذي أعطيتنا إياه لتأكيد طلبك. ويمكنك أيضًا تأكيده بنفسك أدناه.',
    pay: (total: string) => `الدفع نقدًا عند الاستلام: ${total} للمندوب عند وصول طلبك.`,
    returns: (days: number) => `لم يعجبك شيء؟ يمكنك الاسترجاع أو الاستبدال خلال ${daysAr(days)} من التوصيل.`,
    returnsLink: 'اقرئي سياسة الاسترجاع',
  },
  whatsappConfirm: 'أكدي على واتساب',
  print: 'طباعة',
  confirm: 'تأكيد طلبي',
  confirming: 'جارٍ التأكيد…',
  cancel: 'إلغاء الطلب',
  cancelling: 'جارٍ الإلغاء…',
  cancelQuestion: (orderNumber: string) => `إلغاء الطلب ${orderNumber}؟`,
  cancelExplain: 'لن يُرسل طلبك. لا يمكن التراجع عن ذلك؛ ولتطلبي مرة أخرى قومي بطلب جديد.',
  cancelYes: 'نعم، ألغي الطلب',
  cancelNo: 'لا، أبقي طلبي',
  confirmedByYou: (date: string) => `لقد أكدتِ هذا الطلب في ${date}. نحن نجهزه وسنخبرك عندما يكون في الطريق.`,
  confirmedNow: 'شكرًا! تم تأكيد طلبك ونحن نجهزه الآن.',
  cancelledNow: 'تم إلغاء طلبك. لن يُرسل شيء.',
  tooLate:
    'لم يعد من الممكن تعديل هذا الطلب من هنا: لقد بدأ المتجر في تجهيزه. اتصلي بنا أو راسلينا على واتساب لتعديله.',
  actionFailed: 'حدث خطأ ما. من فضلك حاولي مرة أخرى.',
  notFoundTitle: 'الطلب غير موجود',
  notFoundText:
    'هذا الرابط لا يفتح أي طلب. افتحي الرابط من الجهاز الذي طلبتِ منه، أو ابحثي عن طلبك برقمه ورقم موبايلك.',
  trackLink: 'تتبعي طلبك',
  tooMany: (minutes: number | null) =>
    minutes
      ? `محاولات كثيرة. من فضلك حاولي مرة أخرى بعد ${minutes} ${minutes === 1 ? 'دقيقة' : 'دقائق'}.`
      : 'محاولات كثيرة. من فضلك انتظري بضع دقائق ثم حاولي مرة أخرى.',
  loadFailed: 'لم نتمكن من تحميل طلبك. من فضلك حاولي مرة أخرى.',
  retry: 'حاولي مرة أخرى',
  continueShopping: 'متابعة التسوق',
  questions: 'أسئلة عن طلبك؟',
};
