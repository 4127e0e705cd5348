import { describe, expect, it } from 'vitest';
import { matchPage, NOINDEX_PAGES } from './routes';

describe('matchPage', () => {
  it('names the storefront pages and the back office', () => {
    expect(matchPage('/')).toEqual({ page: 'home' });
    expect(matchPage('/shop')).toEqual({ page: 'shop' });
    expect(matchPage('/shop/')).toEqual({ page: 'shop' });
    expect(matchPage('/products/linen-dress')).toEqual({ page: 'product', slug: 'linen-dress' });
    expect(matchPage('/orders/MO-7K3Q9D')).toEqual({ page: 'order', slug: 'MO-7K3Q9D' });
    for (const page of ['cart', 'checkout', 'terms', 'privacy', 'returns', 'login', 'track'] as const)
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
      '/orders',
      '/orders/',
      '/orders/MO-7K3Q9D/confirm',
    ])
      expect(matchPage(path)).toBeUndefined();
    expect(matchPage('/products/%E0%A4%A')).toBeUndefined();
  });

  it('keeps the shopper order pages out of search engines', () => {
    expect(NOINDEX_PAGES.has(matchPage('/orders/MO-7K3Q9D')!.page)).toBe(true);
    expect(NOINDEX_PAGES.has(matchPage('/track')!.page)).toBe(true);
    expect(NOINDEX_PAGES.has(matchPage('/shop')!.page)).toBe(false);
  });
});
