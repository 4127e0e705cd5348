import type { Translation } from '../language';
// Arabic of ../track.ts (the lead registers it with the language switch).
export const track: Translation<typeof import('../track').track> = {
  title: 'تتبعي طلبك',
  intro: 'اكتبي رقم الطلب ورقم الموبايل الذي طلبتِ به.',
  orderNumber: 'رقم الطلب',
  orderNumberHint: 'كما في رسالة التأكيد، مثل MO-7K3Q9D',
  mobileNumber: 'رقم الموبايل',
  mobileNumberHint: 'الرقم الذي كتبتِه عند إتمام الطلب، مثل 01012345678',
  submit: 'تتبع الطلب',
  submitting: 'جارٍ البحث…',
  fieldErrors: {
    orderNumber: 'اكتبي رقم طلبك: MO- ثم من 4 إلى 10 حروف أو أرقام، مثل MO-7K3Q9D.',
    mobileNumber: 'اكتبي رقم موبايل مصري: 01 ثم 0 أو 1 أو 2 أو 5 و8 أرقام (يُقبل +20).',
  },
  result: (orderNumber: string) => `الطلب ${orderNumber}`,
  placedOn: (date: string) => `تم الطلب في ${date}`,
  notFound: 'لم نجد طلبًا بهذا الرقم ورقم الموبايل. راجعي الاثنين وحاولي مرة أخرى.',
  tooMany: (minutes: number | null) =>
    minutes
      ? `محاولات كثيرة. من فضلك حاولي مرة أخرى بعد ${minutes} ${minutes === 1 ? 'دقيقة' : 'دقائق'}.`
      : 'محاولات كثيرة. من فضلك انتظري بضع دقائق ثم حاولي مرة أخرى.',
  failed: 'حدث خطأ ما. من فضلك حاولي مرة أخرى.',
  recentHeading: 'طلباتك الأخيرة',
  recentHint: 'الطلبات التي تمت من هذا الجهاز. افتحي أحدها لتريه أو تؤكديه أو تلغيه.',
  recentPlaced: (date: string) => `تم في ${date}`,
  forgetRecent: 'انسي هذه الطلبات على هذا الجهاز',
};
