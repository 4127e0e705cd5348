// The attack: 2,000 sockets from one host sending an order body a byte every 2 s held every connection the
// server had (each for the whole 120 s request timeout), and other shoppers' GETs were reset. Now one client
// address holds at most MAX_CONNECTIONS_PER_ADDRESS connections (as many more are held unanswered for
// CONNECTION_HOLD_MS, then closed; the rest closed at once) and a body must keep a minimum rate (else 408); behind a trusted proxy the cap counts each real client's requests in flight, not
// the proxy. Caps and timeouts are lowered here so the test is cheap; the defaults are in README "Security".
// Loopback addresses other than 127.0.0.1 stand for other hosts (all of 127.0.0.0/8 reaches this machine).
import { connect, type AddressInfo, type Socket } from 'node:net';
import { request } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig, type Config } from '../../src/server/config';
import { useTestApp } from '../api/helpers/app';

const api = useTestApp();

const server = (overrides: Partial<Config['server']>): Partial<Config> => ({
  server: { ...loadConfig({}).server, ...overrides },
});

async function listen(config: Partial<Config>): Promise<number> {
  const app = await api.freshApp(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return (app.server.address() as AddressInfo).port;
}

const opened: Socket[] = [];
afterEach(() => {
  for (const s of opened.splice(0)) s.destroy();
});

interface Slow {
  socket: Socket;
  /** Resolves when the server closes the socket: what it answered. */
  closed: Promise<string>;
  /** When it closed (performance.now()). */
  closedAt?: number;
  /** Resolves once connected. */
  connected: Promise<void>;
}

/** A socket from `from` sending `head` and then one more byte of the body every `everyMs`. */
function slow(port: number, from: string, head: string, everyMs = 200): Slow {
  const socket = connect({ port, host: '127.0.0.1', localAddress: from });
  opened.push(socket);
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  socket.on('error', () => {});
  const connected = new Promise<void>((resolve) =>
    socket.once('connect', () => {
      socket.write(head);
      resolve();
    }),
  );
  const timer = setInterval(() => socket.writable && socket.write(' '), everyMs);
  const result: Slow = { socket, closed: Promise.resolve(''), connected };
  result.closed = new Promise<string>((resolve) =>
    socket.once('close', () => {
      clearInterval(timer);
      result.closedAt = performance.now();
      resolve(answer);
    }),
  );
  return result;
}

const orderHead = (extra = '') =>
  'POST /api/customer/createOrder HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\n' +
  `${extra}Content-Length: 2000\r\n\r\n{`;

/** A GET on a fresh connection from `from`; its status, or 0 when the connection failed or was reset. */
function get(port: number, from: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/api/shipping/cities', localAddress: from, agent: false, headers },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', () => resolve({ status: 0, headers: {}, body: '' }));
    req.end();
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
/** Waiting for the server to see sockets open or close: generous, as the machine may be busy. */
const WAIT = { timeout: 5000, interval: 100 };

/** When each socket closed, in ms after `since`, and what it was answered. */
async function closings(sockets: Slow[], since: number) {
  return Promise.all(
    sockets.map(async (s) => {
      const answer = await s.closed;
      return { ms: s.closedAt! - since, answer };
    }),
  );
}

describe('many connections from one address', () => {
  it('keeps serving another address while one holds more slow sockets than its cap', async () => {
    const hold = 3_000;
    const port = await listen(
      server({ maxConnectionsPerAddress: 10, connectionHoldMs: hold, bodyTimeoutMs: 60_000 }),
    );
    const started = performance.now();
    const flood = Array.from({ length: 40 }, () => slow(port, '127.0.0.2', orderHead()));
    await Promise.all(flood.map((s) => s.connected));
    // 10 are served and the other 30 held, unanswered.
    await settle();
    expect(flood.filter((s) => s.socket.destroyed)).toHaveLength(0);
    // Another address is served, however many times it asks.
    for (let i = 0; i < 5; i++) expect((await get(port, '127.0.0.1')).status).toBe(200);

    // The held are closed unanswered after the hold, not before; the served stay open (their bodies have a
    // minute).
    await vi.waitFor(() => expect(flood.filter((s) => s.socket.destroyed).length).toBe(30), {
      timeout: hold + 10_000,
      interval: 100,
    });
    const closed = await closings(
      flood.filter((s) => s.socket.destroyed),
      started,
    );
    expect(closed.map((c) => c.answer).filter(Boolean)).toEqual([]);
    expect(Math.min(...closed.map((c) => c.ms))).toBeGreaterThanOrEqual(hold - 100);
    await settle();
    expect(flood.filter((s) => !s.socket.destroyed)).toHaveLength(10);

    // The flooding address itself gets nothing more until it lets go: its next request is held, unanswered.
    expect((await get(port, '127.0.0.2')).status).toBe(0);
    for (const s of flood) s.socket.destroy();
    await vi.waitFor(async () => expect((await get(port, '127.0.0.2')).status).toBe(200), WAIT);
  });

  it('holds at most MAX_CONNECTIONS besides those it serves, and closes the rest at once', async () => {
    const port = await listen(
      server({ maxConnections: 20, maxConnectionsPerAddress: 10, connectionHoldMs: 60_000 }),
    );
    const sockets: Slow[] = [];
    // One address after another, each opening twice its cap.
    for (const from of ['127.0.0.2', '127.0.0.3', '127.0.0.4']) {
      const some = Array.from({ length: 20 }, () => slow(port, from, orderHead()));
      await Promise.all(some.map((s) => s.connected));
      sockets.push(...some);
      await settle();
    }
    // 20 served and 20 held (10 of each of the first two addresses: both bounds reached), and the third
    // address's 20 closed at once.
    await vi.waitFor(
      () => expect(sockets.filter((s) => s.socket.destroyed).length).toBeGreaterThanOrEqual(20),
      WAIT,
    );
    await settle();
    expect(sockets.filter((s) => s.socket.destroyed)).toHaveLength(20);
    expect(sockets.slice(40).every((s) => s.socket.destroyed)).toBe(true);
  });

  it('lets its held connections go when it closes, rather than wait for their hold', async () => {
    const app = await api.freshApp(
      server({ maxConnectionsPerAddress: 1, connectionHoldMs: 60_000, idleTimeoutMs: 120_000 }),
    );
    await app.listen({ host: '127.0.0.1', port: 0 });
    const port = (app.server.address() as AddressInfo).port;
    // One connection served (a request answered, then idle, kept alive) and two held.
    const served = slow(port, '127.0.0.2', 'GET /api/shipping/cities HTTP/1.1\r\nHost: shop\r\n\r\n', 60_000);
    await served.connected;
    await new Promise((resolve) => served.socket.once('data', resolve));
    const over = Array.from({ length: 2 }, () => slow(port, '127.0.0.2', '', 60_000));
    await Promise.all(over.map((s) => s.connected));
    await settle();
    expect(over.filter((s) => s.socket.destroyed)).toHaveLength(0);
    const started = performance.now();
    await app.close();
    await Promise.all([served, ...over].map((s) => s.closed));
    expect(performance.now() - started).toBeLessThan(20_000);
  });

  it('cuts off a body that does not keep the minimum rate, long before the request timeout', async () => {
    const port = await listen(
      server({ bodyTimeoutMs: 1000, bodyMinBytesPerSecond: 500, requestTimeoutMs: 60_000 }),
    );
    const trickle = slow(port, '127.0.0.2', orderHead('Accept-Language: ar\r\n'));
    const answer = await trickle.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      error: 'وصل الطلب ببطء شديد. من فضلك تأكدي من الاتصال وحاولي مرة أخرى.',
    });
  });

  it('lets a slow but steady body through', async () => {
    const port = await listen(server({ bodyTimeoutMs: 1000, bodyMinBytesPerSecond: 500 }));
    const body = JSON.stringify({ code: 'X', cartTotal: 100, padding: 'x'.repeat(6000) });
    const socket = connect({ port, host: '127.0.0.1' });
    opened.push(socket);
    let answer = '';
    socket.on('data', (c) => (answer += c.toString()));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      'POST /api/customer/couponsApply HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\n' +
        `Connection: close\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    // 2 KB a chunk: each earns the body 4 s, far more than the time between chunks.
    for (let i = 0; i < body.length; i += 2000) {
      await new Promise((resolve) => setTimeout(resolve, 400));
      socket.write(body.slice(i, i + 2000));
    }
    await new Promise((resolve) => socket.once('close', resolve));
    expect(answer).toMatch(/^HTTP\/1\.1 (?!408)\d{3}/);
  });
});

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  const proxied = (cap: number, more: Partial<Config['server']> = {}) => ({
    ...server({ maxConnectionsPerAddress: cap, ...more }),
    trustProxy: '127.0.0.1',
  });

  it('does not cap the proxy as one client', async () => {
    const port = await listen(proxied(3));
    const held = Array.from({ length: 10 }, () =>
      slow(port, '127.0.0.1', 'GET /api/shipping/cities HTTP/1.1\r\nHost: shop\r\nX-Slow: a'),
    );
    await Promise.all(held.map((s) => s.connected));
    await settle();
    expect(held.filter((s) => !s.socket.destroyed)).toHaveLength(10);
    expect((await get(port, '127.0.0.1', { 'x-forwarded-for': '203.0.113.7' })).status).toBe(200);
  });

  it("caps each real client's requests in flight, in the client's language", async () => {
    const port = await listen(proxied(3));
    const client = 'X-Forwarded-For: 203.0.113.5\r\n';
    const flood = Array.from({ length: 3 }, () => slow(port, '127.0.0.1', orderHead(client)));
    await Promise.all(flood.map((s) => s.connected));
    // Once the server has their headers, a fourth request of that client is over the cap.
    const over = await vi.waitFor(async () => {
      const answer = await get(port, '127.0.0.1', {
        'x-forwarded-for': '203.0.113.5',
        'accept-language': 'ar',
      });
      expect(answer.status).toBe(429);
      return answer;
    }, WAIT);
    expect(over.headers['retry-after']).toBe('5');
    expect(JSON.parse(over.body)).toEqual({
      error: 'طلبات كثيرة جدًا من شبكتك في نفس الوقت. من فضلك حاولي مرة أخرى بعد ثوانٍ.',
    });
    // Another client behind the same proxy is served.
    expect((await get(port, '127.0.0.1', { 'x-forwarded-for': '203.0.113.6' })).status).toBe(200);
    for (const s of flood) s.socket.destroy();
    await vi.waitFor(
      async () =>
        expect((await get(port, '127.0.0.1', { 'x-forwarded-for': '203.0.113.5' })).status).toBe(200),
      WAIT,
    );
  });

  it('still caps a client reaching the server directly, whatever X-Forwarded-For it sends', async () => {
    const port = await listen(proxied(3, { connectionHoldMs: 0 }));
    const direct = Array.from({ length: 6 }, () =>
      slow(port, '127.0.0.2', orderHead('X-Forwarded-For: 1.2.3.4\r\n')),
    );
    await Promise.all(direct.map((s) => s.connected));
    // The address is counted, not the header: 3 served, and (without a hold) 3 closed at once.
    await vi.waitFor(
      () => expect(direct.filter((s) => s.socket.destroyed).length).toBeGreaterThanOrEqual(3),
      WAIT,
    );
    await settle();
    expect(direct.filter((s) => !s.socket.destroyed)).toHaveLength(3);
  });
});
