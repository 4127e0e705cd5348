import { describe, expect, it } from 'vitest';
import {
  generateOrderNumber,
  isOrderNumber,
  normalizeOrderNumber,
  ORDER_NUMBER_ALPHABET,
} from './order-number';

describe('order numbers', () => {
  it('match the contract pattern and avoid look-alike characters', () => {
    for (let i = 0; i < 2000; i++) {
      const n = generateOrderNumber();
      expect(n).toMatch(/^MO-[0-9A-Z]{4,10}$/);
      expect(n.slice(3)).not.toMatch(/[01OIL]/);
    }
  });

  it('are rarely repeated', () => {
    const seen = new Set(Array.from({ length: 10_000 }, () => generateOrderNumber()));
    expect(seen.size).toBeGreaterThan(9_990);
  });

  it('skip bytes that would bias the alphabet', () => {
    // 248 is the first byte above the largest multiple of 31 under 256: it must be skipped.
    let calls = 0;
    const bytes = (n: number) => {
      calls++;
      return new Uint8Array(n).fill(calls === 1 ? 248 : 0);
    };
    expect(generateOrderNumber(bytes)).toBe(`MO-${ORDER_NUMBER_ALPHABET[0].repeat(6)}`);
    expect(calls).toBe(2);
  });

  it('normalise what an admin types', () => {
    expect(normalizeOrderNumber(' mo-7k3q9d ')).toBe('MO-7K3Q9D');
    expect(normalizeOrderNumber('MO 7K3Q9D')).toBe('MO-7K3Q9D');
    expect(normalizeOrderNumber('mo-٧k٣q۹d')).toBe('MO-7K3Q9D');
    expect(normalizeOrderNumber('Nour')).toBeNull();
    expect(isOrderNumber('MO-7K3Q9D')).toBe(true);
    expect(isOrderNumber('MO-7k3q9d')).toBe(false);
  });
});
