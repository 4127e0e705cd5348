// Serves the built front end (dist/): hashed assets cached for a year, index.html never cached, and client
// routes (/shop, /admin/orders/12, …) answered with index.html by the not-found handler (plugins/errors.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

export default fp(
  async function spa(app: FastifyInstance, opts: { root: string }) {
    await app.register(fastifyStatic, {
      root: opts.root,
      prefix: '/',
      // Files are looked up at request time (a rebuilt dist/ is served without a restart); a miss falls to
      // the not-found handler, which answers client routes with index.html.
      wildcard: true,
      index: ['index.html'],
      cacheControl: false,
      setHeaders(reply, path) {
        if (/[\\/]assets[\\/]/.test(path))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        else if (path.endsWith('.html')) reply.header('cache-control', 'no-cache');
        else reply.header('cache-control', 'public, max-age=3600');
      },
    });
  },
  { name: 'spa' },
);
