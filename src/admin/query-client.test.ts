import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { createAdminQueryClient, shouldRetry } from './query-client';

describe('admin query client', () => {
  it('never retries a 4xx, retries other failures up to twice', () => {
    expect(shouldRetry(0, new HttpError('Bad', 400))).toBe(false);
    expect(shouldRetry(0, new HttpError('Signed out', 401))).toBe(false);
    expect(shouldRetry(0, new HttpError('Down', 503))).toBe(true);
    expect(shouldRetry(1, new Error('Network'))).toBe(true);
    expect(shouldRetry(2, new Error('Network'))).toBe(false);
  });

  it('keeps admin lists fresh for 2 minutes', () => {
    expect(createAdminQueryClient().getDefaultOptions().queries?.staleTime).toBe(120_000);
  });
});
