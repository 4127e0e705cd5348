import { describe, expect, it } from 'vitest';
import { poolRole } from './pool-role';

describe('poolRole', () => {
  it('gives the back office its own pool, the checkout and order calls theirs, and the rest the reads', () => {
    expect(poolRole('/api/admin/orders?page=1')).toBe('admin');
    expect(poolRole('/api/admin/login')).toBe('admin');
    expect(poolRole('/api/customer/createOrder')).toBe('orders');
    expect(poolRole('/api/customer/orders/MO-ABC123/confirm')).toBe('orders');
    expect(poolRole('/api/customer/couponsApply')).toBe('orders');
    expect(poolRole('/api/challenge?for=createOrder')).toBe('orders');
    expect(poolRole('/api/products?page=2')).toBe('db');
    expect(poolRole('/api/settings/contact')).toBe('db');
    expect(poolRole('/products/linen-dress')).toBe('db');
    // A path that only looks like one.
    expect(poolRole('/api/administrator')).toBe('db');
    expect(poolRole('/api/challenges')).toBe('db');
  });
});
