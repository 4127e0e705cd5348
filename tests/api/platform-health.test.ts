// Probes for load balancers (/healthz, /readyz, outside the contract) and the answer to a database out of
// reach: 503 with Retry-After and the contract's error body, logged once per outage and never with the
// query's parameters (customer data).
import { EventEmitter } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type BuildOptions } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, poolOf, type Database, type Db } from '../../src/server/db/client';
import { handlers } from '../../src/server/modules';
import { orderBody, seedShop } from './customer-fixtures';
import { useTestApp } from './helpers/app';

const api = useTestApp();

/** An app on the file's database whose `replace` roles are other databases, logging into `lines`. */
async function appWith(replace: Partial<Database>, lines: string[], build: BuildOptions = {}) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = await buildApp(
    { ...loadConfig({ CHALLENGE: 'off' }), dataDir: api.dataDir, logLevel: 'info' },
    {
      database: { ...api.app.database, ...replace, close: async () => undefined },
      logger: { level: 'info', stream },
      ...build,
    },
  );
  await app.ready();
  return app;
}

describe('health probes', () => {
  it('/healthz says the process answers; /readyz that the database answers with every migration applied', async () => {
    const health = await api.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await api.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('/readyz answers 503 while the server is stopping, and when a migration is missing', async () => {
    api.app.draining = true;
    const stopping = await api.app.inject({ method: 'GET', url: '/readyz' });
    expect(stopping.statusCode).toBe(503);
    expect(stopping.headers['retry-after']).toBe('5');
    expect(stopping.json()).toEqual({ error: 'The server is stopping' });
    api.app.draining = false;

    // Put back afterwards: the tables are emptied between tests, the migrations' journal is not.
    const removed = await api.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at`,
    );
    try {
      const behind = await api.app.inject({ method: 'GET', url: '/readyz' });
      expect(behind.statusCode).toBe(503);
      expect(behind.json()).toEqual({ error: 'The database migrations are not all applied' });
    } finally {
      for (const row of (removed as unknown as { rows: { hash: string; created_at: string }[] }).rows)
        await api.db.execute(
          sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row.hash}, ${row.created_at})`,
        );
    }
  });
});

describe('the database out of reach', () => {
  it('answers 503 with Retry-After and the error body, logs the outage once and no parameters', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    // What Drizzle throws when PostgreSQL is restarting: the driver's error wrapped with the query and its
    // parameters.
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const app = await buildApp(
      { ...loadConfig({}), dataDir: api.dataDir, logLevel: 'info' },
      {
        database: { ...api.app.database, close: async () => undefined },
        logger: { level: 'info', stream },
        handlers: {
          ...handlers,
          listCities: async () => {
            throw new DrizzleQueryError(
              'select * from customers where mobile = $1',
              ['01012345678'],
              refused,
            );
          },
        },
      },
    );
    try {
      for (let i = 0; i < 3; i += 1) {
        const res = await app.inject({ method: 'GET', url: '/api/shipping/cities' });
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json()).toEqual({
          error: 'The shop is briefly unavailable. Please try again in a moment.',
        });
      }
      const log = lines.join('');
      expect(log.match(/Database unreachable \(ECONNREFUSED/g)).toHaveLength(1);
      expect(log).not.toContain('01012345678');
      expect(log).not.toContain('Failed query');
    } finally {
      await app.close();
    }
  });
});

/**
 * A connection that connects at once and is never used: enough for pg-pool to hand it out, so that a pool of one
 * with it checked out makes the next request wait (pg-pool's own wait and its own error).
 */
class IdleClient extends EventEmitter {
  _queryable = true;
  _ending = false;
  connect(callback: (error?: Error) => void) {
    setImmediate(() => callback());
  }
  query() {
    throw new Error('not used');
  }
  end(callback?: () => void) {
    setImmediate(() => callback?.());
  }
}

describe('busy is not down', () => {
  const opened: { close(): Promise<unknown> }[] = [];
  afterEach(async () => {
    for (const each of opened.splice(0)) await each.close();
  });

  it('a checkout that waits past its bound for a connection is answered 503 busy with Retry-After, and no outage starts', async () => {
    const shop = await seedShop(api.db);
    // The orders pool: one connection, taken, and a 300 ms wait.
    const pool = new pg.Pool({
      max: 1,
      connectionTimeoutMillis: 300,
      Client: IdleClient as unknown as typeof pg.Client,
    });
    const held = await pool.connect();
    opened.push({ close: async () => (held.release(), pool.end()) });
    const lines: string[] = [];
    const app = await appWith({ orders: drizzle(pool) as unknown as Db }, lines);
    opened.push(app);

    const english = await app.inject({
      method: 'POST',
      url: '/api/customer/createOrder',
      payload: orderBody(shop),
    });
    expect(english.statusCode).toBe(503);
    expect(english.headers['retry-after']).toBe('5');
    expect(english.json()).toEqual({
      error: 'The shop is very busy right now. Please try again in a few seconds.',
    });
    const arabic = await app.inject({
      method: 'POST',
      url: '/api/customer/createOrder',
      headers: { 'accept-language': 'ar' },
      payload: orderBody(shop, { mobileNumber: '01112345678' }),
    });
    expect(arabic.statusCode).toBe(503);
    expect(arabic.headers['retry-after']).toBe('5');
    expect(arabic.json()).toEqual({
      error: 'المتجر عليه ضغط كبير دلوقتي. من فضلك حاولي مرة أخرى بعد ثواني.',
    });

    // Browsing and the readiness probe have connections of their own; nothing says the database is down.
    expect((await app.inject({ method: 'GET', url: '/api/shipping/cities' })).statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(app.databaseAvailability.unavailable).toBe(false);
    expect(lines.join('')).not.toMatch(/Database unreachable|server error/);
    expect(await api.db.execute(sql`select count(*)::int as n from orders`)).toMatchObject({
      rows: [{ n: 0 }],
    });
  });

  it('a connection refused, or not accepted within the connect timeout, is still an outage', async () => {
    const shop = await seedShop(api.db);
    // Nothing listens on the first; the second accepts TCP connections and never answers.
    const closedPort = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    opened.push({
      close: () => {
        for (const socket of sockets) socket.destroy();
        return new Promise((resolve) => silent.close(resolve));
      },
    });
    const silentPort = (silent.address() as { port: number }).port;

    for (const [port, cause] of [
      [closedPort, /ECONNREFUSED/],
      [silentPort, /timeout/],
    ] as const) {
      const unreachable = openDatabase({
        databaseUrl: `postgres://morph@127.0.0.1:${port}/morph`,
        pools: { connectTimeoutMs: 300 },
      });
      opened.push(unreachable);
      const lines: string[] = [];
      const app: FastifyInstance = await appWith({ orders: unreachable.orders }, lines);
      opened.push(app);
      const res = await app.inject({
        method: 'POST',
        url: '/api/customer/createOrder',
        payload: orderBody(shop),
      });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        error: 'The shop is briefly unavailable. Please try again in a moment.',
      });
      expect(app.databaseAvailability.unavailable).toBe(true);
      expect(lines.join('')).toMatch(new RegExp(`Database unreachable \\(.*${cause.source}`));
      expect(poolOf(unreachable.orders)!.options.application_name).toBe('morph:orders');
    }
  });
});

describe('a database that cannot write', () => {
  it('a full disk answers 503 with Retry-After, /readyz 503, logged once', async () => {
    // What PostgreSQL (and PGlite) say when a table cannot grow: 53100 disk_full.
    const full = Object.assign(new Error('could not extend file "base/5/16385": No space left on device'), {
      code: '53100',
    });
    const lines: string[] = [];
    const app = await appWith({}, lines, {
      handlers: {
        ...handlers,
        listCities: async () => {
          throw new DrizzleQueryError('insert into orders …', ['01012345678'], full);
        },
      },
    });
    try {
      for (let i = 0; i < 3; i += 1) {
        const res = await app.inject({ method: 'GET', url: '/api/shipping/cities' });
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json()).toEqual({
          error: 'The shop is briefly unavailable. Please try again in a moment.',
        });
      }
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ error: 'The database cannot write (disk full or read-only)' });
      const log = lines.join('');
      expect(log.match(/Database cannot write \(53100/g)).toHaveLength(1);
      expect(log).not.toContain('01012345678');
      // The probe finds the database writing (this one never was full): ready again.
      await expect
        .poll(async () => (await app.inject({ method: 'GET', url: '/readyz' })).statusCode, {
          timeout: 5_000,
        })
        .toBe(200);
      expect(lines.join('')).toMatch(/Database writing again/);
    } finally {
      await app.close();
    }
  });
});
