/**
 * The first page's data, asked for as soon as the app starts (app.tsx) instead of when the page's lazy chunk has
 * arrived and rendered: on a phone that chunk and React's first render cost the better part of a second before
 * the page's own hooks would ask, and the product pictures (the largest paint) wait for the answer.
 *
 * Each request is built with the generated query options and the same parameters and `cachePolicy` as the
 * page's hook, so the hook finds the request in flight (or its answer) in the cache and does not ask again.
 * Only the data above the fold is asked for; the rest of the page asks for itself.
 */
import { type QueryClient, type QueryKey } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import {
  getListCategoriesQueryKey,
  getListCategoriesQueryOptions,
  getListCategoriesUrl,
} from '../../generated/api/categories/categories';
import {
  getGetProductBySlugQueryKey,
  getGetProductBySlugQueryOptions,
  getListProductFiltersQueryOptions,
  getListProductsQueryKey,
  getListProductsQueryOptions,
  getListProductsUrl,
  getSearchProductsQueryOptions,
} from '../../generated/api/products/products';
import { FEATURED_COUNT } from './features/home/home-sections';
import { readShopFilters, shopRequest } from './features/shop/shop-filters';
import { handedAnswer, pageData } from './page-data';
import { cachePolicy } from './query-client';

/** Starts the requests of the page at `location` (a path and query string, as in `window.location`). */
export function prefetchFirstPage(client: QueryClient, location: { pathname: string; search: string }): void {
  // An answer the page's HTML carries (src/storefront/page-data.ts) for the very URL the page would ask.
  const seed = (url: string, key: QueryKey) => {
    const body = handedAnswer(url);
    if (body && typeof body === 'object') client.setQueryData(key, body);
  };
  const categories = () => {
    seed(getListCategoriesUrl({ active: 'true' }), getListCategoriesQueryKey({ active: 'true' }));
    void client.prefetchQuery(
      getListCategoriesQueryOptions({ active: 'true' }, { query: cachePolicy.categories }),
    );
  };

  if (location.pathname === '/') {
    // home-page.tsx: the featured products, and the categories that decide the rows.
    void client.prefetchQuery(
      getListProductsQueryOptions({ page: 1, pageSize: FEATURED_COUNT }, { query: cachePolicy.products }),
    );
    categories();
    return;
  }

  if (location.pathname === '/shop') {
    // shop-page.tsx: the grid of the filters in the URL, the category buttons, and the sizes and colours on
    // offer beside it.
    const filters = readShopFilters(new URLSearchParams(location.search));
    const request = shopRequest(filters);
    void client.prefetchQuery(
      getListProductFiltersQueryOptions(filters.category ? { category: filters.category } : undefined, {
        query: cachePolicy.categories,
      }),
    );
    if (request.kind === 'search')
      void client.prefetchQuery(
        getSearchProductsQueryOptions(request.params, { query: cachePolicy.products }),
      );
    else {
      seed(getListProductsUrl(request.params), getListProductsQueryKey(request.params));
      void client.prefetchQuery(getListProductsQueryOptions(request.params, { query: cachePolicy.products }));
    }
    categories();
    return;
  }

  // product-page.tsx: the product (matchPath decodes the slug as the route's useParams does), from the page's
  // HTML when the server put it there, else asked for.
  const slug = matchPath('/products/:slug', location.pathname)?.params.slug;
  if (!slug) return;
  const handed = pageData().product;
  if (handed?.slug === slug) client.setQueryData(getGetProductBySlugQueryKey(slug), handed);
  void client.prefetchQuery(getGetProductBySlugQueryOptions(slug, { query: cachePolicy.products }));
}
