import { describe, expect, it } from 'vitest';
import { ADMIN_RESOURCES, adminRoutePaths, type AdminResource } from './admin-routes';
import { RESOURCE_PROPS } from './app';

describe('the list of admin routes', () => {
  it('names exactly the views each resource has, so the browser tests visit every one', () => {
    for (const name of Object.keys(RESOURCE_PROPS) as AdminResource[]) {
      const props = RESOURCE_PROPS[name];
      const views = (['list', 'edit', 'show'] as const).filter((view) => props[view] !== undefined);
      expect(views, name).toEqual(
        [...ADMIN_RESOURCES[name]].sort(
          (a, b) => ['list', 'edit', 'show'].indexOf(a) - ['list', 'edit', 'show'].indexOf(b),
        ),
      );
    }
  });

  it('gives each view its react-admin path', () => {
    expect(adminRoutePaths()).toEqual(
      expect.arrayContaining([
        '/',
        '/addProduct',
        '/products',
        '/orders/:id',
        '/orders/:id/show',
        '/customers/:id/show',
        '/coupons/:id',
        '/orders/:id/slip',
      ]),
    );
  });
});
