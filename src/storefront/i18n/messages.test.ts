import { describe, expect, it } from 'vitest';
import { en } from './index';
import { common } from './common';
import { footer } from './footer';
import { home } from './home';
import { product } from './product';
import { shop } from './shop';

/** Every text leaf of a message tree, with its path (functions are called with sample arguments). */
function leaves(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') return [[path, String((value as (...a: unknown[]) => unknown)('X', 2))]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leaves(v, `${path}.${k}`));
  return [];
}

describe('messages', () => {
  it('has no empty text in any feature', () => {
    const empty = leaves(en, 'en').filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it('keeps the exact texts of the product', () => {
    expect(common.tagline).toBe('Less effort, More impression');
    expect(common.pageNotFound).toBe('Page not found');
    expect(common.unexpectedError).toBe('Unexpected Application Error!');
    expect(home.shopNow).toBe('Shop Now!!');
    expect(home.featuredError).toBe('Failed to load featured products');
    expect(home.partialFailure).toBe('Some sections failed to load. Please try refreshing the page.');
    expect(home.refreshPage).toBe('Refresh Page');
    expect(home.viewAll('New Arrivals')).toBe('View all New Arrivals products');
    expect(home.rows).toEqual({
      'new-arrivals': 'New Arrivals',
      'easy-wear': 'Effortless Everyday Style',
      'statement-layers': 'Handmade Layers That Speak',
      bags: 'Luxury in Every Stitch',
    });
    expect(Object.values(home.features).map((f) => f.title)).toEqual([
      '100% Satisfaction Guaranteed',
      '24/7 Online Service',
      'Payment With Secure System',
      'Fast Delivery across Egypt',
    ]);
    expect([shop.noProducts, shop.clearAllFilters, shop.errorTitle, shop.errorText]).toEqual([
      'No products found.',
      'Clear All Filters',
      'Error Loading Products',
      'Something went wrong. Please try again.',
    ]);
    expect([
      product.notFound,
      product.loadFailed,
      product.outOfStock,
      product.addedToCart('Linen Dress'),
    ]).toEqual([
      'Product not found',
      'Failed to load product',
      '(Out of Stock)',
      'Linen Dress Added to cart!',
    ]);
    expect([
      footer.quickLinks,
      footer.followUs,
      footer.policies,
      footer.terms,
      footer.privacy,
      footer.returns,
    ]).toEqual([
      'Quick Links',
      'Follow Us',
      'Policies',
      'Terms & Conditions',
      'Privacy Policy',
      'Return Policy',
    ]);
  });
});
