/**
 * The one way catalogue text and a shopper's search words are made comparable:
 *
 * - Latin capitals become small letters (A–Z only: PostgreSQL's lower() depends on the database's locale, so the
 *   SQL twin folds the same 26 letters with translate() and the two always agree);
 * - Arabic: أ إ آ ٱ → ا, ؤ → و, ئ → ي, ى → ي, ة → ه; the harakat (fathatan … sukun, superscript alef) and the tatweel
 *   removed;
 * - English plurals reduced to one form: "dresses" → "dress", "skirts" → "skirt", "accessories" → "accessory".
 *
 * The server applies `normalizeSearchText` to the query, and its SQL twin `morph_search_normalize` (migrations
 * 0006 and 0018) to the stored text; src/shared/search-text.test.ts and tests/api/search.test.ts check that both give
 * the same result. Change one, change the other.
 */

const ARABIC_FOLDS: Record<string, string> = {
  '\u0623': '\u0627', // أ → ا
  '\u0625': '\u0627', // إ → ا
  '\u0622': '\u0627', // آ → ا
  '\u0671': '\u0627', // ٱ → ا
  '\u0624': '\u0648', // ؤ → و
  '\u0626': '\u064A', // ئ → ي
  '\u0649': '\u064A', // ى → ي
  '\u0629': '\u0647', // ة → ه
};

/** Arabic diacritics (U+064B–U+065F), the superscript alef (U+0670) and the tatweel (U+0640). */
const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640]/g;

/**
 * English plural endings, applied in this order to every word (a word ends before anything that is not a small
 * Latin letter or a digit). The SQL twin runs the same three regular expressions.
 */
const PLURAL_RULES: Array<[RegExp, string]> = [
  // accessories → accessory (the stem keeps at least two letters: "ties" stays)
  [/([a-z]{2})ies(?![a-z0-9])/g, '$1y'],
  // dresses → dress, boxes → box, watches → watch, brushes → brush
  [/(ss|sh|ch|x|z)es(?![a-z0-9])/g, '$1'],
  // skirts → skirt, blouses → blouse; not "dress", "bus", "basis", and never a word of 3 letters or fewer
  [/([a-z]{2}[a-hj-rtv-z])s(?![a-z0-9])/g, '$1'],
];

export function foldLatinCase(text: string): string {
  return text.replace(/[A-Z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 32));
}

export function foldArabic(text: string): string {
  return text
    .replace(ARABIC_MARKS, '')
    .replace(/[\u0623\u0625\u0622\u0671\u0624\u0626\u0649\u0629]/g, (c) => ARABIC_FOLDS[c]);
}

export function singularize(text: string): string {
  return PLURAL_RULES.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

/** Catalogue text or a search as the search compares it (see above). */
export function normalizeSearchText(text: string): string {
  return singularize(foldArabic(foldLatinCase(text)));
}

/** At most this many words of a search are used. */
export const MAX_SEARCH_WORDS = 8;

/**
 * The words of a search: each as typed (lower-cased, for matching a size such as "XL" exactly) and normalised
 * (for matching text). Empty when the search is blank.
 */
export function searchWords(q: string): Array<{ raw: string; normalized: string }> {
  return q
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS)
    .map((word) => ({ raw: foldLatinCase(word), normalized: normalizeSearchText(word) }))
    .filter((w) => w.normalized !== '');
}
