/**
 * "You may also like": up to four other products of the product's narrowest category (the one with
 * the fewest products, so "Dresses" rather than "New Arrivals"). Nothing shows when there is none.
 */
import { useRef } from 'react';
import { useListCategories } from '../../../../generated/shop-api/categories/categories';
import { useListCollectionProducts } from '../../../../generated/shop-api/products/products';
import type { Product } from '../../../../generated/models';
import { ProductGrid } from '../../components/product-card';
import { product as messages } from '../../i18n/product';
import { cachePolicy } from '../../query-client';
import { useNearScreen } from '../../components/use-deferred';

export const RELATED_COUNT = 4;

/** Asks for nothing until its place comes near the screen (it sits below the fold). */
export function RelatedProducts({ product }: { product: Product }) {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearScreen(slot);
  return (
    <div ref={slot} className="product__related-slot">
      {near && <Related product={product} />}
    </div>
  );
}

function Related({ product }: { product: Product }) {
  const categories = useListCategories({ active: 'true' }, { query: cachePolicy.categories });
  const counts = new Map((categories.data?.categories ?? []).map((c) => [c.id, c.productCount ?? Infinity]));
  const narrowest = [...product.categories].sort(
    (a, b) => (counts.get(a.id) ?? Infinity) - (counts.get(b.id) ?? Infinity),
  )[0];
  const slug = narrowest?.slug ?? '';
  const related = useListCollectionProducts(
    slug,
    // One more than shown: the product itself may be among them.
    { limit: RELATED_COUNT + 1 },
    { query: { ...cachePolicy.products, enabled: slug !== '' && !categories.isPending } },
  );
  const others = (related.data?.products ?? []).filter((p) => p.id !== product.id).slice(0, RELATED_COUNT);
  if (!slug || related.isError || (related.isSuccess && others.length === 0)) return null;

  return (
    <section className="product__related" aria-labelledby="related-heading">
      <h2 id="related-heading">{messages.related}</h2>
      <ProductGrid
        products={others}
        loading={!related.isSuccess}
        skeletons={RELATED_COUNT}
        className="product-grid product-grid--related"
      />
    </section>
  );
}
