// Connection caps and the slow-body cut-off, in the server itself: `npm start` listens with no proxy in front,
// and one host holding thousands of slow sockets would otherwise take every connection the server has.
// - The server serves `maxConnections` connections at once, and a client (one address, an IPv6 /64)
//   `maxConnectionsPerAddress` of them. A connection from a trusted proxy (TRUST_PROXY) is not counted as a
//   client: there, each real client (X-Forwarded-For) may have as many requests in flight, and one more is
//   answered 429.
// - A connection over a cap is held, unread and unanswered, for `connectionHoldMs`, then closed. Closed at once,
//   it was opened again at once: 1,800 connections over the cap from one host made the server accept and close
//   thousands a second, and that churn, not the sockets themselves, slowed everyone else (docs/decisions/0011).
//   Held, each costs one accept per hold. At most `maxConnections` are held, apart from the served, so holding
//   never takes a connection a shopper would be served on; past that a connection is closed at once. The check
//   runs before Node's HTTP server sees the socket, so a held connection costs no parser.
// - A request body must keep a minimum rate (connection-limits.ts `bodyTooSlow`), else 408 and the connection
//   is closed: a body trickled a byte every few seconds no longer holds its socket for the whole request timeout.
// The counts are of this process's own sockets, so they live in its memory; nothing else needs them.
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { msg, render, shopperLanguage } from '../i18n';
import { HttpError } from './errors';
import { bodyTooSlow, clientKey, PerClient } from './connection-limits';

/** How long a client over the cap is told to wait (s). */
const RETRY_AFTER_SECONDS = 5;

/** Whether the peer of a socket is a proxy whose X-Forwarded-For is trusted, as Fastify decides it. */
export function trustedProxy(trustProxy: Config['trustProxy']): (address: string) => boolean {
  if (trustProxy === true) return () => true;
  // Fastify 5 trusts no peer for a hop count alone (a direct client could claim any hops), so neither do we.
  if (trustProxy === false || typeof trustProxy === 'number') return () => false;
  const trust = proxyAddr.compile(trustProxy.split(',').map((s) => s.trim()));
  return (address) => trust(address, 0);
}

interface Receiving {
  socket: Socket;
  startedAt: number;
  /** The socket's bytes read when the request's headers had arrived. */
  bytesAtStart: number;
  language: 'en' | 'ar';
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const limits = config.server;
    const isProxy = trustedProxy(config.trustProxy);
    const served = new PerClient(limits.maxConnectionsPerAddress);
    const heldMax = limits.connectionHoldMs > 0 ? limits.maxConnections : 0;
    const held = new Set<Socket>();
    let servedCount = 0;
    let closing = false;
    // Node drops a connection past this before any JavaScript sees it: the served and the held together.
    app.server.maxConnections = limits.maxConnections + heldMax;

    const hold = (socket: Socket) => {
      held.add(socket);
      // Nothing it sends is read (what arrives waits in the socket's buffer) and nothing is answered.
      socket.pause();
      socket.on('error', () => socket.destroy());
      const timer = setTimeout(() => socket.destroy(), limits.connectionHoldMs);
      timer.unref();
      socket.once('close', () => {
        clearTimeout(timer);
        held.delete(socket);
      });
    };

    // Node's HTTP server reads a connection through its own 'connection' listener; it is called here only for
    // the connections served.
    const serve = app.server.listeners('connection') as Array<(socket: Socket) => void>;
    app.server.removeAllListeners('connection');
    app.server.on('connection', (socket: Socket) => {
      if (socket.destroyed) return;
      const address = socket.remoteAddress;
      const key = address && !isProxy(address) ? clientKey(address) : undefined;
      if (servedCount < limits.maxConnections && (key === undefined || served.take(key))) {
        servedCount += 1;
        socket.once('close', () => {
          servedCount -= 1;
          if (key !== undefined) served.release(key);
        });
        for (const listener of serve) listener.call(app.server, socket);
        return;
      }
      if (!closing && key !== undefined && held.size < heldMax) {
        hold(socket);
        return;
      }
      socket.destroy();
    });
    // A closing server waits for its connections: the held ones are let go at once.
    app.addHook('preClose', async () => {
      closing = true;
      for (const socket of held) socket.destroy();
    });

    // Behind a trusted proxy the proxy's connections carry everyone: count the real client's requests instead.
    const inFlight = new PerClient(limits.maxConnectionsPerAddress);
    const receiving = new Map<IncomingMessage, Receiving>();
    app.addHook('onRequest', async (request, reply) => {
      const raw = request.raw;
      const socket = raw.socket;
      if (socket.remoteAddress && isProxy(socket.remoteAddress)) {
        const key = clientKey(request.ip);
        if (!inFlight.take(key)) {
          reply.header('retry-after', String(RETRY_AFTER_SECONDS)).header('connection', 'close');
          throw new HttpError(429, msg('request.tooManyConnections'));
        }
        reply.raw.once('close', () => inFlight.release(key));
      }
      const hasBody =
        raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length']) > 0;
      if (hasBody && !raw.complete) {
        receiving.set(raw, {
          socket,
          startedAt: Date.now(),
          bytesAtStart: socket.bytesRead,
          language: shopperLanguage(request),
        });
        reply.raw.once('close', () => receiving.delete(raw));
      }
    });

    // One sweep for every body under way (like Node's own check of the request timeout), not a timer each.
    const sweep = setInterval(
      () => {
        const now = Date.now();
        for (const [raw, r] of receiving) {
          if (raw.complete || r.socket.destroyed) {
            receiving.delete(raw);
            continue;
          }
          if (!bodyTooSlow(now - r.startedAt, r.socket.bytesRead - r.bytesAtStart, limits)) continue;
          receiving.delete(raw);
          const body = JSON.stringify({ error: render(msg('request.bodyTooSlow'), r.language) });
          // Written on the socket itself: the request's own handling is still waiting for the body.
          if (r.socket.writable)
            r.socket.write(
              'HTTP/1.1 408 Request Timeout\r\nContent-Type: application/json; charset=utf-8\r\n' +
                `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\n` +
                `Connection: close\r\n\r\n${body}`,
            );
          r.socket.destroy();
        }
      },
      Math.max(50, Math.min(1000, Math.floor(limits.bodyTimeoutMs / 10))),
    );
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'connections' },
);
