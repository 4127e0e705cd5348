import { describe, expect, it } from 'vitest';
import {
  chooseCategory,
  choosePage,
  choosePrices,
  readShopFilters,
  shopRequest,
  writeShopFilters,
} from './shop-filters';

const read = (search: string) => readShopFilters(new URLSearchParams(search));

describe('shop filters in the URL', () => {
  it('reads category, q, page, minPrice and maxPrice', () => {
    expect(read('category=bags&q=%20linen%20&page=3&minPrice=500&maxPrice=2000')).toEqual({
      category: 'bags',
      q: 'linen',
      page: 3,
      minPrice: 500,
      maxPrice: 2000,
    });
  });

  it('falls back to page 1 and ignores what is not a filter', () => {
    expect(read('')).toEqual({ page: 1 });
    expect(read('page=0&minPrice=cheap&maxPrice=-5&q=%20%20')).toEqual({ page: 1 });
  });

  it('writes only what is set, without page 1', () => {
    expect(writeShopFilters({ page: 1 }).toString()).toBe('');
    expect(writeShopFilters({ page: 2, category: 'bags', minPrice: 100 }).toString()).toBe(
      'category=bags&minPrice=100&page=2',
    );
  });

  it('choosing a category resets the page to 1 and clears q, keeping the prices', () => {
    expect(chooseCategory({ page: 4, q: 'linen', category: 'bags', maxPrice: 3000 }, 'easy-wear')).toEqual({
      page: 1,
      category: 'easy-wear',
      maxPrice: 3000,
    });
    expect(chooseCategory({ page: 2, category: 'bags' }, undefined)).toEqual({ page: 1 });
  });

  it('a new price range resets the page', () => {
    expect(choosePrices({ page: 3, q: 'silk', minPrice: 10 }, { maxPrice: 900 })).toEqual({
      page: 1,
      q: 'silk',
      maxPrice: 900,
    });
    expect(choosePage({ page: 1, category: 'bags' }, 5)).toEqual({ page: 5, category: 'bags' });
  });
});

describe('shop request', () => {
  it('searches when q is set, 9 per page', () => {
    expect(shopRequest({ page: 2, q: 'linen', category: 'bags' })).toEqual({
      kind: 'search',
      params: { page: 2, pageSize: 9, q: 'linen', category: 'bags' },
    });
  });

  it('lists otherwise, with the category slug and prices', () => {
    expect(shopRequest({ page: 1, category: 'easy-wear', minPrice: 100, maxPrice: 2000 })).toEqual({
      kind: 'list',
      params: { page: 1, pageSize: 9, category: 'easy-wear', minPrice: 100, maxPrice: 2000 },
    });
  });
});
