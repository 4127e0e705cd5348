// A channel between the instances of one PostgreSQL database: LISTEN on a connection of its own (outside the
// pool, reconnecting when it drops) and NOTIFY through the pool. What an instance publishes reaches every
// instance, itself included. On PGlite the database belongs to one process, so there is nobody to tell:
// publishing does nothing and the caller's own local work is all there is.
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from './client';

export interface Channel {
  publish(payload: string): Promise<void>;
  close(): Promise<void>;
}

/** A payload above PostgreSQL's 8000-byte NOTIFY limit is sent as this, which receivers treat as "clear all". */
const TOO_LONG = '{}';
const RETRY_MS = [100, 250, 500, 1000, 2000, 5000];

/**
 * Opens `name` (a plain identifier). `onMessage` gets every payload, and null after the listening connection
 * was re-established (anything published meanwhile was missed).
 */
export async function openChannel(
  database: Database,
  name: string,
  onMessage: (payload: string | null) => void,
  log: FastifyBaseLogger,
): Promise<Channel> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a channel name: ${name}`);
  if (database.kind !== 'postgres') return { publish: async () => undefined, close: async () => undefined };
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;

  let client: pg.Client | undefined;
  let closed = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;
  let announced = false;

  const lost = (which: pg.Client, reason: string) => {
    if (client !== which && client !== undefined) return;
    client = undefined;
    which.removeAllListeners('notification');
    which.end().catch(() => undefined);
    if (closed) return;
    if (!announced) log.warn(`Catalogue change channel lost (${reason}); reconnecting`);
    announced = true;
    const delay = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)];
    attempt += 1;
    retry = setTimeout(() => void connect(true), delay);
    retry.unref();
  };

  const connect = async (again: boolean) => {
    const next = new pg.Client(pool.options);
    client = next;
    next.on('error', (err) => lost(next, err.message));
    next.on('end', () => lost(next, 'connection ended'));
    next.on('notification', (message) => {
      if (message.channel === name) onMessage(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${name}`);
    } catch (err) {
      lost(next, (err as Error).message);
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    attempt = 0;
    if (again) {
      if (announced) log.info('Catalogue change channel back');
      announced = false;
      onMessage(null);
    }
  };

  await connect(false);

  return {
    async publish(payload) {
      const text = Buffer.byteLength(payload) < 7_900 ? payload : TOO_LONG;
      try {
        await pool.query('SELECT pg_notify($1, $2)', [name, text]);
      } catch (err) {
        log.warn(`Could not tell the other instances of a catalogue change: ${(err as Error).message}`);
      }
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
