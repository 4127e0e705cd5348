// Admins and sessions in the database. Session tokens are stored as SHA-256 hashes.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { AdminRole } from '../../../../generated/models';
import { admins, recoveryCodes, sessions, settings, signInTickets } from '../../db/schema';

export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000; // signed out after 2 hours without use
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000; // and after 12 hours whatever the use
const TOUCH_EVERY_MS = 60 * 1000; // refresh last_seen_at at most once a minute

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function findAdminByUsername(db: DbOrTx, username: string) {
  const [admin] = await db.select().from(admins).where(eq(admins.username, username)).limit(1);
  return admin;
}

/** Creates the member with `role` (the owner by default), or sets that password and role if it exists. */
export async function upsertAdmin(
  db: DbOrTx,
  username: string,
  passwordHash: string,
  role: AdminRole = 'owner',
) {
  const [admin] = await db
    .insert(admins)
    .values({ username, passwordHash, role })
    .onConflictDoUpdate({ target: admins.username, set: { passwordHash, role, updatedAt: new Date() } })
    .returning();
  return admin;
}

export async function countAdmins(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(admins);
  return row.n;
}

/** Where a session was started, for the member's list of her sessions. */
export interface SessionOrigin {
  browser: string;
  os: string;
  address: string;
}

/** A new random 256-bit token; only its hash is stored. */
export async function createSession(
  db: DbOrTx,
  adminId: number,
  origin: SessionOrigin = { browser: '', os: '', address: '' },
  { twoStep = false, now = new Date() }: { twoStep?: boolean; now?: Date } = {},
) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    adminId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    browser: origin.browser,
    os: origin.os,
    address: origin.address || null,
    twoStep,
  });
  return { token, maxAgeSeconds: Math.floor(SESSION_ABSOLUTE_MS / 1000) };
}

/** The admin behind a token, if the session is within both its idle and absolute limits. */
export async function findSession(db: DbOrTx, token: string, now = new Date()) {
  const [row] = await db
    .select({
      id: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      adminId: admins.id,
      username: admins.username,
      role: admins.role,
      sessionTwoStep: sessions.twoStep,
      twoStepEnabled: sql<boolean>`${admins.totpSecret} IS NOT NULL`,
      twoStepRequired: twoStepRequiredSql,
    })
    .from(sessions)
    // A suspended member has no session, whatever her cookie says.
    .innerJoin(admins, and(eq(admins.id, sessions.adminId), isNull(admins.suspendedAt)))
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return undefined;
  // Sessions are bound to the second step: one opened without it ends once she has it (her others end when she
  // turns it on; this also covers one made meanwhile on another instance).
  if (
    row.expiresAt <= now ||
    now.getTime() - row.lastSeenAt.getTime() > SESSION_IDLE_MS ||
    (row.twoStepEnabled && !row.sessionTwoStep)
  ) {
    await db.delete(sessions).where(eq(sessions.id, row.id));
    return undefined;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.id));
  }
  return {
    sessionId: row.id,
    admin: { id: row.adminId, username: row.username, role: row.role },
    twoStep: { enabled: row.twoStepEnabled, required: row.twoStepRequired },
  };
}

export async function deleteSession(db: DbOrTx, token: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function deleteSessionsOf(db: DbOrTx, adminId: number) {
  await db.delete(sessions).where(eq(sessions.adminId, adminId));
}

/** Ends the member's sessions but `keepSessionId`; answers how many ended. */
export async function deleteOtherSessions(db: DbOrTx, adminId: number, keepSessionId: number) {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.adminId, adminId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** The member's live sessions, last used first (expired ones are deleted at start and on use). */
export async function listSessionsOf(db: DbOrTx, adminId: number, limit: number, now = new Date()) {
  return db
    .select({
      id: sessions.id,
      browser: sessions.browser,
      os: sessions.os,
      address: sessions.address,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.adminId, adminId),
        sql`${sessions.expiresAt} > ${now}`,
        sql`${sessions.lastSeenAt} > ${new Date(now.getTime() - SESSION_IDLE_MS)}`,
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
    .limit(limit);
}

export async function findAdminById(db: DbOrTx, id: number) {
  const [admin] = await db.select().from(admins).where(eq(admins.id, id)).limit(1);
  return admin;
}

export async function setBootstrapPasswordHash(db: DbOrTx, adminId: number, hash: string) {
  await db.update(admins).set({ bootstrapPasswordHash: hash }).where(eq(admins.id, adminId));
}

export async function setPasswordHash(db: DbOrTx, adminId: number, passwordHash: string) {
  await db.update(admins).set({ passwordHash, updatedAt: new Date() }).where(eq(admins.id, adminId));
}

/** Housekeeping at start and by the jobs: expired sessions and sign-in tickets (throttle events: plugins/throttle.ts). */
export async function deleteExpiredSessions(db: DbOrTx, now = new Date()) {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.delete(signInTickets).where(lt(signInTickets.expiresAt, now));
}

// ------------------------------------------------------------------ two-step sign-in

/** The staff's settings row: the owner's "two-step sign-in for everyone" (settings key `staff`). */
export const STAFF_SETTINGS_KEY = 'staff';
const twoStepRequiredSql = sql<boolean>`coalesce((select (${settings.value}->>'twoStepRequired')::boolean from ${settings} where ${settings.key} = ${STAFF_SETTINGS_KEY}), false)`;

export async function twoStepRequired(db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, STAFF_SETTINGS_KEY));
  return (row?.value as { twoStepRequired?: unknown } | undefined)?.twoStepRequired === true;
}

export async function setTwoStepRequirement(db: DbOrTx, required: boolean, by: string) {
  const value = { twoStepRequired: required };
  await db
    .insert(settings)
    .values({ key: STAFF_SETTINGS_KEY, value, updatedBy: by })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedBy: by, updatedAt: new Date() } });
}

/** The session proved the second step (its member has just turned two-step sign-in on in it). */
export async function markSessionTwoStep(db: DbOrTx, sessionId: number) {
  await db.update(sessions).set({ twoStep: true }).where(eq(sessions.id, sessionId));
}

export async function setPendingTotpSecret(db: DbOrTx, adminId: number, secret: string) {
  await db.update(admins).set({ totpPendingSecret: secret }).where(eq(admins.id, adminId));
}

/**
 * Turns the pending secret on and keeps the recovery codes' hashes, replacing any earlier ones; `step` is the
 * confirming code's, which is then spent. False when the pending secret changed meanwhile (another setup).
 */
export async function enableTotp(
  db: DbOrTx,
  adminId: number,
  secret: string,
  step: number,
  codeHashes: string[],
): Promise<boolean> {
  const updated = await db
    .update(admins)
    .set({ totpSecret: secret, totpPendingSecret: null, totpLastStep: step, updatedAt: new Date() })
    .where(and(eq(admins.id, adminId), eq(admins.totpPendingSecret, secret)))
    .returning({ id: admins.id });
  if (updated.length === 0) return false;
  await db.delete(recoveryCodes).where(eq(recoveryCodes.adminId, adminId));
  await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ adminId, codeHash })));
  return true;
}

/** Two-step sign-in off for the member: secret, pending secret, recovery codes and open tickets gone. */
export async function clearTotp(db: DbOrTx, adminId: number) {
  await db
    .update(admins)
    .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null, updatedAt: new Date() })
    .where(eq(admins.id, adminId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.adminId, adminId));
  await db.delete(signInTickets).where(eq(signInTickets.adminId, adminId));
}

/**
 * Spends the code of `step`: true only when it is later than the last accepted one. One UPDATE, so that two
 * instances given the same code at once accept it once.
 */
export async function spendTotpStep(db: DbOrTx, adminId: number, step: number): Promise<boolean> {
  const updated = await db
    .update(admins)
    .set({ totpLastStep: step })
    .where(
      and(eq(admins.id, adminId), or(isNull(admins.totpLastStep), sql`${admins.totpLastStep} < ${step}`)),
    )
    .returning({ id: admins.id });
  return updated.length > 0;
}

/** Spends an unused recovery code of the member's: true when it was one (and is now used). */
export async function spendRecoveryCode(db: DbOrTx, adminId: number, codeHash: string, now = new Date()) {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.adminId, adminId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

/** How many of the member's recovery codes are still unused. */
export async function countRecoveryCodesLeft(db: DbOrTx, adminId: number): Promise<number> {
  const [row] = await db
    .select({ left: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.adminId, adminId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}

export const TICKET_TTL_MS = 5 * 60 * 1000;
export const TICKET_MAX_FAILURES = 5;

/** A new sign-in ticket for the member whose password was right; only its hash is kept. */
export async function createSignInTicket(db: DbOrTx, adminId: number, now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + TICKET_TTL_MS);
  await db.insert(signInTickets).values({ tokenHash: hashToken(token), adminId, expiresAt });
  return { ticket: token, expiresAt };
}

/** The member behind a live ticket (not expired, fewer than five wrong codes), with her secret. */
export async function findSignInTicket(db: DbOrTx, token: string, now = new Date()) {
  const [row] = await db
    .select({
      id: signInTickets.id,
      adminId: admins.id,
      username: admins.username,
      role: admins.role,
      totpSecret: admins.totpSecret,
    })
    .from(signInTickets)
    .innerJoin(admins, and(eq(admins.id, signInTickets.adminId), isNull(admins.suspendedAt)))
    .where(
      and(
        eq(signInTickets.tokenHash, hashToken(token)),
        gt(signInTickets.expiresAt, now),
        lt(signInTickets.failures, TICKET_MAX_FAILURES),
      ),
    )
    .limit(1);
  return row;
}

export async function countTicketFailure(db: DbOrTx, ticketId: number) {
  await db
    .update(signInTickets)
    .set({ failures: sql`${signInTickets.failures} + 1` })
    .where(eq(signInTickets.id, ticketId));
}

/** Takes the ticket: true when this call deleted it (a ticket signs in once, whatever the instances). */
export async function takeSignInTicket(db: DbOrTx, ticketId: number) {
  const taken = await db
    .delete(signInTickets)
    .where(eq(signInTickets.id, ticketId))
    .returning({ id: signInTickets.id });
  return taken.length > 0;
}
