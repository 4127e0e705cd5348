// Probes for load balancers (/healthz, /readyz, outside the contract) and the answer to a database out of
// reach: 503 with Retry-After and the contract's error body, logged once per outage and never with the
// query's parameters (customer data).
import { Writable } from 'node:stream';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { handlers } from '../../src/server/modules';
import { useTestApp } from './helpers/app';

const api = useTestApp();

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

    await api.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const behind = await api.app.inject({ method: 'GET', url: '/readyz' });
    expect(behind.statusCode).toBe(503);
    expect(behind.json()).toEqual({ error: 'The database migrations are not all applied' });
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
