/**
 * What adding to cart confirms (docs/product.md#product-page): a panel, right under Add to cart in the page's
 * flow, showing what was added (picture, name, colour, size, quantity, the line's price) with the way on to the
 * cart or the checkout, and Continue shopping. Being in the flow, below the button, it can never cover Add to
 * cart, at any width. It is a non-modal dialog: it takes the focus when it opens (so a screen reader says what
 * was added), and Escape or Continue shopping close it, the focus going back to Add to cart. It stays until
 * closed: a panel whose links vanish after 2 s could not be used at every pace (WCAG 2.2.1).
 */
import { useEffect, useId, useRef, type RefObject } from 'react';
import { Link } from '../../router';
import { formatEGP } from '../../../shared/format';
import { ProductImage } from '../../components/product-image';
import { colorOf, nameOf } from '../../i18n/catalogue';
import { product as messages } from '../../i18n/product';
import type { AddedLine } from './add-to-cart-rules';

export function AddedPanel({
  added,
  onClose,
  returnFocus,
}: {
  added: AddedLine | null;
  onClose: () => void;
  /** Where the focus goes when the panel closes: the Add to cart button. */
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  // Each addition is a new object: the panel takes the focus again, and the browser brings it into view.
  useEffect(() => {
    if (added) panel.current?.focus();
  }, [added]);

  // Escape closes it wherever the focus is on the page (the shopper may have moved on to the sizes).
  useEffect(() => {
    if (!added) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  function close() {
    onClose();
    returnFocus.current?.focus();
  }

  if (!added) return null;
  const name = nameOf(added.product);
  return (
    <div
      ref={panel}
      className="added-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <p id={titleId} className="added-panel__title">
        {messages.addedToCart(name)}
      </p>
      <div className="added-panel__line">
        <ProductImage
          className="added-panel__image"
          src={added.imageUrl}
          // The name is written beside the picture.
          alt=""
          width={72}
          height={90}
          sizes="72px"
        />
        <div className="added-panel__body">
          <p className="added-panel__name">{name}</p>
          <dl className="added-panel__facts">
            <div>
              <dt>{messages.color}</dt>
              <dd>{colorOf(added.variant)}</dd>
            </div>
            <div>
              <dt>{messages.size}</dt>
              <dd>{added.size}</dd>
            </div>
            <div>
              <dt>{messages.quantity}</dt>
              <dd>{added.quantity}</dd>
            </div>
            <div className="added-panel__price">
              <dt>{messages.added.price}</dt>
              <dd>{formatEGP(added.lineTotal)}</dd>
            </div>
          </dl>
        </div>
      </div>
      <div className="added-panel__actions">
        <Link className="button button--primary" to="/checkout">
          {messages.added.checkout}
        </Link>
        <Link className="button button--secondary" to="/cart">
          {messages.added.viewCart}
        </Link>
        <button type="button" className="link-button added-panel__continue" onClick={close}>
          {messages.added.continueShopping}
        </button>
      </div>
    </div>
  );
}
