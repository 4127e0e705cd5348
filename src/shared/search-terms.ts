/**
 * A search word's term: what is left of it once normalised (search-text.ts), its article and attached
 * prepositions (ال، وال، بال، فال، كال، لل) and its endings (ات، ين، ون، ها، ه) taken off, and a broken plural the
 * shop's vocabulary knows turned into its singular ("الفساتين" → "فستان", "جيبات" → "جيب"). Terms are what synonym
 * groups are stored and looked up by, so "جيبة", "الجيبات" and "جيب" all reach the group of "تنورة" and "skirt".
 *
 * Matching stays a substring test (LIKE '%…%') on the product's normalised text, which keeps its own prefixes and
 * endings: a term is always a part of every form it stands for ("بلوز" of "البلوزات"), except for broken plurals,
 * whose forms are listed (`termForms`): "فستان" is looked for as "فستان" or "فساتين". Short words are left whole
 * (a term keeps at least three letters, four before ين/ون, which end many singulars: "شيفون").
 */
import { normalizeSearchText } from './search-text';

/**
 * The shop's words with plurals (and Egyptian spellings) that no rule derives: singular → its other forms, as
 * typed; both sides are normalised when read. A singular's own term drops only its ta marbuta ("جيبة" → "جيب").
 */
const VOCABULARY: Record<string, string[]> = {
  فستان: ['فساتين', 'فستانين'],
  جيبة: ['جيب', 'جيبات'],
  تنورة: ['تنانير', 'تنورات'],
  بلوزة: ['بلوزات', 'بلايز'],
  عباية: ['عبايات', 'عبايا'],
  عباءة: ['عباءات'],
  شنطة: ['شنط', 'شنطات'],
  حقيبة: ['حقائب', 'حقايب'],
  حذاء: ['أحذية'],
  جزمة: ['جزم'],
  بنطلون: ['بناطيل', 'بنطلونات'],
  بنطال: ['بناطيل'],
  قميص: ['قمصان'],
  طرحة: ['طرح'],
  حجاب: ['أحجبة'],
  إسدال: ['أسدال', 'اسدالات'],
  جاكيت: ['جواكت', 'جاكيتات', 'جاكت'],
  بالطو: ['بلاطي'],
  شال: ['شيلان', 'شالات'],
  صندل: ['صنادل'],
  شبشب: ['شباشب'],
  كوتشي: ['كوتشيات'],
  خاتم: ['خواتم'],
  حلق: ['حلقان'],
  سلسلة: ['سلاسل'],
  سوار: ['أساور', 'اساور'],
  لون: ['ألوان'],
  مقاس: ['مقاسات'],
};

const ARABIC_LETTER = /[\u0621-\u064A]/;
/** Article and prepositions written as one word with it, longest first. */
const PREFIXES = ['وال', 'بال', 'فال', 'كال', 'لل', 'ال'];
/** Endings and the letters a term keeps before each, longest first. */
const SUFFIXES: Array<[string, number]> = [
  ['ات', 3],
  ['ين', 4],
  ['ون', 4],
  ['ها', 3],
  ['ه', 3],
];
const MIN_TERM = 3;

const dropTaMarbuta = (word: string) =>
  word.endsWith('ه') && word.length > MIN_TERM ? word.slice(0, -1) : word;

/** Normalised form → the normalised singular it belongs to (a singular maps to itself). */
const SINGULAR = new Map<string, string>();
/** Term of a singular → the normalised forms of its word that are not written with the term in them. */
const FORMS = new Map<string, string[]>();
for (const [singular, plurals] of Object.entries(VOCABULARY)) {
  const base = normalizeSearchText(singular);
  SINGULAR.set(base, base);
  const term = dropTaMarbuta(base);
  const forms = FORMS.get(term) ?? [];
  for (const plural of plurals) {
    const form = normalizeSearchText(plural);
    if (!SINGULAR.has(form)) SINGULAR.set(form, base);
    if (!form.includes(term)) forms.push(form);
  }
  FORMS.set(term, forms);
}

function stripPrefix(word: string): string {
  for (const prefix of PREFIXES)
    if (word.startsWith(prefix) && word.length - prefix.length >= MIN_TERM) return word.slice(prefix.length);
  return word;
}

function stripSuffix(word: string): string {
  for (const [suffix, keep] of SUFFIXES)
    if (word.endsWith(suffix) && word.length - suffix.length >= keep) return word.slice(0, -suffix.length);
  return word;
}

/** The term of one word (see above); a word with no Arabic letter is only normalised ("Dresses" → "dress"). */
export function searchTerm(word: string): string {
  const normalized = normalizeSearchText(word.trim());
  if (!ARABIC_LETTER.test(normalized)) return normalized;
  if (SINGULAR.has(normalized)) return dropTaMarbuta(SINGULAR.get(normalized)!);
  const bare = stripPrefix(normalized);
  const singular = SINGULAR.get(bare) ?? SINGULAR.get(stripSuffix(bare));
  return singular === undefined ? stripSuffix(bare) : dropTaMarbuta(singular);
}

/** What a term is looked for as in a product's text: the term, and its broken plurals not containing it. */
export function termForms(term: string): string[] {
  return [term, ...(FORMS.get(term) ?? [])];
}

/**
 * The substrings any of which a search word may match, given the terms it stands for (its own and its synonyms'):
 * each term's forms, without one that contains another (LIKE '%جيب%' already finds "جيبات"). At most `max`.
 */
export function matchForms(terms: Iterable<string>, max = 24): string[] {
  const all = [...new Set([...terms].flatMap(termForms))].filter((form) => form !== '');
  const kept = all.filter((form) => !all.some((other) => other !== form && form.includes(other)));
  return kept.sort().slice(0, max);
}
