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
  twoStepHeading: 'الدخول بخطوتين',
  twoStepWhy:
    'كود من تطبيق على موبايلك بيتطلب منك في كل دخول، وبيحافظ على أمان المحل حتى لو كلمة المرور اتسرّبت.',
  requiredBanner: 'مالكة المحل طالبة الدخول بخطوتين من الكل. فعّليه علشان تكمّلي.',
  setUp: 'إعداد',
  setupPassword: 'اكتبي كلمة المرور بتاعتك علشان تبدأي.',
  next: 'متابعة',
  cancel: 'إلغاء',
  scan: (app) => `امسحي كود QR ده بتطبيق مصادقة على موبايلك، زي ${app}.`,
  qrAlt: 'كود QR تمسحيه بتطبيق المصادقة',
  openInApp: 'ضيفيه للتطبيق على الموبايل ده',
  typeKey: 'مش عارفة تمسحيه؟ ضيفي حساب في التطبيق واكتبي المفتاح ده:',
  key: 'المفتاح',
  copyKey: 'نسخ المفتاح',
  keyCopied: 'اتنسخ المفتاح',
  code: 'الكود من التطبيق',
  codeHelp: 'الـ6 أرقام اللي ظاهرة في التطبيق دلوقتي.',
  codeSixDigits: 'اكتبي الـ6 أرقام اللي ظاهرة في التطبيق',
  codeRequired: 'اكتبي الكود',
  turnOn: 'تفعيل',
  turnedOn: (ended) =>
    ended === 0
      ? 'الدخول بخطوتين اتفعّل.'
      : ended === 1
        ? 'الدخول بخطوتين اتفعّل، واتسجّل الخروج من جلسة تانية.'
        : `الدخول بخطوتين اتفعّل. الجلسات التانية اللي اتقفلت: ${ended}.`,
  recoveryHeading: 'أكواد الاسترداد بتاعتك',
  recoveryWarning:
    'احفظي الأكواد دي دلوقتي: مش هتظهر تاني. لو موبايلك ضاع، كل كود بيدخّلك مرة واحدة بدل كود التطبيق.',
  copyCodes: 'نسخ',
  codesCopied: 'اتنسخت أكواد الاسترداد',
  downloadCodes: 'تحميل',
  codesFile: (username) =>
    `لوحة تحكم مورف: أكواد الاسترداد لـ ${username}\nكل كود بيدخّلك مرة واحدة بدل كود التطبيق.\n`,
  done: 'تمام',
  isOn: 'الدخول بخطوتين مفعّل.',
  ownerKeepsIt: 'بما إنك المالكة، الدخول بخطوتين بيفضل مفعّل على حسابك.',
  requiredKeepsIt: 'مالكة المحل طالباه من الكل، فبيفضل مفعّل.',
  turnOff: 'إيقاف',
  turnOffIntro: 'اكتبي كلمة المرور وكود من التطبيق، أو كود استرداد.',
  codeOrRecovery: 'كود من التطبيق أو كود استرداد',
  turnedOff: 'الدخول بخطوتين اتوقف.',
};
