// The data directory lock on its own: refusal naming the holder, release, and a dead holder's lock taken over.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirectoryInUse, lockDirectory, readLockOwner } from './lock';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
function directory(): string {
  const dir = mkdtempSync(join(tmpdir(), 'morph-lock-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'db'));
  return join(dir, 'db');
}

describe('lockDirectory', () => {
  it('refuses a directory already held, naming it and the holder, until it is released', async () => {
    const db = directory();
    const lock = await lockDirectory(db);
    expect(readLockOwner(lock.directory)).toMatchObject({ pid: process.pid, hostname: hostname() });
    const refusal = await lockDirectory(db).catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(DataDirectoryInUse);
    expect((refusal as Error).message).toContain(
      `${lock.directory} is in use by another Morph server (pid ${process.pid}`,
    );
    await lock.release();
    expect(readLockOwner(lock.directory)).toBeUndefined();
    const again = await lockDirectory(db);
    await again.release();
  });

  it('takes over the lock of a process that is gone', async () => {
    const db = directory();
    // What kill -9 leaves: the lock folder, fresh, and the owner file of a pid that no longer runs.
    mkdirSync(`${db}.lock`);
    writeFileSync(
      `${db}.lock-owner.json`,
      JSON.stringify({ pid: 2 ** 22 + 1, hostname: hostname(), startedAt: new Date().toISOString() }),
    );
    const lock = await lockDirectory(db);
    expect(readLockOwner(lock.directory)?.pid).toBe(process.pid);
    await lock.release();
  });

  it('does not take over a live holder on another machine (a shared disk): refuses instead', async () => {
    const db = directory();
    mkdirSync(`${db}.lock`);
    writeFileSync(
      `${db}.lock-owner.json`,
      JSON.stringify({ pid: 4242, hostname: 'another-machine', startedAt: new Date().toISOString() }),
    );
    await expect(lockDirectory(db)).rejects.toThrow(/pid 4242 on another-machine/);
  });
});
