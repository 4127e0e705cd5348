// When PostgreSQL cannot be reached (a restart, a failover, a terminated connection, the network) the shop
// answers 503 with Retry-After instead of 500, logs the outage once — when it starts and when it ends — and
// never the query or its parameters (customer data). A probe notices the database's return by itself.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client';

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
const MESSAGES =
  /Connection terminated|Connection ended|timeout exceeded when trying to connect|connection timeout|not queryable|Client was closed/i;

/** Whether an error (or what it wraps: Drizzle wraps the driver's) says the database is out of reach. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATES.has(code) || code.startsWith('08')))
      return true;
    if (typeof message === 'string' && MESSAGES.test(message) && !/^Failed query/.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** The innermost error's code or first line: enough to diagnose, never the query's parameters. */
export function describeCause(error: unknown): string {
  let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  while (e?.cause && typeof e.cause === 'object') e = e.cause as typeof e;
  const code = typeof e?.code === 'string' ? `${e.code} ` : '';
  const message = typeof e?.message === 'string' ? e.message.split('\n')[0].slice(0, 200) : 'unknown error';
  return `${code}${message}`.trim();
}

/** Tracks one outage at a time for a database: logged once, probed every second until the database answers. */
export class DatabaseAvailability {
  private since: number | undefined;
  private refused = 0;
  private lastLost = 0;
  private probe: NodeJS.Timeout | undefined;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  get unavailable(): boolean {
    return this.since !== undefined;
  }

  /** A request could not reach the database (it is answered 503). */
  report(error: unknown): void {
    this.refused += 1;
    if (this.since !== undefined) return;
    this.since = Date.now();
    this.refused = 1;
    this.log.error(
      `Database unreachable (${describeCause(error)}): answering 503 until it is back; checking every second`,
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

  private async check(): Promise<void> {
    try {
      await this.database.db.execute(sql`select 1`);
    } catch {
      return;
    }
    if (this.since === undefined) return;
    // As visible as the outage's start: whoever reads the logs wants both ends.
    this.log.warn(
      `Database reachable again after ${((Date.now() - this.since) / 1000).toFixed(1)} s (${this.refused} requests answered 503)`,
    );
    this.stop();
  }

  stop(): void {
    if (this.probe) clearInterval(this.probe);
    this.probe = undefined;
    this.since = undefined;
  }
}
