// The embedded database's disk filling up under a stream of orders (`npm start` on PGlite, DATA_DIR on a small
// tmpfs of its own): every order is answered 201 or 503 with Retry-After, never 500; /readyz says 503 while the
// disk is full, the outage is logged once, and once there is room again the shop takes orders by itself and
// every order answered 201 is there. Twice: with no reserve, where PGlite's own "could not extend file" (53100
// disk_full) is what refuses, and with the server's reserve (DISK_RESERVE_MB): PGlite stops for good when it
// cannot write its log, so the server refuses writes while less than the reserve is free.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLockOwner } from '../../src/server/db/lock';
import { eventually, processAlive, startServer, type RunningServer } from './helpers/server';
import { inspectShop, placeOrder, prepareShop, streamOrders, summary, type Shop } from './helpers/shop';

const mountPoint = mkdtempSync(join(tmpdir(), 'morph-disk-full-'));
const filler = join(mountPoint, 'filler');
let mounted: string | undefined;
let server: RunningServer | undefined;

beforeAll(async () => {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=160m', 'tmpfs', mountPoint], { stdio: 'pipe' });
    mounted = mountPoint;
  } catch (error) {
    const reason = (error as { stderr?: Buffer }).stderr?.toString().trim() || (error as Error).message;
    console.log(`disk-full test skipped: a tmpfs could not be mounted (${reason})`);
  }
});

afterAll(async () => {
  await server?.stop('SIGKILL');
  if (mounted) execFileSync('umount', ['-l', mounted]);
  rmSync(mountPoint, { recursive: true, force: true });
});

const free = () => {
  const { bavail, bsize } = statfsSync(mountPoint);
  return bavail * bsize;
};

describe('the disk fills up (PGlite)', () => {
  for (const RESERVE_MB of [0, 20])
    it(`answers 201 or 503 with Retry-After, /readyz 503 while full, and loses nothing (reserve ${RESERVE_MB} MB)`, async (context) => {
      if (!mounted) return context.skip();
      const dataDir = join(mountPoint, `data-${RESERVE_MB}`);
      const shop: Shop = await prepareShop({ dataDir });
      server = await startServer({
        dataDir,
        command: 'npm',
        env: { DISK_RESERVE_MB: String(RESERVE_MB) },
      });
      const first = await placeOrder(server.url, shop, { variant: 0, size: 'M', quantity: 1 });
      expect(first.status).toBe(201);

      // Room for a few more pages of orders above the reserve, then the disk is "full".
      writeFileSync(filler, Buffer.alloc(Math.max(0, free() - RESERVE_MB * 1e6 - 96 * 1024)));
      const stream = streamOrders(server, shop, 4);
      try {
        await eventually(() => (stream.statuses.get(503) ?? 0) >= 20, 120_000, 'refusing orders');
        const ready = await fetch(`${server.url}/readyz`);
        expect(ready.status).toBe(503);
        expect(ready.headers.get('retry-after')).toBe('5');
        const refused = await placeOrder(server.url, shop, { variant: 1, size: 'S', quantity: 1 });
        expect(refused.status).toBe(503);
        expect(refused.headers.get('retry-after')).toBe('5');
        expect(await refused.json()).toEqual({
          error: 'The shop is briefly unavailable. Please try again in a moment.',
        });
        // Reading the shop still works.
        expect((await fetch(`${server.url}/api/products`)).status).toBe(200);
      } finally {
        await stream.stop();
      }
      console.log(`orders while the disk filled: ${summary(stream)}`);
      expect(
        [...stream.statuses.keys()].filter((s) => s !== 201 && s !== 503),
        summary(stream),
      ).toEqual([]);

      // Room again: ready and taking orders without a restart.
      rmSync(filler);
      await eventually(async () => (await fetch(`${server!.url}/readyz`)).status === 200, 10_000, 'ready');
      expect((await placeOrder(server.url, shop, { variant: 0, size: 'L', quantity: 1 })).status).toBe(201);

      // The server logs the outage's end before /readyz says 200, but the line reaches this process through a pipe,
      // behind the order's answer on a loaded machine: waited for, not read at once.
      await eventually(
        () => /Database writing again/.test(server!.output()),
        10_000,
        'the outage ended in the logs',
      );
      const logs = server.output();
      expect(logs.match(/Database cannot write/g)).toHaveLength(1);
      expect(logs).not.toMatch(/server error|Unhandled/);

      // npm ends at once; the server behind it stops when it sees its parent gone and frees the directory.
      const holder = readLockOwner(join(dataDir, 'db'));
      await server.stop('SIGTERM');
      await eventually(() => !processAlive(holder!.pid), 10_000, 'stopped server');
      expect(server.output()).not.toMatch(/server error|Unhandled/);
      const state = await inspectShop({ dataDir }, shop, stream.answered.keys());
      expect(state.missing).toEqual([]);
      expect(state.inconsistent).toEqual([]);
      rmSync(dataDir, { recursive: true, force: true });
    });
});
