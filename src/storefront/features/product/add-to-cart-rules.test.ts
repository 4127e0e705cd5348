import { describe, expect, it } from 'vitest';
import { getGetProductBySlugResponseMock } from '../../../../generated/shop-api/products/products.msw';
import {
  addProblem,
  chooseSize,
  chooseVariant,
  clampQuantity,
  galleryFor,
  initialSelection,
  initialSelectionFor,
  isPurchasable,
  selectedVariant,
  unitPrice,
  addedLine,
} from './add-to-cart-rules';

// Sage: S (0 in stock), M (3), L (8); Sand: M (6), L (4).
const product = getGetProductBySlugResponseMock();
const sage = product.variants[0];
const sand = product.variants[1];

describe('add-to-cart rules', () => {
  it('needs a colour, then a size', () => {
    expect(addProblem(product, initialSelection)).toBe('color');
    const withColour = chooseVariant(initialSelection, sage.id);
    expect(addProblem(product, withColour)).toBe('size');
    expect(addProblem(product, chooseSize(withColour, sage.sizes[1]))).toBeNull();
  });

  it('refuses a size with no stock', () => {
    const withColour = chooseVariant(initialSelection, sage.id);
    expect(chooseSize(withColour, sage.sizes[0])).toEqual(withColour);
  });

  it('resets the size and quantity when the colour changes', () => {
    const chosen = { ...chooseSize(chooseVariant(initialSelection, sage.id), sage.sizes[2]), quantity: 5 };
    expect(chooseVariant(chosen, sand.id)).toEqual({ variantId: sand.id, size: null, quantity: 1 });
    expect(selectedVariant(product, chooseVariant(chosen, sand.id))?.color).toBe('Sand');
  });

  it('keeps the quantity at least 1 and at most the size stock', () => {
    expect(initialSelection.quantity).toBe(1);
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-3, 8)).toBe(1);
    expect(clampQuantity(12, 8)).toBe(8);
    expect(clampQuantity(4.6, 8)).toBe(4);
    expect(clampQuantity(Number.NaN)).toBe(1);
    const chosen = { ...chooseVariant(initialSelection, sage.id), quantity: 7 };
    expect(chooseSize(chosen, sage.sizes[1]).quantity).toBe(3);
  });

  it('knows a product with no size in stock, or no colour, cannot be bought', () => {
    expect(isPurchasable(product)).toBe(true);
    const soldOut = {
      ...product,
      variants: product.variants.map((v) => ({ ...v, sizes: v.sizes.map((s) => ({ ...s, stock: 0 })) })),
    };
    expect(isPurchasable(soldOut)).toBe(false);
    expect(isPurchasable({ ...product, variants: [] })).toBe(false);
  });

  it('prices a unit with the server discount when there is one', () => {
    expect(unitPrice(product)).toBe(1305);
    expect(unitPrice({ ...product, discount: null })).toBe(1450);
  });

  it('starts on the first colour that has a size in stock, with no size chosen', () => {
    expect(initialSelectionFor(product)).toEqual({ variantId: sage.id, size: null, quantity: 1 });
    const sageGone = {
      ...product,
      variants: [{ ...sage, sizes: sage.sizes.map((s) => ({ ...s, stock: 0 })) }, sand],
    };
    expect(initialSelectionFor(sageGone).variantId).toBe(sand.id);
    expect(initialSelectionFor({ ...product, variants: [] }).variantId).toBeNull();
  });

  it("shows a colour's main and extra pictures, else the product's", () => {
    const withExtras = {
      ...sage,
      images: [
        { id: 1, url: '/uploads/products/12-sage-back-640.webp' },
        { id: 2, url: sage.imageUrl! },
      ],
    };
    expect(galleryFor(product, withExtras)).toEqual([
      sage.imageUrl,
      '/uploads/products/12-sage-back-640.webp',
    ]);
    const bare = { ...sage, imageUrl: null, images: [] };
    expect(galleryFor(product, bare)).toEqual([product.imageUrl, ...product.images.map((i) => i.url)]);
    expect(galleryFor(product, undefined)[0]).toBe(product.imageUrl);
  });
});

describe('addedLine', () => {
  it("prices the units just added as the cart prices the line, with the colour's picture", () => {
    // 1,450 at 10% off: 3 units are 3,915.00, the discount taken once on the line.
    const line = addedLine(product, sage, 'L', 3);
    expect(line).toMatchObject({ size: 'L', quantity: 3, lineTotal: 3915, imageUrl: sage.imageUrl });
    // 33% off 3 × 9.99 is rounded once on the line (20.08), not per unit (3 × 6.69 = 20.07).
    const odd = { ...product, price: 9.99, discount: { percentage: 33, discountedPrice: 6.69 } };
    expect(addedLine(odd, { ...sage, imageUrl: null }, 'M', 3)).toMatchObject({
      lineTotal: 20.08,
      imageUrl: product.imageUrl,
    });
  });
});
