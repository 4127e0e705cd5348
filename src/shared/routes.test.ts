import { describe, expect, it } from 'vitest';
import { matchPage } from './routes';

describe('matchPage', () => {
  it('names the storefront pages and the back office', () => {
    expect(matchPage('/')).toEqual({ page: 'home' });
    expect(matchPage('/shop')).toEqual({ page: 'shop' });
    expect(matchPage('/shop/')).toEqual({ page: 'shop' });
    expect(matchPage('/products/linen-dress')).toEqual({ page: 'product', slug: 'linen-dress' });
    for (const page of ['cart', 'checkout', 'terms', 'privacy', 'returns', 'login'] as const)
      expect(matchPage(`/${page}`)).toEqual({ page });
    expect(matchPage('/admin')).toEqual({ page: 'admin' });
    expect(matchPage('/admin/orders/12')).toEqual({ page: 'admin' });
  });

  it('knows no other path', () => {
    for (const path of [
      '/no-such-page',
      '/products',
      '/products/',
      '/products/a/b',
      '/shopping',
      '/administrator',
    ])
      expect(matchPage(path)).toBeUndefined();
    expect(matchPage('/products/%E0%A4%A')).toBeUndefined();
  });
});
