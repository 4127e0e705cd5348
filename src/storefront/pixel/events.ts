/**
 * The shop's three pixel events with their payloads (docs/product.md#advertising-pixel): Search on each search, ViewContent on a product
 * view and AddToCart on add, all in EGP. Amounts are the server's prices (after its discount).
 */
import type { Product } from '../../../generated/models';
import { CURRENCY } from '../../shared/format';
import { track } from './pixel';

export function trackSearch(query: string): void {
  track('Search', { search_string: query });
}

function unitPriceOf(product: Product): number {
  return product.discount ? product.discount.discountedPrice : product.price;
}

export function trackViewContent(product: Product): void {
  track('ViewContent', {
    content_ids: [String(product.id)],
    content_name: product.name,
    content_type: 'product',
    value: unitPriceOf(product),
    currency: CURRENCY,
  });
}

export function trackAddToCart(product: Product, quantity: number): void {
  const value = Math.round(unitPriceOf(product) * quantity * 100) / 100;
  track('AddToCart', {
    content_ids: [String(product.id)],
    content_name: product.name,
    content_type: 'product',
    contents: [{ id: String(product.id), quantity }],
    value,
    currency: CURRENCY,
  });
}
