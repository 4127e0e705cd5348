// listTags: every tag (to a signed-in admin), or only the active ones.
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import { makeTag } from './helpers/catalogue';

const api = useTestApp();

describe('listTags', () => {
  it('lists every tag by name to the admin, and with active=true only the active ones', async () => {
    await makeTag(api.db, 'special');
    await makeTag(api.db, 'linen', false);
    await makeTag(api.db, 'bags');
    const all = await api.asAdmin({ method: 'GET', url: '/api/products/tags' });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({
      tags: [
        { id: 3, name: 'bags', description: null, isActive: true },
        { id: 2, name: 'linen', description: null, isActive: false },
        { id: 1, name: 'special', description: null, isActive: true },
      ],
    });
    const active = (await api.app.inject({ method: 'GET', url: '/api/products/tags?active=true' })).json();
    expect(active.tags.map((t: { name: string }) => t.name)).toEqual(['bags', 'special']);
  });

  it('refuses an active value other than true or false', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/products/tags?active=1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'active', message: 'Must be one of: true, false' }]);
  });
});
