// The database a running server uses: PostgreSQL with DATABASE_URL, otherwise PGlite in DATA_DIR/db in a worker
// thread (pglite-worker-client.ts), so the embedded database never holds the web server's event loop. Tests
// that want in-process PGlite call openDatabase() themselves.
//
// DATA_DIR and the embedded database are the server's user's alone (data-modes.ts): PGlite writes its files 0666
// whatever the umask, so their modes are put right before it opens (a directory left so by an older version),
// after the migrations (the tables they made) and when it closes.
import { join } from 'node:path';
import { DEFAULT_SEARCH_CONCURRENCY, type Config } from '../config';
import { ensurePrivateDir, makePrivate } from '../data-modes';
import { openDatabase, type Database } from './client';
import { openPgliteWorker } from './pglite-worker-client';

export async function openServerDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'search' | 'pools'>,
): Promise<Database> {
  if (config.databaseUrl)
    return openDatabase({
      databaseUrl: config.databaseUrl,
      pools: config.pools,
      search: {
        poolMax: config.search.concurrency ?? DEFAULT_SEARCH_CONCURRENCY.postgres,
        timeoutMs: config.search.timeoutMs,
      },
    });
  const dataDir = join(config.dataDir, 'db');
  ensurePrivateDir(config.dataDir);
  ensurePrivateDir(dataDir);
  makePrivate(dataDir);
  const database = await openPgliteWorker({
    dataDir,
    // Without its database the server can only fail every request: stop, so a supervisor starts it afresh.
    onLost: (error) => {
      console.error(`The embedded database stopped: ${error.message}`);
      process.exit(1);
    },
  });
  makePrivate(dataDir);
  const migrate = database.migrate.bind(database);
  const close = database.close.bind(database);
  database.migrate = async () => {
    await migrate();
    makePrivate(dataDir);
  };
  database.close = async () => {
    await close();
    makePrivate(dataDir);
  };
  return database;
}
