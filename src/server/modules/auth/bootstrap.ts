// The first admin, the shop's owner (docs/business-rules.md#admin-sign-in): ADMIN_USERNAME/ADMIN_PASSWORD create or
// reset it at start, always with the owner's role; a value applied once is not applied again, so that a password
// the owner changed in the back office since survives restarts. Without a password, a database with no admin gets
// one with a random password, printed once. No default password.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { adminPasswordProblem } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import {
  clearTotp,
  countAdmins,
  deleteSessionsOf,
  findAdminByUsername,
  setBootstrapPasswordHash,
  upsertAdmin,
} from './repository';

export interface BootstrapResult {
  username: string;
  /** Set only when a random password was generated now: show it once. */
  generatedPassword?: string;
  action: 'created' | 'reset' | 'unchanged';
}

export async function ensureAdmin(db: Db, username: string, password?: string): Promise<BootstrapResult> {
  if (password) {
    const problem = adminPasswordProblem(password);
    if (problem) throw new Error(`ADMIN_PASSWORD ${problem}.`);
    const existing = await findAdminByUsername(db, username);
    if (existing && (await verifyPassword(existing.passwordHash, password))) {
      // ADMIN_USERNAME names the owner, whatever role that account was given since.
      if (existing.role !== 'owner') await upsertAdmin(db, username, existing.passwordHash, 'owner');
      // The variable is now the one applied (also when the owner had chosen the same password herself).
      if (existing.bootstrapPasswordHash !== existing.passwordHash)
        await setBootstrapPasswordHash(db, existing.id, existing.passwordHash);
      return { username, action: 'unchanged' };
    }
    // The variable the account was last reset with, while the owner has changed her password in the back office
    // since: a restart of the same deployment, not a new reset.
    if (existing?.bootstrapPasswordHash && (await verifyPassword(existing.bootstrapPasswordHash, password))) {
      if (existing.role !== 'owner') await upsertAdmin(db, username, existing.passwordHash, 'owner');
      return { username, action: 'unchanged' };
    }
    const passwordHash = await hashPassword(password);
    const admin = await upsertAdmin(db, username, passwordHash);
    await setBootstrapPasswordHash(db, admin.id, passwordHash);
    // A reset password signs every existing session of that admin out, and takes her two-step sign-in off: the
    // reset is how an owner who lost her phone and her recovery codes gets back in.
    if (existing) {
      await deleteSessionsOf(db, admin.id);
      await clearTotp(db, admin.id);
    }
    return { username, action: existing ? 'reset' : 'created' };
  }
  if ((await countAdmins(db)) > 0) return { username, action: 'unchanged' };
  const generatedPassword = randomBytes(12).toString('base64url');
  await upsertAdmin(db, username, await hashPassword(generatedPassword));
  return { username, generatedPassword, action: 'created' };
}
