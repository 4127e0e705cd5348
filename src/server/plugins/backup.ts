// GET /internal/backup: a consistent copy of the embedded database, taken by the server that holds it (only
// that process may read the directory while it runs). For `npm run backup` on this machine only: loopback
// connections with the secret from the lock's owner.json (readable by the server's user alone). Outside the
// contract: it is no shop API call. PostgreSQL is backed up with pg_dump instead.
import { timingSafeEqual } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { msg, render } from '../i18n';

/**
 * A copy of the embedded database between transactions: PGlite runs one at a time, so no order is half-written
 * in the copy. In a worker thread (npm start) the worker takes it; in-process PGlite (tests) is asked directly.
 */
async function dumpConsistent(db: FastifyInstance['db']): Promise<Blob> {
  const client = (db as unknown as { $client: PGlite | { dumpConsistent(c: 'gzip'): Promise<Blob> } })
    .$client;
  if ('dumpConsistent' in client) return client.dumpConsistent('gzip');
  return client.transaction(async () => client.dumpDataDir('gzip'));
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

function sameSecret(given: unknown, token: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

export default fp(
  async function backup(app: FastifyInstance, opts: { token: string }) {
    app.get('/internal/backup', async (request, reply) => {
      // The socket's address, not X-Forwarded-For: a proxy in front must not make this reachable.
      if (
        !LOOPBACK.test(request.socket.remoteAddress ?? '') ||
        !sameSecret(request.headers['x-backup-token'], opts.token)
      )
        return reply.code(404).send({ error: render(msg('error.notFound'), 'en') });
      const dump = await dumpConsistent(app.db);
      request.log.info(`backup taken (${dump.size} bytes)`);
      return reply
        .header('content-type', 'application/gzip')
        .header('cache-control', 'no-store')
        .send(Buffer.from(await dump.arrayBuffer()));
    });
  },
  { name: 'backup', dependencies: ['database'] },
);
