/**
 * Loads the current product behind every cart line (docs/product.md#calls: GET /api/products/id/{id} "used for cart
 * lines"), through the generated query options so the cache is shared with the rest of the storefront.
 */
import { useQueries } from '@tanstack/react-query';
import { getGetProductByIdQueryOptions } from '../../../../generated/shop-api/products/products';
import { cachePolicy } from '../../query-client';
import { resolveLine, type ResolvedLine } from './cart-lines';
import type { CartLine } from './cart-reducer';

export interface CartLinesState {
  lines: ResolvedLine[];
  /** Some product is still loading. */
  isLoading: boolean;
  /** Lines whose details failed to load for a reason other than "gone". */
  failedCount: number;
  /** Every line failed to load: the cart cannot be shown at all. */
  allFailed: boolean;
  /** Lines that cannot be bought any more (deleted, switched off, sold out). */
  unavailableCount: number;
  /** Asks again for the products that failed. */
  retry: () => void;
}

export function useCartLines(items: readonly CartLine[]): CartLinesState {
  const results = useQueries({
    queries: items.map((line) =>
      getGetProductByIdQueryOptions(line.id, { query: { ...cachePolicy.products } }),
    ),
  });

  const lines = items.map((line, i) => {
    const r = results[i];
    return resolveLine(line, { status: r?.status ?? 'pending', data: r?.data, error: r?.error });
  });
  const failedCount = lines.filter((l) => l.kind === 'error').length;

  return {
    lines,
    isLoading: lines.some((l) => l.kind === 'loading'),
    failedCount,
    allFailed: lines.length > 0 && failedCount === lines.length,
    unavailableCount: lines.filter((l) => l.kind === 'gone' || l.kind === 'soldOut').length,
    retry: () => {
      for (const r of results) if (r.isError) void r.refetch();
    },
  };
}
