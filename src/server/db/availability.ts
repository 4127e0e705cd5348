// When PostgreSQL cannot be reached (a restart, a failover, a terminated connection, the network), or cannot
// write (a full disk, read-only storage), the shop answers 503 with Retry-After instead of 500, logs the outage
// once — when it starts and when it ends — and never the query or its parameters (customer data). A probe
// notices the database's return by itself.
//
// A request that waited too long for a pooled connection is none of these: the database is up and busy. It is
// answered 503 "very busy" (isPoolWait) and starts no outage.
import { accessSync, constants, statfsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { withTransaction, type Database } from './client';

/** Seconds a client is told to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

// Socket errors, and PostgreSQL's connection-exception class (08), shutdowns (57P01-57P03: admin shutdown,
// crash shutdown, starting up) and too many connections (53300).
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
// "timeout expired": node-postgres' own connect timeout (the Client's, see makePool in client.ts).
const MESSAGES =
  /Connection terminated|Connection ended|connection timeout|^timeout expired$|not queryable|Client was closed/i;
// pg-pool's answer to a wait for a free connection past connectionTimeoutMillis (and only to that: a new
// connection past its own timeout says "Connection terminated due to connection timeout").
const POOL_WAIT = 'timeout exceeded when trying to connect';
// Disk full (53100, ENOSPC) and read-only storage: PostgreSQL's 25006 on a read-only server or transaction, and
// PGlite's writes on a read-only file system (PostgreSQL names EROFS "insufficient privilege", so the message).
const STORAGE_CODES = new Set(['53100', '25006', 'ENOSPC', 'EROFS']);
const STORAGE_MESSAGES = /No space left on device|Read-only file system/i;

/** Each error in the chain an error wraps (Drizzle wraps the driver's), outermost first. */
function* chain(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    yield e as { code?: unknown; message?: unknown };
    e = (e as { cause?: unknown }).cause;
  }
}

/** Whether an error (or what it wraps: Drizzle wraps the driver's) says the database is out of reach. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (isPoolWait(error)) return false;
  for (const { code, message } of chain(error)) {
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATES.has(code) || code.startsWith('08')))
      return true;
    if (typeof message === 'string' && MESSAGES.test(message) && !/^Failed query/.test(message)) return true;
  }
  return false;
}

/** Whether the request waited past its bound for a pooled connection: the database is busy, not down. */
export function isPoolWait(error: unknown): boolean {
  for (const { message } of chain(error)) if (message === POOL_WAIT) return true;
  return false;
}

/** Whether the database could not write: a full disk or read-only storage. */
export function isStorageUnavailable(error: unknown): boolean {
  for (const { code, message } of chain(error)) {
    if (typeof code === 'string' && STORAGE_CODES.has(code)) return true;
    if (typeof message === 'string' && STORAGE_MESSAGES.test(message)) return true;
  }
  return false;
}

/**
 * Whether the embedded database's directory is short of room or not writable: a reason, or undefined when it is
 * fine. PGlite stops for good (PostgreSQL's PANIC) when it cannot write its log, so writes are refused while
 * less than `reserveBytes` are free, before the disk is actually full.
 */
export function storageShortage(dir: string, reserveBytes: number): string | undefined {
  try {
    accessSync(dir, constants.W_OK);
  } catch (error) {
    return `${(error as { code?: string }).code ?? 'not writable'} on the data directory`;
  }
  try {
    const { bavail, bsize } = statfsSync(dir);
    const free = bavail * bsize;
    if (free < reserveBytes)
      return `${Math.floor(free / 1e6)} MB free on the data directory's disk, ${Math.floor(reserveBytes / 1e6)} MB kept in reserve`;
  } catch {
    // A file system statfs cannot read: the writes themselves will tell.
  }
  return undefined;
}

/** The innermost error's code or first line: enough to diagnose, never the query's parameters. */
export function describeCause(error: unknown): string {
  let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  while (e?.cause && typeof e.cause === 'object') e = e.cause as typeof e;
  const code = typeof e?.code === 'string' ? `${e.code} ` : '';
  const message = typeof e?.message === 'string' ? e.message.split('\n')[0].slice(0, 200) : 'unknown error';
  return `${code}${message}`.trim();
}

export type Outage = 'unreachable' | 'storage';

export interface AvailabilityOptions {
  /** PGlite on disk: its directory and the free space kept in reserve (bytes); writes stop below it. */
  storage?: { dir: string; reserveBytes: number };
}

/** Tracks one outage at a time for a database: logged once, probed every second until the database answers. */
export class DatabaseAvailability {
  private since: number | undefined;
  private kind: Outage = 'unreachable';
  private refused = 0;
  private lastLost = 0;
  private probe: NodeJS.Timeout | undefined;
  private shortage: { at: number; reason: string | undefined } | undefined;
  private storageEnded = 0;
  private quiet = false;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly options: AvailabilityOptions = {},
  ) {}

  get unavailable(): boolean {
    return this.since !== undefined;
  }

  /** What the current outage is, if any. */
  get outage(): Outage | undefined {
    return this.since === undefined ? undefined : this.kind;
  }

  /**
   * Whether the embedded database's disk is short of room or read-only (checked at most once a second); starts a
   * storage outage when it is. Always false on PostgreSQL, whose disk is the database server's.
   */
  storageShort(): boolean {
    const storage = this.options.storage;
    if (!storage) return false;
    const now = Date.now();
    if (!this.shortage || now - this.shortage.at >= 1_000)
      this.shortage = { at: now, reason: storageShortage(storage.dir, storage.reserveBytes) };
    const reason = this.shortage.reason;
    if (reason) this.report({ code: 'ENOSPC', message: reason }, 'storage');
    return reason !== undefined;
  }

  /** A request could not reach the database, or could not write to it (it is answered 503). */
  report(error: unknown, kind: Outage = isStorageUnavailable(error) ? 'storage' : 'unreachable'): void {
    this.refused += 1;
    if (this.since !== undefined) return;
    this.since = Date.now();
    this.kind = kind;
    this.refused = 1;
    // A disk that is nearly full lets the probe's small write through while an order's larger one fails: the
    // same outage resumed, not a new one to log.
    this.quiet = kind === 'storage' && Date.now() - this.storageEnded < STORAGE_RESUME_MS;
    if (!this.quiet)
      this.log.error(
        kind === 'storage'
          ? `Database cannot write (${describeCause(error)}): answering 503 to what writes until it can; checking every second`
          : `Database unreachable (${describeCause(error)}): answering 503 until it is back; checking every second`,
      );
    this.probe = setInterval(() => void this.check(), 1000);
    this.probe.unref();
  }

  /** A connection dropped outside any request (an idle pooled connection): the next query reconnects. */
  connectionLost(error: unknown): void {
    // A restart drops every pooled connection at once: one line for all of them.
    if (this.since !== undefined || Date.now() - this.lastLost < 10_000) return;
    this.lastLost = Date.now();
    this.log.warn(`A database connection was closed by the server (${describeCause(error)}); reconnecting`);
  }

  private checking = false;

  private async check(): Promise<void> {
    if (this.checking) return;
    this.checking = true;
    try {
      if (this.kind === 'storage') {
        const storage = this.options.storage;
        if (storage && storageShortage(storage.dir, storage.reserveBytes)) return;
        await writeProbe(this.database);
      } else await this.database.health.execute(sql`select 1`);
    } catch {
      return;
    } finally {
      this.checking = false;
    }
    if (this.since === undefined) return;
    this.shortage = undefined;
    // As visible as the outage's start: whoever reads the logs wants both ends.
    if (!this.quiet)
      this.log.warn(
        `Database ${this.kind === 'storage' ? 'writing' : 'reachable'} again after ${((Date.now() - this.since) / 1000).toFixed(1)} s (${this.refused} requests answered 503)`,
      );
    if (this.kind === 'storage') this.storageEnded = Date.now();
    this.stop();
  }

  stop(): void {
    if (this.probe) clearInterval(this.probe);
    this.probe = undefined;
    this.since = undefined;
  }
}

/** A resumed storage outage within this of the last one's end is the same outage (logged once). */
const STORAGE_RESUME_MS = 60_000;

/**
 * 16 rows of about 1 KB that do not compress (each within the index's row limit), written and deleted in a
 * committed transaction: fails while the database cannot write its log or grow a table by a few pages.
 */
async function writeProbe(database: Database): Promise<void> {
  await withTransaction(database.health, async (tx) => {
    await tx.execute(
      sql`insert into throttle_events (kind, key, expires_at)
          select 'write-probe',
            (select string_agg(md5(random()::text || g::text || h::text), '') from generate_series(1, 30) as h),
            now()
          from generate_series(1, 16) as g`,
    );
    await tx.execute(sql`delete from throttle_events where kind = 'write-probe'`);
  });
}
