/**
 * The home page (docs/product.md#home-page): hero, featured products, category cards, the four category rows, the
 * 'special' strip, configurable sections and the features block. Each section loads on its own; if some fail,
 * a banner asks the shopper to refresh, and the rest of the page still works.
 */
import { useEffect, useRef } from 'react';
import { useQueries } from '@tanstack/react-query';
import { Link } from '../../router';
import { useListCategories } from '../../../../generated/shop-api/categories/categories';
import {
  getListCollectionProductsQueryOptions,
  getListProductsQueryOptions,
  useListProducts,
} from '../../../../generated/shop-api/products/products';
import type { Category, Product } from '../../../../generated/models';
import { usePageHead } from '../../components/page-head';
import { ProductGrid } from '../../components/product-card';
import { useNearScreen } from '../../components/use-deferred';
import { home } from '../../i18n/home';
import { cachePolicy } from '../../query-client';
import { CategoryCards } from './category-cards';
import { limitRepeats, SPARE_FACTOR } from './repeats';
import './home.css';
import { FeaturesBlock } from './features-block';
import {
  CATEGORY_ROWS,
  FEATURED_COUNT,
  HOME_SECTIONS,
  ROW_SIZE,
  SPECIAL_COUNT,
  SPECIAL_TAG,
  seeMoreHref,
} from './home-sections';

export default function HomePage() {
  usePageHead({ page: 'home' });
  const featured = useListProducts({ page: 1, pageSize: FEATURED_COUNT }, { query: cachePolicy.products });
  const categories = useListCategories({ active: 'true' }, { query: cachePolicy.categories });
  // The lists further down ask for spare products, to fill the places of those already shown twice above.
  // The lists below the category cards are asked for when the shopper comes near them (400 px ahead), watched
  // once the cards are in place: a phone's first screen shows only the hero and the featured products.
  const lowerRef = useRef<HTMLDivElement>(null);
  const nearLower = useNearScreen(lowerRef, '400px', !categories.isPending);
  const special = useListProducts(
    { tag: SPECIAL_TAG, page: 1, pageSize: SPECIAL_COUNT * SPARE_FACTOR },
    { query: { ...cachePolicy.products, enabled: nearLower } },
  );

  // Only active categories are offered, whatever the server sent.
  const active: Category[] = (categories.data?.categories ?? []).filter((c) => c.isActive);
  const activeSlugs = new Set(active.map((c) => c.slug));
  const rows = CATEGORY_ROWS.filter((row) => activeSlugs.has(row.slug));
  const sections = HOME_SECTIONS.filter((s) => s.type === 'tag' || activeSlugs.has(s.slug));

  const rowQueries = useQueries({
    queries: rows.map((row) =>
      getListCollectionProductsQueryOptions(
        row.slug,
        { limit: ROW_SIZE },
        { query: { ...cachePolicy.products, enabled: nearLower } },
      ),
    ),
  });
  const sectionQueries = useQueries({
    queries: sections.map((s) =>
      s.type === 'category'
        ? {
            ...getListCollectionProductsQueryOptions(
              s.slug,
              { limit: s.limit * SPARE_FACTOR },
              { query: { ...cachePolicy.products, enabled: nearLower } },
            ),
            select: (d: { products: Product[] }) => d.products,
          }
        : {
            ...getListProductsQueryOptions(
              { tag: s.slug, page: 1, pageSize: s.limit * SPARE_FACTOR },
              { query: { ...cachePolicy.products, enabled: nearLower } },
            ),
            select: (d: { products: Product[] }) => d.products,
          },
    ),
  });

  // docs/product.md#home-page: category and special-product errors are logged.
  useEffect(() => {
    if (categories.error) console.error('Failed to load categories', categories.error);
  }, [categories.error]);
  useEffect(() => {
    if (special.error) console.error('Failed to load special products', special.error);
  }, [special.error]);

  // What each list shows: no product more than twice on the page, in the page's order.
  const shownLists = limitRepeats([
    { items: featured.data?.products, size: FEATURED_COUNT },
    ...rows.map((_, i) => ({ items: rowQueries[i]?.data?.products, size: ROW_SIZE })),
    { items: special.data?.products, size: SPECIAL_COUNT },
    ...sections.map((s, i) => ({ items: sectionQueries[i]?.data, size: s.limit })),
  ]);
  const featuredShown = shownLists[0];
  const rowsShown = shownLists.slice(1, 1 + rows.length);
  const specialShown = shownLists[1 + rows.length];
  const sectionsShown = shownLists.slice(2 + rows.length);

  const someFailed =
    featured.isError ||
    categories.isError ||
    special.isError ||
    rowQueries.some((q) => q.isError) ||
    sectionQueries.some((q) => q.isError);

  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__content">
          <h1 id="hero-title">{home.heroTitle}</h1>
          <p>{home.heroSubtitle}</p>
          <Link to="/shop" className="button button--hero">
            {home.shopNow}
          </Link>
        </div>
      </section>

      {someFailed && (
        <div className="alert alert--warning home__banner" role="alert">
          <p>{home.partialFailure}</p>
          <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
            {home.refreshPage}
          </button>
        </div>
      )}

      <section className="home-section" aria-labelledby="featured-heading">
        <h2 id="featured-heading">{home.featuredHeading}</h2>
        {featured.isError ? (
          <p className="error-text">{home.featuredError}</p>
        ) : (
          <ProductGrid
            products={featuredShown}
            loading={featured.isPending}
            skeletons={FEATURED_COUNT}
            className="product-grid product-grid--two"
            priority={FEATURED_COUNT}
          />
        )}
      </section>

      {active.length > 0 && <CategoryCards categories={active} />}

      <div ref={lowerRef} aria-hidden="true" />

      {rows.map((row, i) => {
        const query = rowQueries[i];
        if (query?.isError) return null;
        const products = rowsShown[i] ?? [];
        if (query?.isSuccess && products.length === 0) return null;
        return (
          <section key={row.slug} className="home-section" aria-labelledby={`row-${row.slug}`}>
            <div className="home-section__head">
              <h2 id={`row-${row.slug}`}>{row.heading}</h2>
              <Link to={`/shop?${new URLSearchParams({ category: row.slug })}`} className="text-link">
                {home.viewAll(row.heading)}
              </Link>
            </div>
            <ProductGrid
              products={products}
              loading={!query || query.isPending}
              skeletons={4}
              className="product-row"
            />
          </section>
        );
      })}

      {!special.isError && (special.isPending || (specialShown?.length ?? 0) > 0) && (
        <section className="home-section home-section--special" aria-labelledby="special-heading">
          <h2 id="special-heading">{home.specialHeading}</h2>
          <ProductGrid
            products={specialShown}
            loading={special.isPending}
            skeletons={SPECIAL_COUNT}
            className="product-grid product-grid--two"
          />
        </section>
      )}

      {sections.map((section, i) => {
        const query = sectionQueries[i];
        const shown = sectionsShown[i];
        if (!query || query.isError || (query.isSuccess && (shown?.length ?? 0) === 0)) return null;
        return (
          <section
            key={`${section.type}-${section.slug}`}
            className="home-section"
            aria-labelledby={`section-${section.slug}`}
          >
            <div className="home-section__head">
              <h2 id={`section-${section.slug}`}>{section.heading}</h2>
              {/* The visible text alone says nothing out of context (Lighthouse's "link text" audit, WCAG 2.4.4);
                  the accessible name starts with it, so voice control still finds "See more". */}
              <Link to={seeMoreHref(section)} className="text-link">
                {home.seeMore} <span className="visually-hidden">{section.heading}</span>
              </Link>
            </div>
            <ProductGrid
              products={shown}
              loading={query.isPending}
              skeletons={Math.min(section.limit, 4)}
              className={`product-grid product-grid--section product-grid--of-${Math.min(shown?.length ?? 4, 4)}`}
            />
          </section>
        );
      })}

      <FeaturesBlock />
    </div>
  );
}
