// Admins, their database sessions and the login attempts used for throttling (DESIGN.md §5).
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps, timestamptz } from './columns';

export const admins = pgTable('admins', {
  id: id(),
  username: text().notNull().unique(),
  /** Argon2id PHC string. */
  passwordHash: text().notNull(),
  ...timestamps,
});

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    adminId: integer()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    /** SHA-256 of the cookie token: a leaked table does not leak sessions. */
    tokenHash: text().notNull().unique(),
    createdAt: timestamptz().notNull().defaultNow(),
    /** Refreshed on use; the session dies after the idle timeout without use. */
    lastSeenAt: timestamptz().notNull().defaultNow(),
    /** Absolute expiry, whatever the activity. */
    expiresAt: timestamptz().notNull(),
  },
  (t) => [index().on(t.adminId), index().on(t.expiresAt)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    /** Lower-cased username as typed (it may not exist). */
    username: text().notNull(),
    address: text().notNull(),
    succeeded: boolean().notNull().default(false),
    attemptedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index().on(t.username, t.attemptedAt), index().on(t.address, t.attemptedAt)],
);
