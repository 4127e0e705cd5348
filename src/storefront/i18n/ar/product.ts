import type { Translation } from '../language';

export const product: Translation<typeof import('../product').product> = {
  notFound: 'المنتج غير موجود',
  loadFailed: 'تعذر تحميل المنتج',
  color: 'اللون',
  size: 'المقاس',
  outOfStock: '(نفدت الكمية)',
  quantity: 'الكمية',
  decrease: 'إنقاص الكمية',
  increase: 'زيادة الكمية',
  addToCart: 'أضيفي إلى السلة',
  soldOut: 'نفدت الكمية',
  chooseColor: 'من فضلك اختاري لونًا.',
  chooseSize: 'من فضلك اختاري مقاسًا.',
  addedToCart: (name: string) => `تمت إضافة ${name} إلى السلة!`,
  imageAlt: (name: string, n: number) => `${name}، الصورة ${n}`,
  colorImageAlt: (name: string, color: string) => `${name} باللون ${color}`,
  showImage: (n: number) => `عرض الصورة ${n}`,
  inStock: (n: number) => `متوفر ${n}`,
  documentTitle: (name: string) => `${name} — Morph`,
  pageTitleNotFound: 'المنتج غير موجود — Morph',
};
