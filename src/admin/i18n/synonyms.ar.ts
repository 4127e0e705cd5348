/** The texts of synonyms.ts in Arabic (they load with the rest of the Arabic back office, as their own chunk). */
import type { SynonymsText } from './synonyms';

export const ar: SynonymsText = {
  title: 'مرادفات البحث',
  intro:
    'الكلمات اللي في مجموعة واحدة بتلاقي نفس المنتجات: العميلة لما تدور على أي كلمة منهم تشوف اللي بتلاقيه الباقية. الجمع و"ال" وأشكال الحروف (ة/ه، أ/ا، ى/ي) مفهومة من غير مرادفات.',
  words: 'كلمات المجموعة',
  wordsHelp: 'افصلي بين الكلمات بفاصلة، مثلًا: جيبة، تنورة، skirt',
  add: 'إضافة المجموعة',
  added: 'اتضافت المرادفات',
  deleted: 'اتمسحت المرادفات',
  groups: 'المجموعات',
  none: 'مفيش مرادفات لسه.',
  delete: 'مسح',
  deleteGroup: (words) => `مسح ${words}`,
  confirmDelete: 'تمسحي المجموعة دي؟ البحث هيبطل يعامل كلماتها ككلمة واحدة من أول بحث جاي.',
  failed: (why) => `ما قدرناش نحفظ المرادفات: ${why}`,
  tooFew: 'اكتبي كلمتين على الأقل بينهم فاصلة.',
  tooMany: (max) => `${max} كلمة بحد أقصى في المجموعة.`,
  tooLong: (max) => `الكلمة ${max} حرف بحد أقصى.`,
};
