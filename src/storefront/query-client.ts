/**
 * The storefront's react-query client and the caching rules of docs/product.md#caching-and-retries, in one place.
 *
 * - Defaults: 3 retries with the delay doubling from 1 s up to 30 s, unused data dropped after 5 minutes.
 * - A 4xx answer is never retried: asking again cannot turn "not found" or "bad request" into a product.
 * - Every failed call is logged as "API Error" (docs/product.md#messages) and still reaches the screen.
 * - Each kind of data has its own freshness (`cachePolicy`): spread it into a generated hook's `query` option,
 *   e.g. `useListCities({ query: cachePolicy.cities })`.
 */
import { MutationCache, QueryCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiError } from '../shared/api-fetch';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

export const MAX_RETRIES = 3;
export const RETRY_BASE_DELAY_MS = 1 * SECOND;
export const RETRY_MAX_DELAY_MS = 30 * SECOND;
export const DEFAULT_GC_TIME_MS = 5 * MINUTE;

/** True for a client error (400–499): the same request would fail the same way. */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status <= 499;
}

/** react-query `retry`: up to `max` more attempts, none after a 4xx. */
export function retryUnlessClientError(max: number = MAX_RETRIES) {
  return (failureCount: number, error: unknown): boolean => !isClientError(error) && failureCount < max;
}

/** react-query `retryDelay`: 1 s, 2 s, 4 s … capped at 30 s (`attempt` counts from 0). */
export function retryDelay(attempt: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** attempt, RETRY_MAX_DELAY_MS);
}

/** Freshness per kind of data (docs/product.md#caching-and-retries). */
export const cachePolicy = {
  /** Product lists, collections and product pages. */
  products: { staleTime: 5 * MINUTE, gcTime: 30 * MINUTE },
  tags: { staleTime: 10 * MINUTE },
  shippingPrice: { staleTime: 10 * MINUTE },
  /** Categories and cities change only when an admin edits them: kept for the whole visit. */
  categories: { staleTime: Infinity, gcTime: Infinity },
  cities: { staleTime: Infinity, gcTime: Infinity },
  /** The shop's contact settings: rarely edited, so once per visit is enough. */
  shopContact: { staleTime: Infinity, gcTime: Infinity },
  /** The returns policy's window and fees, named by the shop's texts: rarely edited, once per visit. */
  shopReturnPolicy: { staleTime: Infinity, gcTime: Infinity },
} as const;

export const defaultQueryOptions: DefaultOptions = {
  queries: {
    retry: retryUnlessClientError(MAX_RETRIES),
    retryDelay,
    gcTime: DEFAULT_GC_TIME_MS,
    refetchOnWindowFocus: false,
  },
  mutations: { retry: false },
};

/**
 * A fresh client. Tests pass `{ retry: false }` so that an error shows at once instead of after 7 s of
 * back-off; everything else stays as in production.
 */
/** docs/product.md#messages: every failed response is logged as "API Error" (and re-thrown: the hook still sees it). */
export function logApiError(error: unknown): void {
  console.error('API Error', error);
}

export function createQueryClient(overrides: { retry?: false } = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: logApiError }),
    mutationCache: new MutationCache({ onError: logApiError }),
    defaultOptions: {
      ...defaultQueryOptions,
      queries: { ...defaultQueryOptions.queries, ...(overrides.retry === false ? { retry: false } : {}) },
    },
  });
}
