import type { Translation } from '../language';

export const login: Translation<typeof import('../login').login> = {
  title: 'دخول الإدارة',
  documentTitle: 'دخول الإدارة — Morph',
  username: 'اسم المستخدم',
  password: 'كلمة المرور',
  usernameRequired: 'أدخل اسم المستخدم.',
  passwordRequired: 'أدخل كلمة المرور.',
  submit: 'دخول',
  submitting: 'جارٍ الدخول…',
  invalidCredentials: 'بيانات الدخول غير صحيحة',
  backToShop: 'العودة إلى المتجر',
};
