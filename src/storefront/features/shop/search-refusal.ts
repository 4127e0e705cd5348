/**
 * A search the server would not run now (docs/business-rules.md#search-cost): too many searches from the
 * shopper's connection (429, with the minutes to wait from Retry-After), or too many searches on the server or
 * one too slow (503). The shop page says so kindly and offers to browse without searching; any other failure
 * is the usual error.
 */
import { ApiError } from '../../../shared/api-fetch';

export type SearchRefusal = { kind: 'tooMany'; minutes: number } | { kind: 'busy' } | null;

export function searchRefusal(error: unknown, searching: boolean): SearchRefusal {
  if (!searching || !(error instanceof ApiError)) return null;
  if (error.status === 429)
    return { kind: 'tooMany', minutes: Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60)) };
  if (error.status === 503) return { kind: 'busy' };
  return null;
}
