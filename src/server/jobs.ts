// Periodic housekeeping while the server runs. On PostgreSQL each round runs on one instance only (an advisory
// try-lock: an instance that finds the job running elsewhere skips the round), so N instances do not do the
// work N times.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client';
import { LOCKS, tryWithAdvisoryLock } from './db/startup-lock';
import { deleteExpiredSessions } from './modules/auth/repository';

const HOUR = 60 * 60 * 1000;

/** Starts the jobs; the timers do not keep the process alive. Returns a function that stops them. */
export function startPeriodicJobs(database: Database, log: FastifyBaseLogger, everyMs = HOUR): () => void {
  const timer = setInterval(() => {
    tryWithAdvisoryLock(database, LOCKS.sessionCleanup, () => deleteExpiredSessions(database.db)).catch(
      (err: Error) => log.warn(`Expired-session cleanup failed, retrying next round: ${err.message}`),
    );
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
