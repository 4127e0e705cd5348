// Which connections a request uses (docs/architecture.md#connections): the back office, the checkout and the
// shopper's order calls each have a PostgreSQL pool of their own, so a queue of orders never takes the
// connections browsing needs, and staff keep working during a sale. On PGlite every role is the one connection.
import type { Database } from './client';

export type PoolRole = 'db' | 'orders' | 'admin';

/** The pool for a request to `path` (the URL without its query is enough). */
export function poolRole(path: string): PoolRole {
  if (path.startsWith('/api/admin/')) return 'admin';
  // The checkout and everything a shopper does with an order, and the challenge the checkout may ask for.
  if (path.startsWith('/api/customer/') || path === '/api/challenge' || path.startsWith('/api/challenge?'))
    return 'orders';
  return 'db';
}

export function poolFor(database: Database, path: string) {
  return database[poolRole(path)];
}
