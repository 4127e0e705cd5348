/** The texts of account.ts in Arabic (they load with the rest of the Arabic back office, as their own chunk). */
import type { AccountText } from './account';

export const ar: AccountText = {
  title: 'حسابي',
  signedInAs: 'مسجّلة الدخول باسم',
  passwordHeading: 'تغيير كلمة المرور',
  passwordIntro: 'هتفضلي مسجّلة الدخول هنا، وأي جهاز تاني داخلة منه هيتسجّل خروجه.',
  currentPassword: 'كلمة المرور الحالية',
  newPassword: 'كلمة المرور الجديدة',
  repeatPassword: 'كلمة المرور الجديدة مرة تانية',
  passwordHelp: '12 حرفًا أو أكثر، وألا تكون من كلمات المرور الشائعة. الجملة أسهل في التذكّر.',
  tooShort: '12 حرفًا على الأقل',
  notTheSame: 'كلمتا المرور الجديدتان غير متطابقتين',
  required: 'مطلوب',
  changePassword: 'تغيير كلمة المرور',
  changing: 'جارٍ التغيير…',
  passwordChanged: (ended) =>
    ended === 0
      ? 'تم تغيير كلمة المرور.'
      : ended === 1
        ? 'تم تغيير كلمة المرور، وتم تسجيل الخروج من جلسة أخرى.'
        : `تم تغيير كلمة المرور. الجلسات الأخرى التي خرجتِ منها: ${ended}.`,
  sessionsHeading: 'الأجهزة اللي داخلة منها',
  sessionsIntro: 'الجلسة بتنتهي بعد ساعتين من غير استخدام، وبعد 12 ساعة في كل الأحوال.',
  loading: 'جاري تحميل جلساتك',
  loadFailed: (why) => `تعذّر تحميل جلساتك: ${why}`,
  thisDevice: 'هذا الجهاز',
  unknownBrowser: 'متصفح',
  device: (browser, os) => (os ? `${browser} على ${os}` : browser),
  signedIn: (when) => `دخلت ${when}`,
  lastUsed: (when) => `آخر استخدام ${when}`,
  from: 'من',
  signOutOthers: 'تسجيل الخروج من كل الأجهزة الأخرى',
  noOthers: 'إنتي داخلة من الجهاز ده بس.',
  signedOutOthers: (ended) =>
    ended === 1 ? 'تم تسجيل الخروج من جلسة أخرى.' : `الجلسات الأخرى التي خرجتِ منها: ${ended}.`,
  failed: (why) => `تعذّر التنفيذ: ${why}`,
};
