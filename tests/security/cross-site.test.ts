// "The cross-site check reads the raw URL": `POST /api/%61dmin/addCategory` from a same-site page
// (another port, a sibling subdomain) with the admin signed in skipped the check and created a tag (201). The
// check is decided by the route the request matched, whatever its spelling.
import { describe, expect, it } from 'vitest';
import { tags } from '../../src/server/db/schema';
import { useTestApp } from '../api/helpers/app';
import { form } from '../api/helpers/catalogue';

const api = useTestApp();

// A page of the same site on another port: the browser sends its cookie (SameSite counts sites, not ports).
const sameSitePage = {
  origin: 'http://localhost:4000',
  host: 'localhost:3000',
  'sec-fetch-site': 'same-site',
};

describe('an admin call spelled differently from another page of the same site', () => {
  it.each([
    '/api/%61dmin/addCategory',
    '/api/%61%64%6D%69%6E/addCategory',
    '/api/admin/%61ddCategory',
    '/%61pi/admin/addCategory',
    '/api/admin/addCategory/',
  ])('POST %s is refused with 403 and creates nothing', async (url) => {
    const res = await api.asAdmin({
      method: 'POST',
      url,
      headers: sameSitePage,
      payload: form({ type: 'tag', name: 'pwned' }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Cross-site requests are not allowed' });
    expect(await api.db.select().from(tags)).toEqual([]);
  });

  it('from a sibling subdomain too', async () => {
    const res = await api.asAdmin({
      method: 'POST',
      url: '/api/%61dmin/addCategory',
      headers: { origin: 'https://blog.shop.example', host: 'shop.example', 'sec-fetch-site': 'same-site' },
      payload: form({ type: 'tag', name: 'pwned' }),
    });
    expect(res.statusCode).toBe(403);
    expect(await api.db.select().from(tags)).toEqual([]);
  });

  it('the encoded sign-in from another origin is refused too (login CSRF)', async () => {
    await api.signIn();
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/%61dmin/login',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      payload: { username: 'admin', password: 'correct horse battery staple' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('the same call from the shop itself still works', async () => {
    const res = await api.asAdmin({
      method: 'POST',
      url: '/api/admin/addCategory',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000', 'sec-fetch-site': 'same-origin' },
      payload: form({ type: 'tag', name: 'linen' }),
    });
    expect(res.statusCode).toBe(201);
  });
});
