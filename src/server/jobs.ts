// Periodic housekeeping while the server runs. On PostgreSQL each round runs on one instance only (an advisory
// try-lock: an instance that finds the job running elsewhere skips the round), so N instances do not do the
// work N times. The order expiry is also safe without the lock (FOR UPDATE SKIP LOCKED in
// orders/service.ts), so a round that overlaps another cancels each order once.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client';
import { LOCKS, tryWithAdvisoryLock } from './db/startup-lock';
import { ACTIVITY_KEEP_DAYS, pruneActivity } from './modules/activity';
import { deleteExpiredSessions } from './modules/auth';
import { keepListing } from './modules/catalogue';
import { expireUnconfirmedOrders } from './modules/orders';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

export interface JobOptions {
  /** How often sessions are cleaned up. */
  everyMs?: number;
  /** Pending orders their shopper did not confirm are cancelled after this many hours (ORDER_CONFIRM_HOURS). */
  orderConfirmHours: number;
  /** How often unconfirmed orders are looked for. */
  expiryEveryMs?: number;
  /** How often the catalogue's listing is kept (lapsed prices, folded counts). */
  listingEveryMs?: number;
  /** Told which products got stock back (the catalogue cache clears them on every instance). */
  onStockReturned?: (products: number[]) => Promise<void>;
}

/**
 * One round of the order expiry: cancels, as `not_confirmed` by the system, the pending orders placed more than
 * `orderConfirmHours` before `now` that their shopper did not confirm. Returns how many were cancelled.
 */
export async function runOrderExpiry(
  database: Database,
  options: Pick<JobOptions, 'orderConfirmHours' | 'onStockReturned'>,
  now = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - options.orderConfirmHours * HOUR);
  const { cancelled, products } = await expireUnconfirmedOrders(database.jobs, before);
  if (products.length > 0) await options.onStockReturned?.(products);
  return cancelled;
}

/** One round of the activity log's prune: entries older than ACTIVITY_KEEP_DAYS before `now`, a batch at most. */
export function runActivityPrune(database: Database, now = new Date()): Promise<number> {
  return pruneActivity(database.jobs, new Date(now.getTime() - ACTIVITY_KEEP_DAYS * 24 * HOUR));
}

/** Starts the jobs; the timers do not keep the process alive. Returns a function that stops them. */
export function startPeriodicJobs(
  database: Database,
  log: FastifyBaseLogger,
  options: JobOptions,
): () => void {
  const sessions = setInterval(() => {
    tryWithAdvisoryLock(database, LOCKS.sessionCleanup, () => deleteExpiredSessions(database.jobs)).catch(
      (err: Error) => log.warn(`Expired-session cleanup failed, retrying next round: ${err.message}`),
    );
    // The activity log keeps ACTIVITY_KEEP_DAYS; a round deletes a batch of what is older, the next the rest.
    tryWithAdvisoryLock(database, LOCKS.activityPrune, () => runActivityPrune(database)).catch((err: Error) =>
      log.warn(`Activity log prune failed, retrying next round: ${err.message}`),
    );
  }, options.everyMs ?? HOUR);
  sessions.unref();
  const expire = () =>
    tryWithAdvisoryLock(database, LOCKS.orderExpiry, () => runOrderExpiry(database, options))
      .then((cancelled) => {
        if (cancelled)
          log.info(`Cancelled ${cancelled} orders not confirmed in ${options.orderConfirmHours} h`);
      })
      .catch((err: Error) => log.warn(`Order expiry failed, retrying next round: ${err.message}`));
  const orders = setInterval(() => void expire(), options.expiryEveryMs ?? 10 * MINUTE);
  orders.unref();
  // A discount that began or ended is priced in the catalogue at once either way (per request); this round
  // stores the new prices so that the pages read them from the index again.
  const listing = setInterval(() => {
    tryWithAdvisoryLock(database, LOCKS.listingUpkeep, () => keepListing(database.jobs)).catch((err: Error) =>
      log.warn(`Catalogue listing upkeep failed, retrying next round: ${err.message}`),
    );
  }, options.listingEveryMs ?? MINUTE);
  listing.unref();
  return () => {
    clearInterval(sessions);
    clearInterval(orders);
    clearInterval(listing);
  };
}
