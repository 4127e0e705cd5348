import type { Translation } from '../language';
// Arabic of ../contact.ts (the lead registers it with the language switch).
export const contact: Translation<typeof import('../contact').contact> = {
  heading: 'تواصلي معنا',
  whatsapp: 'واتساب',
  call: 'اتصال',
  email: 'البريد الإلكتروني',
  address: 'العنوان',
  newTab: '(يفتح في علامة تبويب جديدة)',
  trackOrder: 'تتبعي طلبك',
  policyIntro: 'للتواصل مع خدمة عملاء Morph:',
  policyOrderNumber: 'من فضلك اذكري رقم طلبك (مثل MO-7K3Q9D) لنجد طلبك بسرعة.',
  policyNone: 'يمكنك متابعة طلبك في أي وقت من صفحة تتبع الطلب، برقم الطلب ورقم الموبايل الذي طلبتِ به.',
  whatsappOrderMessage: (orderNumber: string) => `مرحبًا Morph، أريد تأكيد طلبي رقم ${orderNumber}.`,
};
