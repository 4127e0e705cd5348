// PostgreSQL going away under a real server: a fast restart and terminated connections while orders flow,
// then the database stopped while the shop is idle. The process never ends; meanwhile the API answers 503 with
// Retry-After and the contract's error body (never 500), logs the outage once and without customer data;
// it recovers by itself, and no order answered 2xx is lost. Runs on a private cluster: the outage must not
// reach the other test files.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../reliability/helpers/postgres';
import { eventually, startServer, type RunningServer } from '../reliability/helpers/server';
import {
  inspectShop,
  placeOrder,
  prepareShop,
  streamOrders,
  summary,
  waitForOrders,
  type Shop,
} from '../reliability/helpers/shop';

const dataDir = mkdtempSync(join(tmpdir(), 'morph-pg-outage-'));
let cluster: Cluster;
let shop: Shop;
let server: RunningServer | undefined;
beforeAll(async () => {
  cluster = await startCluster();
  shop = await prepareShop({ dataDir, databaseUrl: cluster.url });
});
afterAll(async () => {
  await server?.stop('SIGKILL');
  cluster?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

const order = (url: string) => placeOrder(url, shop, { variant: 1, size: 'L', quantity: 1 });

describe('PostgreSQL outages', () => {
  it('a restart and terminated connections under a stream of orders: only 503s meanwhile, full service after, nothing lost', async () => {
    server = await startServer({ dataDir, databaseUrl: cluster.url });
    const stream = streamOrders(server, shop, 6);
    try {
      await waitForOrders(stream, 40);
      cluster.restart();
      await waitForOrders(stream, 40);
      expect(await cluster.terminateConnections()).toBeGreaterThan(0);
      await waitForOrders(stream, 40);
    } finally {
      await stream.stop();
    }
    console.log(`orders during the outages: ${summary(stream)}`);
    // Still the same process, answering; nothing but 201 and 503 was ever answered.
    expect(server.child.exitCode).toBeNull();
    expect(
      [...stream.statuses.keys()].filter((s) => s !== 201 && s !== 503),
      summary(stream),
    ).toEqual([]);
    expect((await order(server.url)).status).toBe(201);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

    const logs = server.output();
    expect(logs).not.toMatch(/Unhandled|server error|Failed query|params:/);
    // No shopper's mobile number (each order of the stream has its own) in the log.
    expect(logs).not.toMatch(/01[0125]\d{8}/);
    // One line per outage at most (the restart, the terminated connections), not one per request.
    expect(logs.match(/Database unreachable/g)?.length ?? 0).toBeLessThanOrEqual(2);

    const stopped = await server.stop('SIGTERM');
    expect(stopped.code, server.output().slice(-3000)).toBe(0);
    const state = await inspectShop({ dataDir, databaseUrl: cluster.url }, shop, stream.answered.keys());
    expect(state.missing).toEqual([]);
    expect(state.inconsistent).toEqual([]);
  });

  it('with the database stopped the shop answers 503 with Retry-After, is not ready, and comes back by itself', async () => {
    server = await startServer({ dataDir, databaseUrl: cluster.url });
    cluster.stop();
    try {
      for (let i = 0; i < 5; i += 1) {
        const res = await order(server.url);
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('5');
        expect(await res.json()).toEqual({
          error: 'The shop is briefly unavailable. Please try again in a moment.',
        });
      }
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(ready.headers.get('retry-after')).toBe('5');
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      // Once per outage, and without the order's data.
      expect(server.output().match(/Database unreachable/g)).toHaveLength(1);
      expect(server.output()).not.toMatch(/Mariam|01298765432|Failed query/);
    } finally {
      cluster.start();
    }
    await eventually(async () => (await fetch(`${server!.url}/readyz`)).status === 200, 10_000, 'ready');
    expect((await order(server.url)).status).toBe(201);
    await eventually(() => /Database reachable again/.test(server!.output()), 10_000, 'logged as back');
    expect(server.child.exitCode).toBeNull();
  });
});
