// An in-memory cache for public catalogue reads. PGlite runs one query at a time, so the shop's busiest
// pages are served from memory. Every successful write under /api clears it (admin edits, and orders that
// take stock), and entries also expire after a short TTL so time-windowed discounts start and end on time
// and several instances behind a load balancer converge.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { gzipSync } from 'node:zlib';

export class ResponseCache {
  private entries = new Map<string, { value: unknown; expires: number }>();
  private inflight = new Map<string, Promise<unknown>>();
  private generation = 0;

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 2_000,
  ) {}

  /** The cached value for `key`, or the result of `load` (computed once even under concurrent misses). */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) return hit.value as T;
    const pending = this.inflight.get(key);
    if (pending) return pending as Promise<T>;
    const generation = this.generation;
    const promise = load().then(
      (value) => {
        this.inflight.delete(key);
        // A write that happened while loading makes this value stale: do not keep it.
        if (generation === this.generation) {
          if (this.entries.size >= this.maxEntries) this.entries.clear();
          this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
        }
        return value;
      },
      (err) => {
        this.inflight.delete(key);
        throw err;
      },
    );
    this.inflight.set(key, promise);
    return promise;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.inflight.clear();
  }
}

/**
 * Answers from the cache, keeping the serialised JSON: a hit costs neither a query nor a serialisation. The
 * text is made by the route's own response serializer (the contract's schema), so a hit is byte for byte
 * what a miss would send.
 */
interface CachedBody {
  raw: Buffer;
  /** Made on the first request that accepts gzip, then reused. */
  gzip?: Buffer;
}

const COMPRESS_FROM_BYTES = 1024;

/** Whether the client takes gzip (and has not refused it with q=0). */
export function acceptsGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  return (
    typeof header === 'string' && /(^|,)\s*gzip\s*(;\s*q=(?!0(\.0+)?\s*($|,))[\d.]+)?\s*($|,)/i.test(header)
  );
}

/**
 * Which list a public call that admins see more of (categories, tags) answers with: without `active=true`, the
 * whole list for a signed-in admin, the active part for everyone else. The audience is part of the cache key,
 * and the admin's answer is never stored by a browser or a shared cache.
 */
export async function listAudience(
  request: FastifyRequest,
  reply: FastifyReply,
  active: string | undefined,
): Promise<{ activeOnly: boolean; key: string }> {
  reply.header('vary', 'accept-encoding, cookie');
  if (active !== 'true' && (await request.server.optionalAdmin(request))) {
    reply.header('cache-control', 'private, no-store');
    return { activeOnly: false, key: 'all' };
  }
  return { activeOnly: true, key: 'active' };
}

export async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  load: () => Promise<unknown>,
) {
  // Kept as bytes, and gzipped once: a hit neither re-encodes nor re-compresses.
  const body = await request.server.catalogueCache.get<CachedBody>(key, async () => ({
    raw: Buffer.from(
      reply.serializeInput(
        request.server.withAssetUrls((await load()) as Record<string, unknown>),
        '200',
        'application/json',
      ) as string,
    ),
  }));
  reply.type('application/json; charset=utf-8');
  if (!reply.hasHeader('vary')) reply.header('vary', 'accept-encoding');
  if (body.raw.length >= COMPRESS_FROM_BYTES && acceptsGzip(request)) {
    body.gzip ??= gzipSync(body.raw);
    return reply.header('content-encoding', 'gzip').send(body.gzip);
  }
  return reply.send(body.raw);
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogueCache: ResponseCache;
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export default fp(
  async function cache(app: FastifyInstance) {
    app.decorate('catalogueCache', new ResponseCache());
    app.addHook('onResponse', async (request, reply) => {
      if (UNSAFE.has(request.method) && request.url.startsWith('/api/') && reply.statusCode < 400)
        app.catalogueCache.clear();
    });
  },
  { name: 'cache' },
);
