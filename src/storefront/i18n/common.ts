import { localized } from './language';
/** Texts shared by several storefront screens. */
export const common = localized('common', {
  brand: 'Morph',
  tagline: 'Less effort, More impression',
  loading: 'Loading…',
  pageNotFound: 'Page not found',
  backToShop: 'Back to the shop',
  goHome: 'Go to the home page',
  unexpectedError: 'Unexpected Application Error!',
  unexpectedErrorHint: 'Something went wrong on our side. Please reload the page.',
  reloadPage: 'Reload page',
  skipToContent: 'Skip to content',
  previousPrice: 'Previous price',
  currentPrice: 'Price',
  discountBadge: (percentage: number) => `-${percentage}%`,
  close: 'Close',
  /** While a proof-of-work challenge is solved before a call is sent again. */
  checkingConnection: 'Checking your connection…',
} as const);
