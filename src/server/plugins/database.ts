// Decorates the app with `db` (Drizzle). The app owns a database it opened and closes it on shutdown; a
// database passed in (tests share one per file) is left open for its owner. `databaseAvailability` turns a
// database out of reach into 503s logged once per outage (db/availability.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DatabaseAvailability } from '../db/availability';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    databaseAvailability: DatabaseAvailability;
  }
}

export interface DatabasePluginOptions {
  database: Database;
  /** Close the database when the app closes. */
  owned: boolean;
}

export default fp(
  async function database(app: FastifyInstance, opts: DatabasePluginOptions) {
    const availability = new DatabaseAvailability(opts.database, app.log);
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    app.decorate('databaseAvailability', availability);
    opts.database.onConnectionLost = (error) => availability.connectionLost(error);
    app.addHook('onClose', async () => {
      availability.stop();
      opts.database.onConnectionLost = undefined;
      if (opts.owned) await opts.database.close();
    });
  },
  { name: 'database' },
);
