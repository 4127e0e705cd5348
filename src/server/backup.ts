// npm run backup [-- FOLDER]   a consistent copy of the shop's data: the database and the uploaded images
// npm run restore -- FOLDER    loads such a copy into an empty DATA_DIR (PGlite) or an empty database
//
// PGlite: the copy is PGlite's own dump of its data directory (db.tar.gz). While a server holds the directory
// (db/lock.ts) only that server may read it, so the dump is asked of it (GET /internal/backup, loopback only,
// with the secret from the lock's owner file); with no server running, the command takes the lock itself.
// PostgreSQL (DATABASE_URL): pg_dump's custom format (db.pgdump), restored with pg_restore.
// Uploads are copied after the database: images are only ever added, so every image the copy names is in it.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from './db/pglite-extensions.mjs';
import pg from 'pg';
import { loadConfig, type Config } from './config';
import { lockDirectory, ownerAlive, readLockOwner } from './db/lock';

interface Manifest {
  format: 1;
  kind: 'pglite' | 'postgres';
  createdAt: string;
  /** The database file in the folder. */
  database: string;
  uploads: boolean;
}

class Refusal extends Error {}

const isEmpty = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

async function dumpPglite(dir: string): Promise<Buffer> {
  if (!existsSync(join(dir, 'PG_VERSION'))) throw new Refusal(`There is no database in ${dir} to back up.`);
  const owner = readLockOwner(realpathSync(dir));
  if (owner && existsSync(`${realpathSync(dir)}.lock`) && ownerAlive(owner)) {
    if (!owner.url || !owner.backupToken)
      throw new Refusal(
        `The server holding ${dir} (pid ${owner.pid}) is still starting: try again in a moment.`,
      );
    const res = await fetch(`${owner.url}/internal/backup`, {
      headers: { 'x-backup-token': owner.backupToken },
    });
    if (!res.ok)
      throw new Refusal(`The server holding ${dir} (pid ${owner.pid}) refused the backup (${res.status}).`);
    console.log(`Backup taken by the running server (pid ${owner.pid}).`);
    return Buffer.from(await res.arrayBuffer());
  }
  // No server: hold the directory ourselves so that none starts while we read it.
  const lock = await lockDirectory(dir);
  try {
    const client = await PGlite.create(dir, { extensions: pgliteExtensions });
    const dump = await client.dumpDataDir('gzip');
    await client.close();
    return Buffer.from(await dump.arrayBuffer());
  } finally {
    await lock.release();
  }
}

function tool(name: 'pg_dump' | 'pg_restore', args: string[]) {
  const result = spawnSync(name, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if ((result.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT')
    throw new Refusal(
      `${name} was not found. Install PostgreSQL's client tools, of your server's version or newer ` +
        '(Debian: apt-get install postgresql-client).',
    );
  if (result.status !== 0) throw new Refusal(`${name} failed (exit code ${result.status}).`);
}

async function backup(config: Config, folder: string): Promise<Manifest> {
  if (!isEmpty(folder)) throw new Refusal(`${folder} is not empty: choose a new folder for the backup.`);
  mkdirSync(folder, { recursive: true });
  let manifest: Manifest;
  if (config.databaseUrl) {
    tool('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${join(folder, 'db.pgdump')}`,
      config.databaseUrl,
    ]);
    manifest = {
      format: 1,
      kind: 'postgres',
      createdAt: new Date().toISOString(),
      database: 'db.pgdump',
      uploads: false,
    };
  } else {
    writeFileSync(join(folder, 'db.tar.gz'), await dumpPglite(join(config.dataDir, 'db')));
    manifest = {
      format: 1,
      kind: 'pglite',
      createdAt: new Date().toISOString(),
      database: 'db.tar.gz',
      uploads: false,
    };
  }
  const uploads = join(config.dataDir, 'uploads');
  if (existsSync(uploads)) {
    cpSync(uploads, join(folder, 'uploads'), { recursive: true });
    manifest.uploads = true;
  }
  writeFileSync(join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

async function restore(config: Config, folder: string): Promise<void> {
  const file = join(folder, 'manifest.json');
  if (!existsSync(file)) throw new Refusal(`${folder} is not a Morph backup (no manifest.json).`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const target = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.kind !== target)
    throw new Refusal(
      `This backup is of ${manifest.kind === 'pglite' ? 'an embedded (PGlite)' : 'a PostgreSQL'} database; ` +
        `restore it with ${manifest.kind === 'pglite' ? 'DATABASE_URL unset' : 'DATABASE_URL set'}.`,
    );
  const uploads = join(config.dataDir, 'uploads');
  if (!isEmpty(uploads)) throw new Refusal(`${uploads} is not empty: restore into an empty DATA_DIR.`);

  if (manifest.kind === 'postgres') {
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema IN ('public', 'drizzle')`,
      );
      if (rows[0].n > 0)
        throw new Refusal('The database of DATABASE_URL is not empty: restore into a new, empty database.');
    } finally {
      await client.end();
    }
    tool('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      `--dbname=${config.databaseUrl}`,
      join(folder, manifest.database),
    ]);
  } else {
    const dir = join(config.dataDir, 'db');
    if (!isEmpty(dir)) throw new Refusal(`${dir} is not empty: restore into an empty DATA_DIR.`);
    mkdirSync(dir, { recursive: true });
    const lock = await lockDirectory(dir);
    try {
      const client = await PGlite.create(dir, {
        extensions: pgliteExtensions,
        loadDataDir: new Blob([readFileSync(join(folder, manifest.database))]),
      });
      const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
      await client.close();
      console.log(`Database restored into ${dir}: ${rows[0].n} orders.`);
    } finally {
      await lock.release();
    }
  }
  if (manifest.uploads) cpSync(join(folder, 'uploads'), uploads, { recursive: true });
}

async function cli() {
  const [command, folderArg] = process.argv.slice(2);
  const config = loadConfig();
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const folder = resolve(folderArg ?? join('backups', `morph-${stamp}`));
    const manifest = await backup(config, folder);
    console.log(`Backup written to ${folder} (${manifest.kind}${manifest.uploads ? ', with uploads' : ''}).`);
  } else if (command === 'restore' && folderArg) {
    await restore(config, resolve(folderArg));
    console.log(`Restored from ${resolve(folderArg)}. Start the shop with npm start.`);
  } else {
    console.error('Usage: npm run backup [-- FOLDER]   |   npm run restore -- FOLDER');
    process.exit(2);
  }
}

cli().catch((err) => {
  console.error(err instanceof Refusal ? err.message : err);
  process.exit(1);
});
