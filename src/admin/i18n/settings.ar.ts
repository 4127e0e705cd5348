/** The Settings page's texts in Arabic. */
import type { SettingsText } from './settings';

const SOCIAL = 'الصق اللينك كامل، بيبدأ بـ https://';

export const ar: SettingsText = {
  title: 'الإعدادات',
  heading: 'بيانات التواصل مع المحل',
  intro:
    'بتظهر للعملاء في آخر الصفحة، وفي صفحات السياسات، وفي صفحة تأكيد الطلب. سيب الخانة فاضية عشان تخفيها.',
  loading: 'جاري تحميل بيانات التواصل',
  loadFailed: (why) => `حصل خطأ في تحميل بيانات التواصل: ${why}`,
  saved: 'تم حفظ بيانات التواصل',
  saveFailed: (why) => `حصل خطأ في حفظ بيانات التواصل: ${why}`,
  save: 'حفظ',
  saving: 'جاري الحفظ...',
  labels: {
    whatsapp: 'رقم الواتساب',
    phone: 'التليفون',
    email: 'الإيميل',
    facebook: 'لينك فيسبوك',
    instagram: 'لينك إنستجرام',
    tiktok: 'لينك تيك توك',
    address: 'العنوان',
  },
  help: {
    whatsapp: 'العملاء بيضغطوا عليه عشان يكلموا المحل: 01012345678 أو 201012345678+.',
  },
  patterns: {
    whatsapp: 'اكتب الرقم بالأرقام، مثلًا 01012345678 أو 201012345678+.',
    phone: 'اكتب الرقم بالأرقام (المسافات والشرط مفيش مشكلة)، مثلًا 02 2345 6789.',
    email: 'اكتب إيميل، مثلًا hello@morph.eg.',
    facebook: SOCIAL,
    instagram: SOCIAL,
    tiktok: SOCIAL,
    address: 'راجع العنوان.',
  },
};
