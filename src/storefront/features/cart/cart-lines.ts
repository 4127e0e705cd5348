/**
 * What the cart shows for each stored line, decided from the product the server returns now (not from what
 * was stored when it was added), and the totals priced by the shop's one pricing rule (src/shared/pricing.ts)
 * so the cart agrees to the piastre with the coupon call and the order.
 */
import type { Product, Variant } from '../../../../generated/models';
import { ApiError } from '../../../shared/api-fetch';
import { toEgp, toPiastres } from '../../../shared/money';
import { MAX_UNITS_PER_SIZE } from '../../../shared/order-limits';
import { priceCart } from '../../../shared/pricing';
import { nameOf } from '../../i18n/catalogue';
import type { CartLine } from './cart-reducer';

interface LineBase {
  line: CartLine;
  /** A stable React key and identity for the line. */
  key: string;
}

export type ResolvedLine =
  | (LineBase & { kind: 'loading' })
  /** The details could not be loaded (network or server error): the line stays, priced by the server later. */
  | (LineBase & { kind: 'error' })
  /** The product was deleted or switched off (the public call answers 404): it cannot be bought. */
  | (LineBase & { kind: 'gone' })
  /** The product exists but this colour and size is gone or has no stock left. */
  | (LineBase & { kind: 'soldOut'; product: Product; variant: Variant | null })
  | (LineBase & {
      kind: 'ready';
      product: Product;
      variant: Variant;
      /** Units left in this colour and size. */
      stock: number;
      /** The most the shopper may ask for: the stock, and never more than one order may hold of a size. */
      maxQuantity: number;
    });

export interface ProductQueryState {
  status: 'pending' | 'error' | 'success';
  data?: Product;
  error?: unknown;
}

export function lineKey(line: Pick<CartLine, 'id' | 'variantId' | 'size'>): string {
  return `${line.id}:${line.variantId ?? ''}:${line.size ?? ''}`;
}

/** Decides what one stored line is now, from the state of its product's query. */
export function resolveLine(line: CartLine, query: ProductQueryState): ResolvedLine {
  const base = { line, key: lineKey(line) };
  if (query.status === 'pending') return { ...base, kind: 'loading' };
  if (query.status === 'error' || !query.data) {
    return query.error instanceof ApiError && query.error.status === 404
      ? { ...base, kind: 'gone' }
      : { ...base, kind: 'error' };
  }
  const product = query.data;
  if (!product.isActive) return { ...base, kind: 'gone' };
  const variant = product.variants.find((v) => v.id === line.variantId) ?? null;
  const size = variant?.sizes.find((s) => s.size === line.size);
  if (!variant || !size || size.stock <= 0) return { ...base, kind: 'soldOut', product, variant };
  return {
    ...base,
    kind: 'ready',
    product,
    variant,
    stock: size.stock,
    maxQuantity: Math.min(size.stock, MAX_UNITS_PER_SIZE),
  };
}

/** The picture of a line: the chosen colour's, else the product's. */
export function lineImage(resolved: ResolvedLine): string | null {
  if (resolved.kind !== 'ready' && resolved.kind !== 'soldOut') return null;
  return resolved.variant?.imageUrl || resolved.product.imageUrl || null;
}

/**
 * A name to show for a line whose product did not load. The names given when it was added are the best we have
 * (docs/product.md#cart-actions keeps such fields "as given"), in the page's language (the product page stores the
 * Arabic beside the English); shown only so the shopper knows which line to remove.
 */
export function storedName(line: CartLine): string | null {
  if (typeof line.name !== 'string' || !line.name.trim()) return null;
  return nameOf({ name: line.name, nameAr: typeof line.nameAr === 'string' ? line.nameAr : null });
}

export interface LineMoney {
  /** EGP. */
  unitPrice: number;
  discountPercentage: number;
  discountedUnitPrice: number;
  lineSubtotal: number;
  lineTotal: number;
}

export interface CartSummary {
  /** Per ready line, by `key`. */
  lines: Map<string, LineMoney>;
  /** EGP, every figure. */
  subtotal: number;
  productDiscount: number;
  subtotalAfterProductDiscounts: number;
  couponPercentage: number;
  couponDiscount: number;
  totalAfterDiscount: number;
  shipping: number;
  /** docs/product.md#cart: the total after coupon if above 0, otherwise the discounted subtotal, plus shipping. */
  total: number;
  itemCount: number;
}

/**
 * Prices the lines that can be bought. `couponPercentage` is what the server answered for the applied coupon;
 * `shipping` the city's fee in EGP (0 until one is chosen).
 */
export function summarizeCart(
  lines: readonly ResolvedLine[],
  options: { couponPercentage?: number; shipping?: number } = {},
): CartSummary {
  const ready = lines.filter((l): l is Extract<ResolvedLine, { kind: 'ready' }> => l.kind === 'ready');
  const totals = priceCart(
    ready.map((l) => ({
      key: l.key,
      unitPrice: toPiastres(l.product.price),
      discountPercentage: l.product.discount?.percentage ?? 0,
      quantity: l.line.quantity,
    })),
    { couponPercentage: options.couponPercentage ?? 0, shipping: toPiastres(options.shipping ?? 0) },
  );
  const perLine = new Map<string, LineMoney>();
  for (const l of totals.lines) {
    perLine.set(l.key, {
      unitPrice: toEgp(l.unitPrice),
      discountPercentage: l.discountPercentage,
      discountedUnitPrice: toEgp(l.discountedUnitPrice),
      lineSubtotal: toEgp(l.lineSubtotal),
      lineTotal: toEgp(l.lineTotal),
    });
  }
  return {
    lines: perLine,
    subtotal: toEgp(totals.subtotal),
    productDiscount: toEgp(totals.productDiscount),
    subtotalAfterProductDiscounts: toEgp(totals.subtotalAfterProductDiscounts),
    couponPercentage: totals.couponPercentage,
    couponDiscount: toEgp(totals.couponDiscount),
    totalAfterDiscount: toEgp(totals.totalAfterDiscount),
    shipping: toEgp(totals.shipping),
    total: toEgp(totals.total),
    itemCount: totals.itemCount,
  };
}

/**
 * A fingerprint of what the cart holds (lines and quantities, in order). A coupon was priced for one cart;
 * when the fingerprint changes, that price no longer holds.
 */
export function cartSignature(items: readonly CartLine[]): string {
  return items.map((l) => `${lineKey(l)}x${l.quantity}`).join('|');
}

/**
 * The sentence a shopper reads when a call fails: the server's own `error` (its reason in words), else the
 * first field detail it gave, else `fallback`. Status texts and network wording are never shown as a reason.
 */
export function serverReason(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body;
  if (
    body &&
    typeof body === 'object' &&
    'error' in body &&
    typeof body.error === 'string' &&
    body.error.trim()
  ) {
    return body.error;
  }
  const detail = error.details.find((d) => typeof d.message === 'string' && d.message.trim());
  return detail ? detail.message : null;
}
