// npm run test:api:pg: the API and security suites, the PostgreSQL-only tests of tests/pg and the nginx setup of
// tests/deploy, on a real
// PostgreSQL (each test file in a database of its own, copied from a template migrated once:
// tests/api/helpers/database.ts), where the races that PGlite hides can happen. Needs DATABASE_URL, e.g.:
//   eval "$(scripts/postgres-local.sh start)" && npm run test:api:pg
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error(
    'test:api:pg needs DATABASE_URL. Start a throwaway PostgreSQL with:\n  eval "$(scripts/postgres-local.sh start)"',
  );
  process.exit(1);
}
const client = new pg.Client({ connectionString: url });
try {
  await client.connect();
  const { rows } = await client.query('SHOW server_version');
  console.log(`API tests on PostgreSQL ${rows[0].server_version}`);
} catch (err) {
  console.error(`Cannot reach PostgreSQL at DATABASE_URL: ${err.message}`);
  process.exit(1);
} finally {
  await client.end().catch(() => undefined);
}
const root = fileURLToPath(new URL('..', import.meta.url));
const result = spawnSync(
  process.execPath,
  [
    `${root}node_modules/vitest/vitest.mjs`,
    'run',
    'tests/api',
    'tests/security',
    'tests/pg',
    'tests/deploy',
    // PGlite's worker thread itself, which this pass would only run a second time: it never opens DATABASE_URL.
    '--exclude',
    'tests/api/pglite-worker.test.ts',
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit', env: process.env },
);
process.exit(result.status ?? 1);
