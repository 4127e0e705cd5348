// A fresh database for one test file, as fast as the machine allows:
// - PGlite (default): a migrated template is made once and kept in node_modules/.cache (keyed by the
//   migrations' content); each file loads it into an in-memory PGlite (~1 s instead of ~5 s to create and
//   migrate), and tests empty the tables between them (a few ms).
// - PostgreSQL (DATABASE_URL set, `npm run test:api:pg`): each file gets a database of its own, dropped at the end,
//   copied from a template database migrated once per cluster and set of migrations (CREATE DATABASE …
//   TEMPLATE: a file copy, ~0.1 s, where migrating every file's database cost about 1 s of CPU each).
// - PGlite in a worker thread, the way `npm start` runs it: for the files that ask (`{ worker: true }`: those
//   whose transactions, concurrent writes and values the worker's message passing could change), or for every
//   file with PGLITE_WORKER=1.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { migrationsFolder, openDatabase, type Database } from '../../../src/server/db/client';
import { pgliteExtensions } from '../../../src/server/db/pglite-extensions.mjs';
import { openPgliteWorker } from '../../../src/server/db/pglite-worker-client';

const cacheDir = fileURLToPath(new URL('../../../node_modules/.cache/morph-tests/', import.meta.url));

function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated PGlite database as a tarball (PGlite's `dumpDataDir`), for `loadDataDir`: in memory or into an empty
 * data directory, it replaces creating a cluster and running every migration.
 */
export async function pgliteTemplate(): Promise<Blob> {
  const file = join(cacheDir, `pglite-${migrationsHash()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const database = openDatabase();
  await database.migrate();
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  mkdirSync(cacheDir, { recursive: true });
  // Write then rename: test files running in parallel never read half a template.
  const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  renameSync(tmp, file);
  // Templates of older migrations are of no more use (about 40 MB each).
  for (const name of readdirSync(cacheDir)) {
    if (name.startsWith('pglite-') && name.endsWith('.tar') && join(cacheDir, name) !== file)
      rmSync(join(cacheDir, name), { force: true });
  }
  return dump;
}

function databaseUrlOf(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Creates database `name` as a copy of `morph_template_<migrations hash>`, which the first file to need it makes
 * and migrates, under an advisory lock so that files starting together wait for it instead of racing.
 * Templates of older migrations are dropped. The template is never connected to afterwards: PostgreSQL copies
 * a database only while nobody is connected to it.
 */
async function createFromTemplate(databaseUrl: string, name: string): Promise<void> {
  const template = `morph_template_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    // Any constant key: only the test helpers take this lock.
    await admin.query('SELECT pg_advisory_lock(7283650121)');
    try {
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (!rowCount) {
        const { rows } = await admin.query<{ datname: string }>(
          "SELECT datname FROM pg_database WHERE starts_with(datname, 'morph_template_')",
        );
        for (const { datname } of rows)
          await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
        // Made under another name and renamed when complete: a run stopped halfway leaves no half-migrated
        // template behind.
        const making = `${template}_making`;
        await admin.query(`DROP DATABASE IF EXISTS "${making}" WITH (FORCE)`);
        await admin.query(`CREATE DATABASE "${making}"`);
        const database = openDatabase({ databaseUrl: databaseUrlOf(databaseUrl, making), poolMax: 1 });
        try {
          await database.migrate();
        } finally {
          await database.close();
        }
        await admin.query(`ALTER DATABASE "${making}" RENAME TO "${template}"`);
      }
    } finally {
      await admin.query('SELECT pg_advisory_unlock(7283650121)');
    }
    // Several files may copy the template at once; a copy fails only while someone is connected to it, which
    // the lock above keeps to the moment it is made.
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await admin.end();
  }
}

export interface TestDatabase extends Database {
  /** Empties every table and restarts the ids (as TRUNCATE … RESTART IDENTITY would). */
  reset(): Promise<void>;
  /** Closes and, on PostgreSQL, drops the file's database. */
  destroy(): Promise<void>;
}

/**
 * An in-process PGlite a file has finished with, emptied, for the next file of this test process that asks for
 * one with `reuse` (useTestApp, which empties the tables before every test anyway): loading the template into a
 * new PGlite costs about 1.4 CPU-s a file, emptying one 0.1.
 */
let spare: Database | undefined;

export async function createTestDatabase({
  worker = false,
  reuse = false,
}: {
  worker?: boolean;
  /**
   * May be a database another file of this process used, emptied (a migration's own rows gone too): for files that
   * empty the tables before each test and leave the schema as they found it.
   */
  reuse?: boolean;
} = {}): Promise<TestDatabase> {
  const databaseUrl = process.env.DATABASE_URL;
  let database: Database;
  let drop: () => Promise<void> = async () => undefined;
  const inProcess = !databaseUrl && !worker && process.env.PGLITE_WORKER !== '1';
  if (inProcess && reuse && spare) {
    database = spare;
    spare = undefined;
  } else if (databaseUrl) {
    // A database of its own per test file (the migrations name the public schema, so schemas would clash).
    const name = `morph_test_${randomBytes(6).toString('hex')}`;
    await createFromTemplate(databaseUrl, name);
    // A pool big enough for the race tests' concurrency.
    database = openDatabase({ databaseUrl: databaseUrlOf(databaseUrl, name), poolMax: 20 });
    drop = async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    };
  } else if (worker || process.env.PGLITE_WORKER === '1') {
    // The path npm start takes: PGlite in a worker thread (db/pglite-worker-client.ts).
    database = await openPgliteWorker({ loadDataDir: await pgliteTemplate() });
  } else {
    const client = new PGlite({ loadDataDir: await pgliteTemplate(), extensions: pgliteExtensions });
    await client.waitReady;
    database = openDatabase({ pglite: client });
  }
  // Every table of the schema, including those kept by triggers outside the Drizzle schema (dashboard
  // rollups), but not the migrations' own record; and the sequences of their identity columns.
  let emptyAll: ReturnType<typeof sql.raw> | undefined;
  const testDatabase: TestDatabase = {
    ...database,
    reset: async () => {
      if (!emptyAll) {
        const rows = async (query: ReturnType<typeof sql>) =>
          ((await database.db.execute(query)) as unknown as { rows: Array<{ name: string }> }).rows.map(
            (r) => `"${r.name}"`,
          );
        const tables = await rows(
          sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename NOT LIKE '__drizzle%'`,
        );
        emptyAll = sql.raw(
          database.kind === 'pglite'
            ? // In PGlite, DELETE on (mostly empty) tables and setval on the sequences used cost a third of a
              // TRUNCATE … RESTART IDENTITY, which makes new files for every table and sequence. Triggers and
              // foreign keys are off for the statement's transaction: every table is emptied, so no order is
              // needed and no rollup must follow.
              `DO $$ BEGIN SET LOCAL session_replication_role = replica; ${tables
                .map((t) => `DELETE FROM ${t};`)
                .join(
                  ' ',
                )} PERFORM setval(format('%I.%I', schemaname, sequencename)::regclass, start_value, false)
                FROM pg_sequences WHERE schemaname = current_schema() AND last_value IS NOT NULL; END $$`
            : `TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`,
        );
      }
      await database.db.execute(emptyAll);
    },
    destroy: async () => {
      if (inProcess && reuse && !spare) {
        // Kept for the next file only if it still answers: a file that broke or closed it leaves it to close.
        try {
          await testDatabase.reset();
          spare = database;
          return;
        } catch {
          // closed below
        }
      }
      await database.close();
      await drop();
    },
  };
  return testDatabase;
}
