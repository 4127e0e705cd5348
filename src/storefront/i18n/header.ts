import { localized } from './language';
/** Header and mobile menu texts (docs/product.md#header-and-footer). */
export const header = localized('header', {
  home: 'Home',
  shop: 'Shop',
  mainNavigation: 'Main',
  searchLabel: 'Search products',
  searchLandmark: 'Site search',
  /** The phone's search, opened from the header's search icon. */
  phoneSearchLandmark: 'Search the shop',
  openSearch: 'Open search',
  closeSearch: 'Close search',
  searchPlaceholder: 'Search…',
  searchSubmit: 'Search',
  cart: 'Cart',
  /** Accessible name of the cart link, with the count the badge shows. */
  cartWithCount: (count: string) => `Cart, ${count} items`,
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menu: 'Menu',
  /** The language switch: its group's name, and the other language's name, written in that language. */
  language: 'Language',
  switchTo: 'العربية',
  /** The suggestions under the search box while typing. */
  suggestions: 'Suggestions',
  suggestedProducts: 'Products',
  suggestedCategories: 'Categories',
  suggestionsCount: (n: number) =>
    n === 0 ? 'No suggestions' : n === 1 ? '1 suggestion' : `${n} suggestions`,
  seeAllResults: (q: string) => `See all results for “${q}”`,
} as const);
