/**
 * The Add group form of /admin/synonyms: the words typed in one box, split at commas (Latin or Arabic) and new
 * lines, checked with the contract's limits (addSynonymGroupBody), and sent as the request body `{ words }`.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FormProps } from 'react-admin';
import { z } from 'zod';
import {
  addSynonymGroupBodyWordsItemMax,
  addSynonymGroupBodyWordsMax,
  addSynonymGroupBodyWordsMin,
} from '../../../../generated/zod/synonyms/synonyms.zod';
import type { SynonymsText } from '../../i18n/synonyms';

/** The words of a box, each trimmed, empty ones dropped. */
export function splitWords(text: string): string[] {
  return text
    .split(/[,،;\n]+/)
    .map((word) => word.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
}

export function synonymsFormSchema(t: SynonymsText) {
  return z.object({
    words: z
      .string()
      .nullish()
      .transform((value) => splitWords(value ?? ''))
      .pipe(
        z
          .array(z.string().max(addSynonymGroupBodyWordsItemMax, t.tooLong(addSynonymGroupBodyWordsItemMax)))
          .min(addSynonymGroupBodyWordsMin, t.tooFew)
          .max(addSynonymGroupBodyWordsMax, t.tooMany(addSynonymGroupBodyWordsMax)),
      ),
  });
}

/** The resolver for react-admin's Form: what it submits is the request body, `{ words: string[] }`. */
export const synonymsFormResolver = (t: SynonymsText) =>
  zodResolver(synonymsFormSchema(t)) as unknown as FormProps['resolver'];
