// The attack: 16 parallel searches for random words (each misses the cache and takes the typo path) made a
// shopper's order page and the product list 48× slower, as every search compared every product's text and
// stood in front of every order on the database. Now: a rate per client address counted in PostgreSQL (429
// in both languages with Retry-After; other addresses, browsing and cached searches unaffected), a few searches
// at once on the database with the rest waiting their turn (a page and an order page never wait behind them),
// the typo path served by the trigram indexes (the catalogue's words, then the products' text: the planner's
// choice is checked on PostgreSQL's, tests/pg/search-typo-plans.test.ts), and on
// PostgreSQL a search pool of its own whose statements are cut by a timeout (503, never 500:
// tests/pg/search-timeout.test.ts, on PostgreSQL only).
import { beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { orderBody, seedShop, type Shop } from '../api/customer-fixtures';
import { useTestApp } from '../api/helpers/app';
import { held, until } from '../api/helpers/waiting';

const defaults = loadConfig({});
const api = useTestApp({
  worker: true,
  config: { limits: { ...defaults.limits, searchesPerAddressMinute: 3 } },
});
let shop: Shop;

beforeEach(async () => {
  shop = await seedShop(api.db);
});

const get = (url: string, remoteAddress = '198.51.100.1', headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'GET', url, remoteAddress, headers });

async function placeOrder() {
  const res = await api.app.inject({
    method: 'POST',
    url: '/api/customer/createOrder',
    payload: orderBody(shop),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { orderNumber: string; orderKey: string };
}

describe('searches per address', () => {
  it('answers a 429 with Retry-After in both languages past the limit, to that address only', async () => {
    const a = '198.51.100.7';
    // Searches, suggestions and a category's search all count.
    expect((await get('/api/products/search?q=linen', a)).statusCode).toBe(200);
    expect((await get('/api/products/search/suggestions?q=bag', a)).statusCode).toBe(200);
    expect((await get('/api/products/collections/new-arrivals?q=dress', a)).statusCode).toBe(200);
    // The same words in another order, case or number of spaces are answered from the cache: not counted.
    const again = await get('/api/products/search?q=%20LINEN%20%20linen', a);
    expect(again.statusCode).toBe(200);
    expect(again.json().products.map((p: { name: string }) => p.name)).toEqual(['Linen Wrap Midi Dress']);

    const refused = await get('/api/products/search?q=scarf', a);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(
      'Too many searches from your connection. Please wait 1 minute and search again.',
    );
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    const arabic = await get('/api/products/search/suggestions?q=skirt', a, { 'accept-language': 'ar' });
    expect(arabic.statusCode).toBe(429);
    expect(arabic.json().error).toBe('عمليات بحث كثيرة من اتصالك. من فضلك انتظري دقيقة ثم ابحثي مرة أخرى.');
    expect(Number(arabic.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    // Browsing without a search, and another address's searches, are not affected.
    expect((await get('/api/products?page=1', a)).statusCode).toBe(200);
    const other = await get('/api/products/search?q=scarf', '198.51.100.8');
    expect(other.statusCode).toBe(200);
  });

  it('counts the refusals of every instance in the database: a new app refuses the address too', async () => {
    const a = '198.51.100.9';
    for (const q of ['linen', 'bag', 'dress'])
      expect((await get(`/api/products/search?q=${q}`, a)).statusCode).toBe(200);
    const other = await api.freshApp();
    const res = await other.inject({ method: 'GET', url: '/api/products/search?q=scarf', remoteAddress: a });
    expect(res.statusCode).toBe(429);
  });
});

describe('a refused address searching again at once', () => {
  it('holds each refusal, side by side, while other shoppers are answered at once', async () => {
    // A hold long enough that the machine's load cannot blur the orders of events the test reads: the other
    // shopper is answered while every refusal is still held, and the four are held together, not one after
    // another. The server's own hold is a second (SEARCH_REFUSAL_HOLD_MS); the code path is the same.
    const hold = 3_000;
    await api.freshApp({ search: { ...defaults.search, refusalHoldMs: hold } });
    const a = '198.51.100.60';
    for (const q of ['linen', 'bag', 'dress'])
      expect((await get(`/api/products/search?q=${q}`, a)).statusCode).toBe(200);
    // The first refusal is counted in the database; the address is then remembered as refused.
    const first = performance.now();
    expect((await get('/api/products/search?q=scarf', a)).statusCode).toBe(429);
    expect(performance.now() - first, 'the first refusal is not held').toBeLessThan(hold);

    const started = performance.now();
    const flood = Promise.all(
      ['wrap', 'midi', 'sweter', 'crochet'].map(async (q) => {
        const res = await get(`/api/products/search?q=${q}`, a);
        return { status: res.statusCode, ms: performance.now() - started, retry: res.headers['retry-after'] };
      }),
    );
    // Meanwhile another shopper's search and a page from the refused address are not held.
    expect((await get('/api/products/search?q=linen', '198.51.100.61')).statusCode).toBe(200);
    expect((await get('/api/products?page=1', a)).statusCode).toBe(200);
    const othersAnswered = performance.now() - started;

    const refused = await flood;
    expect(refused.map((r) => r.status)).toEqual([429, 429, 429, 429]);
    for (const r of refused) {
      expect(r.ms).toBeGreaterThanOrEqual(hold - 50);
      expect(Number(r.retry)).toBeGreaterThanOrEqual(1);
    }
    expect(othersAnswered).toBeLessThan(Math.min(...refused.map((r) => r.ms)));
    // Side by side: one after another would take four holds.
    expect(Math.max(...refused.map((r) => r.ms))).toBeLessThan(2 * hold);
  });
});

describe('searches in turns', () => {
  it('runs at most SEARCH_CONCURRENCY searches at once, each answered', async () => {
    const answers = await Promise.all(
      ['linen', 'bag', 'dress', 'crochet', 'wrap', 'midi', 'shoulder', 'sweter'].map((q, i) =>
        get(`/api/products/search?q=${q}`, `198.51.100.${20 + i}`),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(api.app.searchGate.peak).toBeGreaterThanOrEqual(1);
    expect(api.app.searchGate.peak).toBeLessThanOrEqual(api.app.searchGate.concurrency);
    expect(api.app.searchGate.concurrency).toBe(api.app.database.kind === 'pglite' ? 1 : 2);
  });

  it('while every turn is taken, pages and the order page answer; a search waits, one more gets 503', async () => {
    const placed = await placeOrder();
    const app = await api.freshApp({
      search: { ...defaults.search, concurrency: 2, queue: 1, timeoutMs: 60_000 },
    });
    const hold = held();
    const holders = [app.searchGate.run(() => hold.promise), app.searchGate.run(() => hold.promise)];

    const waiting = app.inject({
      method: 'GET',
      url: '/api/products/search?q=linen',
      remoteAddress: '198.51.100.40',
    });
    await until(() => app.searchGate.load.waiting === 1);
    const busy = await app.inject({
      method: 'GET',
      url: '/api/products/search/suggestions?q=bag',
      remoteAddress: '198.51.100.41',
      headers: { 'accept-language': 'ar' },
    });
    expect(busy.statusCode).toBe(503);
    expect(busy.json().error).toBe('البحث مزدحم جدًا الآن. من فضلك حاولي مرة أخرى بعد لحظات.');
    expect(Number(busy.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    // Nothing a shopper does outside search stands in the search line.
    const order = await app.inject({
      method: 'GET',
      url: `/api/customer/orders/${placed.orderNumber}`,
      headers: { 'x-order-key': placed.orderKey },
    });
    expect(order.statusCode, order.body).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/products?page=1' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/products/id/${shop.dress.id}` })).statusCode).toBe(
      200,
    );
    expect(app.searchGate.load).toEqual({ running: 2, waiting: 1 });

    hold.release();
    await Promise.all(holders);
    const answered = await waiting;
    expect(answered.statusCode).toBe(200);
    expect(answered.json().products.map((p: { name: string }) => p.name)).toEqual(['Linen Wrap Midi Dress']);
  });
});
