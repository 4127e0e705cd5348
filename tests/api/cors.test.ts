// A front end hosted on another origin (CORS_ORIGINS, README "Hosting the front end elsewhere"): the origins
// listed get the preflight and credentialed answers and pass the cross-site check; any other origin gets no
// CORS header at all, and its admin writes are refused.
import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { ADMIN, useTestApp } from './helpers/app';
import { eq } from 'drizzle-orm';
import { variants } from '../../src/server/db/schema';
import { form, makeProduct } from './helpers/catalogue';

const SHOP = 'https://shop.example';
const EVIL = 'https://evil.example';
const COUPON = {
  code: 'CORS10',
  percentage: 10,
  startDate: '2026-01-01T00:00:00.000Z',
  endDate: '2030-01-01T00:00:00.000Z',
};

const corsHeaders = (res: LightMyRequestResponse) =>
  Object.keys(res.headers).filter((name) => name.startsWith('access-control-'));

/** Headers a browser sends with a credentialed fetch from `origin` to the API on another site. */
const from = (origin: string) => ({ origin, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' });

describe('with CORS_ORIGINS', () => {
  const api = useTestApp({ config: { corsOrigins: [SHOP, 'http://localhost:5173'] } });

  it('answers the preflight of a listed origin, for credentialed requests, naming that origin', async () => {
    const res = await api.app.inject({
      method: 'OPTIONS',
      url: '/api/admin/addCoupon',
      headers: {
        ...from(SHOP),
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(SHOP);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(String(res.headers['access-control-allow-methods'])).toMatch(/POST/);
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('content-type');
    expect(String(res.headers.vary)).toMatch(/origin/i);
  });

  it('signs in, reads and writes from a listed origin, with the credentialed CORS headers on each answer', async () => {
    await api.signIn(); // creates the admin
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: from(SHOP),
      payload: ADMIN,
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['access-control-allow-origin']).toBe(SHOP);
    expect(login.headers['access-control-allow-credentials']).toBe('true');
    const session = login.cookies.find((c) => c.name.endsWith('morph_session'))!;
    const cookie = `${session.name}=${session.value}`;

    const added = await api.app.inject({
      method: 'POST',
      url: '/api/admin/addCoupon',
      headers: { ...from(SHOP), cookie },
      payload: COUPON,
    });
    expect(added.statusCode).toBe(201);
    expect(added.headers['access-control-allow-origin']).toBe(SHOP);

    const list = await api.app.inject({
      method: 'GET',
      url: '/api/admin/coupons',
      headers: { ...from(SHOP), cookie },
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['access-control-allow-origin']).toBe(SHOP);
    expect(list.headers['access-control-allow-credentials']).toBe('true');
    expect(list.json().map((c: { code: string }) => c.code)).toEqual(['CORS10']);

    // A refusal is readable too: the spec's client reads a failed auth check as "not signed in".
    const check = await api.app.inject({ method: 'GET', url: '/api/admin/auth/check', headers: from(SHOP) });
    expect(check.statusCode).toBe(401);
    expect(check.headers['access-control-allow-origin']).toBe(SHOP);

    // A public read (served from the catalogue cache on the second call) carries them too.
    for (let i = 0; i < 2; i++) {
      const cities = await api.app.inject({
        method: 'GET',
        url: '/api/shipping/cities',
        headers: from(SHOP),
      });
      expect(cities.headers['access-control-allow-origin']).toBe(SHOP);
    }
  });

  it('gives any other origin no CORS header, and refuses its admin writes with 403', async () => {
    const preflight = await api.app.inject({
      method: 'OPTIONS',
      url: '/api/admin/addCoupon',
      headers: { ...from(EVIL), 'access-control-request-method': 'POST' },
    });
    expect(corsHeaders(preflight)).toEqual([]);
    expect(preflight.statusCode).toBe(404);

    const read = await api.app.inject({ method: 'GET', url: '/api/products', headers: from(EVIL) });
    expect(read.statusCode).toBe(200);
    expect(corsHeaders(read)).toEqual([]);

    const cookie = await api.signIn();
    // Even with the admin's cookie (SameSite=None would send it): the origin decides.
    for (const headers of [from(EVIL), { origin: EVIL }, { origin: 'https://shop.example.evil.example' }]) {
      const write = await api.app.inject({
        method: 'POST',
        url: '/api/admin/addCoupon',
        headers: { ...headers, cookie },
        payload: COUPON,
      });
      expect(write.statusCode).toBe(403);
      expect(write.json()).toEqual({ error: 'Cross-site requests are not allowed' });
      expect(corsHeaders(write)).toEqual([]);
    }
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: from(EVIL),
      payload: ADMIN,
    });
    expect(login.statusCode).toBe(403);
    expect(corsHeaders(login)).toEqual([]);
  });
});

describe('without CORS_ORIGINS (the front end on the same origin)', () => {
  const api = useTestApp();

  it('sends no CORS header to anyone and refuses cross-site admin writes', async () => {
    const preflight = await api.app.inject({
      method: 'OPTIONS',
      url: '/api/admin/login',
      headers: { ...from(SHOP), 'access-control-request-method': 'POST' },
    });
    expect(corsHeaders(preflight)).toEqual([]);
    const read = await api.app.inject({ method: 'GET', url: '/api/products', headers: from(SHOP) });
    expect(corsHeaders(read)).toEqual([]);
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: from(SHOP),
      payload: ADMIN,
    });
    expect(login.statusCode).toBe(403);
    // The session cookie stays SameSite=Strict.
    await api.signIn();
    const signedIn = await api.app.inject({ method: 'POST', url: '/api/admin/login', payload: ADMIN });
    expect(String(signedIn.headers['set-cookie'])).toMatch(/SameSite=Strict/);
  });
});

describe('a front end on another site over https', () => {
  const api = useTestApp({
    config: {
      corsOrigins: [SHOP],
      publicOrigin: 'https://api.example',
      assetOrigin: 'https://api.example',
      cookieSameSite: 'none',
    },
  });

  it('sets the session cookie SameSite=None; Secure, so the other site can send it', async () => {
    await api.signIn();
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: from(SHOP),
      payload: ADMIN,
    });
    expect(login.statusCode).toBe(200);
    const setCookie = String(login.headers['set-cookie']);
    expect(setCookie).toMatch(/^__Host-morph_session=/);
    expect(setCookie).toMatch(/SameSite=None/);
    expect(setCookie).toMatch(/Secure/);
    expect(setCookie).toMatch(/HttpOnly/);
  });

  it('answers upload URLs absolute, on the asset origin, and takes them back', async () => {
    const made = await makeProduct(api.db, {
      name: 'Linen Dress',
      price: 100,
      variants: [{ color: 'Sage', sizes: [['M', 1]] }],
    });
    for (let i = 0; i < 2; i++) {
      const page = (await api.app.inject({ method: 'GET', url: '/api/products' })).json();
      expect(page.products[0].imageUrl).toBe('https://api.example/uploads/products/linen-dress-640.webp');
    }
    const admin = await api.asAdmin({ method: 'GET', url: `/api/admin/product/${made.id}` });
    expect(admin.json().imageUrl).toBe('https://api.example/uploads/products/linen-dress-640.webp');

    // The back office sends an image URL it was given back with a new colour: the database keeps it relative.
    const added = await api.asAdmin({
      method: 'POST',
      url: '/api/admin/addVariants',
      payload: form({
        productId: made.id,
        color: 'Sand',
        sizes: JSON.stringify([{ size: 'M', stock: 2 }]),
        imageUrl: 'https://api.example/uploads/products/linen-dress-640.webp',
      }),
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().data.imageUrl).toBe('https://api.example/uploads/products/linen-dress-640.webp');
    const [row] = await api.db
      .select({ imageUrl: variants.imageUrl })
      .from(variants)
      .where(eq(variants.id, added.json().data.id));
    expect(row.imageUrl).toBe('/uploads/products/linen-dress-640.webp');
    const elsewhere = await api.asAdmin({
      method: 'POST',
      url: '/api/admin/addVariants',
      payload: form({
        productId: made.id,
        color: 'Rose',
        sizes: JSON.stringify([{ size: 'M', stock: 2 }]),
        imageUrl: 'https://evil.example/uploads/products/linen-dress-640.webp',
      }),
    });
    expect(elsewhere.statusCode).toBe(400);
  });
});
