/**
 * The back office's synonyms screen (/admin/synonyms), in English (the Arabic is in synonyms.ar.ts). The Arabic catalogue is typed by the
 * English one, so a text missing in one language does not compile. The language is react-admin's locale.
 */

import { useAdminTexts } from './use-admin-texts';
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

/** The English texts (tests and pure logic use them without a component). */
export const SYNONYMS_EN = en;

/** The texts in the back office's language. */
export function useSynonymsText(): SynonymsText {
  return useAdminTexts('synonyms', en);
}
