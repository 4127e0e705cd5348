// Stopping without dropping what clients already sent. Node's server.close() (and so Fastify's app.close())
// destroys every connection that has no request in progress — including connections whose request is already
// in the socket but not yet read. On PGlite the event loop is mostly busy running the database, so under load
// requests wait there (and in the accept queue) for a while, and SIGTERM reset them.
// So first drain: keep listening, answer everything with `Connection: close` (clients reconnect, a load
// balancer moves on: /readyz already says 503), and close only once no connection has arrived and no
// request has been in flight for a moment.
import type { Server } from 'node:http';

export interface RequestTracker {
  readonly inFlight: number;
  /** Connections accepted plus requests begun, ever: it moves whenever anything arrives. */
  readonly arrivals: number;
  /** From now on every answer closes its connection. */
  startDraining(): void;
}

export function trackRequests(server: Server): RequestTracker {
  let inFlight = 0;
  let arrivals = 0;
  let draining = false;
  server.on('connection', () => {
    arrivals += 1;
  });
  server.prependListener('request', (_request, response) => {
    arrivals += 1;
    inFlight += 1;
    if (draining) response.setHeader('connection', 'close');
    response.once('close', () => {
      inFlight -= 1;
    });
  });
  return {
    get inFlight() {
      return inFlight;
    },
    get arrivals() {
      return arrivals;
    },
    startDraining() {
      draining = true;
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// setImmediate runs after the poll phase, where connections are accepted and sockets read.
const afterPoll = () => new Promise((resolve) => setImmediate(resolve));

/** Resolves once nothing has arrived and nothing has been in flight for `quietMs` (at most `maxMs`). */
export async function drain(tracker: RequestTracker, { quietMs = 300, maxMs = 8_000 } = {}): Promise<void> {
  tracker.startDraining();
  const deadline = Date.now() + maxMs;
  while (Date.now() < deadline) {
    if (tracker.inFlight > 0) {
      await sleep(20);
      continue;
    }
    const seen = tracker.arrivals;
    await sleep(quietMs);
    await afterPoll();
    await afterPoll();
    if (tracker.inFlight === 0 && tracker.arrivals === seen) return;
  }
}
