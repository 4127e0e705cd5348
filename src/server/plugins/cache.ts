// An in-memory cache for public catalogue reads. PGlite runs one query at a time, so the shop's busiest
// pages are served from memory. A write clears what it changed, on every instance at once (the channel of
// db/notifications.ts: PostgreSQL LISTEN/NOTIFY): an admin write clears everything; an order only the entries
// showing the products whose stock it took (each entry is tagged with the products it shows; on PGlite they are
// updated in place with the stock left, since a reload would wait behind the other orders), so a sale does not
// empty the catalogue. Entries also expire after a short TTL so time-windowed discounts start and end on
// time, and a missed notification (a dropped listening connection) is bounded.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { gzipSync } from 'node:zlib';
import type { Db } from '../db/client';
import { openChannel, type Channel } from '../db/notifications';

interface Entry {
  value: unknown;
  expires: number;
  /** What the entry shows (e.g. `product:12`), for clearing only the entries a write changed. */
  tags?: ReadonlySet<string>;
}

export class ResponseCache {
  private entries = new Map<string, Entry>();
  private inflight = new Map<string, Promise<unknown>>();
  /** Counts clears, so a load that started before one can tell. */
  private sequence = 0;
  private clearedAt = 0;
  /** When each tag was last cleared; kept only while loads are running (they compare against it). */
  private tagClearedAt = new Map<string, number>();
  private loading = 0;

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 2_000,
  ) {}

  /**
   * The cached value for `key`, or the result of `load` (computed once even under concurrent misses).
   * `tagsOf` names what the value shows, so `clearTags` can clear it alone.
   */
  async get<T>(key: string, load: () => Promise<T>, tagsOf?: (value: T) => Iterable<string>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) return hit.value as T;
    const pending = this.inflight.get(key);
    if (pending) return pending as Promise<T>;
    const startedAt = this.sequence;
    this.loading += 1;
    const done = () => {
      if (this.inflight.get(key) === promise) this.inflight.delete(key);
      this.loading -= 1;
      if (this.loading === 0) this.tagClearedAt.clear();
    };
    const promise: Promise<T> = load().then(
      (value) => {
        const tags = tagsOf ? new Set(tagsOf(value)) : undefined;
        // A write that happened while loading makes this value stale: do not keep it.
        const stale =
          this.clearedAt > startedAt ||
          (tags !== undefined && [...tags].some((tag) => (this.tagClearedAt.get(tag) ?? 0) > startedAt));
        done();
        if (!stale) {
          if (this.entries.size >= this.maxEntries) this.entries.clear();
          this.entries.set(key, { value, expires: Date.now() + this.ttlMs, tags });
        }
        return value;
      },
      (err) => {
        done();
        throw err;
      },
    );
    this.inflight.set(key, promise);
    return promise;
  }

  /** Whether `key` is answered from memory now (for tests and the bench). */
  has(key: string): boolean {
    const hit = this.entries.get(key);
    return hit !== undefined && hit.expires > Date.now();
  }

  clear(): void {
    this.sequence += 1;
    this.clearedAt = this.sequence;
    this.entries.clear();
    this.inflight.clear();
  }

  /**
   * Clears the entries that show any of `tags`, and any load in flight that turns out to show one. With
   * `update`, an entry is replaced by what it returns instead (undefined: cleared), so a small known change
   * (the stock an order took) costs no reload.
   */
  clearTags(tags: Iterable<string>, update?: (value: unknown) => unknown): void {
    this.sequence += 1;
    const cleared = new Set(tags);
    for (const tag of cleared) if (this.loading > 0) this.tagClearedAt.set(tag, this.sequence);
    for (const [key, entry] of this.entries) {
      if (!entry.tags || ![...cleared].some((tag) => entry.tags!.has(tag))) continue;
      const value = update?.(entry.value);
      if (value === undefined) this.entries.delete(key);
      else entry.value = value;
    }
    // A request arriving now must not join a load that may have read the old rows.
    this.inflight.clear();
  }
}

export const productTag = (id: number) => `product:${id}`;

/** The products a catalogue answer shows: a product, or a page/collection with `products`. */
function productTagsOf(value: unknown): string[] {
  const v = value as { id?: unknown; variants?: unknown; products?: unknown } | null;
  if (!v || typeof v !== 'object') return [];
  if (Array.isArray(v.products))
    return v.products.flatMap((p: { id?: unknown }) => (typeof p?.id === 'number' ? [productTag(p.id)] : []));
  if (typeof v.id === 'number' && Array.isArray(v.variants)) return [productTag(v.id)];
  return [];
}

/**
 * What a write changed. `stock` (size id → stock left, known to the instance that took it) lets this instance
 * update its cached answers in place; the others clear the entries of `products`.
 */
type Change = { all: true } | { products: number[]; stock?: ReadonlyMap<number, number> };

/**
 * The catalogue cache of this instance, kept in step with every other instance on the same database. Reads
 * go through `get` (via sendCached); writes call `invalidate` before answering.
 */
export class CatalogueCache {
  readonly local: ResponseCache;
  private readonly instance = randomBytes(8).toString('hex');
  private channel?: Channel;

  /**
   * @param updateStockInPlace Whether an order's stock may be written into cached answers. Only where the
   *   database answers writes in commit order (PGlite: one connection), so two orders' updates cannot be
   *   applied out of order; on PostgreSQL the entries are cleared, and reloads do not wait behind orders there.
   */
  constructor(
    private readonly updateStockInPlace = false,
    local = new ResponseCache(),
  ) {
    this.local = local;
  }

  /** Joins the instances' channel: their changes clear this cache too. */
  connect(channel: Channel) {
    this.channel = channel;
  }

  /** Applies a message from the channel (ours are already applied); null means messages may have been missed. */
  receive(payload: string | null) {
    if (payload === null) return this.local.clear();
    let message: { from?: string } & Partial<{ all: true; products: number[] }>;
    try {
      message = JSON.parse(payload);
    } catch {
      return this.local.clear();
    }
    if (message.from === this.instance) return;
    if (Array.isArray(message.products)) this.local.clearTags(message.products.map(productTag));
    else this.local.clear();
  }

  get<T>(key: string, load: () => Promise<T>, tagsOf?: (value: T) => Iterable<string>): Promise<T> {
    return this.local.get(key, load, tagsOf);
  }

  /**
   * Clears what `change` altered here at once, then tells the other instances, through `via`'s pool (the
   * request's) when given. A failed notification is logged by the caller's channel; the TTL bounds how long
   * another instance can lag.
   */
  async invalidate(change: Change = { all: true }, via?: Db): Promise<void> {
    if ('products' in change) {
      const stock = this.updateStockInPlace ? change.stock : undefined;
      this.local.clearTags(
        change.products.map(productTag),
        stock ? (body) => withStock(body as CachedBody, stock) : undefined,
      );
      await this.channel?.publish(JSON.stringify({ from: this.instance, products: change.products }), via);
    } else {
      this.local.clear();
      await this.channel?.publish(JSON.stringify({ from: this.instance, all: true }), via);
    }
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
  /** The products shown (`product:<id>`). */
  tags: string[];
  /** The answer before serialisation, and the route's serializer: for updating the stock in place. */
  data: unknown;
  serialize?: (data: Record<string, unknown>) => string;
}

interface ShownProduct {
  totalStock?: number;
  variants?: Array<{ sizes?: Array<{ id?: number; stock: number }> }>;
}

/**
 * The body with the stock of the sizes in `stock` set to what they have left, or undefined when it cannot be
 * updated (then it is cleared and reloaded).
 */
function withStock(body: CachedBody, stock: ReadonlyMap<number, number>): CachedBody | undefined {
  if (!body.serialize) return undefined;
  const data = structuredClone(body.data) as ShownProduct & { products?: ShownProduct[] };
  const shown = Array.isArray(data.products) ? data.products : [data];
  for (const product of shown) {
    let changed = false;
    for (const variant of product.variants ?? [])
      for (const size of variant.sizes ?? [])
        if (size.id !== undefined && stock.has(size.id)) {
          size.stock = stock.get(size.id)!;
          changed = true;
        }
    if (changed && product.totalStock !== undefined)
      product.totalStock = (product.variants ?? []).reduce(
        (sum, v) => sum + (v.sizes ?? []).reduce((n, size) => n + size.stock, 0),
        0,
      );
  }
  return {
    raw: Buffer.from(body.serialize(data as Record<string, unknown>)),
    tags: body.tags,
    data,
    serialize: body.serialize,
  };
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
  const body = await request.server.catalogueCache.get<CachedBody>(
    key,
    async () => {
      const value = request.server.withAssetUrls((await load()) as Record<string, unknown>);
      return {
        raw: Buffer.from(
          reply.serializeInput(value as Record<string, unknown>, '200', 'application/json') as string,
        ),
        tags: productTagsOf(value),
        data: value,
        // The route's compiled serializer (not the reply, which must not outlive its request).
        serialize: reply.getSerializationFunction('200', 'application/json'),
      };
    },
    (body) => body.tags,
  );
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
    catalogueCache: CatalogueCache;
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Admin calls that write nothing the catalogue shows. */
const NOT_CATALOGUE = new Set(['/api/admin/login', '/api/admin/logout']);

export default fp(
  async function cache(app: FastifyInstance) {
    const cache = new CatalogueCache(app.database.kind === 'pglite');
    app.decorate('catalogueCache', cache);
    const channel = await openChannel(
      app.database,
      'morph_catalogue',
      (payload) => cache.receive(payload),
      app.log,
    );
    cache.connect(channel);
    app.addHook('onClose', async () => channel.close());
    // Any successful admin write may change what the catalogue shows: clear it everywhere before answering,
    // so the admin's next read (on any instance) is fresh. Shoppers' calls clear only what they change
    // (createOrder: the stock of the products ordered).
    app.addHook('onSend', async (request, reply, payload) => {
      const path = request.routeOptions.url ?? '';
      if (
        UNSAFE.has(request.method) &&
        path.startsWith('/api/admin/') &&
        !NOT_CATALOGUE.has(path) &&
        reply.statusCode < 400
      )
        await cache.invalidate(undefined, request.db);
      return payload;
    });
  },
  { name: 'cache', dependencies: ['database'] },
);
