// Decorates the app with `db` (Drizzle) and each request with the `db` of its pool (db/pool-role.ts: the back
// office, the checkout and the shopper's order calls, everything else). The app owns a database it opened and
// closes it on shutdown; a database passed in (tests share one per file) is left open for its owner.
// `databaseAvailability` turns a database out of reach, or one that cannot write, into 503s logged once per
// outage (db/availability.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DatabaseAvailability, RETRY_AFTER_SECONDS, type AvailabilityOptions } from '../db/availability';
import type { Database, Db } from '../db/client';
import { poolFor } from '../db/pool-role';
import { msg, render, shopperLanguage } from '../i18n';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    databaseAvailability: DatabaseAvailability;
  }
  interface FastifyRequest {
    /** The database through this request's pool: what handlers, guards and hooks of a request use. */
    db: Db;
  }
}

export interface DatabasePluginOptions {
  database: Database;
  /** Close the database when the app closes. */
  owned: boolean;
  /** PGlite on disk: writes stop while its disk has less than the reserve free (db/availability.ts). */
  availability?: AvailabilityOptions;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export default fp(
  async function database(app: FastifyInstance, opts: DatabasePluginOptions) {
    const availability = new DatabaseAvailability(opts.database, app.log, opts.availability);
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    app.decorate('databaseAvailability', availability);
    app.decorateRequest('db', null as unknown as Db);
    app.addHook('onRequest', async (request, reply) => {
      request.db = poolFor(opts.database, request.url);
      // The embedded database stops for good when its disk fills up: a write is refused before that, as an
      // outage (503, logged once, /readyz not ready) until there is room again.
      if (UNSAFE.has(request.method) && request.url.startsWith('/api/') && availability.storageShort())
        return reply
          .code(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ error: render(msg('error.unavailable'), shopperLanguage(request)) });
    });
    opts.database.onConnectionLost = (error) => availability.connectionLost(error);
    app.addHook('onClose', async () => {
      availability.stop();
      opts.database.onConnectionLost = undefined;
      if (opts.owned) await opts.database.close();
    });
  },
  { name: 'database' },
);
