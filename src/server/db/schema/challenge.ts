// The proof-of-work challenge (modules/challenge): the key its challenges are signed with, shared by every
// instance, and each solution already accepted, kept until its challenge expires so that it is accepted once.
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

export const challengeKeys = pgTable('challenge_keys', {
  /** One row per key; the current one is named 'hmac'. */
  name: text().primaryKey(),
  /** A random secret made by the first instance that needed it (unless CHALLENGE_SECRET is set). */
  secret: text().notNull(),
});

export const challengeSolutions = pgTable(
  'challenge_solutions',
  {
    /** The solved challenge's signature: unique to that challenge. */
    signature: text().primaryKey(),
    /** When its challenge expires: the row is useless afterwards and pruned. */
    expiresAt: timestamptz().notNull(),
  },
  (t) => [index().on(t.expiresAt)],
);
