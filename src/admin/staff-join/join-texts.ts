/**
 * The join page's words (/admin/join, outside the back office's session and its language switch): in Arabic when
 * the member's browser prefers it, else in English.
 */
const en = {
  title: 'Join the shop’s back office',
  intro: 'Choose the password you will sign in with: 12 characters or more, not a common one.',
  password: 'Password',
  confirm: 'Password again',
  submit: 'Set my password',
  mismatch: 'The two passwords are not the same.',
  tooShort: 'At least 12 characters.',
  noToken: 'This link is incomplete. Open the whole link the shop’s owner sent you.',
};

const ar: typeof en = {
  title: 'انضمي للوحة تحكم المتجر',
  intro: 'اختاري كلمة المرور اللي هتدخلي بيها: 12 حرف أو أكتر، ومش من الكلمات الشائعة.',
  password: 'كلمة المرور',
  confirm: 'كلمة المرور مرة تانية',
  submit: 'حفظ كلمة المرور',
  mismatch: 'كلمتا المرور مش زي بعض.',
  tooShort: '12 حرف على الأقل.',
  noToken: 'الرابط ده ناقص. افتحي الرابط كله اللي بعتتهولك صاحبة المتجر.',
};

export type JoinText = typeof en;

/** The texts for the browser's preferred languages, and that language. */
export function joinTexts(languages: readonly string[]): { text: JoinText; language: 'en' | 'ar' } {
  return languages[0]?.toLowerCase().startsWith('ar')
    ? { text: ar, language: 'ar' }
    : { text: en, language: 'en' };
}
