// A front end hosted on another origin (README "Hosting the front end elsewhere"): the origins of CORS_ORIGINS,
// and only they, get credentialed CORS answers (the exact origin echoed, never a wildcard) and their preflights
// answered. Any other origin gets no CORS header at all, so its browser keeps every answer from it; its unsafe
// admin calls are refused by the cross-site check (plugins/auth.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyCors from '@fastify/cors';
import type { Config } from '../config';

export default fp(
  async function cors(app: FastifyInstance, opts: { config: Pick<Config, 'corsOrigins'> }) {
    const allowed = new Set(opts.config.corsOrigins);
    if (allowed.size === 0) return;
    await app.register(fastifyCors, {
      // false: no CORS headers, and the preflight falls through to a 404.
      origin: (origin, done) => done(null, origin !== undefined && allowed.has(origin) ? origin : false),
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      // The request headers a listed origin asks for are allowed (Content-Type, Idempotency-Key, …). The
      // dashboard's limited lists tell their total in X-Total-Count, which the front end reads.
      exposedHeaders: ['Content-Range', 'X-Total-Count'],
      // Browsers cache the preflight for 10 minutes (Chromium's own cap is 2 hours).
      maxAge: 600,
    });
  },
  { name: 'cors' },
);
