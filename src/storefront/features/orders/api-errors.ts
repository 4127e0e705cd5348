/** How the order pages read a refusal: its status, and for a 429 the minutes to wait (from Retry-After). */
import { ApiError } from '../../../shared/api-fetch';

export function errorStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

/** Whole minutes to wait before trying again, at least 1; null when the server did not say. */
export function minutesToWait(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.retryAfter === null) return null;
  return Math.max(1, Math.ceil(error.retryAfter / 60));
}

/** The server's own sentence for a refusal (`ErrorBody.error`, in the page's language), or null. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body;
  if (
    body &&
    typeof body === 'object' &&
    'error' in body &&
    typeof body.error === 'string' &&
    body.error.trim()
  )
    return body.error;
  return null;
}
