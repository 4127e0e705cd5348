// What a shopper's search may cost (docs/business-rules.md#search-cost). A search the cache cannot answer costs
// the database far more than a page, and random words always miss the cache, so:
// - the cache key is the search's words, each once, in one order ("Dresses  red" and "red dresses" share one);
// - each search the database must answer is counted per client address in PostgreSQL (throttle events, one
//   minute, limits.searchesPerAddressMinute: generous, as carriers put many shoppers behind one address); over
//   it, a 429 with Retry-After. An address refused is remembered here until then, so a flood from it costs
//   the database nothing more (the next attempt after that is counted in the database again); and each of its
//   refusals is held a second (search.refusalHoldMs) before it is sent, so a client that searches again as soon
//   as it is answered gets one answer a second per connection instead of hundreds (its connections are bounded
//   per address: ServerLimits.maxConnectionsPerAddress), and the shop's other shoppers keep the CPU those would
//   have cost;
// - the search runs through the search gate (plugins/search-gate.ts: a few at once, on the search pool where
//   PostgreSQL cuts a statement after SEARCH_TIMEOUT_MS); refused a turn or cut, it is answered 503 with
//   Retry-After, never 500.
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { searchWords } from '../../../shared/search-text';
import type { DbOrTx } from '../../db/client';
import { msg, type Message } from '../../i18n';
import { sendCached } from '../../plugins/cache';
import { HttpError } from '../../plugins/errors';
import { GateRefused } from '../../plugins/search-gate';
import { countAttemptAtOnce, TooManyRequests } from '../../plugins/throttle';

const MINUTE = 60_000;
/** When a search refused for the load may be tried again. */
const BUSY_RETRY_SECONDS = 2;
/** Addresses remembered as refused, per instance; beyond this the expired ones are dropped, then all. */
const MAX_REMEMBERED = 10_000;

/** A search the database could not take now (too many at once, or too slow): 503 with Retry-After. */
export class SearchUnavailable extends HttpError {
  constructor(
    message: Message,
    readonly retryAfter: number,
  ) {
    super(503, message);
  }
}

/**
 * The search as the cache knows it: its words (as searchWords uses them), each once, sorted. Every word must
 * match, so neither their order nor a repeat changes the answer. Empty for a blank search.
 */
export function searchCacheText(q: string | undefined): string {
  if (q === undefined) return '';
  const words = new Set(searchWords(q).map(({ normalized, raw }) => `${normalized}\u0001${raw}`));
  return [...words].sort().join('\u0002');
}

/** Per app: the addresses refused, and until when (ms). */
const refusedUntil = new WeakMap<FastifyInstance, Map<string, number>>();

function remembered(app: FastifyInstance): Map<string, number> {
  let map = refusedUntil.get(app);
  if (!map) refusedUntil.set(app, (map = new Map()));
  return map;
}

/** Counts a search the database must answer for the request's address; over the limit, a 429. */
async function countSearch(request: FastifyRequest, now = Date.now()): Promise<void> {
  const refused = remembered(request.server);
  const until = refused.get(request.ip);
  if (until !== undefined && until > now) {
    await sleep(Math.min(request.server.searchGate.refusalHoldMs, until - now));
    const seconds = Math.max(1, Math.ceil((until - Date.now()) / 1000));
    throw new TooManyRequests(msg('limit.searches', { seconds }), seconds);
  }
  try {
    // One round trip: a search is counted to bound what it costs, and a few arriving together may all pass.
    await countAttemptAtOnce(
      request.db,
      { kind: 'search-address', key: request.ip, windowMs: MINUTE },
      request.server.limits.searchesPerAddressMinute,
      (seconds) => msg('limit.searches', { seconds }),
      new Date(now),
    );
    refused.delete(request.ip);
  } catch (error) {
    if (error instanceof TooManyRequests) {
      if (refused.size >= MAX_REMEMBERED) {
        for (const [address, time] of refused) if (time <= now) refused.delete(address);
        if (refused.size >= MAX_REMEMBERED) refused.clear();
      }
      refused.set(request.ip, now + error.retryAfter * 1000);
    }
    throw error;
  }
}

/** SQLSTATE query_canceled (the statement timeout), in `error` or in what Drizzle wrapped (`cause`). */
function isStatementTimeout(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    if ((e as { code?: unknown }).code === '57014') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Runs a search on the search connection, in its turn. */
async function runSearch<T>(app: FastifyInstance, load: (db: DbOrTx) => Promise<T>): Promise<T> {
  try {
    return await app.searchGate.run(() => load(app.database.search));
  } catch (error) {
    if (error instanceof GateRefused) throw new SearchUnavailable(msg('search.busy'), BUSY_RETRY_SECONDS);
    if (isStatementTimeout(error)) throw new SearchUnavailable(msg('search.tooSlow'), BUSY_RETRY_SECONDS);
    throw error;
  }
}

/**
 * Answers a public catalogue read that may carry a search (`q`): without one, as any cached read on the
 * database; with one, from the cache by its words, or else counted, in its turn, on the search connection.
 */
export async function sendSearch(
  request: FastifyRequest,
  reply: FastifyReply,
  operation: string,
  q: string | undefined,
  load: (db: DbOrTx) => Promise<unknown>,
) {
  const params = JSON.stringify(request.params ?? {});
  const words = searchCacheText(q);
  // An in-stock filter lists what has stock: such an answer is loaded again once a size sells out.
  const options = { stockDependent: (request.query as { inStock?: string } | undefined)?.inStock === 'true' };
  if (words === '')
    return sendCached(
      request,
      reply,
      `${operation}:${params}:${JSON.stringify(request.query ?? {})}`,
      () => load(request.db),
      options,
    );
  const key = `${operation}:${params}:${JSON.stringify({ ...(request.query as object), q: words })}`;
  try {
    if (!request.server.catalogueCache.local.has(key)) await countSearch(request);
    return await sendCached(request, reply, key, () => runSearch(request.server, load), options);
  } catch (error) {
    if (error instanceof TooManyRequests || error instanceof SearchUnavailable)
      reply.header('retry-after', String(error.retryAfter));
    throw error;
  }
}
