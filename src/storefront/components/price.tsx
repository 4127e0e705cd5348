/**
 * A product's price as the server computed it: the discounted price when a discount is in force (with the
 * regular price struck through), else the price with the "previous price" struck through when there is one.
 * The card (`compact`) and the product page write the same figures (src/shared/shown-price.ts); compact is
 * only smaller.
 */
import type { Product } from '../../../generated/models';
import { priceTexts } from '../../shared/shown-price';
import { common } from '../i18n/common';

export function Price({
  product,
  compact = false,
}: {
  product: Pick<Product, 'price' | 'previousPrice' | 'discount'>;
  compact?: boolean;
}) {
  const texts = priceTexts(product);
  return (
    <p className={compact ? 'price price--compact' : 'price'}>
      <span className="visually-hidden">{common.currentPrice}: </span>
      <span className="price__current">{texts.current}</span>
      {texts.before !== null && (
        <>
          {' '}
          <span className="visually-hidden">{common.previousPrice}: </span>
          <del className="price__before">{texts.before}</del>
        </>
      )}
      {texts.percentage !== null && (
        <span className="price__badge">{common.discountBadge(texts.percentage)}</span>
      )}
    </p>
  );
}
