// The shoppers' searches share the database with orders and pages, and a search with a typo costs far more than
// a page: at most `concurrency` searches of this instance run on the database at once (on PostgreSQL that is
// the search pool's size, db/client.ts), the next ones wait their turn in a short line, and one more than the
// line holds, or one that waited too long, is answered 503 with Retry-After at once. Orders and pages never
// stand in this line, so a flood of searches leaves the database's time to them.
//
// The bound is of this process's share of the database (like a pool's size), not a limit on a shopper, so it
// is kept in memory; the per-address rate (limits.searchesPerAddressMinute) is counted in PostgreSQL.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SearchLimits } from '../config';

/** A search refused a turn: the line was full, or its turn did not come within the wait. */
export class GateRefused extends Error {
  constructor(readonly reason: 'full' | 'waited') {
    super(reason === 'full' ? 'Too many searches are waiting' : 'A search waited too long for its turn');
    this.name = 'GateRefused';
  }
}

interface Waiter {
  start(): void;
  timer: NodeJS.Timeout;
}

export class SearchGate {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  /** The most searches that ran at once since the gate was made (for tests and the bench). */
  peak = 0;

  constructor(private readonly limits: Required<SearchLimits>) {}

  /** How long a refusal to an address already refused is held (modules/catalogue/search-cost.ts). */
  get refusalHoldMs(): number {
    return this.limits.refusalHoldMs;
  }

  /** How many searches may run at once. */
  get concurrency(): number {
    return this.limits.concurrency;
  }

  /** Searches running now, and waiting for a turn. */
  get load() {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** Runs `work` when a turn is free; rejects with GateRefused when none comes. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.enter();
    try {
      return await work();
    } finally {
      this.leave();
    }
  }

  private enter(): Promise<void> {
    if (this.running < this.limits.concurrency) {
      this.running += 1;
      this.peak = Math.max(this.peak, this.running);
      return Promise.resolve();
    }
    if (this.waiting.length >= this.limits.queue) return Promise.reject(new GateRefused('full'));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          reject(new GateRefused('waited'));
        }, this.limits.timeoutMs),
      };
      waiter.timer.unref();
      this.waiting.push(waiter);
    });
  }

  private leave(): void {
    // The turn passes straight to the first in line: `running` stays as it is.
    const next = this.waiting.shift();
    if (next) next.start();
    else this.running -= 1;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    searchGate: SearchGate;
  }
}

export default fp(
  async (app: FastifyInstance, opts: { search: Required<SearchLimits> }) => {
    app.decorate('searchGate', new SearchGate(opts.search));
  },
  { name: 'search-gate' },
);
