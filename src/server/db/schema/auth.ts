// Admins and their database sessions (docs/business-rules.md#admin-sign-in). Failed sign-ins are counted in throttle_events.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
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
    /** Two-step sign-in (modules/auth/two-step.ts): the authenticator app's secret (Base32) once confirmed. */
    totpSecret: text(),
    /** A secret shown for setup and not yet confirmed by a code from the app. */
    totpPendingSecret: text(),
    /** The last 30-second step whose code was accepted: a code is never accepted twice. */
    totpLastStep: integer(),
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
    /** Opened with the second step (or while the member had none): a session without it ends once she has one. */
    twoStep: boolean().notNull().default(false),
  },
  (t) => [index().on(t.adminId), index().on(t.expiresAt)],
);

/** A member's one-time recovery codes for two-step sign-in, as SHA-256 (80 random bits each). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    adminId: integer()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamptz(),
  },
  (t) => [index().on(t.adminId)],
);

/**
 * The half-done sign-in of a member with two-step sign-in: her password was right, the code is still to come.
 * A one-time token (SHA-256 stored) good for five minutes and five wrong codes.
 */
export const signInTickets = pgTable(
  'sign_in_tickets',
  {
    id: id(),
    tokenHash: text().notNull().unique(),
    adminId: integer()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz().notNull(),
    failures: integer().notNull().default(0),
  },
  (t) => [index().on(t.expiresAt)],
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
