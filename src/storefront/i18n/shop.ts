import { localized } from './language';

/** Shop page texts (docs/product.md#shop). */
export const shop = localized('shop', {
  heading: 'Shop',
  resultsFor: (q: string) => `Results for “${q}”`,
  filters: 'Filters',
  categories: 'Categories',
  allCategories: 'All',
  price: 'Price',
  minPrice: 'Minimum price',
  maxPrice: 'Maximum price',
  noProducts: 'No products found.',
  noResultsFor: (q: string) =>
    `Nothing matched “${q}”. Check the spelling, try a shorter word, or look through a category.`,
  noResultsFiltered: 'Nothing matches all these filters. Loosen one, or look through a category.',
  tryCategory: 'Browse a category',
  bestSellers: 'Best sellers',
  clearAllFilters: 'Clear All Filters',
  errorTitle: 'Error Loading Products',
  errorText: 'Something went wrong. Please try again.',
  tryAgain: 'Try again',
  searchPausedTitle: 'Search is paused for a moment',
  searchTooMany: (minutes: number) =>
    `There were many searches from your connection in a short time. Please search again in ${minutes === 1 ? 'a minute' : `${minutes} minutes`}; meanwhile you can browse all products.`,
  searchBusy:
    'Many people are searching right now. Please try again in a few seconds; meanwhile you can browse all products.',
  browseAll: 'Browse all products',
  pagination: 'Pagination',
  firstPage: 'First page',
  lastPage: 'Last page',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: (n: number) => `Page ${n}`,
  productCount: (n: number) => (n === 1 ? '1 product' : `${n} products`),
  sortBy: 'Sort by',
  sorts: {
    newest: 'Newest',
    price_asc: 'Price: low to high',
    price_desc: 'Price: high to low',
    best_selling: 'Best selling',
  },
  size: 'Size',
  colour: 'Colour',
  availability: 'Availability',
  inStockOnly: 'In stock only',
} as const);
