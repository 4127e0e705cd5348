// A channel between the instances of one PostgreSQL database: LISTEN on a connection of its own (outside the
// pools, reconnecting when it drops) and NOTIFY through the pool of the work that made the change. What an instance publishes reaches every
// instance, itself included. On PGlite the database belongs to one process, so there is nobody to tell:
// publishing does nothing and the caller's own local work is all there is.
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { poolOf, type Database, type Db } from './client';

export interface Channel {
  /** Sends `payload` through `via`'s pool (the request's: an order never waits for a reader's connection). */
  publish(payload: string, via?: Db): Promise<void>;
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
  const pool = poolOf(database.db)!;
  // Named apart from the pools' connections (`morph:listen`), so pg_stat_activity shows one per instance.
  const prefix = String(pool.options.application_name ?? 'morph').split(':')[0];
  const settings = { ...pool.options, application_name: `${prefix}:listen` };

  let client: pg.Client | undefined;
  let closed = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;
  let announced = false;
  // A dropped connection says so up to three times ('error', 'end', the failed connect or LISTEN): each client is
  // given up once, and one reconnection is pending at a time. Before, each of those scheduled a reconnection of
  // its own, every one of which opened a listening connection: after a few outages an instance listened many
  // times over and received every message as often.
  const given = new WeakSet<pg.Client>();

  const lost = (which: pg.Client, reason: string) => {
    if (given.has(which)) return;
    given.add(which);
    which.removeAllListeners('notification');
    which.end().catch(() => undefined);
    if (client !== which) return;
    client = undefined;
    if (closed || retry) return;
    if (!announced) log.warn(`Catalogue change channel lost (${reason}); reconnecting`);
    announced = true;
    const delay = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)];
    attempt += 1;
    retry = setTimeout(() => {
      retry = undefined;
      void connect(true);
    }, delay);
    retry.unref();
  };

  const connect = async (again: boolean) => {
    if (closed || client) return;
    const next = new pg.Client(settings);
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
    if (closed || client !== next) {
      given.add(next);
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
    async publish(payload, via) {
      const text = Buffer.byteLength(payload) < 7_900 ? payload : TOO_LONG;
      try {
        await ((via && poolOf(via)) ?? pool).query('SELECT pg_notify($1, $2)', [name, text]);
      } catch (err) {
        log.warn(`Could not tell the other instances of a catalogue change: ${(err as Error).message}`);
      }
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      retry = undefined;
      const current = client;
      client = undefined;
      if (current) given.add(current);
      await current?.end().catch(() => undefined);
    },
  };
}
