import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api-fetch';
import { searchRefusal } from './search-refusal';

const refusal = (status: number, retryAfter: number | null = null) => {
  const error = new ApiError('refused', status);
  error.retryAfter = retryAfter;
  return error;
};

describe('searchRefusal', () => {
  it('reads a 429 as too many searches, with whole minutes to wait', () => {
    expect(searchRefusal(refusal(429, 40), true)).toEqual({ kind: 'tooMany', minutes: 1 });
    expect(searchRefusal(refusal(429, 61), true)).toEqual({ kind: 'tooMany', minutes: 2 });
    expect(searchRefusal(refusal(429), true)).toEqual({ kind: 'tooMany', minutes: 1 });
  });

  it('reads a 503 as a busy search', () => {
    expect(searchRefusal(refusal(503, 2), true)).toEqual({ kind: 'busy' });
  });

  it('leaves other failures, and failures without a search, to the usual error', () => {
    expect(searchRefusal(refusal(500), true)).toBeNull();
    expect(searchRefusal(new Error('offline'), true)).toBeNull();
    expect(searchRefusal(refusal(503), false)).toBeNull();
  });
});
