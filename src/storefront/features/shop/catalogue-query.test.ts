import { describe, expect, it } from 'vitest';
import { buildCatalogueQuery, toNumber } from './catalogue-query';

describe('catalogue query', () => {
  it('defaults to page 1 and pageSize 10', () => {
    expect(buildCatalogueQuery({})).toEqual({ page: 1, pageSize: 10 });
  });

  it('keeps page at least 1', () => {
    expect(buildCatalogueQuery({ page: 0 }).page).toBe(1);
    expect(buildCatalogueQuery({ page: '-3' }).page).toBe(1);
    expect(buildCatalogueQuery({ page: 'abc' }).page).toBe(1);
    expect(buildCatalogueQuery({ page: '4' }).page).toBe(4);
    expect(buildCatalogueQuery({ page: 2.7 }).page).toBe(2);
  });

  it('clamps pageSize to 1..100', () => {
    expect(buildCatalogueQuery({ pageSize: 0 }).pageSize).toBe(1);
    expect(buildCatalogueQuery({ pageSize: '500' }).pageSize).toBe(100);
    expect(buildCatalogueQuery({ pageSize: 9 }).pageSize).toBe(9);
    expect(buildCatalogueQuery({ pageSize: 'x' }).pageSize).toBe(10);
  });

  it('converts ids and prices to numbers and drops what is not a number', () => {
    expect(buildCatalogueQuery({ categoryId: '3', tagId: '5', minPrice: '100', maxPrice: '2500.5' })).toEqual(
      {
        page: 1,
        pageSize: 10,
        categoryId: 3,
        tagId: 5,
        minPrice: 100,
        maxPrice: 2500.5,
      },
    );
    expect(buildCatalogueQuery({ minPrice: '', maxPrice: 'lots' })).toEqual({ page: 1, pageSize: 10 });
    expect(toNumber('  ')).toBeUndefined();
    expect(toNumber(Number.NaN)).toBeUndefined();
  });

  it('trims q and tag and drops them when empty', () => {
    expect(buildCatalogueQuery({ q: '  linen dress ', tag: ' special ' })).toMatchObject({
      q: 'linen dress',
      tag: 'special',
    });
    expect(buildCatalogueQuery({ q: '   ', tag: '' })).toEqual({ page: 1, pageSize: 10 });
  });

  it('turns the discount filter on only for true or "true"', () => {
    expect(buildCatalogueQuery({ discount: true }).discount).toBe('true');
    expect(buildCatalogueQuery({ discount: 'true' }).discount).toBe('true');
    for (const value of [false, 'false', 'TRUE', 1, 'yes', undefined]) {
      expect(buildCatalogueQuery({ discount: value })).not.toHaveProperty('discount');
    }
  });

  it('takes a numeric category or tag as an id and anything else as a slug or name', () => {
    expect(buildCatalogueQuery({ category: '7' })).toMatchObject({ categoryId: 7 });
    expect(buildCatalogueQuery({ category: '7' })).not.toHaveProperty('category');
    expect(buildCatalogueQuery({ category: ' easy-wear ' })).toMatchObject({ category: 'easy-wear' });
    expect(buildCatalogueQuery({ tag: '12' })).toMatchObject({ tagId: 12 });
    expect(buildCatalogueQuery({ tag: 'linen' })).toMatchObject({ tag: 'linen' });
  });
});
