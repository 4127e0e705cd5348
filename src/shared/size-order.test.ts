import { describe, expect, it } from 'vitest';
import { sortSizes } from './size-order';

describe('sortSizes', () => {
  it('puts letter sizes in wearing order, then numbers, then the rest alphabetically', () => {
    expect(sortSizes(['One Size', 'XL', '40', 's', 'M', '2XL', '38', 'XS', 'L', 'Free'])).toEqual([
      'XS',
      's',
      'M',
      'L',
      'XL',
      '2XL',
      '38',
      '40',
      'Free',
      'One Size',
    ]);
  });
});
