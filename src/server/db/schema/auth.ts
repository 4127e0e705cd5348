// Admins and their database sessions (docs/business-rules.md#admin-sign-in). Failed sign-ins are counted in throttle_events.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '../../../shared/staff-roles';
import { id, timestamps, timestamptz } from './columns';

export const admins = pgTable(
  'admins',
  {
    id: id(),
    username: text().notNull().unique(),
    /** Argon2id PHC string. */
    passwordHash: text().notNull(),
    /** What the member may do; the first admin (ADMIN_USERNAME) is the owner. */
    role: text({ enum: STAFF_ROLES }).notNull().default('owner'),
    ...timestamps,
  },
  (t) => [check('admins_role_known', sql`${t.role} IN ('owner', 'manager', 'order_desk', 'packer')`)],
);

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
