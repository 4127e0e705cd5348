// Recognising a unique-constraint clash under either driver.
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
