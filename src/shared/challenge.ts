/**
 * The client's side of the proof-of-work challenge the server asks for under suspicion of abuse (a 428 from
 * createOrder, trackOrder, applyCoupon or login): fetch a challenge, solve it in a Web Worker, and give the
 * X-Altcha header to send the call again with. apiFetch imports this file only when a challenge is asked, so
 * a visit that never is downloads none of it. While solving, a `CHALLENGE_EVENT` on the window tells the page
 * to show "Checking your connection…" (src/storefront/components/challenge-status.tsx).
 */
/** The window event saying whether a challenge is being solved (`detail`: true, then false). */
export const CHALLENGE_EVENT = 'morph:challenge';

/** What altcha-lib's solver finds: the counter and the key it derives. */
export interface ChallengeSolution {
  counter: number;
  derivedKey: string;
}

/** Solves one challenge (as GET /api/challenge gave it); null when it could not (timeout, no worker). */
export type ChallengeSolver = (challenge: unknown) => Promise<ChallengeSolution | null>;

/** The real solver: one Web Worker per challenge (challenge.worker.ts), ended as soon as it answers. */
export const solveInWorker: ChallengeSolver = (challenge) =>
  new Promise((resolve) => {
    const worker = new Worker(new URL('./challenge.worker.ts', import.meta.url), { type: 'module' });
    const done = (solution: ChallengeSolution | null) => {
      worker.terminate();
      resolve(solution);
    };
    worker.onmessage = (event: MessageEvent<ChallengeSolution | null>) => done(event.data ?? null);
    worker.onerror = () => done(null);
    worker.postMessage(challenge);
  });

let solver: ChallengeSolver = solveInWorker;

/** Replaces the solver (tests without a Worker); undefined restores the Web Worker. */
export function setChallengeSolver(replacement: ChallengeSolver | undefined): void {
  solver = replacement ?? solveInWorker;
}

/** The X-Altcha value: base64 of the JSON payload (ASCII only: hex strings and numbers). */
export function encodeSolution(challenge: unknown, solution: ChallengeSolution): string {
  return btoa(
    JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } }),
  );
}

const announce = (solving: boolean) =>
  globalThis.dispatchEvent?.(new CustomEvent(CHALLENGE_EVENT, { detail: solving }));

/**
 * Fetches a challenge from the API at `baseUrl` and solves it; the header to send, or null when that failed
 * (the caller then shows the server's refusal as it is).
 */
export async function solveChallengeHeader(baseUrl: string): Promise<string | null> {
  announce(true);
  try {
    const response = await fetch(`${baseUrl}/api/challenge`, { credentials: 'include', cache: 'no-store' });
    if (!response.ok) return null;
    const challenge: unknown = await response.json();
    const solution = await solver(challenge);
    return solution ? encodeSolution(challenge, solution) : null;
  } catch {
    return null;
  } finally {
    announce(false);
  }
}
