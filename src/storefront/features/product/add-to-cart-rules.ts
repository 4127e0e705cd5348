/**
 * The product page's add-to-cart rules (docs/product.md#product-page), apart from the screen:
 * a colour and a size are both required, a size with no stock cannot be chosen, and the quantity starts at 1,
 * never goes below 1 and never above what the chosen size has in stock.
 */
import type { Product, Size, Variant } from '../../../../generated/models';
import { toEgp, toPiastres } from '../../../shared/money';
import { priceLine } from '../../../shared/pricing';
import { firstColourInStock, galleryFor } from '../../../shared/product-pictures';
import { shopperPrice } from '../../../shared/shown-price';

export interface Selection {
  variantId: number | null;
  size: string | null;
  quantity: number;
}

export const initialSelection: Selection = { variantId: null, size: null, quantity: 1 };

/**
 * What the page starts with: the first colour that has a size in stock is chosen, so its sizes show at once
 * (no size yet: the shopper picks it). A product with nothing in stock starts with no colour.
 */
export function initialSelectionFor(product: Product): Selection {
  return { ...initialSelection, variantId: firstColourInStock(product)?.id ?? null };
}

/** The pictures of a colour (shared with the server, which preloads the first from the page's HTML). */
export { galleryFor };

/** Choosing a colour resets the size (and the quantity, which depended on that size's stock). */
export function chooseVariant(_selection: Selection, variantId: number): Selection {
  return { variantId, size: null, quantity: 1 };
}

export function isSizeAvailable(size: Size): boolean {
  return size.stock > 0;
}

/** Chooses a size of the current colour; a size out of stock is refused. */
export function chooseSize(selection: Selection, size: Size): Selection {
  if (!isSizeAvailable(size)) return selection;
  return { ...selection, size: size.size, quantity: clampQuantity(selection.quantity, size.stock) };
}

/** At least 1; at most `stock` when a size is chosen. */
export function clampQuantity(quantity: number, stock?: number): number {
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : 1;
  const upper = stock !== undefined && stock > 0 ? stock : Infinity;
  return Math.max(1, Math.min(whole, upper));
}

export function selectedVariant(product: Product, selection: Selection): Variant | undefined {
  return product.variants.find((v) => v.id === selection.variantId);
}

export function selectedSize(product: Product, selection: Selection): Size | undefined {
  return selectedVariant(product, selection)?.sizes.find((s) => s.size === selection.size);
}

/** Whether any colour has a size in stock; a product with none (or with no colours) cannot be added. */
export function isPurchasable(product: Product): boolean {
  return product.variants.some((v) => v.sizes.some(isSizeAvailable));
}

export type AddProblem = 'color' | 'size' | null;

/** What still stops the shopper from adding: the colour first, then the size. */
export function addProblem(product: Product, selection: Selection): AddProblem {
  if (!selectedVariant(product, selection)) return 'color';
  const size = selectedSize(product, selection);
  if (!size || !isSizeAvailable(size)) return 'size';
  return null;
}

/** The price a shopper pays per unit: the server's discounted price when a discount is in force. */
export function unitPrice(product: Product): number {
  return shopperPrice(product);
}

/** What the added-to-cart panel shows of what was just added. */
export interface AddedLine {
  product: Product;
  variant: Variant;
  size: string;
  quantity: number;
  /** The picture of the colour, else of the product. */
  imageUrl: string | null;
  /** EGP: what these units cost, priced as the cart prices a line (the discount once on the line). */
  lineTotal: number;
}

export function addedLine(product: Product, variant: Variant, size: string, quantity: number): AddedLine {
  const priced = priceLine(toPiastres(product.price), product.discount?.percentage ?? 0, quantity);
  return {
    product,
    variant,
    size,
    quantity,
    imageUrl: variant.imageUrl ?? product.imageUrl ?? null,
    lineTotal: toEgp(priced.lineTotal),
  };
}
