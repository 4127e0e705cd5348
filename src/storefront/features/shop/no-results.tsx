/**
 * What the shop shows when a search or the filters find nothing: the original "No products found." with Clear All
 * Filters, what was looked for, and ways on: the shop's categories and a few best sellers (the list call, sorted
 * by units sold), each a link.
 */
import { Link } from '../../router';
import { useListProducts } from '../../../../generated/shop-api/products/products';
import type { Category } from '../../../../generated/models';
import { ProductGrid } from '../../components/product-card';
import { nameOf } from '../../i18n/catalogue';
import { shop } from '../../i18n/shop';
import { cachePolicy } from '../../query-client';

/** How many best sellers are offered: one row on a computer, two on a phone. */
export const SUGGESTED_BEST_SELLERS = 4;

export function NoResults({
  q,
  categories,
  onClear,
}: {
  q: string | undefined;
  categories: Category[];
  onClear: () => void;
}) {
  const bestSellers = useListProducts(
    { page: 1, pageSize: SUGGESTED_BEST_SELLERS, sort: 'best_selling' },
    { query: cachePolicy.products },
  );
  const offered = bestSellers.data?.products ?? [];
  return (
    <div className="no-results">
      <div className="empty-state">
        <p className="no-results__title">{shop.noProducts}</p>
        <p>{q ? shop.noResultsFor(q) : shop.noResultsFiltered}</p>
        <button type="button" className="button button--primary" onClick={onClear}>
          {shop.clearAllFilters}
        </button>
      </div>
      {categories.length > 0 && (
        <section className="no-results__section" aria-labelledby="no-results-categories">
          <h3 id="no-results-categories">{shop.tryCategory}</h3>
          <ul className="no-results__categories">
            {categories.map((category) => (
              <li key={category.id}>
                <Link className="chip" to={`/shop?category=${encodeURIComponent(category.slug)}`}>
                  {nameOf(category)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {(bestSellers.isPending || offered.length > 0) && (
        <section className="no-results__section" aria-labelledby="no-results-best">
          <h3 id="no-results-best">{shop.bestSellers}</h3>
          <ProductGrid
            products={offered}
            loading={bestSellers.isPending}
            skeletons={SUGGESTED_BEST_SELLERS}
            label={shop.bestSellers}
          />
        </section>
      )}
    </div>
  );
}
