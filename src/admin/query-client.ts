// react-admin's QueryClient, with docs/product.md#caching-and-retries settings for the back office: admin lists stay fresh for
// 2 minutes, no retry on a 4xx (a refusal will not change by asking again), up to 2 retries otherwise with
// a back-off doubling from 1 s up to 30 s. The generated orval hooks used inside <Admin> share it.
import { QueryClient } from '@tanstack/react-query';

const ADMIN_LIST_STALE_MS = 2 * 60 * 1000;

function statusOf(error: unknown): number | undefined {
  return error && typeof error === 'object' && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined;
}

export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 2;
}

export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: ADMIN_LIST_STALE_MS,
        retry: shouldRetry,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      },
    },
  });
}
