// PostgreSQL's constraint errors, recognised one way under every driver: node-postgres and PGlite put the
// SQLSTATE and the constraint's name on their error, and Drizzle wraps that error in its own (`cause`).

/** SQLSTATE unique_violation. */
const UNIQUE_VIOLATION = '23505';

/** The unique violation in `error` or in what it wraps, if any. */
function uniqueViolation(error: unknown): { constraint?: unknown } | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return e;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Whether `error` is a unique violation; with `constraint`, only one on a constraint of that name (a string) or
 * whose name matches (a pattern).
 */
export function isUniqueViolation(error: unknown, constraint?: string | RegExp): boolean {
  const found = uniqueViolation(error);
  if (!found) return false;
  if (constraint === undefined) return true;
  const name = typeof found.constraint === 'string' ? found.constraint : '';
  return typeof constraint === 'string' ? name === constraint : constraint.test(name);
}
