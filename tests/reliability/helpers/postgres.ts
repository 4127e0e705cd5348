// PostgreSQL for the tests of tests/pg: a database of its own on DATABASE_URL, or — for tests that restart or
// stop the server — a private cluster (scripts/postgres-local.sh on a free port), so that no other test file
// running at the same time sees the outage.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { root } from './server';

export async function createDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('tests/pg need DATABASE_URL: eval "$(scripts/postgres-local.sh start)"');
  const name = `morph_process_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface Cluster {
  url: string;
  stop(): void;
  start(): void;
  /** `pg_ctl restart -m fast`: every connection is closed at once. */
  restart(): void;
  /** Closes every connection of the shop's database but ours, as an administrator would. */
  terminateConnections(): Promise<number>;
  destroy(): void;
}

export async function startCluster(): Promise<Cluster> {
  const env = {
    ...process.env,
    PG_DIR: `/tmp/morph-pg-outage-${randomBytes(4).toString('hex')}`,
    PG_PORT: String(await freePort()),
  };
  const script = join(root, 'scripts/postgres-local.sh');
  const run = (command: string) => execFileSync(script, [command], { env, encoding: 'utf8' });
  const url = /DATABASE_URL=(\S+)/.exec(run('start'))![1];
  return {
    url,
    stop: () => run('stop'),
    start: () => void run('start'),
    restart: () => void run('restart'),
    async terminateConnections() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rowCount } = await client.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
      );
      await client.end();
      return rowCount ?? 0;
    },
    destroy() {
      run('stop');
      execFileSync('rm', ['-rf', env.PG_DIR]);
    },
  };
}
