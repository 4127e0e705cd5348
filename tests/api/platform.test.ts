// The platform: one error body for every failure, JSON 404s for unknown API paths, contract validation,
// and a start-up that refuses a contract operation without a handler.
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { handlers } from '../../src/server/modules';
import { useTestApp } from './helpers/app';

const api = useTestApp();

describe('platform', () => {
  it('answers an unknown /api path with a JSON 404 in the error body', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ error: 'Not found' });
  });

  it('answers an admin call without a session with 401 and the error body', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/admin/auth/check' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Please sign in' });
  });

  it('refuses a body with an unexpected field with 400 and per-field details', async () => {
    const res = await api.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'a', password: 'b', role: 'owner' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'role: This field is not allowed', details: [{ field: 'role', message: 'This field is not allowed' }] });
  });

  it('refuses a missing and a mistyped field, naming both', async () => {
    const res = await api.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 42 } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe('Please check the highlighted fields: password, username');
    expect(body.details).toEqual([
      { field: 'password', message: 'This field is required' },
      { field: 'username', message: 'Must be a string' },
    ]);
  });

  it('refuses malformed JSON with 400 and no internal message', async () => {
    const res = await api.app.inject({ method: 'POST', url: '/api/admin/login', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The request body is not valid JSON' });
  });

  it('never sends a stack trace: a failing handler answers 500 with a plain sentence', async () => {
    const app = await buildApp(
      { ...loadConfig({}), dataDir: api.dataDir, logLevel: 'silent' },
      {
        database: { ...api.app.database, close: async () => undefined },
        logger: false,
        handlers: { ...handlers, listCities: async () => { throw new Error('secret internals at /srv/db.ts:12'); } },
      },
    );
    const res = await app.inject({ method: 'GET', url: '/api/shipping/cities' });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Something went wrong on our side. Please try again.' });
    expect(res.body).not.toMatch(/secret|stack|\.ts/);
  });

  it('does not start when an operation of the contract has no handler, and names it', async () => {
    const { listCities: _omitted, ...rest } = { ...handlers, listCities: async () => [] };
    await expect(
      buildApp({ ...loadConfig({}), dataDir: api.dataDir, logLevel: 'silent' }, { database: { ...api.app.database, close: async () => undefined }, logger: false, handlers: rest }),
    ).rejects.toThrow(/listCities \(GET \/api\/shipping\/cities\)/);
  });
});
