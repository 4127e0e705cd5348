// One server per embedded data directory, and stopping what was started: a second server on the same
// DATA_DIR refuses to start (naming the directory and the holder) while the first keeps serving; SIGTERM to
// `npm start` (or to scripts/start.mjs, what it runs) frees the port and the directory within seconds; and
// requests already sent when SIGTERM arrives are answered, not reset.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder, prepareShop, streamOrders, summary, waitForOrders, type Shop } from './helpers/shop';
import {
  eventually,
  portOpen,
  processAlive,
  spawnServer,
  startServer,
  type RunningServer,
} from './helpers/server';
import { readLockOwner } from '../../src/server/db/lock';

const cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

// One migrated shop for the file; each test starts from a copy of it (creating PGlite takes seconds).
let template: { dataDir: string; shop: Shop };
beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'morph-process-template-'));
  template = { dataDir, shop: await prepareShop({ dataDir }) };
});
afterAll(() => rmSync(template.dataDir, { recursive: true, force: true }));

function scratch(): { dataDir: string; shop: Shop } {
  const dataDir = mkdtempSync(join(tmpdir(), 'morph-process-'));
  cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
  cpSync(template.dataDir, dataDir, { recursive: true });
  return { dataDir, shop: template.shop };
}

function started(server: RunningServer): RunningServer {
  cleanup.push(async () => {
    await server.stop('SIGKILL');
  });
  return server;
}

const order = (url: string, shop: Shop) => placeOrder(url, shop, { variant: 0, size: 'M', quantity: 1 });

describe('one server per data directory', () => {
  it('refuses a second server on the same DATA_DIR, naming the directory and the holder, while the first keeps serving', async () => {
    const { dataDir, shop } = scratch();
    const first = started(await startServer({ dataDir }));

    const second = spawnServer({ dataDir });
    const { code } = await second.exited;
    expect(code).not.toBe(0);
    expect(second.output()).toContain(`The data directory ${join(dataDir, 'db')} is in use`);
    expect(second.output()).toContain(`pid ${first.pid}`);
    expect(second.output()).not.toContain('Morph is running');

    // The first is untouched: it still takes orders.
    expect((await order(first.url, shop)).status).toBe(201);
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
  });
});

// SIGTERM to `node scripts/start.mjs` itself, as a supervisor sends it, is 'a signal said twice' below.
describe('stopping what npm start started', () => {
  it('SIGTERM to `npm start` frees the port and the data directory within seconds', async () => {
    const { dataDir } = scratch();
    const server = started(await startServer({ dataDir, command: 'npm' }));
    const db = join(dataDir, 'db');
    const holder = readLockOwner(db);
    expect(holder?.pid).toBeGreaterThan(0);
    expect(existsSync(`${db}.lock`)).toBe(true);

    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    // (Probing the port while it drains would count as traffic: look at the process and the lock first.)
    // "Within seconds" is the server's own bound: past 15 s of stopping it exits at once (src/server/main.ts).
    // Idle, it takes well under a second; on a loaded machine, a few.
    const stopped = async () => !processAlive(holder!.pid) && !existsSync(`${db}.lock`);
    await eventually(stopped, 15_000, 'stopped and released').catch((error: Error) => {
      // What the server said last (its stop logs each phase's time), and whether it is still there.
      const last = server.output().trim().split('\n').slice(-6).join('\n');
      const state = `server ${processAlive(holder!.pid) ? 'running' : 'gone'}, lock ${existsSync(`${db}.lock`) ? 'held' : 'free'}`;
      throw new Error(`${error.message} (${state}); the server's last lines:\n${last}`);
    });
    expect(await portOpen(server.port)).toBe(false);
    expect(Date.now() - stoppedAt).toBeLessThan(15_000);
    expect(server.output()).not.toContain('exiting now');
    await server.exited;

    // And the directory is free for the next start.
    const next = started(await startServer({ dataDir }));
    expect((await fetch(`${next.url}/healthz`)).status).toBe(200);
  });
});

describe('a signal said twice', () => {
  // npm, a supervisor and the server's own parent watch can each pass SIGTERM on: the second must not cut the
  // first stop short, leaving the database unclosed and the directory locked.
  it('a second SIGTERM while stopping lets the stop finish: database closed, directory freed, exit 0', async () => {
    const { dataDir } = scratch();
    const server = started(await startServer({ dataDir, command: 'start' }));
    const db = join(dataDir, 'db');
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 20));
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    expect(server.output()).toMatch(/Stopped \(draining requests \d+ ms, .*releasing the lock \d+ ms\)/);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(existsSync(`${db}.lock`)).toBe(false);
  });
});

describe('SIGTERM on PGlite', () => {
  it('answers the requests already sent before stopping (no connection reset)', async () => {
    const { dataDir, shop } = scratch();
    const server = started(await startServer({ dataDir }));
    // Keep the server busy first, so requests queue as they do under real load.
    const stream = streamOrders(server, shop, 4);
    await waitForOrders(stream, 20);
    const sent = Array.from({ length: 40 }, () =>
      order(server.url, shop).then(
        (res) => res.status,
        (err: Error) => `${err.message} ${String((err.cause as Error | undefined)?.message ?? '')}`,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    server.child.kill('SIGTERM');
    // The stream's shoppers stop with it: their requests in flight were sent before SIGTERM too.
    const [answers] = await Promise.all([Promise.all(sent), stream.stop()]);
    const exit = await server.exited;
    expect(
      answers.filter((a) => a !== 201),
      server.output(),
    ).toEqual([]);
    expect(summary(stream)).toMatch(/^201: \d+$/);
    expect(exit.code).toBe(0);
  });
});
