// npm run backup while orders flow, through the running server that holds the directory; npm run restore into
// an empty DATA_DIR (and its refusal of a non-empty one); the restored shop starts and serves every order
// answered before the backup began, with stock consistent with its orders, and the uploaded images.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { npmRun, signIn, startServer } from './helpers/server';
import { inspectShop, prepareShop, streamOrders, summary, waitForOrders } from './helpers/shop';

const scratch = mkdtempSync(join(tmpdir(), 'morph-backup-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('backups (PGlite)', () => {
  it('a backup taken while orders flow restores into an empty directory with every order answered before it', async () => {
    const dataDir = join(scratch, 'shop');
    const shop = await prepareShop({ dataDir });
    // An uploaded image, as the admin's product form leaves them.
    mkdirSync(join(dataDir, 'uploads', 'products'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', 'products', 'linen-wrap-640.webp'), 'RIFF-image-bytes');

    const server = await startServer({ dataDir });
    const stream = streamOrders(server, shop, 4);
    const folder = join(scratch, 'backup');
    let before: Map<string, number>;
    try {
      await waitForOrders(stream, 30);
      // The server gives its dump to the holder of the secret in the lock's owner file only.
      for (const headers of [{}, { 'x-backup-token': 'guess-guess-guess-guess-guess-guess-guess' }] as Record<
        string,
        string
      >[])
        expect((await fetch(`${server.url}/internal/backup`, { headers })).status).toBe(404);
      before = new Map([...stream.answered].map(([key, answer]) => [key, answer.orderId]));
      const taken = await npmRun('backup', [folder], { dataDir });
      expect(taken.code, taken.output).toBe(0);
      expect(taken.output).toContain('taken by the running server');
      // Orders kept flowing during the backup.
      await waitForOrders(stream, 10);
    } finally {
      await stream.stop();
      await server.stop();
    }
    expect(summary(stream)).toMatch(/^201: \d+$/);

    const restoredDir = join(scratch, 'restored');
    const restored = await npmRun('restore', [folder], { dataDir: restoredDir });
    expect(restored.code, restored.output).toBe(0);
    // Never over existing data.
    const again = await npmRun('restore', [folder], { dataDir: restoredDir });
    expect(again.code).not.toBe(0);
    expect(again.output).toContain(`${join(restoredDir, 'uploads')} is not empty`);

    const state = await inspectShop({ dataDir: restoredDir }, shop, before.keys());
    expect(state.missing).toEqual([]);
    expect(state.inconsistent).toEqual([]);

    const copy = await startServer({ dataDir: restoredDir });
    try {
      const cookie = await signIn(copy.url);
      for (const orderId of before.values()) {
        const res = await fetch(`${copy.url}/api/admin/orders/${orderId}`, { headers: { cookie } });
        expect({ orderId, status: res.status }).toEqual({ orderId, status: 200 });
      }
      const image = await fetch(`${copy.url}/uploads/products/linen-wrap-640.webp`);
      expect(image.status).toBe(200);
      expect(await image.text()).toBe('RIFF-image-bytes');
    } finally {
      await copy.stop();
    }

    // With no server running the command takes the directory itself.
    const offline = await npmRun('backup', [join(scratch, 'offline')], { dataDir });
    expect(offline.code, offline.output).toBe(0);
    expect(existsSync(join(scratch, 'offline', 'db.tar.gz'))).toBe(true);
  });
});
