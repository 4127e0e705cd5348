import { describe, expect, it } from 'vitest';
import { matchPage, NOINDEX_PAGES } from './routes';

describe('matchPage', () => {
  it('names the storefront pages and the back office', () => {
    expect(matchPage('/')).toEqual({ page: 'home', language: 'en' });
    expect(matchPage('/shop')).toEqual({ page: 'shop', language: 'en' });
    expect(matchPage('/shop/')).toEqual({ page: 'shop', language: 'en' });
    expect(matchPage('/products/linen-dress')).toEqual({
      page: 'product',
      slug: 'linen-dress',
      language: 'en',
    });
    expect(matchPage('/orders/MO-7K3Q9D')).toEqual({ page: 'order', slug: 'MO-7K3Q9D', language: 'en' });
    for (const page of ['cart', 'checkout', 'terms', 'privacy', 'returns', 'login', 'track'] as const)
      expect(matchPage(`/${page}`)).toEqual({ page, language: 'en' });
    expect(matchPage('/admin')).toEqual({ page: 'admin', language: 'en' });
    expect(matchPage('/admin/orders/12')).toEqual({ page: 'admin', language: 'en' });
  });

  it('names every storefront page in Arabic under /ar, and no Arabic back office', () => {
    expect(matchPage('/ar')).toEqual({ page: 'home', language: 'ar' });
    expect(matchPage('/ar/')).toEqual({ page: 'home', language: 'ar' });
    expect(matchPage('/ar/shop')).toEqual({ page: 'shop', language: 'ar' });
    expect(matchPage('/ar/products/linen-dress')).toEqual({
      page: 'product',
      slug: 'linen-dress',
      language: 'ar',
    });
    expect(matchPage('/ar/orders/MO-7K3Q9D')).toEqual({ page: 'order', slug: 'MO-7K3Q9D', language: 'ar' });
    for (const page of ['cart', 'checkout', 'terms', 'privacy', 'returns', 'login', 'track'] as const)
      expect(matchPage(`/ar/${page}`)).toEqual({ page, language: 'ar' });
    for (const path of ['/ar/admin', '/ar/admin/orders', '/ar/no-such-page', '/arabic', '/ar/ar/shop'])
      expect(matchPage(path)).toBeUndefined();
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
