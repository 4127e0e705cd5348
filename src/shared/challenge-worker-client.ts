/**
 * Runs the solver in a Web Worker (loaded lazily by challenge.ts, so a visit that is never asked downloads
 * none of it). One worker per challenge, ended as soon as it answers.
 */
import type { ChallengeSolution } from './challenge';

export function solveInWorker(challenge: unknown): Promise<ChallengeSolution | null> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./challenge.worker.ts', import.meta.url), { type: 'module' });
    const done = (solution: ChallengeSolution | null) => {
      worker.terminate();
      resolve(solution);
    };
    worker.onmessage = (event: MessageEvent<ChallengeSolution | null>) => done(event.data ?? null);
    worker.onerror = () => done(null);
    worker.postMessage(challenge);
  });
}
