// The platform: one error body for every failure, JSON 404s for unknown API paths, contract validation,
// and a start-up that refuses a contract operation without a handler.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { handlers } from '../../src/server/modules';
import { useTestApp } from './helpers/app';
import { makeProduct } from './helpers/catalogue';

const api = useTestApp();

// A stand-in for the Vite build (dist/): an index.html and one hashed asset.
const dist = mkdtempSync(join(tmpdir(), 'morph-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Morph</title><div id="root"></div>');
writeFileSync(join(dist, 'assets', 'index-3f9a1c.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
const spa = useTestApp({ config: { staticDir: dist } });
afterAll(() => rmSync(dist, { recursive: true, force: true }));

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
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'a', password: 'b', role: 'owner' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'role: This field is not allowed',
      details: [{ field: 'role', message: 'This field is not allowed' }],
    });
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
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The request body is not valid JSON' });
  });

  it('sends nosniff, no-framing and referrer headers on every answer, errors included', async () => {
    for (const url of ['/api/shipping/cities', '/api/nothing-here', '/api/admin/auth/check']) {
      const res = await api.app.inject({ method: 'GET', url });
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'strict-origin-when-cross-origin',
      });
    }
  });

  it('refuses a body in a media type the operation does not declare with 415', async () => {
    const form = new FormData();
    form.append('username', 'admin');
    form.append('password', 'x');
    const asForm = await api.app.inject({ method: 'POST', url: '/api/admin/login', payload: form });
    expect(asForm.statusCode).toBe(415);
    expect(asForm.json()).toEqual({ error: 'Send this request as application/json' });
    const asText = await api.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'admin',
    });
    expect(asText.statusCode).toBe(415);
    const cookie = await api.signIn();
    const jsonToUpload = await api.app.inject({
      method: 'POST',
      url: '/api/admin/addProduct',
      headers: { cookie },
      payload: { name: 'A', description: 'B', price: 1 },
    });
    expect(jsonToUpload.statusCode).toBe(415);
    expect(jsonToUpload.json()).toEqual({ error: 'Send this request as multipart/form-data' });
  });

  it('takes an empty JSON body as no body', async () => {
    const logout = await api.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { 'content-type': 'application/json' },
    });
    expect(logout.statusCode).toBe(200);
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({
      error: 'body: Must be an object',
      details: [{ field: 'body', message: 'Must be an object' }],
    });
  });

  it('refuses a JSON body that tries to set __proto__', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"admin":true},"username":"a","password":"b"}',
    });
    expect(res.statusCode).toBe(400);
  });

  it('logs a client that hung up mid-response as information, not as a server error', async () => {
    const lines: Array<{ level: number; msg: string }> = [];
    let calls = 0;
    const app = await buildApp(
      { ...loadConfig({}), dataDir: api.dataDir },
      {
        database: { ...api.app.database, close: async () => undefined },
        logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
        handlers: {
          ...handlers,
          // First the shopper hangs up; then a real failure, which must still be logged as an error.
          listCities: async () => {
            calls += 1;
            if (calls === 1)
              throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
            throw new Error('a real failure');
          },
        },
      },
    );
    await app.inject({ method: 'GET', url: '/api/shipping/cities' });
    await app.inject({ method: 'GET', url: '/api/shipping/cities' });
    await app.close();
    const errors = lines.filter((line) => line.level >= 50).map((line) => line.msg);
    expect(errors).toEqual(['server error']);
    expect(lines.map((line) => line.msg)).toContain(
      'the client closed the connection before the response ended',
    );
  });

  it('never sends a stack trace: a failing handler answers 500 with a plain sentence', async () => {
    const app = await buildApp(
      { ...loadConfig({}), dataDir: api.dataDir, logLevel: 'silent' },
      {
        database: { ...api.app.database, close: async () => undefined },
        logger: false,
        handlers: {
          ...handlers,
          listCities: async () => {
            throw new Error('secret internals at /srv/db.ts:12');
          },
        },
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
      buildApp(
        { ...loadConfig({}), dataDir: api.dataDir, logLevel: 'silent' },
        { database: { ...api.app.database, close: async () => undefined }, logger: false, handlers: rest },
      ),
    ).rejects.toThrow(/listCities \(GET \/api\/shipping\/cities\)/);
  });
});

describe('serving the shop (npm start)', () => {
  it("answers the shop's client routes with index.html, never cached", async () => {
    for (const url of [
      '/',
      '/shop?category=bags',
      // A product page is 200 only for a product the shop shows (tests/api/seo.test.ts).
      '/cart',
      '/admin/orders/12',
      '/login',
    ]) {
      const res = await spa.app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets for a year, compressed', async () => {
    const res = await spa.app.inject({
      method: 'GET',
      url: '/assets/index-3f9a1c.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('console.log');
  });

  it('keeps unknown /api, /uploads and asset paths JSON 404s (never the HTML page), and unknown API methods too', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing'],
      ['GET', '/uploads/products/missing-640.webp'],
      ['POST', '/api/products'],
      ['GET', '/assets/index-old.js'],
      ['GET', '/favicon.ico'],
    ] as const) {
      const res = await spa.app.inject({ method, url });
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({
        url,
        status: 404,
        body: { error: 'Not found' },
      });
    }
  });

  it('compresses JSON answers over 1 KB', async () => {
    for (let i = 0; i < 4; i += 1)
      await makeProduct(spa.db, {
        name: `Linen Dress ${i}`,
        price: 1000 + i,
        variants: [
          {
            color: 'Sage',
            sizes: [
              ['S', 1],
              ['M', 2],
            ],
          },
        ],
      });
    const big = await spa.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(big.rawPayload).toString()).totalCount).toBe(4);
  });
});
