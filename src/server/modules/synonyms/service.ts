// Groups of words a search treats as one (docs/business-rules.md#search). Each word is kept as the owner wrote it
// and by its term (searchTerm), which is what a search word is looked up by; the terms' GIN index answers the
// look-up. A write goes through /api/admin, so it clears every instance's catalogue cache (plugins/cache.ts) and
// the next search reads the groups from the database again.
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { searchTerm } from '../../../shared/search-terms';
import type { Db } from '../../db/client';
import { synonyms } from '../../db/schema';
import { msg } from '../../i18n';
import { HttpError } from '../../plugins/errors';

/** At most this many groups in the shop (the contract's SynonymList). */
export const MAX_SYNONYM_GROUPS = 300;

/** An array of texts as SQL (the sql template would spread a JS array into a list). */
const textArray = (values: string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

type SynonymRow = typeof synonyms.$inferSelect;

const view = (row: SynonymRow) => ({ id: row.id, words: row.words, createdAt: row.createdAt.toISOString() });

/** The words trimmed, one per term (the first written), with their terms; fewer than two different: a 400. */
export function groupWords(input: string[]): { words: string[]; terms: string[] } {
  const byTerm = new Map<string, string>();
  for (const typed of input) {
    const word = typed.trim().replace(/\s+/g, ' ');
    const term = searchTerm(word);
    if (term !== '' && !byTerm.has(term)) byTerm.set(term, word);
  }
  if (byTerm.size < 2)
    throw new HttpError(400, msg('admin.synonymsTooFew'), [
      { field: 'words', message: msg('admin.synonymsTooFew') },
    ]);
  return { words: [...byTerm.values()], terms: [...byTerm.keys()] };
}

export async function listSynonyms(db: Db) {
  const rows = await db.select().from(synonyms).orderBy(desc(synonyms.createdAt), desc(synonyms.id));
  return rows.map(view);
}

/** A group's words, or undefined. */
export async function findSynonymGroup(db: Db, id: number) {
  const [row] = await db.select().from(synonyms).where(eq(synonyms.id, id));
  return row ? view(row) : undefined;
}

export async function addSynonymGroup(db: Db, input: string[]) {
  const group = groupWords(input);
  // The count and the insert in one statement: owners adding at once pass the limit by at most one row each.
  const result = (await db.execute(
    sql`INSERT INTO ${synonyms} (words, terms) SELECT ${textArray(group.words)}, ${textArray(group.terms)}
        WHERE (SELECT count(*) FROM ${synonyms}) < ${MAX_SYNONYM_GROUPS}
        RETURNING id, words, created_at AS "createdAt"`,
  )) as unknown as { rows: Array<{ id: number; words: string[]; createdAt: Date | string }> };
  const row = result.rows[0];
  if (!row) throw new HttpError(409, msg('admin.synonymsTooMany', { max: MAX_SYNONYM_GROUPS }));
  return {
    message: 'Synonyms added',
    data: { id: Number(row.id), words: row.words, createdAt: new Date(row.createdAt).toISOString() },
  };
}

export async function updateSynonymGroup(db: Db, id: number, input: string[]) {
  const group = groupWords(input);
  const [row] = await db.update(synonyms).set(group).where(eq(synonyms.id, id)).returning();
  if (!row) throw new HttpError(404, msg('admin.synonymsNotFound'));
  return { message: 'Synonyms saved', data: view(row) };
}

export async function deleteSynonymGroup(db: Db, id: number) {
  const [row] = await db.delete(synonyms).where(eq(synonyms.id, id)).returning({ id: synonyms.id });
  if (!row) throw new HttpError(404, msg('admin.synonymsNotFound'));
  return { message: 'Synonyms deleted' };
}

/**
 * The statement that finds the groups holding one of `terms` (a text[] of the search's terms): rows of `terms`
 * (text[]). A search asks it in the same round trip as its other look-ups (the catalogue's lookUpWords).
 */
export const synonymGroupsSql = (terms: SQL): SQL =>
  sql`SELECT ${synonyms.terms} AS terms FROM ${synonyms} WHERE ${synonyms.terms} && ${terms}`;
