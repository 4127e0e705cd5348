// The database a running server uses: PostgreSQL with DATABASE_URL, otherwise PGlite in DATA_DIR/db in a worker
// thread (pglite-worker-client.ts), so the embedded database never holds the web server's event loop. Tests
// that want in-process PGlite call openDatabase() themselves.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_SEARCH_CONCURRENCY, type Config } from '../config';
import { openDatabase, type Database } from './client';
import { openPgliteWorker } from './pglite-worker-client';

export async function openServerDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'search'>,
): Promise<Database> {
  if (config.databaseUrl)
    return openDatabase({
      databaseUrl: config.databaseUrl,
      search: {
        poolMax: config.search.concurrency ?? DEFAULT_SEARCH_CONCURRENCY.postgres,
        timeoutMs: config.search.timeoutMs,
      },
    });
  const dataDir = join(config.dataDir, 'db');
  mkdirSync(dataDir, { recursive: true });
  return openPgliteWorker({
    dataDir,
    // Without its database the server can only fail every request: stop, so a supervisor starts it afresh.
    onLost: (error) => {
      console.error(`The embedded database stopped: ${error.message}`);
      process.exit(1);
    },
  });
}
