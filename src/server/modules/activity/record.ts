// Recording admin writes in the activity log. A write runs inside withActivity: its own statements and its entry
// commit together, or neither does (a refusal thrown halfway leaves no entry and no write). An export, which writes
// nothing else, records with recordActivity after it has been built.
import type { FastifyRequest } from 'fastify';
import type { ActivityChange, ActivityOperation, ActivitySubject } from '../../../../generated/models';
import { withTransaction, type DbOrTx, type Tx } from '../../db/client';
import type { AdminIdentity } from '../../plugins/auth';
import { insertEntry } from './repository';

/** What a write says about itself; the member, her address, the operation and the time are the request's. */
export interface ActivityNote {
  /** Defaults to the operation's tag. */
  subject?: ActivitySubject;
  subjectId?: string | number | null;
  /** A call on many: their ids (the first 100 are kept). */
  subjectIds?: ReadonlyArray<string | number>;
  label?: string | null;
  changes?: ActivityChange[];
}

type Noter = (note: ActivityNote) => void;

/**
 * Runs a recorded write in one transaction with its entry. `note` may be called any number of times (the last
 * value of each part wins); a write that notes nothing still records who made which call.
 */
export async function withActivity<T>(
  request: FastifyRequest,
  work: (tx: Tx, note: Noter) => Promise<T>,
): Promise<T> {
  return withTransaction(request.db, async (tx) => {
    let noted: ActivityNote = {};
    const result = await work(tx, (note) => {
      noted = { ...noted, ...note };
    });
    await recordActivity(tx, request, noted);
    return result;
  });
}

/**
 * Writes the request's entry with `db` (a transaction already under way, or the database for an export). The
 * member is the signed-in one, or `actor` for a call made before any sign-in (accepting an invitation).
 */
export async function recordActivity(
  db: DbOrTx,
  request: FastifyRequest,
  note: ActivityNote,
  actor: AdminIdentity | undefined = request.admin,
): Promise<void> {
  const admin = actor;
  const config = request.routeOptions.config;
  if (!admin || !config.operationId)
    throw new Error('recordActivity outside a recorded call, or without its member');
  await insertEntry(db, {
    adminId: admin.id,
    username: admin.username,
    role: admin.role,
    address: request.ip || null,
    operation: config.operationId as ActivityOperation,
    subject: note.subject ?? (config.tag as ActivitySubject),
    subjectId: note.subjectId == null ? null : String(note.subjectId),
    subjectIds: (note.subjectIds ?? []).slice(0, 100).map(String),
    label: note.label ?? null,
    changes: note.changes ?? [],
  });
  request.activityEntries += 1;
}
