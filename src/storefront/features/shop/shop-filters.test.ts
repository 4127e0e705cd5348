import { describe, expect, it } from 'vitest';
import {
  chooseCategory,
  chooseInStock,
  choosePage,
  choosePrices,
  chooseSort,
  chosenFilterCount,
  readShopFilters,
  toggleChoice,
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

describe('sort, sizes, colours and in stock in the URL', () => {
  it('reads them (unknown orders, blanks, duplicates and over-long values dropped) and writes them back', () => {
    const filters = readShopFilters(
      new URLSearchParams(
        `sort=price_desc&size=M&size=%20m%20&size=&size=XL&color=Sage&color=${'x'.repeat(61)}&inStock=true`,
      ),
    );
    expect(filters).toEqual({
      page: 1,
      sort: 'price_desc',
      sizes: ['M', 'XL'],
      colors: ['Sage'],
      inStock: true,
    });
    expect(writeShopFilters(filters).toString()).toBe(
      'sort=price_desc&size=M&size=XL&color=Sage&inStock=true',
    );
    expect(readShopFilters(new URLSearchParams('sort=cheapest&inStock=yes'))).toEqual({ page: 1 });
    expect(readShopFilters(new URLSearchParams('sort=newest'))).toEqual({ page: 1 });
  });

  it('starts again at page 1 on a new order or filter, and sends them with the request', () => {
    const start = { page: 4, q: 'linen' };
    expect(chooseSort(start, 'best_selling')).toEqual({ page: 1, q: 'linen', sort: 'best_selling' });
    expect(chooseSort({ ...start, sort: 'price_asc' }, 'newest')).toEqual({ page: 1, q: 'linen' });
    const sized = toggleChoice(start, 'sizes', 'S');
    expect(sized).toEqual({ page: 1, q: 'linen', sizes: ['S'] });
    expect(toggleChoice({ ...sized, page: 2 }, 'sizes', 's')).toEqual({ page: 1, q: 'linen' });
    expect(chooseInStock(start, true)).toEqual({ page: 1, q: 'linen', inStock: true });
    expect(chooseInStock({ ...start, inStock: true }, false)).toEqual({ page: 1, q: 'linen' });
    expect(
      shopRequest({ page: 1, q: 'linen', sort: 'price_asc', sizes: ['S'], colors: ['Sage'], inStock: true }),
    ).toEqual({
      kind: 'search',
      params: {
        page: 1,
        pageSize: 9,
        q: 'linen',
        sort: 'price_asc',
        size: ['S'],
        color: ['Sage'],
        inStock: 'true',
      },
    });
  });
});

describe('filters in use', () => {
  it('counts the price range once and each size, colour and in stock once; category, search and order not', () => {
    expect(chosenFilterCount(read('category=bags&q=linen&sort=price_asc&page=2'))).toBe(0);
    expect(chosenFilterCount(read('minPrice=100&maxPrice=900'))).toBe(1);
    expect(chosenFilterCount(read('maxPrice=900&size=S&size=M&color=Sage&inStock=true'))).toBe(5);
  });
});
