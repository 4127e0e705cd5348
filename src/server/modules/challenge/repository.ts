// The challenge's two tables: its signing key, and the solutions already accepted.
import { createHmac, randomBytes } from 'node:crypto';
import { lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { challengeKeys, challengeSolutions } from '../../db/schema';

/** The two HMAC secrets altcha-lib signs with: the challenge's parameters, and the key that solves it. */
export interface ChallengeSecrets {
  signature: string;
  key: string;
}

/** Two independent secrets from one (HMAC with a label each), so one setting or row is enough. */
export function secretsFrom(secret: string): ChallengeSecrets {
  const derive = (label: string) => createHmac('sha256', secret).update(label).digest('hex');
  return { signature: derive('altcha-signature'), key: derive('altcha-key') };
}

/**
 * The configured secret, else the one in the database: the first instance to need it makes it, and every
 * instance reads the same row, so a challenge made by one is verified by another.
 */
export async function loadSecrets(db: DbOrTx, configured: string | undefined): Promise<ChallengeSecrets> {
  if (configured) return secretsFrom(configured);
  await db
    .insert(challengeKeys)
    .values({ name: 'hmac', secret: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ secret: challengeKeys.secret })
    .from(challengeKeys)
    .where(sql`${challengeKeys.name} = 'hmac'`);
  if (!row) throw new Error('The challenge key could not be read');
  return secretsFrom(row.secret);
}

/**
 * Marks a solved challenge as used; false when it already was. One INSERT against the primary key, so of two
 * requests with the same solution (on any instance) exactly one gets true.
 */
export async function spendSolution(db: DbOrTx, signature: string, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .insert(challengeSolutions)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: challengeSolutions.signature });
  return rows.length === 1;
}

/** Housekeeping: solutions whose challenge expired can no longer be replayed anyway. */
export async function deleteExpiredSolutions(db: DbOrTx, now = new Date()): Promise<void> {
  await db.delete(challengeSolutions).where(lte(challengeSolutions.expiresAt, now));
}
