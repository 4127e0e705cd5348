// npm run backup on PostgreSQL (pg_dump) while orders flow, and npm run restore (pg_restore) into an empty
// database — refused on one that holds data; the restored shop serves every order answered before the backup.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyDatabase as createDatabase } from './helpers';
import { npmRun, signIn, startServer } from '../reliability/helpers/server';
import { inspectShop, prepareShop, streamOrders, waitForOrders } from '../reliability/helpers/shop';

const scratch = mkdtempSync(join(tmpdir(), 'morph-pg-backup-'));
const drops: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const drop of drops) await drop();
  rmSync(scratch, { recursive: true, force: true });
});

describe('backups (PostgreSQL)', () => {
  it('a pg_dump taken while orders flow restores into an empty database with every order answered before it', async () => {
    const source = await createDatabase();
    const target = await createDatabase();
    drops.push(source.drop, target.drop);
    const where = { dataDir: join(scratch, 'shop'), databaseUrl: source.url };
    const shop = await prepareShop(where);
    const server = await startServer(where);
    const stream = streamOrders(server, shop, 4);
    const folder = join(scratch, 'backup');
    let before: Map<string, number>;
    try {
      await waitForOrders(stream, 30);
      before = new Map([...stream.answered].map(([key, answer]) => [key, answer.orderId]));
      const taken = await npmRun('backup', [folder], where);
      expect(taken.code, taken.output).toBe(0);
      await waitForOrders(stream, 10);
    } finally {
      await stream.stop();
      await server.stop();
    }

    const restoredWhere = { dataDir: join(scratch, 'restored'), databaseUrl: target.url };
    const restored = await npmRun('restore', [folder], restoredWhere);
    expect(restored.code, restored.output).toBe(0);
    const again = await npmRun('restore', [folder], {
      dataDir: join(scratch, 'other'),
      databaseUrl: target.url,
    });
    expect(again.code).not.toBe(0);
    expect(again.output).toContain('The database of DATABASE_URL is not empty');

    const state = await inspectShop(restoredWhere, shop, before.keys());
    expect(state.missing).toEqual([]);
    expect(state.inconsistent).toEqual([]);

    const copy = await startServer(restoredWhere);
    try {
      const cookie = await signIn(copy.url);
      for (const orderId of before.values()) {
        const res = await fetch(`${copy.url}/api/admin/orders/${orderId}`, { headers: { cookie } });
        expect({ orderId, status: res.status }).toEqual({ orderId, status: 200 });
      }
    } finally {
      await copy.stop();
    }
  });
});
