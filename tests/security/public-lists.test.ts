// "The public category list shows inactive categories". The back office lists and reactivates them
// through these very calls, so the paths stay: inactive categories and tags go to a signed-in admin only, and
// neither answer is ever served to the other audience from a cache.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../api/helpers/app';
import { makeCategory, makeTag } from '../api/helpers/catalogue';

const api = useTestApp();

async function shop() {
  const linen = await makeTag(api.db, 'linen');
  const secret = await makeTag(api.db, 'winter-preview', false);
  await makeCategory(api.db, { name: 'New Arrivals', slug: 'new-arrivals', tagIds: [linen] });
  await makeCategory(api.db, {
    name: 'Winter Preview',
    slug: 'winter-preview',
    tagIds: [secret],
    isActive: false,
  });
}

const names = (body: { categories?: { name: string }[]; tags?: { name: string }[] }) =>
  (body.categories ?? body.tags ?? []).map((x) => x.name).sort();

describe.each([
  ['/api/products/categories', ['New Arrivals'], ['New Arrivals', 'Winter Preview']],
  ['/api/products/tags', ['linen'], ['linen', 'winter-preview']],
])('GET %s', (url, publicNames, adminNames) => {
  it('lists only the active ones to a shopper, a stale cookie and a forged cookie', async () => {
    await shop();
    for (const headers of [{}, { cookie: 'morph_session=forged-token-value' }]) {
      const res = await api.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(200);
      expect(names(res.json())).toEqual(publicNames);
      expect(res.body).not.toContain('Winter Preview');
      expect(res.body).not.toContain('winter-preview');
    }
  });

  it('lists the inactive ones too to the signed-in admin, never cached for anyone else', async () => {
    await shop();
    // Warm the public answer, then the admin's, then the public again: each audience gets its own.
    const before = await api.app.inject({ method: 'GET', url });
    const admin = await api.asAdmin({ method: 'GET', url });
    const after = await api.app.inject({ method: 'GET', url });
    const adminAgain = await api.asAdmin({ method: 'GET', url });
    expect(names(before.json())).toEqual(publicNames);
    expect(names(admin.json())).toEqual(adminNames);
    expect(names(after.json())).toEqual(publicNames);
    expect(names(adminAgain.json())).toEqual(adminNames);
    // No browser or shared cache keeps the admin's list, and the public one varies by cookie.
    expect(admin.headers['cache-control']).toBe('private, no-store');
    expect(String(after.headers.vary)).toMatch(/cookie/i);
  });

  it('with active=true, only the active ones, admin or not', async () => {
    await shop();
    expect(names((await api.asAdmin({ method: 'GET', url: `${url}?active=true` })).json())).toEqual(
      publicNames,
    );
    expect(names((await api.app.inject({ method: 'GET', url: `${url}?active=true` })).json())).toEqual(
      publicNames,
    );
  });
});
