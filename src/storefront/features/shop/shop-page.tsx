/**
 * The shop (docs/product.md#shop): category buttons, the price slider and the size, colour and in-stock filters beside
 * a grid of 9 with its order and pagination. Every filter is in the URL (category, q, page, minPrice, maxPrice,
 * sort, size, color, inStock); a text searches, otherwise the list is asked. A new page scrolls back to the top
 * of the grid.
 */
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useSearchParams } from '../../router';
import { useListCategories } from '../../../../generated/shop-api/categories/categories';
import {
  useListProductFilters,
  useListProducts,
  useSearchProducts,
} from '../../../../generated/shop-api/products/products';
import type { ListProductsParams, SearchProductsParams } from '../../../../generated/models';
import { usePageHead } from '../../components/page-head';
import { Pagination } from '../../components/pagination';
import { ProductGrid } from '../../components/product-card';
import { shop } from '../../i18n/shop';
import { cachePolicy } from '../../query-client';
import { trackFor } from './price-range';
import { NoResults } from './no-results';
import { PriceSlider } from './price-slider';
import { useHiddenSides } from './use-hidden-sides';
import { searchRefusal } from './search-refusal';
import { ChoiceFilter, InStockFilter, SortSelect } from './shop-controls';
import {
  chooseCategory,
  chooseInStock,
  choosePage,
  choosePrices,
  chooseSort,
  chosenFilterCount,
  readShopFilters,
  SHOP_PAGE_SIZE,
  shopRequest,
  toggleChoice,
  writeShopFilters,
  type ShopFilters,
} from './shop-filters';
import { nameOf } from '../../i18n/catalogue';
import './shop.css';

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
  const refused = searchRefusal(result.error, request.kind === 'search');

  const categories = useListCategories({ active: 'true' }, { query: cachePolicy.categories });
  const active = (categories.data?.categories ?? []).filter((c) => c.isActive);
  const chosen = active.find((c) => c.slug === filters.category);
  // A category is a page of its own (canonical, picture); searches and filters keep its head or the shop's.
  usePageHead(
    chosen
      ? {
          page: 'shop',
          category: {
            slug: chosen.slug,
            name: chosen.name,
            nameAr: chosen.nameAr,
            description: chosen.description,
            descriptionAr: chosen.descriptionAr,
            imageUrl: chosen.imageUrl,
          },
        }
      : { page: 'shop' },
  );
  const chipsRef = useRef<HTMLUListElement>(null);
  const hidden = useHiddenSides(chipsRef, active.length);

  // The sizes and colours offered: those of the chosen category's products (the list is small and rarely
  // changes, so it is kept like the categories).
  const offered = useListProductFilters(filters.category ? { category: filters.category } : undefined, {
    query: cachePolicy.categories,
  });

  // The price slider runs over the (chosen category's) catalogue's real range once it is known.
  const prices = offered.data?.prices;
  const track = useMemo(() => trackFor(prices), [prices]);

  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const chosenCount = chosenFilterCount(filters);

  const go = useCallback((next: ShopFilters) => setSearchParams(writeShopFilters(next)), [setSearchParams]);
  const resultsRef = useRef<HTMLElement>(null);
  // A new page starts at the top of the grid, not where the pagination was; focus follows for keyboard users.
  const goToPage = (page: number) => {
    go(choosePage(filters, page));
    const results = resultsRef.current;
    if (!results) return;
    results.scrollIntoView({ block: 'start' });
    results.focus({ preventScroll: true });
  };
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
      <h1>{filters.q ? shop.resultsFor(filters.q) : chosen ? nameOf(chosen) : shop.heading}</h1>

      <div className="shop__layout">
        <aside className="shop__sidebar" aria-label={shop.filters}>
          <section aria-labelledby="shop-categories">
            <h2 id="shop-categories">{shop.categories}</h2>
            {/* On a phone the chips are one row that scrolls sideways: the side hiding more of it fades. */}
            <div
              className={[
                'category-scroll',
                hidden.left ? 'category-scroll--more-left' : '',
                hidden.right ? 'category-scroll--more-right' : '',
              ]
                .filter(Boolean)
                .join(' ')}
            >
              <ul className="category-buttons" ref={chipsRef}>
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
            </div>
          </section>
          {/* On a phone the filters fold away behind one button, so the products come first and nothing that
              arrives later (the sizes and colours on offer) moves the grid; from 900 px they are always shown. */}
          <button
            type="button"
            className="shop__filters-toggle"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {chosenCount > 0 ? `${shop.filters} (${chosenCount})` : shop.filters}
          </button>
          <div id={filtersId} className={filtersOpen ? 'shop__filters shop__filters--open' : 'shop__filters'}>
            <PriceSlider
              minPrice={filters.minPrice}
              maxPrice={filters.maxPrice}
              track={track}
              onChange={onPrices}
            />
            <ChoiceFilter
              legend={shop.size}
              name="size"
              options={offered.data?.sizes ?? []}
              chosen={filters.sizes ?? []}
              onToggle={(size) => go(toggleChoice(filters, 'sizes', size))}
            />
            <ChoiceFilter
              legend={shop.colour}
              name="color"
              options={offered.data?.colors ?? []}
              chosen={filters.colors ?? []}
              onToggle={(color) => go(toggleChoice(filters, 'colors', color))}
            />
            <InStockFilter
              checked={Boolean(filters.inStock)}
              onChange={(on) => go(chooseInStock(filters, on))}
            />
          </div>
        </aside>

        <section
          className="shop__results"
          aria-labelledby="shop-results"
          aria-busy={result.isFetching}
          ref={resultsRef}
          tabIndex={-1}
        >
          <h2 id="shop-results" className="visually-hidden">
            {shop.heading}
          </h2>
          <div className="shop__toolbar">
            <SortSelect value={filters.sort ?? 'newest'} onChange={(sort) => go(chooseSort(filters, sort))} />
          </div>
          {result.isError && refused ? (
            <div className="empty-state" role="alert">
              <h3>{shop.searchPausedTitle}</h3>
              <p>{refused.kind === 'tooMany' ? shop.searchTooMany(refused.minutes) : shop.searchBusy}</p>
              <div className="empty-state__actions">
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => go({ ...filters, q: undefined })}
                >
                  {shop.browseAll}
                </button>
                {refused.kind === 'busy' && (
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => void result.refetch()}
                  >
                    {shop.tryAgain}
                  </button>
                )}
              </div>
            </div>
          ) : result.isError ? (
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
            <NoResults
              q={filters.q}
              categories={active}
              onClear={() => setSearchParams(new URLSearchParams())}
            />
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
              <Pagination page={filters.page} totalPages={totalPages} onPage={goToPage} />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
