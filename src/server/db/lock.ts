// One writer per PGlite data directory. PGlite (0.5) takes no lock of its own, and two processes on one
// directory each keep their own copy of the database in memory: both take orders and one set is lost. The
// server holds `DATA_DIR/db.lock` (proper-lockfile: an atomic mkdir, its mtime refreshed while we live) and
// names itself in `DATA_DIR/db.lock-owner.json` beside it (a file inside would change the folder's mtime that
// proper-lockfile watches), so a second start can say who holds the directory, and a lock left by a process
// that died (kill -9, power cut) is taken over at once instead of after the stale delay.
import { randomBytes } from 'node:crypto';
import { readFileSync, realpathSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import lockfile from 'proper-lockfile';

export interface LockOwner {
  pid: number;
  hostname: string;
  startedAt: string;
  /** Where the holder serves, and the secret the backup command shows it (plugins/backup.ts). */
  url?: string;
  backupToken?: string;
}

export class DataDirectoryInUse extends Error {
  constructor(
    readonly directory: string,
    readonly owner: LockOwner | undefined,
  ) {
    super(
      `The data directory ${directory} is in use by another Morph server` +
        (owner ? ` (pid ${owner.pid} on ${owner.hostname}, started ${owner.startedAt})` : '') +
        '. Stop that server first: two servers on one embedded database lose orders.',
    );
    this.name = 'DataDirectoryInUse';
  }
}

export interface DirectoryLock {
  readonly directory: string;
  /** Records where this server answers (for `npm run backup`); the file is readable by this user only. */
  announce(extra: Pick<LockOwner, 'url' | 'backupToken'>): void;
  release(): Promise<void>;
}

// Refreshed every 5 s; a lock untouched for 30 s is abandoned even when its holder cannot be checked (another
// machine on a shared disk). On this machine a dead holder's pid is checked at once.
const STALE_MS = 30_000;
const UPDATE_MS = 5_000;

const lockPath = (directory: string) => `${directory}.lock`;
const ownerPath = (directory: string) => `${directory}.lock-owner.json`;

export function readLockOwner(directory: string): LockOwner | undefined {
  try {
    return JSON.parse(readFileSync(ownerPath(directory), 'utf8')) as LockOwner;
  } catch {
    return undefined;
  }
}

/** Whether the process named in the lock is still running (on another machine we cannot tell: yes). */
export function ownerAlive(owner: LockOwner): boolean {
  if (owner.hostname !== hostname()) return true;
  // Our own pid in a lock we do not hold: a container restarted with the same pid after a crash.
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Directories this process holds. */
const held = new Set<string>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Removes a lock whose holder is dead; true when it did. Read twice to let a fresh holder write its name. */
async function breakDeadLock(directory: string): Promise<boolean> {
  const first = readLockOwner(directory);
  if (!first || ownerAlive(first)) return false;
  await sleep(200);
  const second = readLockOwner(directory);
  if (!second || JSON.stringify(first) !== JSON.stringify(second)) return false;
  try {
    rmdirSync(lockPath(directory));
  } catch {
    return false;
  }
  return true;
}

/**
 * Takes the directory for this process, or throws DataDirectoryInUse naming the holder. `onCompromised` runs
 * if the lock is lost while held (its folder removed, the disk gone): the caller must stop writing.
 */
export async function lockDirectory(
  path: string,
  onCompromised: (err: Error) => void = (err) => {
    throw err;
  },
): Promise<DirectoryLock> {
  const directory = realpathSync(path);
  // Our own pid in the owner file means a crashed predecessor, unless this very process holds it.
  if (held.has(directory)) throw new DataDirectoryInUse(directory, readLockOwner(directory));
  const options = { lockfilePath: lockPath(directory), realpath: false, stale: STALE_MS, update: UPDATE_MS };
  let unlock: (() => Promise<void>) | undefined;
  for (let attempt = 0; !unlock; attempt += 1) {
    try {
      unlock = await lockfile.lock(directory, { ...options, onCompromised });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
      if (attempt < 5 && (await breakDeadLock(directory))) continue;
      // A holder that has not written its name yet is a second or two from doing so.
      if (attempt < 5 && !readLockOwner(directory)) {
        await sleep(300);
        continue;
      }
      throw new DataDirectoryInUse(directory, readLockOwner(directory));
    }
  }
  let owner: LockOwner = { pid: process.pid, hostname: hostname(), startedAt: new Date().toISOString() };
  const write = () => writeFileSync(ownerPath(directory), JSON.stringify(owner), { mode: 0o600 });
  write();
  held.add(directory);
  // proper-lockfile removes its folder on any exit; the owner's name goes with it.
  const onExit = () => {
    if (held.has(directory)) rmSync(ownerPath(directory), { force: true });
  };
  process.once('exit', onExit);
  return {
    directory,
    announce(extra) {
      owner = { ...owner, ...extra };
      write();
    },
    async release() {
      if (!held.has(directory)) return;
      rmSync(ownerPath(directory), { force: true });
      await unlock!().catch(() => undefined);
      held.delete(directory);
      process.removeListener('exit', onExit);
    },
  };
}

/** A secret for the backup command, kept in the owner file (mode 600): whoever reads it can read the data. */
export function newBackupToken(): string {
  return randomBytes(32).toString('base64url');
}
