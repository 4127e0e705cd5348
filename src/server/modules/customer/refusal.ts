// Refusals a shopper or an admin reads (the app's HttpError, answered as the contract's error body), and
// recognising a unique-constraint clash under either driver.
import { HttpError, type ErrorDetail } from '../../plugins/errors';

export function refuse(statusCode: number, message: string, details?: ErrorDetail[]): HttpError {
  return new HttpError(statusCode, message, details);
}

/**
 * Whether `error` (or what it wraps: Drizzle wraps driver errors in `cause`) is PostgreSQL's unique_violation
 * (23505) on a constraint whose name matches `constraint`.
 */
export function isUniqueViolation(error: unknown, constraint: RegExp): boolean {
  for (
    let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    depth++
  ) {
    if (e.code === '23505') return constraint.test(e.constraint ?? '');
    e = e.cause as typeof e;
  }
  return false;
}
