// The activity table: one insert per recorded call, the owner's filtered pages, and the yearly prune.
import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { ActivityEntry } from '../../../../generated/models';
import type { Db, DbOrTx } from '../../db/client';
import { activity } from '../../db/schema';

export type NewEntry = typeof activity.$inferInsert;

export async function insertEntry(db: DbOrTx, entry: NewEntry): Promise<void> {
  await db.insert(activity).values(entry);
}

export interface ActivityFilter {
  adminId?: number;
  subject?: string;
  subjectId?: string;
  from?: Date;
  to?: Date;
}

function whereOf(filter: ActivityFilter): SQL | undefined {
  return and(
    filter.adminId !== undefined ? eq(activity.adminId, filter.adminId) : undefined,
    filter.subject !== undefined ? eq(activity.subject, filter.subject) : undefined,
    filter.subjectId !== undefined ? eq(activity.subjectId, filter.subjectId) : undefined,
    filter.from ? gte(activity.at, filter.from) : undefined,
    filter.to ? lt(activity.at, filter.to) : undefined,
  );
}

/** One page, newest first (ties by id, so pages never repeat or skip an entry), and the count of all. */
export async function listEntries(
  db: Db,
  filter: ActivityFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: ActivityEntry[]; total: number }> {
  const where = whereOf(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(activity)
      .where(where)
      .orderBy(desc(activity.at), desc(activity.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(activity).where(where),
  ]);
  return {
    total: counted?.total ?? 0,
    rows: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      member: { id: row.adminId, username: row.username, role: row.role },
      address: row.address,
      operation: row.operation as ActivityEntry['operation'],
      subject: row.subject as ActivityEntry['subject'],
      subjectId: row.subjectId,
      subjectIds: row.subjectIds,
      label: row.label,
      changes: row.changes,
    })),
  };
}

/**
 * Deletes entries older than `before`, at most `batch` of them (oldest first): a round never holds the table
 * long, and the next round takes the rest. Returns how many went.
 */
export async function pruneEntries(db: Db, before: Date, batch = 5_000): Promise<number> {
  const oldest = db
    .select({ id: activity.id })
    .from(activity)
    .where(lt(activity.at, before))
    .orderBy(activity.at)
    .limit(batch);
  const gone = await db.delete(activity).where(inArray(activity.id, oldest)).returning({ id: activity.id });
  return gone.length;
}
