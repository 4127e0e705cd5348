import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../shared/api-fetch';
import {
  cachePolicy,
  createQueryClient,
  isClientError,
  retryDelay,
  retryUnlessClientError,
} from './query-client';

describe('query client defaults', () => {
  it('retries a server or network failure up to 3 times', () => {
    const retry = retryUnlessClientError();
    const serverError = new ApiError('Internal error', 500);
    expect([0, 1, 2].map((n) => retry(n, serverError))).toEqual([true, true, true]);
    expect(retry(3, serverError)).toBe(false);
    expect(retry(0, new ApiError('Network error', 0))).toBe(true);
  });

  it('never retries a 4xx', () => {
    const retry = retryUnlessClientError();
    for (const status of [400, 401, 404, 422, 499]) expect(retry(0, new ApiError('no', status))).toBe(false);
    expect(isClientError(new ApiError('no', 500))).toBe(false);
    expect(isClientError(new Error('plain'))).toBe(false);
  });

  it('doubles the delay from 1 s and caps it at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('drops unused data after 5 minutes and uses the retry rule by default', () => {
    const options = createQueryClient().getDefaultOptions().queries!;
    expect(options.gcTime).toBe(300_000);
    expect(typeof options.retry).toBe('function');
    expect(createQueryClient({ retry: false }).getDefaultOptions().queries!.retry).toBe(false);
  });

  it('keeps products 5 min fresh and 30 min cached, tags and shipping 10 min, categories and cities for good', () => {
    expect(cachePolicy.products).toEqual({ staleTime: 300_000, gcTime: 1_800_000 });
    expect(cachePolicy.tags.staleTime).toBe(600_000);
    expect(cachePolicy.shippingPrice.staleTime).toBe(600_000);
    expect(cachePolicy.categories).toEqual({ staleTime: Infinity, gcTime: Infinity });
    expect(cachePolicy.cities).toEqual({ staleTime: Infinity, gcTime: Infinity });
  });
});

describe('failed calls', () => {
  it('are logged as "API Error" and still reach the caller', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = createQueryClient({ retry: false });
    const failure = new ApiError('Product not found', 404);
    await expect(client.fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(failure) })).rejects.toBe(
      failure,
    );
    expect(log).toHaveBeenCalledWith('API Error', failure);
    log.mockRestore();
  });
});
