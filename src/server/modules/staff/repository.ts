// The staff in the database: members (table `admins`) and invitations (`staff_invites`, tokens kept as hashes).
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { StaffRole } from '../../../shared/staff-roles';
import type { DbOrTx } from '../../db/client';
import { admins, staffInvites } from '../../db/schema';
import { hashToken } from '../auth';

/** How long an invitation's link works. */
export const INVITE_TTL_MS = 24 * 60 * 60 * 1000;
/** Open invitations at most: an owner's session cannot fill the table. */
export const MAX_OPEN_INVITES = 50;

const member = {
  id: admins.id,
  username: admins.username,
  role: admins.role,
  suspendedAt: admins.suspendedAt,
  twoStep: sql<boolean>`${admins.totpSecret} IS NOT NULL`,
  createdAt: admins.createdAt,
};

export const toMember = (row: {
  id: number;
  username: string;
  role: StaffRole;
  suspendedAt: Date | null;
  twoStep: boolean;
  createdAt: Date;
}) => ({
  id: row.id,
  username: row.username,
  role: row.role,
  suspended: row.suspendedAt !== null,
  twoStep: row.twoStep,
  createdAt: row.createdAt.toISOString(),
});

export async function listMembers(db: DbOrTx) {
  return db.select(member).from(admins).orderBy(asc(admins.username)).limit(500);
}

export async function openInvites(db: DbOrTx, now = new Date()) {
  return db
    .select({
      id: staffInvites.id,
      username: staffInvites.username,
      role: staffInvites.role,
      expiresAt: staffInvites.expiresAt,
    })
    .from(staffInvites)
    .where(and(isNull(staffInvites.usedAt), gt(staffInvites.expiresAt, now)))
    .orderBy(desc(staffInvites.createdAt), desc(staffInvites.id))
    .limit(MAX_OPEN_INVITES);
}

export async function findMember(db: DbOrTx, id: number) {
  const [row] = await db.select(member).from(admins).where(eq(admins.id, id)).limit(1);
  return row;
}

export async function usernameTaken(db: DbOrTx, username: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .execute(
      sql`SELECT (EXISTS (SELECT 1 FROM ${admins} WHERE ${admins.username} = ${username})
             OR EXISTS (SELECT 1 FROM ${staffInvites} WHERE ${staffInvites.username} = ${username}
                          AND ${staffInvites.usedAt} IS NULL AND ${staffInvites.expiresAt} > ${now.toISOString()}::timestamptz)) AS taken`,
    )
    .then((result) => (result as unknown as { rows: Array<{ taken: boolean }> }).rows);
  return row?.taken === true;
}

/** A new invitation; the token is answered once and only its hash is kept. */
export async function createInvite(
  db: DbOrTx,
  input: { username: string; role: StaffRole; invitedBy: number },
  now = new Date(),
) {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(staffInvites)
    .values({
      tokenHash: hashToken(token),
      username: input.username,
      role: input.role,
      invitedBy: input.invitedBy,
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITE_TTL_MS),
    })
    .returning();
  return { ...row!, token };
}

/** The invitation of `token` while it still works: not used, not expired. */
const openInviteOf = (token: string, now: Date) =>
  and(
    eq(staffInvites.tokenHash, hashToken(token)),
    isNull(staffInvites.usedAt),
    gt(staffInvites.expiresAt, now),
  );

/** The open invitation of `token` (unknown, used and expired ones are none). */
export async function findOpenInvite(db: DbOrTx, token: string, now = new Date()) {
  const [row] = await db
    .select({ id: staffInvites.id })
    .from(staffInvites)
    .where(openInviteOf(token, now))
    .limit(1);
  return row;
}

/**
 * The open invitation of `token`, locked and marked used in the caller's transaction (so two acceptances of one
 * link make one member); undefined when unknown, used or expired.
 */
export async function takeInvite(tx: DbOrTx, token: string, now = new Date()) {
  const [row] = await tx
    .update(staffInvites)
    .set({ usedAt: now })
    .where(openInviteOf(token, now))
    .returning();
  return row;
}

/**
 * The owners who are not suspended, every one locked for the caller's transaction: two owners demoting each other
 * at once then take turns, and the second sees the first's change (the shop keeps at least one).
 */
export async function lockActiveOwners(tx: DbOrTx): Promise<number[]> {
  const rows = await tx
    .select({ id: admins.id })
    .from(admins)
    .where(and(eq(admins.role, 'owner'), isNull(admins.suspendedAt)))
    .orderBy(asc(admins.id))
    .for('update');
  return rows.map((row) => row.id);
}
