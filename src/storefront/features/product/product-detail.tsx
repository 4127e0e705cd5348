/**
 * A loaded product: pictures, colours, sizes, quantity and Add to cart. Choosing a colour resets the size and
 * shows the colour's picture; sizes with no stock are disabled; the quantity stays between 1 and the size's
 * stock; adding needs a colour and a size and confirms with a toast for 2 seconds.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Product } from '../../../../generated/models';
import { MAX_UNITS_PER_SIZE } from '../../../shared/order-limits';
import { Price } from '../../components/price';
import { ProductImage } from '../../components/product-image';
import { Toast } from '../../components/toast';
import { useCart } from '../cart/cart-context';
import { product as messages } from '../../i18n/product';
import { trackAddToCart, trackViewContent } from '../../pixel/events';
import {
  addProblem,
  chooseSize,
  chooseVariant,
  clampQuantity,
  initialSelection,
  isPurchasable,
  isSizeAvailable,
  selectedSize,
  selectedVariant,
  unitPrice,
  type AddProblem,
  type Selection,
} from './add-to-cart-rules';
import { colorOf, descriptionOf, nameOf } from '../../i18n/catalogue';

export const TOAST_DURATION_MS = 2_000;

/** The product's own pictures: the main image first, then the others, without repeats. */
function galleryOf(product: Product): string[] {
  const urls = [product.imageUrl, ...product.images.map((i) => i.url)].filter((u): u is string => !!u);
  return [...new Set(urls)];
}

export function ProductDetail({ product }: { product: Product }) {
  const cart = useCart();
  const [selection, setSelection] = useState<Selection>(initialSelection);
  const [imageIndex, setImageIndex] = useState(0);
  const [variantImage, setVariantImage] = useState<string | null>(null);
  const [problem, setProblem] = useState<AddProblem>(null);
  const [toast, setToast] = useState<string | null>(null);
  const clearToast = useCallback(() => setToast(null), []);

  // One ViewContent per product shown (a ref, so React's development double effects do not send two).
  const viewed = useRef<number | null>(null);
  useEffect(() => {
    if (viewed.current === product.id) return;
    viewed.current = product.id;
    trackViewContent(product);
  }, [product]);

  const gallery = galleryOf(product);
  const mainImage = variantImage ?? gallery[imageIndex] ?? null;
  const variant = selectedVariant(product, selection);
  const size = selectedSize(product, selection);
  // The stock, and never more than one order may hold of a size (the server refuses more).
  const maxQuantity = size ? Math.min(size.stock, MAX_UNITS_PER_SIZE) : undefined;

  function pickVariant(variantId: number) {
    const next = chooseVariant(selection, variantId);
    setSelection(next);
    setProblem(null);
    const chosen = product.variants.find((v) => v.id === variantId);
    setVariantImage(chosen?.imageUrl ?? null);
  }

  function pickImage(index: number) {
    setVariantImage(null);
    setImageIndex(index);
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
    });
    trackAddToCart(product, quantity);
    setToast(messages.addedToCart(nameOf(product)));
  }

  return (
    <div className="container product">
      <title>{messages.documentTitle(nameOf(product))}</title>
      <meta name="description" content={descriptionOf(product).slice(0, 160)} />

      <div className="product__gallery">
        <div className="product__main-image">
          <ProductImage
            src={mainImage}
            alt={
              variant && variantImage
                ? messages.colorImageAlt(nameOf(product), colorOf(variant))
                : messages.imageAlt(nameOf(product), imageIndex + 1)
            }
            width={640}
            height={800}
            priority
            sizes="(min-width: 900px) 50vw, 100vw"
            data-testid="product-main-image"
          />
        </div>
        {gallery.length > 1 && (
          <ul className="product__thumbs">
            {gallery.map((url, i) => (
              <li key={url}>
                <button
                  type="button"
                  aria-label={messages.showImage(i + 1)}
                  aria-pressed={!variantImage && i === imageIndex}
                  onClick={() => pickImage(i)}
                >
                  <ProductImage src={url} alt="" width={80} height={100} sizes="80px" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>

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
          <button type="button" className="button button--primary button--wide" onClick={addToCart}>
            {messages.addToCart}
          </button>
        ) : (
          <button type="button" className="button button--primary button--wide" disabled>
            {messages.soldOut}
          </button>
        )}
      </div>

      <Toast message={toast} durationMs={TOAST_DURATION_MS} onDone={clearToast} />
    </div>
  );
}
