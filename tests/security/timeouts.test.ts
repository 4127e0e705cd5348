// The attack: with no request or connection timeout, ~21,000 connections trickling a byte every 5 s made every
// new connection fail. Now the headers and then the whole request must arrive within their timeouts, a silent
// socket is closed, and connections beyond MAX_CONNECTIONS are held unanswered for CONNECTION_HOLD_MS, then
// closed (as many again; past that, at once). Short timeouts are configured here
// so the test is quick; the defaults are in README "Security" › "Limits".
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { useTestApp } from '../api/helpers/app';

const api = useTestApp({
  config: {
    server: {
      ...loadConfig({}).server,
      requestTimeoutMs: 1500,
      headersTimeoutMs: 1000,
      idleTimeoutMs: 3000,
      maxConnections: 20,
      connectionHoldMs: 1000,
    },
  },
});

async function listen(): Promise<number> {
  await api.app.listen({ host: '127.0.0.1', port: 0 });
  return (api.app.server.address() as AddressInfo).port;
}

// A trickle never stops by itself, so without the timeouts the socket would stay open until the test's own
// timeout: the 408 says which timeout cut it, and this bound (a multiple of the timeouts, for a loaded machine
// whose timers fire late) that it was cut at all.
const CUT_WITHIN_MS = 15_000;

/** Opens a socket and resolves when the server closes it, with what it answered and after how long. */
function trickle(port: number, head: string, drip: string) {
  const socket: Socket = connect(port, '127.0.0.1');
  const started = Date.now();
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  socket.on('error', () => {});
  socket.write(head);
  // One byte every 200 ms: never silent long enough for the idle timeout.
  const timer = setInterval(() => {
    if (!socket.destroyed && socket.writable) socket.write(drip);
  }, 200);
  return new Promise<{ ms: number; answer: string }>((resolve) => {
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ ms: Date.now() - started, answer });
    });
  });
}

const cities = (port: number) => fetch(`http://127.0.0.1:${port}/api/shipping/cities`);

describe('slow clients', () => {
  it('cuts off a body trickled byte by byte within the request timeout, and still answers others', async () => {
    const port = await listen();
    // A length within the call's body limit (a larger one is refused at once with 413, before any byte is read).
    const head =
      'POST /api/customer/couponsApply HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\n' +
      'Content-Length: 10000\r\n\r\n{';
    const slow = Array.from({ length: 10 }, () => trickle(port, head, ' '));
    // While they trickle, another shopper is served.
    const meanwhile = await cities(port);
    expect(meanwhile.status).toBe(200);
    for (const { ms, answer } of await Promise.all(slow)) {
      expect(ms).toBeLessThan(CUT_WITHIN_MS);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    }
    expect((await cities(port)).status).toBe(200);
  });

  it('cuts off headers trickled byte by byte within the headers timeout', async () => {
    const port = await listen();
    const { ms, answer } = await trickle(port, 'GET /api/shipping/cities HTTP/1.1\r\nHost: shop\r\n', 'X');
    expect(ms).toBeLessThan(CUT_WITHIN_MS);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('holds a connection beyond the limit unanswered, then closes it, and serves again when they are gone', async () => {
    const port = await listen();
    const idle = await Promise.all(
      Array.from(
        { length: 20 },
        () =>
          new Promise<Socket>((resolve) => {
            const s = connect(port, '127.0.0.1', () => resolve(s));
            s.on('error', () => {});
          }),
      ),
    );
    await new Promise((r) => setTimeout(r, 100));
    const asked = performance.now();
    await expect(cities(port)).rejects.toThrow();
    expect(performance.now() - asked).toBeGreaterThanOrEqual(900);
    for (const s of idle) s.destroy();
    await new Promise((r) => setTimeout(r, 100));
    expect((await cities(port)).status).toBe(200);
  });
});
