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
    /** Set while the owner has suspended the member: no sign-in, no session. */
    suspendedAt: timestamptz(),
    /**
     * Argon2id of the ADMIN_PASSWORD last applied to this account at a start: the same variable at the next start
     * is not a reset, so a password the owner changed in the back office since stays (modules/auth/bootstrap.ts).
     */
    bootstrapPasswordHash: text(),
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
    /** The browser and the system at sign-in ("Chrome", "Android"), for the member's list of her sessions. */
    browser: text().notNull().default(''),
    os: text().notNull().default(''),
    /** The client's address at sign-in; null for sessions from before it was kept. */
    address: text(),
  },
  (t) => [index().on(t.adminId), index().on(t.expiresAt)],
);

/** Invitations to join the staff: a one-time token (stored as SHA-256) good for 24 hours (modules/staff). */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: id(),
    tokenHash: text().notNull().unique(),
    username: text().notNull(),
    role: text({ enum: STAFF_ROLES }).notNull(),
    invitedBy: integer().references(() => admins.id, { onDelete: 'set null' }),
    createdAt: timestamptz().notNull().defaultNow(),
    expiresAt: timestamptz().notNull(),
    /** When the member accepted it; an accepted invitation is never good again. */
    usedAt: timestamptz(),
  },
  (t) => [
    index().on(t.username),
    check('staff_invites_role_known', sql`${t.role} IN ('owner', 'manager', 'order_desk', 'packer')`),
  ],
);
