import { describe, expect, it } from 'vitest';
import { RESERVED_PRODUCT_SLUGS, slugify, uniqueSlug } from './slug';

describe('slugify', () => {
  it('makes lower-case words joined by single hyphens', () => {
    expect(slugify('  Linen Wrap — Midi Dress!! ')).toBe('linen-wrap-midi-dress');
    expect(slugify('Bags & Belts')).toBe('bags-and-belts');
    expect(slugify('Crème Brûlée Top')).toBe('creme-brulee-top');
  });

  it('never gives an empty or all-digit slug', () => {
    expect(slugify('!!!', 'product')).toBe('product');
    expect(slugify('2026', 'product')).toBe('product-2026');
  });
});

describe('uniqueSlug', () => {
  it('adds -2, -3… until the slug is free, and skips the reserved words', async () => {
    const taken = new Set(['linen-dress', 'linen-dress-2']);
    expect(await uniqueSlug('linen-dress', async (s) => taken.has(s))).toBe('linen-dress-3');
    expect(await uniqueSlug('search', async () => false, RESERVED_PRODUCT_SLUGS)).toBe('search-2');
  });
});
