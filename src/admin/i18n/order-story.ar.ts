/** The texts of order-story.ts in Arabic (they load with the rest of the Arabic back office, as their own chunk). */
import { CANCEL_REASONS_AR } from './cancel-reasons.ar';
import type { OrderStoryText } from './order-story';

export const ar: OrderStoryText = {
  status: {
    pending: 'قيد الانتظار',
    processing: 'قيد التجهيز',
    shipped: 'تم الشحن',
    delivered: 'تم التوصيل',
    cancelled: 'ملغي',
  },
  stage: {
    placed: 'طلب جديد',
    confirmed: 'مؤكد',
    shipped: 'تم الشحن',
    delivered: 'تم التوصيل',
    cancelled: 'ملغي',
  },
  reason: CANCEL_REASONS_AR,
  actor: { customer: 'العميلة', system: 'النظام', admin: 'الإدارة' },
  placedAs: (status) => `اتعمل الطلب: ${status}`,
  confirmedByCustomer: 'أكدته العميلة',
  change: (from, to) => `${from} ← ${to}`,
  withReason: (change, reason) => `${change}: ${reason}`,
  confirmedBy: (by, at) => (by === 'customer' ? `أكدته العميلة، ${at}` : `أكده المتجر، ${at}`),
  notConfirmedByCustomer: 'العميلة لسه ما أكدتش',
  listConfirmed: 'أكدته العميلة',
  confirmedByCustomerCount: (n) => `${n} أكدتها العميلة`,
};
