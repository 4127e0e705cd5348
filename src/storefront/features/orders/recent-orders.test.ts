import { describe, expect, it } from 'vitest';
import {
  forgetRecentOrders,
  MAX_RECENT_ORDERS,
  normalizeOrderNumber,
  orderKeyFromHash,
  orderPath,
  recentOrderKey,
  recentOrders,
  rememberOrder,
} from './recent-orders';
import { ORDER_KEY, OTHER_KEY } from './test-fixtures';

const order = (n: number, key = ORDER_KEY) => ({
  orderNumber: `MO-AAAA${n}`,
  key,
  placedAt: `2026-11-2${n}T10:00:00.000Z`,
});

describe('the confirmation link', () => {
  it('carries the key in the fragment only', () => {
    expect(orderPath('MO-7K3Q9D', ORDER_KEY)).toBe(`/orders/MO-7K3Q9D#key=${ORDER_KEY}`);
  });

  it('reads a well-formed key from the fragment and nothing else', () => {
    expect(orderKeyFromHash(`#key=${ORDER_KEY}`)).toBe(ORDER_KEY);
    expect(orderKeyFromHash(`#x=1&key=${ORDER_KEY}`)).toBe(ORDER_KEY);
    expect(orderKeyFromHash('#key=short')).toBeNull();
    expect(orderKeyFromHash('#main')).toBeNull();
    expect(orderKeyFromHash('')).toBeNull();
  });
});

describe('recent orders', () => {
  it('keeps the last five, newest first, an order reopened moving up with its latest key', () => {
    for (let n = 1; n <= 6; n++) rememberOrder(order(n));
    expect(recentOrders().map((o) => o.orderNumber)).toEqual([
      'MO-AAAA6',
      'MO-AAAA5',
      'MO-AAAA4',
      'MO-AAAA3',
      'MO-AAAA2',
    ]);
    expect(recentOrders()).toHaveLength(MAX_RECENT_ORDERS);
    rememberOrder(order(3, OTHER_KEY));
    expect(recentOrders()[0]).toEqual(order(3, OTHER_KEY));
    expect(recentOrderKey('MO-AAAA3')).toBe(OTHER_KEY);
    expect(recentOrderKey('MO-ZZZZ1')).toBeNull();
  });

  it('ignores what it cannot read, refuses malformed entries, and forgets on demand', () => {
    localStorage.setItem('recent-orders', '{not json');
    expect(recentOrders()).toEqual([]);
    localStorage.setItem('recent-orders', JSON.stringify([{ orderNumber: 'x' }, order(1)]));
    expect(recentOrders()).toEqual([order(1)]);
    rememberOrder({ orderNumber: '<script>', key: ORDER_KEY, placedAt: '' });
    expect(recentOrders()).toEqual([order(1)]);
    forgetRecentOrders();
    expect(localStorage.getItem('recent-orders')).toBeNull();
  });
});

describe('normalizeOrderNumber', () => {
  it('writes what a shopper typed as the contract does', () => {
    expect(normalizeOrderNumber(' mo-7k3q9d ')).toBe('MO-7K3Q9D');
    expect(normalizeOrderNumber('MO7K3Q9D')).toBe('MO-7K3Q9D');
    expect(normalizeOrderNumber('7k3q9d')).toBe('MO-7K3Q9D');
    expect(normalizeOrderNumber('MO 7K3Q9D')).toBe('MO-7K3Q9D');
    expect(normalizeOrderNumber('12')).toBe('12');
  });
});
