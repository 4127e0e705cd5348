// Backups and files that must not open the server: a tampered backup folder (a symbolic link, a FIFO, a
// database file named `../…` or by an absolute path, a manifest that is not one) is refused before anything is
// written; a symbolic link planted in the uploads folder is never followed; DATA_DIR, the embedded database
// and backups are the server's user's alone (folders 0700, files 0600) whatever the umask.
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backup, Refusal, restore } from '../../src/server/backup';
import { loadConfig } from '../../src/server/config';
import { openServerDatabase } from '../../src/server/db/server-database';
import { useTestApp } from '../api/helpers/app';

const scratch = mkdtempSync(join(tmpdir(), 'morph-files-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const manifest = {
  format: 1,
  kind: 'pglite',
  createdAt: '2026-11-20T10:00:00.000Z',
  database: 'db.tar.gz',
  uploads: true,
};

/** A backup folder as `npm run backup` writes it (the database bytes are never read when it is refused). */
function backupFolder(name: string, manifestValue: unknown = manifest): string {
  const folder = join(scratch, name);
  mkdirSync(join(folder, 'uploads', 'products'), { recursive: true });
  writeFileSync(join(folder, 'db.tar.gz'), 'not read');
  writeFileSync(join(folder, 'uploads', 'products', 'linen-wrap-640.webp'), 'RIFF-image-bytes');
  writeFileSync(join(folder, 'manifest.json'), JSON.stringify(manifestValue));
  return folder;
}

/** Every entry under `path` with its permission bits, as `d700 path` / `f600 path`. */
function modes(path: string): string[] {
  const out: string[] = [];
  const walk = (p: string) => {
    const s = lstatSync(p);
    out.push(`${s.isDirectory() ? 'd' : s.isFile() ? 'f' : 'l'}${(s.mode & 0o777).toString(8)} ${p}`);
    if (s.isDirectory()) for (const name of readdirSync(p)) walk(join(p, name));
  };
  walk(path);
  return out;
}

const notPrivate = (path: string) => modes(path).filter((line) => !/^(d700|f600) /.test(line));

describe('a tampered backup is refused and changes nothing', () => {
  const tampered: Array<[string, (folder: string) => void, RegExp]> = [
    [
      'a symbolic link out of the folder in uploads',
      (folder) => symlinkSync('/etc', join(folder, 'uploads', 'etcdir')),
      /symbolic link/,
    ],
    [
      'uploads itself a symbolic link',
      (folder) => {
        rmSync(join(folder, 'uploads'), { recursive: true });
        symlinkSync('/etc', join(folder, 'uploads'));
      },
      /symbolic link/,
    ],
    [
      'the database file a symbolic link',
      (folder) => {
        rmSync(join(folder, 'db.tar.gz'));
        symlinkSync('/etc/passwd', join(folder, 'db.tar.gz'));
      },
      /symbolic link/,
    ],
    [
      'a FIFO in uploads',
      (folder) => {
        const made = spawnSync('mkfifo', [join(folder, 'uploads', 'products', 'pipe.webp')]);
        expect(made.status).toBe(0);
      },
      /FIFO/,
    ],
    [
      'the manifest a symbolic link',
      (folder) => {
        rmSync(join(folder, 'manifest.json'));
        writeFileSync(join(scratch, 'elsewhere.json'), JSON.stringify(manifest));
        symlinkSync(join(scratch, 'elsewhere.json'), join(folder, 'manifest.json'));
      },
      /symbolic link/,
    ],
  ];
  for (const [what, tamper, reason] of tampered)
    it(`refuses ${what}`, async () => {
      const folder = backupFolder(`tampered-${what.replace(/\W+/g, '-')}`);
      tamper(folder);
      const dataDir = join(scratch, `target-${what.replace(/\W+/g, '-')}`);
      const error = await restore({ ...loadConfig({}), dataDir }, folder).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Refusal);
      expect((error as Error).message).toMatch(reason);
      expect(existsSync(dataDir)).toBe(false);
    });

  const badManifests: Array<[string, unknown]> = [
    ['a database file outside the folder (..)', { ...manifest, database: '../../etc/passwd' }],
    ['a database file by an absolute name', { ...manifest, database: '/etc/passwd' }],
    ['a database file of the other kind', { ...manifest, database: 'db.pgdump' }],
    ['an unknown format', { ...manifest, format: 2 }],
    ['an unknown kind', { ...manifest, kind: 'mysql' }],
    ['a missing field', { format: 1, kind: 'pglite', database: 'db.tar.gz', uploads: true }],
    ['an unknown field', { ...manifest, extra: '../x' }],
    ['uploads not a boolean', { ...manifest, uploads: 'yes' }],
    ['not an object', ['db.tar.gz']],
  ];
  for (const [what, value] of badManifests)
    it(`refuses a manifest with ${what}`, async () => {
      const folder = backupFolder(`manifest-${what.replace(/\W+/g, '-')}`, value);
      const dataDir = join(scratch, `target-manifest-${what.replace(/\W+/g, '-')}`);
      const error = await restore({ ...loadConfig({}), dataDir }, folder).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Refusal);
      expect((error as Error).message).toMatch(/not a Morph manifest/);
      expect(existsSync(dataDir)).toBe(false);
    });

  it('refuses a manifest that is not JSON', async () => {
    const folder = backupFolder('manifest-not-json');
    writeFileSync(join(folder, 'manifest.json'), '{"format": 1,');
    const dataDir = join(scratch, 'target-not-json');
    await expect(restore({ ...loadConfig({}), dataDir }, folder)).rejects.toThrow(/not valid JSON/);
    expect(existsSync(dataDir)).toBe(false);
  });
});

describe('uploads', () => {
  const api = useTestApp();

  it('never follows a symbolic link planted in the uploads folder', async () => {
    const uploads = join(api.dataDir, 'uploads');
    mkdirSync(join(uploads, 'products'), { recursive: true });
    writeFileSync(join(uploads, 'products', 'linen-wrap-640.webp'), 'RIFF-image-bytes');
    symlinkSync('/etc', join(uploads, 'etcdir'));
    symlinkSync('/etc/passwd', join(uploads, 'products', 'passwd.webp'));
    // The lock's owner file beside the database holds the backup secret.
    writeFileSync(join(api.dataDir, 'db.lock-owner.json'), '{"backupToken":"secret"}');
    symlinkSync(api.dataDir, join(uploads, 'data'));
    try {
      const image = await api.app.inject({ method: 'GET', url: '/uploads/products/linen-wrap-640.webp' });
      expect(image.statusCode).toBe(200);
      expect(image.body).toBe('RIFF-image-bytes');
      for (const url of [
        '/uploads/etcdir/passwd',
        '/uploads/etcdir/hostname',
        '/uploads/products/passwd.webp',
        '/uploads/data/db.lock-owner.json',
      ]) {
        const res = await api.app.inject({ method: 'GET', url });
        expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
        expect(res.body).not.toMatch(/root:|secret/);
      }
    } finally {
      rmSync(uploads, { recursive: true, force: true });
    }
  });
});

describe('modes of the data and of backups', () => {
  it(
    'makes DATA_DIR and the embedded database 0700/0600 at start, and backups and restores the same',
    { timeout: 300_000 },
    async () => {
      const dataDir = join(scratch, 'shop');
      // As an older version left it: a world-readable folder and a world-writable file in the database.
      mkdirSync(join(dataDir, 'db'), { recursive: true });
      chmodSync(dataDir, 0o755);
      writeFileSync(join(dataDir, 'db', 'left-over'), 'x');
      chmodSync(join(dataDir, 'db', 'left-over'), 0o666);
      mkdirSync(join(dataDir, 'uploads', 'products'), { recursive: true });
      writeFileSync(join(dataDir, 'uploads', 'products', 'linen-wrap-640.webp'), 'RIFF-image-bytes');
      chmodSync(join(dataDir, 'uploads', 'products', 'linen-wrap-640.webp'), 0o644);

      const config = { ...loadConfig({}), dataDir };
      const database = await openServerDatabase(config);
      await database.migrate();
      const whileOpen = notPrivate(join(dataDir, 'db'));
      await database.close();
      expect(whileOpen).toEqual([]);
      expect(notPrivate(join(dataDir, 'db'))).toEqual([]);
      expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
      rmSync(join(dataDir, 'db', 'left-over'));

      const folder = join(scratch, 'backup');
      await backup(config, folder);
      expect(notPrivate(folder)).toEqual([]);
      expect(readdirSync(folder).sort()).toEqual(['db.tar.gz', 'manifest.json', 'uploads']);

      const restoredDir = join(scratch, 'restored');
      await restore({ ...config, dataDir: restoredDir }, folder);
      expect(notPrivate(restoredDir)).toEqual([]);
      expect(existsSync(join(restoredDir, 'uploads', 'products', 'linen-wrap-640.webp'))).toBe(true);
    },
  );
});
