/**
 * A product's price as the server computed it: the discounted price when a discount is in force (with the
 * regular price struck through), else the price with the "previous price" struck through when there is one.
 * The compact card rounds to whole pounds (docs/product.md#constants-and-limits).
 */
import type { Product } from '../../../generated/models';
import { formatEGP } from '../../shared/format';
import { common } from '../i18n/common';

export function Price({
  product,
  compact = false,
}: {
  product: Pick<Product, 'price' | 'previousPrice' | 'discount'>;
  compact?: boolean;
}) {
  const current = product.discount ? product.discount.discountedPrice : product.price;
  const before = product.discount ? product.price : product.previousPrice;
  const format = (amount: number) => formatEGP(amount, compact ? { whole: true } : {});
  return (
    <p className={compact ? 'price price--compact' : 'price'}>
      <span className="visually-hidden">{common.currentPrice}: </span>
      <span className="price__current">{format(current)}</span>
      {before !== null && before > current && (
        <>
          {' '}
          <span className="visually-hidden">{common.previousPrice}: </span>
          <del className="price__before">{format(before)}</del>
        </>
      )}
      {product.discount && product.discount.percentage > 0 && (
        <span className="price__badge">{common.discountBadge(product.discount.percentage)}</span>
      )}
    </p>
  );
}
