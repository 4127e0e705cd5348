// The PostgreSQL extensions every PGlite instance of the shop loads: the server's (db/client.ts), the worker
// thread's (pglite-worker.mjs), backups and restores (backup.ts) and the tests' in-memory copies. Migration 0006
// creates pg_trgm (trigram matching, for searches with small typos); a PGlite opened without it cannot run the
// search. Plain JavaScript so that the worker thread loads it as it is.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export const pgliteExtensions = { pg_trgm };

/**
 * How far a mistyped search word may be from a stretch of a product's text (pg_trgm's word similarity, 0..1).
 * Below pg_trgm's default (0.6), which missed "sweter" for "sweater". It is the session's
 * `pg_trgm.word_similarity_threshold`, so that the `<%` operator, which the trigram index serves, applies it.
 */
export const TYPO_SIMILARITY = 0.5;

/**
 * What every session that runs searches starts with: PGlite's one session (client.ts, pglite-worker.mjs); on
 * PostgreSQL the search pool passes the same setting as a startup option (client.ts).
 */
export const SEARCH_SESSION_SQL = `SET pg_trgm.word_similarity_threshold = ${TYPO_SIMILARITY}`;
