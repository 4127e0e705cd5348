// "Headers and small leaks": no Content-Security-Policy, no `Cache-Control: no-store` on admin answers
// that carry customer data, and a malformed URL (`/api/products/%E0%A4%A`) answered by Fastify's default body
// without the security headers.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../api/helpers/app';

const staticDir = mkdtempSync(join(tmpdir(), 'morph-dist-'));
writeFileSync(
  join(staticDir, 'index.html'),
  '<!doctype html><html><head><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>',
);
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

function directives(policy: string | undefined): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );
}

describe('the pages, without a pixel, over plain HTTP', () => {
  const api = useTestApp({ config: { staticDir } });

  it.each(['/', '/shop', '/admin/orders/12'])('%s has a strict Content-Security-Policy', async (url) => {
    const res = await api.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = directives(res.headers['content-security-policy'] as string);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(res.headers['content-security-policy']).not.toContain('facebook');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('JSON answers may load nothing and are framed by nobody', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/shipping/cities' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

it('the page template has no inline script, which the policy would block', () => {
  // Vite keeps the template's scripts as they are (it only rewrites their src), so this holds for dist/ too.
  const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attributes, body] of scripts) {
    expect(attributes).toMatch(/\bsrc=/);
    expect(body.trim()).toBe('');
  }
  expect(html).not.toMatch(/\son[a-z]+=/i);
});

describe('the pages with the pixel, over HTTPS', () => {
  const api = useTestApp({
    config: { staticDir, metaPixelId: '1234567890', publicOrigin: 'https://shop.example' },
  });

  it("allow the pixel's hosts, and HSTS is sent", async () => {
    const res = await api.app.inject({ method: 'GET', url: '/' });
    const csp = directives(res.headers['content-security-policy'] as string);
    expect(csp.get('script-src')).toEqual(["'self'", 'https://connect.facebook.net']);
    expect(csp.get('img-src')).toContain('https://www.facebook.com');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const api2 = await api.app.inject({ method: 'GET', url: '/api/shipping/cities' });
    expect(api2.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('back-office answers', () => {
  const api = useTestApp();

  it.each([
    ['GET', '/api/admin/orders'],
    ['GET', '/api/admin/auth/check'],
    ['GET', '/api/admin/shipping'],
    ['GET', '/api/admin/coupons'],
  ])('%s %s is never stored by a cache, signed in or not', async (method, url) => {
    const signedIn = await api.asAdmin({ method: method as 'GET', url });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const anonymous = await api.app.inject({ method: method as 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
  });

  it('a refused sign-in and an unknown admin path are not stored either', async () => {
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'admin', password: 'wrong password here' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    const unknown = await api.app.inject({ method: 'GET', url: '/api/admin/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
  });
});

describe('a malformed URL', () => {
  const api = useTestApp();

  it.each(['/api/products/%E0%A4%A', '/api/admin/orders/%C0', '/%'])(
    '%s gets the contract’s error body and the security headers',
    async (url) => {
      const res = await api.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ error: 'This address is not valid' });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    },
  );
});
