/**
 * A loaded product: the chosen colour's pictures, colours (the first in stock chosen), sizes, quantity and Add
 * to cart, then the size guide, delivery and returns, share, and related products. Choosing a colour resets the
 * size and shows that colour's pictures; sizes with no stock are disabled; the quantity stays between 1 and the
 * size's stock; adding needs a colour and a size and confirms with a panel (under the button) showing what was
 * added and leading to the cart or checkout.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Product } from '../../../../generated/models';
import { MAX_UNITS_PER_SIZE } from '../../../shared/order-limits';
import { Price } from '../../components/price';
import { useCart } from '../cart/cart-context';
import { product as messages } from '../../i18n/product';
import { trackAddToCart, trackViewContent } from '../../pixel/events';
import { AddedPanel } from './added-panel';
import {
  addedLine,
  addProblem,
  chooseSize,
  chooseVariant,
  clampQuantity,
  galleryFor,
  initialSelectionFor,
  isPurchasable,
  isSizeAvailable,
  selectedSize,
  selectedVariant,
  unitPrice,
  type AddedLine,
  type AddProblem,
  type Selection,
} from './add-to-cart-rules';
import { colorOf, descriptionOf, nameOf } from '../../i18n/catalogue';
import { DeliveryNote } from './delivery-note';
import { ProductGallery } from './product-gallery';
import { RelatedProducts } from './related-products';
import { ShareButton } from './share-button';
import { SizeGuide } from './size-guide';
import './product.css';

export function ProductDetail({ product }: { product: Product }) {
  const cart = useCart();
  const [selection, setSelection] = useState<Selection>(() => initialSelectionFor(product));
  const [problem, setProblem] = useState<AddProblem>(null);
  const [added, setAdded] = useState<AddedLine | null>(null);
  const closeAdded = useCallback(() => setAdded(null), []);
  const addButton = useRef<HTMLButtonElement>(null);

  // One ViewContent per product shown (a ref, so React's development double effects do not send two).
  const viewed = useRef<number | null>(null);
  useEffect(() => {
    if (viewed.current === product.id) return;
    viewed.current = product.id;
    trackViewContent(product);
  }, [product]);

  const variant = selectedVariant(product, selection);
  const size = selectedSize(product, selection);
  // The stock, and never more than one order may hold of a size (the server refuses more).
  const maxQuantity = size ? Math.min(size.stock, MAX_UNITS_PER_SIZE) : undefined;

  function pickVariant(variantId: number) {
    const next = chooseVariant(selection, variantId);
    setSelection(next);
    setProblem(null);
  }

  function addToCart() {
    const why = addProblem(product, selection);
    setProblem(why);
    if (why || !variant || !size) return;
    const quantity = clampQuantity(selection.quantity, size.stock);
    cart.add({
      id: product.id,
      variantId: variant.id,
      size: size.size,
      quantity,
      name: product.name,
      slug: product.slug,
      price: unitPrice(product),
      imageUrl: variant.imageUrl ?? product.imageUrl,
      color: variant.color,
      // Kept for a line whose product cannot be loaded later: named in the page's language all the same.
      ...(product.nameAr?.trim() ? { nameAr: product.nameAr } : {}),
    });
    trackAddToCart(product, quantity);
    setAdded(addedLine(product, variant, size.size, quantity));
  }

  return (
    <div className="container product">
      {/* Keyed by colour: a new colour starts on its first picture. */}
      <ProductGallery
        key={variant?.id ?? 'product'}
        name={nameOf(product)}
        images={galleryFor(product, variant)}
        colour={variant ? colorOf(variant) : undefined}
      />

      <div className="product__info">
        <h1>{nameOf(product)}</h1>
        <Price product={product} />
        <p className="product__description">{descriptionOf(product)}</p>

        {product.variants.length > 0 && (
          <fieldset className="choice-group">
            <legend>
              {messages.color}
              {variant && <span className="choice-group__value">: {colorOf(variant)}</span>}
            </legend>
            <div className="choice-group__options">
              {product.variants.map((v) => (
                <button
                  key={v.id}
                  type="button"
                  className="chip"
                  aria-pressed={v.id === selection.variantId}
                  onClick={() => pickVariant(v.id)}
                >
                  {colorOf(v)}
                </button>
              ))}
            </div>
          </fieldset>
        )}

        {variant && (
          <fieldset className="choice-group">
            <legend>{messages.size}</legend>
            <div className="choice-group__options">
              {variant.sizes.map((s) => {
                const available = isSizeAvailable(s);
                return (
                  <button
                    key={s.id}
                    type="button"
                    className="chip"
                    aria-pressed={s.size === selection.size}
                    disabled={!available}
                    onClick={() => {
                      setSelection(chooseSize(selection, s));
                      setProblem(null);
                    }}
                  >
                    {available ? s.size : `${s.size} ${messages.outOfStock}`}
                  </button>
                );
              })}
            </div>
          </fieldset>
        )}

        <div className="qty-picker">
          <label htmlFor="quantity">{messages.quantity}</label>
          <div className="qty-picker__control">
            <button
              type="button"
              aria-label={messages.decrease}
              disabled={selection.quantity <= 1}
              onClick={() =>
                setSelection({ ...selection, quantity: clampQuantity(selection.quantity - 1, maxQuantity) })
              }
            >
              −
            </button>
            <input
              id="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={maxQuantity}
              value={selection.quantity}
              onChange={(e) =>
                setSelection({ ...selection, quantity: clampQuantity(Number(e.target.value), maxQuantity) })
              }
            />
            <button
              type="button"
              aria-label={messages.increase}
              disabled={maxQuantity !== undefined && selection.quantity >= maxQuantity}
              onClick={() =>
                setSelection({ ...selection, quantity: clampQuantity(selection.quantity + 1, maxQuantity) })
              }
            >
              +
            </button>
          </div>
          {size && <p className="qty-picker__stock">{messages.inStock(size.stock)}</p>}
        </div>

        {problem && (
          <p className="error-text" role="alert">
            {problem === 'color' ? messages.chooseColor : messages.chooseSize}
          </p>
        )}

        {isPurchasable(product) ? (
          <button
            ref={addButton}
            type="button"
            className="button button--primary button--wide"
            onClick={addToCart}
          >
            {messages.addToCart}
          </button>
        ) : (
          <button type="button" className="button button--primary button--wide" disabled>
            {messages.soldOut}
          </button>
        )}
        <AddedPanel added={added} onClose={closeAdded} returnFocus={addButton} />

        <SizeGuide product={product} />
        <DeliveryNote />
        <ShareButton name={nameOf(product)} />
      </div>

      <RelatedProducts product={product} />
    </div>
  );
}
