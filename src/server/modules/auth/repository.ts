// Admins and sessions in the database. Session tokens are stored as SHA-256 hashes.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { AdminRole } from '../../../../generated/models';
import { admins, sessions } from '../../db/schema';

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
  now = new Date(),
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
    })
    .from(sessions)
    // A suspended member has no session, whatever her cookie says.
    .innerJoin(admins, and(eq(admins.id, sessions.adminId), isNull(admins.suspendedAt)))
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return undefined;
  if (row.expiresAt <= now || now.getTime() - row.lastSeenAt.getTime() > SESSION_IDLE_MS) {
    await db.delete(sessions).where(eq(sessions.id, row.id));
    return undefined;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.id));
  }
  return { sessionId: row.id, admin: { id: row.adminId, username: row.username, role: row.role } };
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

/** Housekeeping at start: expired sessions (expired throttle events: plugins/throttle.ts). */
export async function deleteExpiredSessions(db: DbOrTx, now = new Date()) {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
