/**
 * The packing slip's words, in the order's language rather than the back office's: the slip travels in the
 * parcel, and a shopper who ordered in Arabic reads it in Arabic (right to left, the product, colour and
 * governorate by their Arabic names, Cairo dates and amounts as Arabic pages write them). The Arabic is typed by
 * the English, so a text missing in one language does not compile.
 */
import type { CancelReason, OrderLanguage } from '../../shared/order-lifecycle';
import { CANCEL_REASON_LABELS } from '../../shared/order-lifecycle';

const en = {
  title: (orderNumber: string) => `Packing slip · Order ${orderNumber}`,
  date: (date: string) => `Date ${date}`,
  cancelled: 'Cancelled',
  reasons: CANCEL_REASON_LABELS as Record<CancelReason, string>,
  phone: (phone: string) => `Phone ${phone}`,
  whatsapp: (number: string) => `WhatsApp +${number}`,
  customer: 'Customer',
  mobile: 'Mobile',
  anotherMobile: 'Another mobile',
  governorate: 'Governorate',
  address: 'Address',
  anotherAddress: 'Another address',
  itemsOf: (orderNumber: string) => `Items of order ${orderNumber}`,
  item: 'Item',
  colour: 'Colour',
  size: 'Size',
  sku: 'SKU',
  quantity: 'Qty',
  lineTotal: 'Total',
  deletedProduct: 'Deleted Product',
  subtotal: 'Subtotal',
  productDiscount: 'Product discount',
  coupon: (code: string) => `Coupon ${code}`,
  couponDiscount: 'Coupon discount',
  shipping: (governorate: string) => `Shipping (${governorate})`,
  total: 'Total',
  cashToCollect: 'Cash to collect',
};

export type PackingSlipText = typeof en;

const ar: PackingSlipText = {
  title: (orderNumber) => `فاتورة الطلب · رقم ${orderNumber}`,
  date: (date) => `التاريخ: ${date}`,
  cancelled: 'ملغي',
  reasons: {
    customer_cancelled: 'ألغته العميلة',
    no_answer: 'مفيش رد',
    refused_at_delivery: 'اترفض عند الاستلام',
    fake_order: 'طلب وهمي',
    out_of_stock: 'الكمية خلصت',
    other: 'سبب آخر',
    not_confirmed: 'ما اتأكدش في الوقت المحدد',
  },
  phone: (phone) => `تليفون ${phone}`,
  whatsapp: (number) => `واتساب +${number}`,
  customer: 'العميلة',
  mobile: 'الموبايل',
  anotherMobile: 'موبايل آخر',
  governorate: 'المحافظة',
  address: 'العنوان',
  anotherAddress: 'عنوان آخر',
  itemsOf: (orderNumber) => `منتجات الطلب ${orderNumber}`,
  item: 'المنتج',
  colour: 'اللون',
  size: 'المقاس',
  sku: 'الكود',
  quantity: 'الكمية',
  lineTotal: 'الإجمالي',
  deletedProduct: 'منتج محذوف',
  subtotal: 'المجموع',
  productDiscount: 'خصم المنتجات',
  coupon: (code) => `كوبون ${code}`,
  couponDiscount: 'خصم الكوبون',
  shipping: (governorate) => `الشحن (${governorate})`,
  total: 'الإجمالي',
  cashToCollect: 'المطلوب تحصيله',
};

export const PACKING_SLIP_TEXT: Record<OrderLanguage, PackingSlipText> = { en, ar };
