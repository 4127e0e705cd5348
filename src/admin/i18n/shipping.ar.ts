/** The shipping screen's texts in Arabic. */
import { governorateName } from '../../shared/governorates';
import type { ShippingText } from './shipping';

export const ar: ShippingText = {
  title: 'أسعار الشحن',
  governorate: 'المحافظة',
  price: 'سعر الشحن (ج.م)',
  name: (governorate) => governorateName(governorate, 'ar'),
  priceTo: (governorate) => `سعر الشحن لـ${governorateName(governorate, 'ar')}`,
  save: 'حفظ',
  saved: (governorate) => `تم حفظ سعر الشحن لـ${governorateName(governorate, 'ar')}`,
  failed: (governorate, why) => `تعذر حفظ سعر الشحن لـ${governorateName(governorate, 'ar')}: ${why}`,
  errors: {
    empty: 'اكتب السعر.',
    range: 'من 0 لحد 10,000.',
    decimals: 'رقمين عشريين بالكتير.',
  },
};
