// A private PostgreSQL cluster (scripts/postgres-local.sh on a free port) for the tests of tests/pg that restart
// or stop the server, so that no other test file running at the same time sees the outage. A database of its own
// on DATABASE_URL is tests/pg/helpers.ts' emptyDatabase().
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../../pg/helpers';
import { root } from './server';

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
