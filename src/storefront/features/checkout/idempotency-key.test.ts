import { afterEach, describe, expect, it } from 'vitest';
import { ATTEMPT_STORAGE_KEY, forgetAttempt, idempotencyKeyFor, randomKey } from './idempotency-key';

const order = { firstName: 'Mona', items: [{ productId: 12, variantId: 21, size: 'M', quantity: 2 }] };

afterEach(() => sessionStorage.clear());

describe('idempotencyKeyFor', () => {
  it('keeps one key for retries of the same order', () => {
    let n = 0;
    const next = () => `key-${++n}-abcdef`;
    const first = idempotencyKeyFor(order, sessionStorage, next);
    expect(idempotencyKeyFor({ ...order }, sessionStorage, next)).toBe(first);
    expect(n).toBe(1);
  });

  it('makes a new key when the order changes', () => {
    let n = 0;
    const next = () => `key-${++n}-abcdef`;
    const first = idempotencyKeyFor(order, sessionStorage, next);
    const second = idempotencyKeyFor(
      { ...order, items: [{ ...order.items[0], quantity: 3 }] },
      sessionStorage,
      next,
    );
    expect(second).not.toBe(first);
  });

  it('starts a new attempt after the order is placed', () => {
    const first = idempotencyKeyFor(order, sessionStorage);
    forgetAttempt(sessionStorage);
    expect(sessionStorage.getItem(ATTEMPT_STORAGE_KEY)).toBeNull();
    expect(idempotencyKeyFor(order, sessionStorage)).not.toBe(first);
  });

  it('does not keep the shopper details in storage', () => {
    idempotencyKeyFor(order, sessionStorage);
    expect(sessionStorage.getItem(ATTEMPT_STORAGE_KEY)).not.toContain('Mona');
  });

  it('makes keys the contract accepts (8 to 100 characters) that differ', () => {
    const a = randomKey();
    expect(a.length).toBeGreaterThanOrEqual(8);
    expect(a.length).toBeLessThanOrEqual(100);
    expect(randomKey()).not.toBe(a);
  });
});
