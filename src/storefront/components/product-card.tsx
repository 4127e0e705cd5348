/** A product in a grid or row: picture, name and price, linking to its page; a skeleton while loading. */
import { memo } from 'react';
import { Link } from '../router';
import type { Product } from '../../../generated/models';
import { Price } from './price';
import { ProductImage } from './product-image';
import { nameOf } from '../i18n/catalogue';

/**
 * Memoised: a page re-renders as each of its queries answers (the home page has about ten), and the cards
 * already shown keep the same product objects (react-query shares unchanged data), so they are skipped
 * instead of rendered again, which kept the main thread busy while the page loaded (Lighthouse's TBT).
 */
export const ProductCard = memo(function ProductCard({
  product,
  priority = false,
}: {
  product: Product;
  priority?: boolean;
}) {
  return (
    <article className="product-card">
      <Link to={`/products/${product.slug}`} className="product-card__link">
        <div className="product-card__media">
          {/* The name follows in the link, so the picture needs no text of its own. */}
          <ProductImage src={product.imageUrl} alt="" width={640} height={800} priority={priority} />
        </div>
        <h3 className="product-card__name">{nameOf(product)}</h3>
      </Link>
      <Price product={product} compact />
    </article>
  );
});

export function ProductCardSkeleton() {
  return (
    <div
      className="product-card product-card--skeleton"
      aria-hidden="true"
      data-testid="product-card-skeleton"
    >
      <div className="product-card__media skeleton" />
      <div className="skeleton product-card__skeleton-name" />
      <div className="skeleton product-card__skeleton-price" />
    </div>
  );
}

/**
 * A grid of cards, or `skeletons` placeholders while `loading`. The first `priority` cards are the ones above
 * the fold on a phone: their pictures load at once and first (the page's largest paint), the rest lazily.
 */
export function ProductGrid({
  products,
  loading,
  skeletons,
  label,
  className = 'product-grid',
  priority = 0,
}: {
  products: Product[] | undefined;
  loading: boolean;
  skeletons: number;
  label?: string;
  className?: string;
  priority?: number;
}) {
  if (loading) {
    return (
      <div className={className} role="status" aria-busy="true" aria-label={label}>
        {Array.from({ length: skeletons }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  return (
    <ul className={className} aria-label={label}>
      {(products ?? []).map((product, i) => (
        <li key={product.id}>
          <ProductCard product={product} priority={i < priority} />
        </li>
      ))}
    </ul>
  );
}
