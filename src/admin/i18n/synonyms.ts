/**
 * The back office's synonyms screen (/admin/synonyms), in English and Arabic. The Arabic catalogue is typed by the
 * English one, so a text missing in one language does not compile. The language is react-admin's locale.
 */
import { useLocaleState } from 'react-admin';

const en = {
  title: 'Search synonyms',
  intro:
    'Words in one group find the same products: a shopper searching for any of them sees what the others find. Plurals, "ال" and letter forms (ة/ه, أ/ا, ى/ي) are understood already.',
  words: 'Words of the group',
  wordsHelp: 'Separate the words with commas, e.g. جيبة, تنورة, skirt',
  add: 'Add group',
  added: 'Synonyms added',
  deleted: 'Synonyms deleted',
  groups: 'Groups',
  none: 'No synonyms yet.',
  delete: 'Delete',
  deleteGroup: (words: string) => `Delete ${words}`,
  confirmDelete: 'Delete this group? Searches stop treating its words as one from the next search.',
  failed: (why: string) => `Could not save the synonyms: ${why}`,
  tooFew: 'Write at least two words, separated by commas.',
  tooMany: (max: number) => `At most ${max} words in a group.`,
  tooLong: (max: number) => `A word has at most ${max} characters.`,
};

export type SynonymsText = typeof en;

const ar: SynonymsText = {
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

export const SYNONYMS_TEXT = { en, ar } as const;

/** The texts in the back office's language. */
export function useSynonymsText(): SynonymsText {
  const [locale] = useLocaleState();
  return locale === 'ar' ? ar : en;
}
