// Probes for load balancers and process managers, outside the contract (they are not shop API calls):
//   GET /healthz  the process is alive and answering (never touches the database);
//   GET /readyz   the database answers and its migrations are all applied, it can write (no outage in
//                 progress: a full disk, read-only storage), and the server is not stopping: send it traffic.
//                 503 with Retry-After otherwise. It asks on a connection of its own (Database.health), so a
//                 busy instance, its pools all taken, is still ready: busy is not down.
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { RETRY_AFTER_SECONDS } from '../db/availability';
import { migrationsFolder } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the server has been told to stop: /readyz says 503 so no new traffic is sent here. */
    draining: boolean;
  }
}

/** The readiness check waits this long for the database before answering 503. */
const READY_TIMEOUT_MS = 2_000;

export default fp(
  async function health(app: FastifyInstance) {
    // The newest migration this code knows; the database is ready once it has applied it.
    const latest = Math.max(0, ...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis));
    app.decorate('draining', false);

    const notReady = (reply: FastifyReply, error: string) =>
      reply
        .code(503)
        .header('cache-control', 'no-store')
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ error });

    app.get('/healthz', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' };
    });

    app.get('/readyz', async (_request, reply) => {
      if (app.draining) return notReady(reply, 'The server is stopping');
      // PGlite's disk is looked at here too, so a balancer hears of it before the next order does.
      if (app.databaseAvailability.storageShort() || app.databaseAvailability.outage === 'storage')
        return notReady(reply, 'The database cannot write (disk full or read-only)');
      let timer: NodeJS.Timeout | undefined;
      try {
        const applied = await Promise.race([
          app.database.health.execute(
            sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
          ),
          new Promise<never>((_resolve, reject) => {
            timer = setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS);
          }),
        ]);
        // Both drivers answer { rows }.
        const { rows } = applied as unknown as { rows: { last: string | null }[] };
        const last = Number(rows[0]?.last ?? 0);
        if (last < latest) return notReady(reply, 'The database migrations are not all applied');
      } catch {
        return notReady(reply, 'The database is not reachable');
      } finally {
        clearTimeout(timer);
      }
      reply.header('cache-control', 'no-store');
      return { status: 'ok' };
    });
  },
  { name: 'health', dependencies: ['database'] },
);
