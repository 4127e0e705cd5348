// npm run backup [-- FOLDER]   a consistent copy of the shop's data: the database and the uploaded images
// npm run restore -- FOLDER    loads such a copy into an empty DATA_DIR (PGlite) or an empty database
//
// PGlite: the copy is PGlite's own dump of its data directory (db.tar.gz). While a server holds the directory
// (db/lock.ts) only that server may read it, so the dump is asked of it (GET /internal/backup, loopback only,
// with the secret from the lock's owner file); with no server running, the command takes the lock itself.
// PostgreSQL (DATABASE_URL): pg_dump's custom format (db.pgdump), restored with pg_restore.
// Uploads are copied after the database: images are only ever added, so every image the copy names is in it.
// A backup folder is checked whole before a restore changes anything (backup-folder.ts): a valid manifest, and
// only regular files (no links, devices or FIFOs). Backups and restored data are the server's user's alone.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from './db/pglite-extensions.mjs';
import pg from 'pg';
import { loadConfig, type Config } from './config';
import { lockDirectory, ownerAlive, readLockOwner } from './db/lock';
import { checkBackupFolder, copyRegularTree, DATABASE_FILES, Refusal, type Manifest } from './backup-folder';
import { ensurePrivateDir, FILE_MODE, makePrivate } from './data-modes';

export { Refusal };

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

/** A private file: 0600 whatever the umask. */
function writePrivate(path: string, data: string | Buffer): void {
  writeFileSync(path, data, { mode: FILE_MODE, flag: 'wx' });
  chmodSync(path, FILE_MODE);
}

export async function backup(config: Config, folder: string): Promise<Manifest> {
  if (!isEmpty(folder)) throw new Refusal(`${folder} is not empty: choose a new folder for the backup.`);
  ensurePrivateDir(folder);
  let manifest: Manifest;
  if (config.databaseUrl) {
    const file = join(folder, DATABASE_FILES.postgres);
    tool('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${file}`,
      config.databaseUrl,
    ]);
    chmodSync(file, FILE_MODE);
    manifest = {
      format: 1,
      kind: 'postgres',
      createdAt: new Date().toISOString(),
      database: DATABASE_FILES.postgres,
      uploads: false,
    };
  } else {
    writePrivate(join(folder, DATABASE_FILES.pglite), await dumpPglite(join(config.dataDir, 'db')));
    manifest = {
      format: 1,
      kind: 'pglite',
      createdAt: new Date().toISOString(),
      database: DATABASE_FILES.pglite,
      uploads: false,
    };
  }
  const uploads = join(config.dataDir, 'uploads');
  if (existsSync(uploads)) {
    copyRegularTree(uploads, join(folder, 'uploads'));
    manifest.uploads = true;
  }
  writePrivate(join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export async function restore(config: Config, folder: string): Promise<void> {
  // The whole folder is checked before anything is written.
  const manifest = checkBackupFolder(folder);
  const target = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.kind !== target)
    throw new Refusal(
      `This backup is of ${manifest.kind === 'pglite' ? 'an embedded (PGlite)' : 'a PostgreSQL'} database; ` +
        `restore it with ${manifest.kind === 'pglite' ? 'DATABASE_URL unset' : 'DATABASE_URL set'}.`,
    );
  const uploads = join(config.dataDir, 'uploads');
  if (!isEmpty(uploads)) throw new Refusal(`${uploads} is not empty: restore into an empty DATA_DIR.`);
  const dir = join(config.dataDir, 'db');
  if (manifest.kind === 'pglite' && !isEmpty(dir))
    throw new Refusal(`${dir} is not empty: restore into an empty DATA_DIR.`);

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
    ensurePrivateDir(config.dataDir);
    ensurePrivateDir(dir);
    const lock = await lockDirectory(dir);
    try {
      const client = await PGlite.create(dir, {
        extensions: pgliteExtensions,
        loadDataDir: new Blob([readFileSync(join(folder, manifest.database))]),
      });
      const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
      await client.close();
      // PGlite writes its files 0666 whatever the umask.
      makePrivate(dir);
      console.log(`Database restored into ${dir}: ${rows[0].n} orders.`);
    } finally {
      await lock.release();
    }
  }
  if (manifest.uploads) {
    ensurePrivateDir(config.dataDir);
    copyRegularTree(join(folder, 'uploads'), uploads);
  }
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

// Run as a command (npm run backup/restore), not when imported (tests call backup and restore).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // Whatever the command creates is the server's user's alone.
  process.umask(0o077);
  cli().catch((err) => {
    console.error(err instanceof Refusal ? err.message : err);
    process.exit(1);
  });
}
