/**
 * The price a product shows, wherever it shows one (the card, the product page, the cart line, a search
 * suggestion, the add-to-cart panel, the product's JSON-LD offer): the server's discounted price when a discount
 * is in force, else its price. Amounts are already rounded to the piastre by the one pricing rule (pricing.ts,
 * once per line); no screen rounds again, and every one writes them with `formatEGP`'s two decimals, so a
 * shopper reads the same figure on the card as on the page, in the cart and on her order.
 */
import { formatEGP } from './format';

export interface PricedProduct {
  price: number;
  previousPrice?: number | null;
  discount?: { percentage: number; discountedPrice: number } | null;
}

/** What one unit costs the shopper now, in EGP. */
export function shopperPrice(product: PricedProduct): number {
  return product.discount ? product.discount.discountedPrice : product.price;
}

export interface PriceTexts {
  current: string;
  /** The price struck through (the regular price under a discount, else a higher previous price), or null. */
  before: string | null;
  /** The discount's percentage, or null without one. */
  percentage: number | null;
}

/** The texts of a product's price, as the card and the product page write them. */
export function priceTexts(product: PricedProduct, format: (egp: number) => string = formatEGP): PriceTexts {
  const current = shopperPrice(product);
  const before = product.discount ? product.price : (product.previousPrice ?? null);
  return {
    current: format(current),
    before: before !== null && before > current ? format(before) : null,
    percentage: product.discount && product.discount.percentage > 0 ? product.discount.percentage : null,
  };
}
