// PGlite in a worker thread (db/pglite-worker-client.ts), what `npm start` uses on PGlite: the same Drizzle
// interface and transactions as in-process PGlite, while the server's event loop stays free during queries.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { withTransaction } from '../../src/server/db/client';
import { openPgliteWorker } from '../../src/server/db/pglite-worker-client';
import { tags } from '../../src/server/db/schema';
import { pgliteTemplate } from './helpers/database';

let database: Database;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'morph-worker-'));
  // A data directory on disk, as npm start uses, made from the tests' migrated template.
  database = await openPgliteWorker({ dataDir: join(dir, 'db'), loadDataDir: await pgliteTemplate() });
  await database.migrate();
});

afterAll(async () => {
  await database?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The longest pause of this thread's event loop while `work` runs (a 5 ms timer that should keep firing). */
async function longestPause(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(longest, performance.now() - last);
}

describe('PGlite in a worker thread', () => {
  it('keeps the event loop answering while a long query runs', async () => {
    let took = 0;
    const pause = await longestPause(async () => {
      const started = performance.now();
      await database.db.execute(sql`SELECT count(*) FROM generate_series(1, 3000000)`);
      took = performance.now() - started;
    });
    expect(took).toBeGreaterThan(200);
    // In-process PGlite holds the loop for the whole query; a busy shared machine still pauses a little.
    expect(pause).toBeLessThan(took / 4);
  });

  it('commits a transaction whole, and rolls back one that fails', async () => {
    await withTransaction(database.db, async (tx) => {
      await tx.insert(tags).values({ name: 'kept-1' });
      await tx.insert(tags).values({ name: 'kept-2' });
    });
    await expect(
      withTransaction(database.db, async (tx) => {
        await tx.insert(tags).values({ name: 'undone' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const names = (await database.db.select({ name: tags.name }).from(tags)).map((t) => t.name);
    expect(names).toContain('kept-1');
    expect(names).toContain('kept-2');
    expect(names).not.toContain('undone');
  });

  it('serialises concurrent transactions and keeps PostgreSQL error codes', async () => {
    await database.db.insert(tags).values({ name: 'counter' });
    // Each reads then writes: interleaving would lose updates.
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        withTransaction(database.db, async (tx) => {
          const [row] = await tx.select({ n: count() }).from(tags).where(eq(tags.name, 'counter'));
          await tx.insert(tags).values({ name: `counter-${i}-${row.n}` });
        }),
      ),
    );
    const error = await database.db
      .insert(tags)
      .values({ name: 'counter' })
      .catch((err: { code?: string; cause?: { code?: string } }) => err);
    expect((error as { cause?: { code?: string } }).cause?.code).toBe('23505');
    // Nothing is left holding the database.
    expect((await database.db.select({ n: count() }).from(tags)).at(0)?.n).toBeGreaterThan(10);
  });
});
