// Decorates the app with `db` (Drizzle). The app owns a database it opened and closes it on shutdown; a
// database passed in (tests share one per file) is left open for its owner.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

export interface DatabasePluginOptions {
  database: Database;
  /** Close the database when the app closes. */
  owned: boolean;
}

export default fp(
  async function database(app: FastifyInstance, opts: DatabasePluginOptions) {
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    if (opts.owned) app.addHook('onClose', async () => opts.database.close());
  },
  { name: 'database' },
);
