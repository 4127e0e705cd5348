/**
 * The shop (spec §2 "Shop"): category buttons and the price slider beside a grid of 9 with pagination. Every
 * filter is in the URL (category, q, page, minPrice, maxPrice); a text searches, otherwise the list is asked.
 */
import { useCallback } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useListCategories } from '../../../../generated/api/categories/categories';
import { useListProducts, useSearchProducts } from '../../../../generated/api/products/products';
import type { ListProductsParams, SearchProductsParams } from '../../../../generated/models';
import { Pagination } from '../../components/pagination';
import { ProductGrid } from '../../components/product-card';
import { shop } from '../../i18n/shop';
import { cachePolicy } from '../../query-client';
import { PriceSlider } from './price-slider';
import {
  chooseCategory,
  choosePage,
  choosePrices,
  readShopFilters,
  SHOP_PAGE_SIZE,
  shopRequest,
  writeShopFilters,
  type ShopFilters,
} from './shop-filters';
import { nameOf } from '../../i18n/catalogue';

/** The first row of the grid, on screen on a phone (two columns) without scrolling. */
const SHOP_PRIORITY_CARDS = 2;

export default function ShopPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readShopFilters(searchParams);
  const request = shopRequest(filters);

  const queryOptions = { ...cachePolicy.products, placeholderData: keepPreviousData };
  const list = useListProducts(request.kind === 'list' ? (request.params as ListProductsParams) : undefined, {
    query: { ...queryOptions, enabled: request.kind === 'list' },
  });
  const search = useSearchProducts(
    request.kind === 'search' ? (request.params as SearchProductsParams) : undefined,
    {
      query: { ...queryOptions, enabled: request.kind === 'search' },
    },
  );
  const result = request.kind === 'search' ? search : list;

  const categories = useListCategories({ active: 'true' }, { query: cachePolicy.categories });
  const active = (categories.data?.categories ?? []).filter((c) => c.isActive);
  const chosen = active.find((c) => c.slug === filters.category);

  const go = useCallback((next: ShopFilters) => setSearchParams(writeShopFilters(next)), [setSearchParams]);
  // The slider commits after a pause; it must read the filters of that moment, not of its first render.
  const onPrices = useCallback(
    (prices: { minPrice?: number; maxPrice?: number }) =>
      setSearchParams((current) => writeShopFilters(choosePrices(readShopFilters(current), prices))),
    [setSearchParams],
  );

  const products = result.data?.products ?? [];
  const totalPages = result.data?.totalPages ?? 0;

  return (
    <div className="shop container">
      <title>{shop.documentTitle}</title>
      <meta name="description" content={shop.metaDescription} />
      <h1>{filters.q ? shop.resultsFor(filters.q) : chosen ? nameOf(chosen) : shop.heading}</h1>

      <div className="shop__layout">
        <aside className="shop__sidebar" aria-label={shop.filters}>
          <section aria-labelledby="shop-categories">
            <h2 id="shop-categories">{shop.categories}</h2>
            <ul className="category-buttons">
              <li>
                <button
                  type="button"
                  aria-pressed={!filters.category}
                  onClick={() => go(chooseCategory(filters, undefined))}
                >
                  {shop.allCategories}
                </button>
              </li>
              {active.map((category) => (
                <li key={category.id}>
                  <button
                    type="button"
                    aria-pressed={filters.category === category.slug}
                    onClick={() => go(chooseCategory(filters, category.slug))}
                  >
                    {nameOf(category)}
                  </button>
                </li>
              ))}
            </ul>
          </section>
          <PriceSlider minPrice={filters.minPrice} maxPrice={filters.maxPrice} onChange={onPrices} />
        </aside>

        <section className="shop__results" aria-labelledby="shop-results" aria-busy={result.isFetching}>
          <h2 id="shop-results" className="visually-hidden">
            {shop.heading}
          </h2>
          {result.isError ? (
            <div className="empty-state" role="alert">
              <h3>{shop.errorTitle}</h3>
              <p>{shop.errorText}</p>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void result.refetch()}
              >
                {shop.tryAgain}
              </button>
            </div>
          ) : result.isPending ? (
            <>
              {/* The count line's place is kept, so the grid does not move down when the products arrive. */}
              <p className="shop__count" aria-hidden="true">
                <span className="skeleton shop__count-placeholder" />
              </p>
              <ProductGrid products={undefined} loading skeletons={SHOP_PAGE_SIZE} />
            </>
          ) : products.length === 0 ? (
            <div className="empty-state">
              <p>{shop.noProducts}</p>
              <button
                type="button"
                className="button button--primary"
                onClick={() => setSearchParams(new URLSearchParams())}
              >
                {shop.clearAllFilters}
              </button>
            </div>
          ) : (
            <>
              <p className="shop__count">{shop.productCount(result.data?.totalCount ?? products.length)}</p>
              <div className={result.isPlaceholderData ? 'shop__grid shop__grid--stale' : 'shop__grid'}>
                <ProductGrid
                  products={products.slice(0, SHOP_PAGE_SIZE)}
                  loading={false}
                  skeletons={0}
                  priority={SHOP_PRIORITY_CARDS}
                />
              </div>
              <Pagination
                page={filters.page}
                totalPages={totalPages}
                onPage={(page) => go(choosePage(filters, page))}
              />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
