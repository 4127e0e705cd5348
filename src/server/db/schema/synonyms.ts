// Groups of words a search treats as one ("جيبة", "تنورة", "skirt"): docs/business-rules.md#search.
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

export const synonyms = pgTable(
  'synonyms',
  {
    id: id(),
    /** The words as the owner wrote them. */
    words: text().array().notNull(),
    /** Each word's term (searchTerm in src/shared/search-terms.ts): what a search word is looked up by. */
    terms: text().array().notNull(),
    ...timestamps,
  },
  (t) => [index('synonyms_terms_idx').using('gin', t.terms)],
);
