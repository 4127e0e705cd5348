/** One line of the cart: picture, name, colour, size, the server's price, quantity controls and remove. */
import { Link } from '../../router';
import { formatEGP } from '../../../shared/format';
import { Price } from '../../components/price';
import { ProductImage } from '../../components/product-image';
import { cart as t } from '../../i18n/cart';
import { lineImage, storedName, type LineMoney, type ResolvedLine } from './cart-lines';
import { colorOf, nameOf } from '../../i18n/catalogue';

interface Props {
  resolved: ResolvedLine;
  money: LineMoney | undefined;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

export function CartLineItem({ resolved, money, onQuantity, onRemove }: Props) {
  const { line } = resolved;
  const product = resolved.kind === 'ready' || resolved.kind === 'soldOut' ? resolved.product : null;
  const name = (product && nameOf(product)) ?? storedName(line) ?? t.unknownProduct;
  const color =
    resolved.kind === 'ready'
      ? colorOf(resolved.variant)
      : resolved.kind === 'soldOut' && resolved.variant
        ? colorOf(resolved.variant)
        : null;
  const unavailable = resolved.kind === 'gone' || resolved.kind === 'soldOut';
  const max = resolved.kind === 'ready' ? resolved.maxQuantity : line.quantity;
  const canChange = resolved.kind === 'ready';

  return (
    <li
      className={`cart-line${unavailable ? ' cart-line--unavailable' : ''}`}
      aria-busy={resolved.kind === 'loading'}
    >
      <ProductImage
        className="cart-line__image"
        src={lineImage(resolved)}
        // The name is written beside the picture: read once, not twice.
        alt=""
        width={96}
        height={120}
        sizes="96px"
      />
      <div className="cart-line__body">
        <h2 className="cart-line__name">
          {product ? <Link to={`/products/${product.slug}`}>{name}</Link> : name}
        </h2>
        <dl className="cart-line__facts">
          {color ? (
            <div>
              <dt>{t.color}</dt>
              <dd>{color}</dd>
            </div>
          ) : null}
          {line.size ? (
            <div>
              <dt>{t.size}</dt>
              <dd>{line.size}</dd>
            </div>
          ) : null}
        </dl>

        {resolved.kind === 'loading' ? (
          <p className="cart-line__placeholder skeleton" aria-hidden="true" />
        ) : null}
        {resolved.kind === 'error' ? <p className="cart-line__warning">{t.detailsUnavailable}</p> : null}
        {resolved.kind === 'gone' ? <p className="cart-line__badge">{t.unavailable}</p> : null}
        {resolved.kind === 'soldOut' ? <p className="cart-line__badge">{t.soldOut}</p> : null}

        {resolved.kind === 'ready' ? <Price product={resolved.product} /> : null}

        <div className="cart-line__actions">
          {canChange ? (
            <div className="quantity" role="group" aria-label={t.quantityOf(name)}>
              <button
                type="button"
                className="quantity__button"
                aria-label={t.decrease(name)}
                disabled={line.quantity <= 1}
                onClick={() => onQuantity(line.quantity - 1)}
              >
                −
              </button>
              <output className="quantity__value" aria-live="polite" aria-label={t.quantityOf(name)}>
                {line.quantity}
              </output>
              <button
                type="button"
                className="quantity__button"
                aria-label={t.increase(name)}
                disabled={line.quantity >= max}
                onClick={() => onQuantity(line.quantity + 1)}
              >
                +
              </button>
            </div>
          ) : (
            <p className="cart-line__quantity">
              {t.quantity}: {line.quantity}
            </p>
          )}
          {resolved.kind === 'ready' && (resolved.stock <= 5 || line.quantity > resolved.stock) ? (
            <p className="cart-line__stock">{t.onlyLeft(resolved.stock)}</p>
          ) : null}
          <button
            type="button"
            className="link-button cart-line__remove"
            aria-label={t.removeLabel(name)}
            onClick={onRemove}
          >
            {t.remove}
          </button>
        </div>
      </div>
      {money ? (
        <p className="cart-line__total">
          <span className="visually-hidden">{t.lineTotal}: </span>
          {formatEGP(money.lineTotal)}
        </p>
      ) : null}
    </li>
  );
}
