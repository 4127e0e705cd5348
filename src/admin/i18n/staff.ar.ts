/** The texts of staff.ts in Arabic (they load with the rest of the Arabic back office, as their own chunk). */
import type { StaffText } from './staff';

export const ar: StaffText = {
  title: 'فريق العمل',
  intro:
    'ادعي الناس اللي بتشتغل معاكي، كل واحدة بالصلاحيات اللي شغلها محتاجها: الرابط اللي بتبعتيه بيحدد كلمة المرور وبيشتغل مرة واحدة، لمدة 24 ساعة.',
  roleNames: {
    owner: 'المالكة',
    manager: 'مديرة',
    order_desk: 'خدمة الطلبات',
    packer: 'التغليف',
  },
  roles: {
    owner: 'المالكة — كل شيء',
    manager: 'مديرة — كل شيء ما عدا الإعدادات والفريق',
    order_desk: 'خدمة الطلبات — الطلبات والعملاء، من غير أرقام المبيعات',
    packer: 'التغليف — الطلبات للشحن والبوالص وشيت المندوب',
  },
  username: 'اسم المستخدم',
  usernameHelp: 'حروف لاتينية صغيرة وأرقام ونقط أو شرط، مثلًا',
  usernameExample: 'sara.desk',
  role: 'الدور',
  invite: 'إرسال دعوة',
  invited: 'اتعملت الدعوة: ابعتيلها الرابط اللي تحت.',
  link: 'رابط الدعوة (بيظهر مرة واحدة)',
  copy: 'نسخ الرابط',
  copied: 'اتنسخ الرابط',
  members: 'الأعضاء',
  invitations: 'دعوات مفتوحة',
  expires: (when) => `تنتهي ${when}`,
  noInvitations: 'مفيش دعوات مفتوحة.',
  status: 'الحالة',
  active: 'نشطة',
  suspendedLabel: 'موقوفة',
  suspend: 'إيقاف',
  restore: 'إرجاع',
  remove: 'حذف',
  removeMember: (name) => `حذف ${name}`,
  roleOf: (name) => `دور ${name}`,
  confirmRemove: 'تحذفي العضوة دي؟ جلساتها بتنتهي دلوقتي، والطلبات بتفضل باسمها.',
  saved: 'اتحفظ',
  failed: (why) => `ماقدرناش نحفظ: ${why}`,
};
