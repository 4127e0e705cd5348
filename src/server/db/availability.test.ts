import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DrizzleQueryError } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isPoolWait, isStorageUnavailable, storageShortage } from './availability';

/** As Drizzle throws them: the driver's error wrapped with the query. */
const wrapped = (message: string, code?: string) =>
  new DrizzleQueryError('insert into orders …', [], Object.assign(new Error(message), code ? { code } : {}));

describe('what a database error means', () => {
  it('a wait for a pooled connection is busy, not an outage', () => {
    const wait = wrapped('timeout exceeded when trying to connect');
    expect(isPoolWait(wait)).toBe(true);
    expect(isDatabaseUnavailable(wait)).toBe(false);
    expect(isStorageUnavailable(wait)).toBe(false);
  });

  it('a connection refused, dropped or not accepted in time is an outage', () => {
    for (const error of [
      wrapped('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      wrapped('terminating connection due to administrator command', '57P01'),
      wrapped('timeout expired'),
      wrapped('Connection terminated due to connection timeout'),
      wrapped('Connection terminated unexpectedly'),
    ]) {
      expect(isDatabaseUnavailable(error), String(error.cause)).toBe(true);
      expect(isPoolWait(error)).toBe(false);
    }
  });

  it('a full disk or read-only storage is a storage outage', () => {
    for (const error of [
      wrapped('could not extend file "base/5/16385": No space left on device', '53100'),
      wrapped('cannot execute INSERT in a read-only transaction', '25006'),
      wrapped('could not write to file "pg_wal/xlogtemp.42": Read-only file system', '42501'),
    ])
      expect(isStorageUnavailable(error), String(error.cause)).toBe(true);
    // A refusal of the shop's own is none of these.
    expect(isStorageUnavailable(wrapped('duplicate key value violates unique constraint', '23505'))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(wrapped('duplicate key value violates unique constraint', '23505'))).toBe(
      false,
    );
  });
});

describe('storageShortage', () => {
  const dir = mkdtempSync(join(tmpdir(), 'morph-shortage-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('says why while less than the reserve is free, and nothing otherwise', () => {
    expect(storageShortage(dir, 0)).toBeUndefined();
    expect(storageShortage(dir, Number.MAX_SAFE_INTEGER)).toMatch(/MB free on the data directory's disk/);
    expect(storageShortage(join(dir, 'missing'), 0)).toMatch(/ENOENT/);
  });
});
