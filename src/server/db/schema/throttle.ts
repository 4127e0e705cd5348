// Abuse limits kept in the database so that they hold across instances (docs/business-rules.md#abuse-limits): one row
// per counted event (a failed sign-in, a failed coupon code, an order from an address), alive until
// `expiresAt`. A limit is "at most N live events of this kind and key". Expired rows are deleted at start and
// every few minutes (plugins/throttle.ts).
import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

export const throttleEvents = pgTable(
  'throttle_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** What is counted: 'login-pair', 'login-account', 'login-address', 'login-known', 'coupon-guess', 'order-address'. */
    kind: text().notNull(),
    /** Whom it is counted for: an address, an account, or both. */
    key: text().notNull(),
    /** The end of the event's window: it no longer counts after this. */
    expiresAt: timestamptz().notNull(),
  },
  (t) => [index().on(t.kind, t.key, t.expiresAt), index().on(t.expiresAt)],
);
