// The storefront's pages (docs/product.md#routes), shared by its router and the server: the server answers a path that is
// none of them with HTTP 404 (the SPA still shows its not-found view), and writes the head of the public ones.

/** The router's paths, as react-router writes them. */
export const PAGE_PATHS = {
  home: '/',
  shop: '/shop',
  product: '/products/:slug',
  cart: '/cart',
  checkout: '/checkout',
  terms: '/terms',
  privacy: '/privacy',
  returns: '/returns',
  /** The shopper's order, opened with its key in the URL's fragment; never indexed. */
  order: '/orders/:orderNumber',
  /** Order tracking by number and mobile; never indexed. */
  track: '/track',
  login: '/login',
} as const;

/** The prefix of the Arabic pages: `/ar`, `/ar/shop`, `/ar/products/{slug}`, … */
export const ARABIC_PREFIX = '/ar';

/** The shop's grid asks for 9 products a page (docs/product.md#calls); the server hands the first page over in the HTML. */
export const SHOP_PAGE_SIZE = 9;

export type PageName = keyof typeof PAGE_PATHS | 'admin';

/** Pages a search engine must not index: a shopper's own order and the lookup form. */
export const NOINDEX_PAGES: ReadonlySet<PageName> = new Set<PageName>(['order', 'track']);

export interface PageMatch {
  page: PageName;
  /** Arabic under the `/ar` prefix (every storefront page has one), else English. */
  language: 'en' | 'ar';
  /** The product's slug, for `product`; the order number, for `order`. */
  slug?: string;
}

/**
 * The page a pathname (no query string) shows, and its language, or undefined for an unknown one. A trailing slash is ignored, as
 * both routers do; the back office (/admin and below) has its own router and answers every path of its own.
 */
export function matchPage(pathname: string): PageMatch | undefined {
  let path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/admin' || path.startsWith('/admin/')) return { page: 'admin', language: 'en' };
  let language: PageMatch['language'] = 'en';
  if (path === ARABIC_PREFIX || path.startsWith(`${ARABIC_PREFIX}/`)) {
    // The same pages in Arabic; the back office has none.
    language = 'ar';
    path = path.slice(ARABIC_PREFIX.length) || '/';
    if (path === '/admin' || path.startsWith('/admin/')) return undefined;
  }
  for (const [page, pattern] of Object.entries(PAGE_PATHS) as Array<[keyof typeof PAGE_PATHS, string]>) {
    if (!pattern.includes(':')) {
      if (path === pattern) return { page, language };
      continue;
    }
    const prefix = pattern.slice(0, pattern.indexOf(':'));
    const rest = path.slice(prefix.length);
    if (path.startsWith(prefix) && rest !== '' && !rest.includes('/')) {
      let slug: string;
      try {
        slug = decodeURIComponent(rest);
      } catch {
        return undefined;
      }
      return { page, slug, language };
    }
  }
  return undefined;
}
