import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('replaces a mobile number in any written form, in the path or the query', () => {
    for (const [url, redacted] of [
      ['/admin/customers/01012345678/show', '/admin/customers/[mobile]/show'],
      ['/admin/customers/+201012345678/show', '/admin/customers/[mobile]/show'],
      ['/admin/customers/%2B201012345678/show', '/admin/customers/[mobile]/show'],
      ['/api/admin/orders?q=010%2012345678', '/api/admin/orders?q=[mobile]'],
      ['/api/admin/orders?q=0101-234-5678&page=2', '/api/admin/orders?q=[mobile]&page=2'],
      ['/api/admin/orders?q=00201012345678', '/api/admin/orders?q=[mobile]'],
    ])
      expect(redactUrl(url)).toBe(redacted);
  });

  it('leaves ids, order numbers, dates and prices alone', () => {
    for (const url of [
      '/api/admin/orders/12345',
      '/api/customer/orders/MO-7K3Q9D',
      '/api/admin/orders?startDate=2026-11-01&endDate=2026-11-30',
      '/api/products?minPrice=100&maxPrice=2500&page=1',
      '/assets/app-3fa9c1d2.js',
    ])
      expect(redactUrl(url)).toBe(url);
  });
});
