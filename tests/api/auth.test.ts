// Admin sign-in, sessions and the security rules of docs/business-rules.md#admin-sign-in.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admins, products, sessions, throttleEvents } from '../../src/server/db/schema';
import { ensureAdmin } from '../../src/server/modules/auth';
import { contractOperations, loadContract } from '../../src/server/plugins/openapi';
import { ADMIN, useTestApp } from './helpers/app';
import { makeProduct } from './helpers/catalogue';

const api = useTestApp();

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'POST', url: '/api/admin/login', payload: payload as object, headers });

describe('login', () => {
  it('signs in with the right password and sets an HttpOnly, SameSite=Strict session cookie', async () => {
    await api.signIn(); // creates the admin
    const res = await login(ADMIN);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Signed in', admin: { id: 1, username: 'admin', role: 'owner' } });
    const cookie = res.cookies.find((c) => c.name === 'morph_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.maxAge).toBe(12 * 60 * 60);
    // ≥128 bits of randomness, and only its hash is stored.
    expect(Buffer.from(cookie.value, 'base64url').length).toBeGreaterThanOrEqual(16);
    const stored = await api.db.select().from(sessions);
    expect(stored.map((s) => s.tokenHash)).toContain(createHash('sha256').update(cookie.value).digest('hex'));
    expect(stored.map((s) => s.tokenHash)).not.toContain(cookie.value);
  });

  it('stores the password as an Argon2id hash', async () => {
    // The server's own hashing (the test admin of api.signIn() has a cheaper hash), and sign-in verifies it.
    await ensureAdmin(api.db, ADMIN.username, ADMIN.password);
    const [admin] = await api.db.select().from(admins);
    expect(admin.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await api.signIn({ ...ADMIN });
  });

  it('gives one message for a wrong password and for an unknown user', async () => {
    await api.signIn();
    const wrong = await login({ username: 'admin', password: 'not it' });
    const unknown = await login({ username: 'nobody', password: ADMIN.password });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Invalid credentials' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses a login without username or password with 400 and nothing stored', async () => {
    const res = await login({ username: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual(
      expect.arrayContaining([{ field: 'password', message: 'This field is required' }]),
    );
    expect(await api.db.select().from(sessions)).toEqual([]);
  });

  it('gives a new token at each sign-in and drops the one the browser still held', async () => {
    const first = await api.signIn();
    const second = await login(ADMIN, { cookie: first });
    const secondCookie = second.cookies.find((c) => c.name === 'morph_session')!;
    expect(`morph_session=${secondCookie.value}`).not.toBe(first);
    const old = await api.app.inject({
      method: 'GET',
      url: '/api/admin/auth/check',
      headers: { cookie: first },
    });
    expect(old.statusCode).toBe(401);
  });

  it('throttles an account after 5 failures in 15 minutes, even with the right password then', async () => {
    await api.signIn();
    for (let i = 0; i < 5; i += 1)
      expect((await login({ username: 'admin', password: `guess ${i}` })).statusCode).toBe(401);
    const res = await login(ADMIN);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: 'Too many attempts. Please wait a few minutes and try again.' });
    expect(res.headers['set-cookie']).toBeUndefined();
    // Old failures fall out of the window.
    await api.db.update(throttleEvents).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await login(ADMIN)).statusCode).toBe(200);
  });

  it('throttles an address after 20 failures across accounts', async () => {
    for (let i = 0; i < 20; i += 1) await login({ username: `user${i}`, password: 'x' });
    const res = await login({ username: 'someone-else', password: 'x' });
    expect(res.statusCode).toBe(429);
  });
});

describe('session', () => {
  it('answers checkAuth with the admin when signed in', async () => {
    const cookie = await api.signIn();
    const res = await api.app.inject({ method: 'GET', url: '/api/admin/auth/check', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      authenticated: true,
      admin: { id: 1, username: 'admin', role: 'owner' },
      twoStep: { enabled: false, required: false },
    });
  });

  it('expires after 2 idle hours and after 12 hours in all', async () => {
    const cookie = await api.signIn();
    const check = () => api.app.inject({ method: 'GET', url: '/api/admin/auth/check', headers: { cookie } });
    await api.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 2 * 60 * 60 * 1000 - 1000) });
    expect((await check()).statusCode).toBe(401);
    expect(await api.db.select().from(sessions)).toEqual([]);

    const cookie2 = await api.signIn();
    await api.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await api.app.inject({
      method: 'GET',
      url: '/api/admin/auth/check',
      headers: { cookie: cookie2 },
    });
    expect(res.statusCode).toBe(401);
  });

  it('logs out: the session is deleted and the cookie cleared', async () => {
    const cookie = await api.signIn();
    const res = await api.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Signed out' });
    const cleared = res.cookies.find((c) => c.name === 'morph_session')!;
    expect(cleared.value).toBe('');
    expect(await api.db.select().from(sessions)).toEqual([]);
    const after = await api.app.inject({ method: 'GET', url: '/api/admin/auth/check', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('answers logout with 200 even without a session', async () => {
    const res = await api.app.inject({ method: 'POST', url: '/api/admin/logout' });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a forged or unknown token', async () => {
    const res = await api.app.inject({
      method: 'GET',
      url: '/api/admin/auth/check',
      headers: { cookie: 'morph_session=forged' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Please sign in' });
  });
});

describe('every secured operation', () => {
  const secured = contractOperations(loadContract()).filter((op) => op.secured);

  it('is refused with 401 without a session, whatever the body', async () => {
    expect(secured.length).toBeGreaterThan(30);
    for (const op of secured) {
      const url = op.path.replace('{type}', 'tag').replace(/\{[^}]+\}/g, '1');
      const res = await api.app.inject({
        method: op.method as 'GET',
        url,
        ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: { unexpected: true } }),
      });
      expect({ op: op.operationId, status: res.statusCode, body: res.json() }).toEqual({
        op: op.operationId,
        status: 401,
        body: { error: 'Please sign in' },
      });
    }
  });
});

describe('cross-site requests', () => {
  it('refuses an unsafe admin call from another origin with 403, and changes nothing', async () => {
    const cookie = await api.signIn();
    const product = await makeProduct(api.db, { name: 'Linen Dress', price: 1450 });
    const res = await api.app.inject({
      method: 'PATCH',
      url: `/api/admin/product/${product.id}/toggle-status`,
      headers: { cookie, origin: 'https://evil.example', host: 'localhost:3000' },
      payload: { isActive: false },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Cross-site requests are not allowed' });
    const [row] = await api.db.select().from(products).where(eq(products.id, product.id));
    expect(row.isActive).toBe(true);
  });

  it('refuses when the browser says Sec-Fetch-Site: cross-site, login included', async () => {
    await api.signIn();
    const res = await login(ADMIN, { 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('accepts the same origin and the configured public origin', async () => {
    await api.signIn();
    expect(
      (
        await login(ADMIN, {
          origin: 'http://localhost:3000',
          host: 'localhost:3000',
          'sec-fetch-site': 'same-origin',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('lets a cross-site GET through (reads change nothing)', async () => {
    const cookie = await api.signIn();
    const res = await api.app.inject({
      method: 'GET',
      url: '/api/admin/auth/check',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('over HTTPS (PUBLIC_ORIGIN https://…)', () => {
  const secure = useTestApp({ config: { publicOrigin: 'https://shop.example' } });

  it('names the cookie __Host-morph_session and marks it Secure', async () => {
    const cookie = await secure.signIn();
    expect(cookie).toMatch(/^__Host-morph_session=/);
    const res = await secure.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: ADMIN,
      headers: { origin: 'https://shop.example', host: 'internal:3000' },
    });
    const set = res.cookies.find((c) => c.name === '__Host-morph_session')!;
    expect(set).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict', path: '/' });
    const check = await secure.app.inject({
      method: 'GET',
      url: '/api/admin/auth/check',
      headers: { cookie },
    });
    expect(check.statusCode).toBe(200);
  });
});

describe('the first admin', () => {
  it('is created from ADMIN_USERNAME/ADMIN_PASSWORD, and reset (signing sessions out) when the password changes', async () => {
    expect(await ensureAdmin(api.db, 'owner', 'first password')).toEqual({
      username: 'owner',
      action: 'created',
    });
    expect(await ensureAdmin(api.db, 'owner', 'first password')).toEqual({
      username: 'owner',
      action: 'unchanged',
    });
    const ok = await login({ username: 'owner', password: 'first password' });
    const cookie = `morph_session=${ok.cookies[0].value}`;
    expect(await ensureAdmin(api.db, 'owner', 'second password')).toEqual({
      username: 'owner',
      action: 'reset',
    });
    expect(
      (await api.app.inject({ method: 'GET', url: '/api/admin/auth/check', headers: { cookie } })).statusCode,
    ).toBe(401);
    expect((await login({ username: 'owner', password: 'first password' })).statusCode).toBe(401);
    expect((await login({ username: 'owner', password: 'second password' })).statusCode).toBe(200);
  });

  it('gets a random password, once, when none is configured and no admin exists', async () => {
    const first = await ensureAdmin(api.db, 'admin');
    expect(first.action).toBe('created');
    expect(first.generatedPassword).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect((await login({ username: 'admin', password: first.generatedPassword! })).statusCode).toBe(200);
    expect(await ensureAdmin(api.db, 'admin')).toEqual({ username: 'admin', action: 'unchanged' });
  });

  it('refuses a short ADMIN_PASSWORD', async () => {
    await expect(ensureAdmin(api.db, 'admin', 'short')).rejects.toThrow(/at least 12/);
  });
});
