// An in-memory cache for public catalogue reads. PGlite runs one query at a time, so the shop's busiest
// pages are served from memory. What an answer shows is kept in two parts that change at different paces:
// - the answer itself (names, prices, pictures, discounts, the order of a list), cached per request, cleared
//   whole by any admin write on every instance at once (the channel of db/notifications.ts: PostgreSQL
//   LISTEN/NOTIFY), and after a short TTL so time-windowed discounts start and end on time;
// - the stock of each size (availability.ts), which every order changes: the order tells the stock it left,
//   here and on the channel, and a cached answer showing that product is re-rendered with it on its next
//   request, without a query. So a sale neither empties the catalogue nor makes a page uncacheable.
// Answers that depend on stock for what they list (`inStock`) are loaded again after a size sells out or
// stock comes back; a cancelled order clears the answers showing its products.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { gzipSync } from 'node:zlib';
import type { Db } from '../db/client';
import { openChannel, type Channel } from '../db/notifications';
import { Availability, type StockNews } from './availability';

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
  /** Loads started (misses that went to the database), for the bench to count work instead of timing it. */
  loads = 0;

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 2_000,
  ) {}

  /**
   * The cached value for `key`, or the result of `load` (computed once even under concurrent misses).
   * `tagsOf` names what the value shows, so `clearTags` can clear it alone; a value `current` refuses is
   * loaded again.
   */
  async get<T>(
    key: string,
    load: () => Promise<T>,
    tagsOf?: (value: T) => Iterable<string>,
    current?: (value: T) => boolean,
  ): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now() && (!current || current(hit.value as T))) return hit.value as T;
    const pending = this.inflight.get(key);
    if (pending) return pending as Promise<T>;
    const startedAt = this.sequence;
    this.loading += 1;
    this.loads += 1;
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

  /** Clears the entries that show any of `tags`, and any load in flight that turns out to show one. */
  clearTags(tags: Iterable<string>): void {
    this.sequence += 1;
    const cleared = new Set(tags);
    for (const tag of cleared) if (this.loading > 0) this.tagClearedAt.set(tag, this.sequence);
    for (const [key, entry] of this.entries)
      if (entry.tags && [...cleared].some((tag) => entry.tags!.has(tag))) this.entries.delete(key);
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
 * What a write changed: everything (an admin write), the stock of some sizes (an order: the news says what is
 * left), or the stock of some products in a way not told as news (a cancelled or expired order).
 */
export type Change = { all: true } | { stock: readonly StockNews[] } | { products: number[] };

/** A message on the channel: news as [productId, sizeId, stock, seq], or products, or (neither) everything. */
interface Message {
  from?: string;
  stock?: Array<[number, number, number, number]>;
  products?: number[];
}

/**
 * The catalogue cache of this instance, kept in step with every other instance on the same database. Reads
 * go through `get` (via sendCached); writes call `invalidate` before answering.
 */
export class CatalogueCache {
  readonly local: ResponseCache;
  readonly availability = new Availability();
  private readonly instance = randomBytes(8).toString('hex');
  private channel?: Channel;

  constructor(local = new ResponseCache()) {
    this.local = local;
  }

  /** Joins the instances' channel: their changes clear this cache too. */
  connect(channel: Channel) {
    this.channel = channel;
  }

  /** Applies a message from the channel (ours are already applied); null means messages may have been missed. */
  receive(payload: string | null) {
    if (payload === null) return this.clearAll();
    let message: Message;
    try {
      message = JSON.parse(payload) as Message;
    } catch {
      return this.clearAll();
    }
    if (message.from === this.instance) return;
    if (Array.isArray(message.stock))
      this.takeNews(
        message.stock.map(([productId, sizeId, stock, seq]) => ({ productId, sizeId, stock, seq })),
      );
    else if (Array.isArray(message.products)) this.returned(message.products);
    else this.clearAll();
  }

  get<T>(
    key: string,
    load: () => Promise<T>,
    tagsOf?: (value: T) => Iterable<string>,
    current?: (value: T) => boolean,
  ): Promise<T> {
    return this.local.get(key, load, tagsOf, current);
  }

  /**
   * Applies `change` here at once, then tells the other instances, through `via`'s pool (the request's) when
   * given. A failed notification is logged by the caller's channel; the TTL bounds how long another instance
   * can lag.
   */
  async invalidate(change: Change = { all: true }, via?: Db): Promise<void> {
    if ('stock' in change) {
      if (change.stock.length === 0) return;
      this.takeNews(change.stock);
      const stock = change.stock.map((n) => [n.productId, n.sizeId, n.stock, n.seq]);
      await this.channel?.publish(JSON.stringify({ from: this.instance, stock }), via);
    } else if ('products' in change) {
      this.returned(change.products);
      await this.channel?.publish(JSON.stringify({ from: this.instance, products: change.products }), via);
    } else {
      this.clearAll();
      await this.channel?.publish(JSON.stringify({ from: this.instance, all: true }), via);
    }
  }

  private takeNews(news: readonly StockNews[]) {
    if (!this.availability.apply(news)) this.local.clear();
  }

  private returned(products: number[]) {
    this.availability.stockReturned();
    this.local.clearTags(products.map(productTag));
  }

  private clearAll() {
    this.local.clear();
    this.availability.clear();
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
  /** The products shown (`product:<id>`), and their ids. */
  tags: string[];
  productIds: number[];
  /** The answer as loaded (each size with the number of its stock's last change). */
  data: unknown;
  /** The availability tick `raw` was rendered at. */
  renderedAt: number;
  /** For an answer whose list depends on stock: the availability's soldOutChanges when it was loaded. */
  soldOutChanges?: number;
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

export interface SendOptions {
  /** What the answer lists depends on stock (an `inStock` filter): loaded again once a size sells out. */
  stockDependent?: boolean;
}

export async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  load: () => Promise<unknown>,
  options: SendOptions = {},
) {
  const cache = request.server.catalogueCache;
  const { availability } = cache;
  const serialize = (data: unknown) =>
    Buffer.from(
      request.server.withAssetUrlsInJson(
        reply.serializeInput(data as Record<string, unknown>, '200', 'application/json') as string,
      ),
    );
  // Kept as bytes, and gzipped once: a hit neither re-encodes nor re-compresses.
  const body = await cache.get<CachedBody>(
    key,
    async () => {
      // Taken before the load: news arriving meanwhile is shown on the first request after it.
      const renderedAt = availability.tick;
      const soldOutChanges = availability.soldOutChanges;
      // Upload URLs as the database keeps them: serialize makes them absolute in the text.
      const value = (await load()) as Record<string, unknown>;
      const tags = productTagsOf(value);
      return {
        raw: serialize(value),
        tags,
        productIds: tags.map((tag) => Number(tag.slice('product:'.length))),
        data: value,
        renderedAt,
        soldOutChanges: options.stockDependent ? soldOutChanges : undefined,
      };
    },
    (body) => body.tags,
    (body) => body.soldOutChanges === undefined || body.soldOutChanges === availability.soldOutChanges,
  );
  // An order changed the stock of a product shown: render the answer again with it (once per change).
  if (availability.changedSince(body.productIds, body.renderedAt)) {
    const at = availability.tick;
    const shown = availability.overlay(body.data);
    // Nothing newer than the answer as loaded (news can only add to that): its text stands.
    if (shown !== body.data) {
      body.raw = serialize(shown);
      body.gzip = undefined;
    }
    body.renderedAt = at;
  }
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
    const cache = new CatalogueCache();
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
    // so the admin's next read (on any instance) is fresh. Shoppers' calls change only stock (createOrder
    // tells what it left; a cancellation clears the answers showing its products).
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
