// The shop's data (DATA_DIR: the embedded database, uploads, the lock's owner file with the backup secret) and
// its backups hold every customer's name, number and address and the admin's password hash: readable and
// writable by the server's user only. Folders 0700, files 0600, set explicitly rather than left to the umask:
// PGlite writes its files 0666 whatever the umask, so they are put right after it opens and at every start.
import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const DIR_MODE = 0o700;
export const FILE_MODE = 0o600;

/** Creates `dir` (and its parents) if missing, and makes it 0700. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: DIR_MODE });
  chmodSync(dir, DIR_MODE);
}

/**
 * Makes every folder under `path` (itself included) 0700 and every regular file 0600. Symbolic links are
 * neither followed nor changed. Returns how many entries had another mode.
 */
export function makePrivate(path: string): number {
  let changed = 0;
  const visit = (p: string) => {
    const stats = lstatSync(p, { throwIfNoEntry: false });
    if (!stats || stats.isSymbolicLink()) return;
    const want = stats.isDirectory() ? DIR_MODE : stats.isFile() ? FILE_MODE : undefined;
    if (want === undefined) return;
    if ((stats.mode & 0o777) !== want) {
      chmodSync(p, want);
      changed += 1;
    }
    if (stats.isDirectory()) for (const name of readdirSync(p)) visit(join(p, name));
  };
  visit(path);
  return changed;
}
