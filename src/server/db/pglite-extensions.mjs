// The PostgreSQL extensions every PGlite instance of the shop loads: the server's (db/client.ts), the worker
// thread's (pglite-worker.mjs), backups and restores (backup.ts) and the tests' in-memory copies. Migration 0006
// creates pg_trgm (trigram matching, for searches with small typos); a PGlite opened without it cannot run the
// search. Plain JavaScript so that the worker thread loads it as it is.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export const pgliteExtensions = { pg_trgm };
