/**
 * The size guide of the product's category, written in the back office as plain text, one line per
 * row. A product in several categories shows the first guide found; none, nothing.
 */
import { useListCategories } from '../../../../generated/shop-api/categories/categories';
import type { Product } from '../../../../generated/models';
import { product as messages } from '../../i18n/product';
import { cachePolicy } from '../../query-client';
import { useIdle } from '../../components/use-deferred';

export function SizeGuide({ product }: { product: Product }) {
  // The categories are often cached from the home or shop page; otherwise they wait for the page to settle.
  const idle = useIdle();
  const categories = useListCategories(
    { active: 'true' },
    { query: { ...cachePolicy.categories, enabled: idle } },
  );
  const own = new Set(product.categories.map((c) => c.id));
  const guide = categories.data?.categories.find((c) => own.has(c.id) && c.sizeGuide?.trim())?.sizeGuide;
  if (!guide) return null;
  const lines = guide
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <details className="product__details">
      <summary>{messages.sizeGuide}</summary>
      <ul className="product__size-guide">
        {lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
    </details>
  );
}
