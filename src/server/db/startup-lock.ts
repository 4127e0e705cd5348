// Start-up work and periodic jobs under PostgreSQL advisory locks, so that several instances on one database
// never race (docs/architecture.md#several-instances): two instances started together on an empty database give one schema, one admin
// and one demo catalogue. The lock is session-level and taken on a connection of its own, which is held for
// the whole of the work (the work itself runs on the pool's other connections). PGlite is one process's
// database (one writer per data directory), so there the work simply runs.
import type pg from 'pg';
import { poolOf as driverPool, type Database } from './client';

/** Advisory lock keys (any 64-bit number; these spell "morph" and a job number). */
export const LOCKS = {
  startup: 0x6d6f7270_68000001n,
  sessionCleanup: 0x6d6f7270_68000002n,
  orderExpiry: 0x6d6f7270_68000003n,
  activityPrune: 0x6d6f7270_68000004n,
  listingUpkeep: 0x6d6f7270_68000005n,
} as const;

// The jobs' pool: a lock never waits behind shoppers' requests for a connection.
function poolOf(database: Database): pg.Pool | undefined {
  if (database.kind !== 'postgres') return undefined;
  return driverPool(database.jobs);
}

/** A dedicated connection for a lock; a dropped connection is reported to the work through its queries. */
async function lockConnection(pool: pg.Pool): Promise<pg.PoolClient> {
  const client = await pool.connect();
  // Without a listener an error on a checked-out connection (a restart) would end the process.
  client.on('error', () => undefined);
  return client;
}

/** Runs `work` while holding the lock `key`, waiting for another instance that holds it. */
export async function withAdvisoryLock<T>(
  database: Database,
  key: bigint,
  work: () => Promise<T>,
): Promise<T> {
  const pool = poolOf(database);
  if (!pool) return work();
  const client = await lockConnection(pool);
  let broken = false;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [key.toString()]);
    return await work();
  } catch (err) {
    broken = true;
    throw err;
  } finally {
    try {
      await client.query('SELECT pg_advisory_unlock($1)', [key.toString()]);
    } catch {
      broken = true;
    }
    // A broken connection is not given back to the pool; ending it also releases any lock it still held.
    client.release(broken || undefined);
  }
}

/**
 * Runs `work` if no other instance is running it now (the lock is free); otherwise does nothing and returns
 * undefined. For periodic jobs: one instance does each round.
 */
export async function tryWithAdvisoryLock<T>(
  database: Database,
  key: bigint,
  work: () => Promise<T>,
): Promise<T | undefined> {
  const pool = poolOf(database);
  if (!pool) return work();
  const client = await lockConnection(pool);
  let broken = false;
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
      key.toString(),
    ]);
    if (!rows[0]?.locked) return undefined;
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key.toString()]);
    }
  } catch (err) {
    broken = true;
    throw err;
  } finally {
    client.release(broken || undefined);
  }
}
