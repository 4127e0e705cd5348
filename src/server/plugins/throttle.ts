// Abuse limits counted in PostgreSQL, so that they hold across requests and instances (docs/business-rules.md#abuse-limits,
// README "Security"). The app gets `limits` (the configured figures); expired events are deleted at
// start and every few minutes.
//
// Counting is race-safe without locks: an event is INSERTed (autocommit) before it is counted, so of N
// parallel attempts the k-th to be written sees at least k events and at most `limit` of them pass. A refused
// attempt deletes its own events, so a flood does not lengthen the block or grow the table.
import { and, eq, gt, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Limits } from '../config';
import type { DbOrTx } from '../db/client';
import { preparedOn, preparedSql } from '../db/prepared-statements';
import { throttleEvents } from '../db/schema';
import { HttpError } from './errors';
import type { Message } from '../i18n';

export type ThrottleKind =
  | 'login-pair'
  | 'login-account'
  | 'login-address'
  | 'login-known'
  | 'coupon-guess'
  | 'order-address'
  | 'order-lookup'
  | 'order-track'
  | 'search-address'
  | 'challenge-issued'
  | 'order-track-address';

export interface Counted {
  kind: ThrottleKind;
  key: string;
}

export interface Hit extends Counted {
  windowMs: number;
}

export interface Tally {
  /** Live events of this kind and key, the one just recorded included. */
  count: number;
  /** Seconds until the oldest of them stops counting. */
  retryAfter: number;
}

const tallyKey = (c: Counted) => `${c.kind}\u0000${c.key}`;

/** A refusal for a limit: 429 with `Retry-After` (set by `sendRetryAfter` in the handler). */
export class TooManyRequests extends HttpError {
  constructor(
    message: Message,
    readonly retryAfter: number,
  ) {
    super(429, message);
  }
}

/** Runs `work`; a TooManyRequests from it gets its Retry-After header before the error handler answers. */
export async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof TooManyRequests) reply.header('retry-after', String(error.retryAfter));
    throw error;
  }
}

/** Records one event per hit (committed at once: pass the database, not a transaction); returns their ids. */
export async function record(db: DbOrTx, hits: Hit[], now = new Date()): Promise<number[]> {
  if (hits.length === 0) return [];
  const rows = await db
    .insert(throttleEvents)
    .values(hits.map((h) => ({ kind: h.kind, key: h.key, expiresAt: new Date(now.getTime() + h.windowMs) })))
    .returning({ id: throttleEvents.id });
  return rows.map((r) => r.id);
}

/** The live events of each kind and key. */
export async function tally(db: DbOrTx, counted: Counted[], now = new Date()) {
  const result = new Map<string, Tally>(counted.map((c) => [tallyKey(c), { count: 0, retryAfter: 0 }]));
  if (counted.length === 0) return { of: (c: Counted) => result.get(tallyKey(c))! };
  const rows = await db
    .select({
      kind: throttleEvents.kind,
      key: throttleEvents.key,
      count: sql<number>`count(*)::int`,
      oldest: sql<string>`min(${throttleEvents.expiresAt})`,
    })
    .from(throttleEvents)
    .where(
      and(
        or(...counted.map((c) => and(eq(throttleEvents.kind, c.kind), eq(throttleEvents.key, c.key)))),
        gt(throttleEvents.expiresAt, now),
      ),
    )
    .groupBy(throttleEvents.kind, throttleEvents.key);
  for (const row of rows) {
    const retryAfter = Math.max(1, Math.ceil((new Date(row.oldest).getTime() - now.getTime()) / 1000));
    result.set(tallyKey(row as Counted), { count: row.count, retryAfter });
  }
  return { of: (c: Counted) => result.get(tallyKey(c)) ?? { count: 0, retryAfter: 0 } };
}

/** Deletes events by id: a refused attempt's own, or an attempt that turned out not to count. */
export async function release(db: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(throttleEvents).where(inArray(throttleEvents.id, ids));
}

/** Deletes every event of a kind and key (a successful sign-in clears its pair's failures). */
export async function clear(db: DbOrTx, counted: Counted): Promise<void> {
  await db
    .delete(throttleEvents)
    .where(and(eq(throttleEvents.kind, counted.kind), eq(throttleEvents.key, counted.key)));
}

/** Housekeeping: events past their window (an indexed range delete). */
export async function deleteExpiredEvents(db: DbOrTx, now = new Date()): Promise<void> {
  await db.delete(throttleEvents).where(lte(throttleEvents.expiresAt, now));
}

/**
 * Counts one attempt against one limit: records it, and refuses (deleting it again) when it is over `limit`.
 * Returns the recorded event's id, for `release` when the attempt turns out not to count.
 */
export async function countAttempt(
  db: DbOrTx,
  hit: Hit,
  limit: number,
  refusal: (retryAfter: number) => Message,
  now = new Date(),
): Promise<number> {
  const id = await recordAttempt(db, hit, now);
  const [live] = await tallyOne(db).execute({ kind: hit.kind, key: hit.key, now: now.toISOString() });
  await judgeAttempt(db, id, live ?? { count: 0, oldest: null }, limit, refusal, now);
  return id;
}

/** Records one attempt (committed at once: pass the database, not a transaction); returns its id. */
export async function recordAttempt(db: DbOrTx, hit: Hit, now = new Date()): Promise<number> {
  const [written] = await recordOne(db).execute({
    kind: hit.kind,
    key: hit.key,
    expiresAt: new Date(now.getTime() + hit.windowMs),
  });
  return written!.id;
}

/** The live events of one kind and key: how many, and when the oldest stops counting. */
export interface LiveEvents {
  count: number;
  oldest: string | Date | null;
}

/**
 * The second half of countAttempt, for a caller that read the live events (liveEventsSql) together with what
 * else it needed, after recordAttempt: over the limit, the attempt is deleted and refused with a 429.
 */
export async function judgeAttempt(
  db: DbOrTx,
  id: number,
  live: LiveEvents,
  limit: number,
  refusal: (retryAfter: number) => Message,
  now = new Date(),
): Promise<void> {
  if (Number(live.count) <= limit) return;
  await release(db, [id]);
  const until = live.oldest === null ? now : new Date(live.oldest);
  const retryAfter = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  throw new TooManyRequests(refusal(retryAfter), retryAfter);
}

/** The live events of one kind and key at `now` as a JSON value ({ count, oldest }: LiveEvents), to read inside
 * another statement. Run after recordAttempt has committed, so it counts that attempt and every other one
 * written before it. */
export const liveEventsSql = (kind: SQL, key: SQL, now: SQL) => sql`(
  select json_build_object('count', count(*)::int, 'oldest', min(e.expires_at))
  from ${throttleEvents} e where e.kind = ${kind} and e.key = ${key} and e.expires_at > ${now})`;

// record and tally for one hit, built once per database (prepared-statements.ts): every order, search and
// sign-in counts one, and building the two statements was most of what counting cost the shop.
const recordOne = (db: DbOrTx) =>
  preparedOn(db, 'throttle:record', (d) =>
    d
      .insert(throttleEvents)
      .values({
        kind: sql.placeholder('kind'),
        key: sql.placeholder('key'),
        expiresAt: sql.placeholder('expiresAt'),
      } as unknown as typeof throttleEvents.$inferInsert)
      .returning({ id: throttleEvents.id })
      .prepare('morph_throttle_record'),
  );

const tallyOne = (db: DbOrTx) =>
  preparedOn(db, 'throttle:tally', (d) =>
    d
      .select({
        count: sql<number>`count(*)::int`,
        oldest: sql<string | null>`min(${throttleEvents.expiresAt})`,
      })
      .from(throttleEvents)
      .where(
        and(
          eq(throttleEvents.kind, sql.placeholder('kind')),
          eq(throttleEvents.key, sql.placeholder('key')),
          sql`${throttleEvents.expiresAt} > ${sql.placeholder('now')}::timestamptz`,
        ),
      )
      .prepare('morph_throttle_tally'),
  );

// countAttemptAtOnce's statement, built and named once per connection: every search the cache cannot answer sends
// it, and parsing and planning it cost PostgreSQL more than running it. Its plan is the events' index whatever the
// values.
const writeAndCount = (db: DbOrTx) =>
  preparedSql<{ id: number; earlier: number; oldest: string | Date | null }>(
    db,
    'throttle:at-once',
    () => sql`
    WITH written AS (
      INSERT INTO ${throttleEvents} (kind, key, expires_at)
      VALUES (${sql.placeholder('kind')}, ${sql.placeholder('key')}, ${sql.placeholder('expiresAt')}::timestamptz)
      RETURNING id
    )
    SELECT (SELECT id FROM written) AS id, count(*)::int AS earlier, min(e.expires_at) AS oldest
    FROM ${throttleEvents} e
    WHERE e.kind = ${sql.placeholder('kind')} AND e.key = ${sql.placeholder('key')}
      AND e.expires_at > ${sql.placeholder('now')}::timestamptz`,
    'morph_throttle_at_once',
  );

/**
 * countAttempt in one statement (the event written and the live ones counted together), for a limit that guards
 * cost rather than a secret: the count cannot see events other requests are writing at the same moment, so
 * attempts arriving together may each pass where countAttempt would refuse the last of them. What gets through
 * is bounded by how many requests one client can have open at once (ServerLimits.maxConnectionsPerAddress).
 */
export async function countAttemptAtOnce(
  db: DbOrTx,
  hit: Hit,
  limit: number,
  refusal: (retryAfter: number) => Message,
  now = new Date(),
): Promise<number> {
  const expiresAt = new Date(now.getTime() + hit.windowMs);
  const [row] = await writeAndCount(db).execute({ kind: hit.kind, key: hit.key, expiresAt, now });
  const { id, earlier, oldest } = row!;
  if (earlier + 1 > limit) {
    await release(db, [id]);
    const until = oldest === null ? expiresAt : new Date(oldest);
    const retryAfter = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
    throw new TooManyRequests(refusal(retryAfter), retryAfter);
  }
  return id;
}

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limits;
  }
}

const CLEAN_EVERY_MS = 5 * 60 * 1000;

export default fp(
  async (app: FastifyInstance, opts: { limits: Limits }) => {
    app.decorate('limits', opts.limits);
    const clean = () =>
      deleteExpiredEvents(app.database.jobs).catch((err: unknown) =>
        app.log.warn({ err }, 'could not delete expired throttle events'),
      );
    await clean();
    const timer = setInterval(() => void clean(), CLEAN_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'throttle', dependencies: ['database'] },
);
