/**
 * The client's side of the proof-of-work challenge the server asks for under suspicion of abuse (a 428 from
 * createOrder, trackOrder, applyCoupon or login): fetch a challenge, solve it off the main thread, and give
 * the X-Altcha header to send the call again with. The solver (a Web Worker and altcha-lib) is downloaded only
 * the first time a challenge is asked. Screens show a short "checking your connection" text while
 * `isSolving()` (subscribe with `subscribeSolving`).
 */

/** The status the server answers when a solved challenge must come with the call. */
export const CHALLENGE_STATUS = 428;
/** The header a solution travels in. */
export const CHALLENGE_HEADER = 'X-Altcha';

/** What altcha-lib's solver finds: the counter and the key it derives. */
export interface ChallengeSolution {
  counter: number;
  derivedKey: string;
}

/** Solves one challenge (as GET /api/challenge gave it); null when it could not (timeout, no worker). */
export type ChallengeSolver = (challenge: unknown) => Promise<ChallengeSolution | null>;

let solver: ChallengeSolver | undefined;

/** Replaces the solver (tests: a fake worker in jsdom). Undefined restores the Web Worker. */
export function setChallengeSolver(replacement: ChallengeSolver | undefined): void {
  solver = replacement;
}

let solving = 0;
const listeners = new Set<() => void>();
const changed = (delta: number) => {
  solving += delta;
  for (const listener of listeners) listener();
};

/** Whether a challenge is being solved right now. */
export function isSolving(): boolean {
  return solving > 0;
}

/** Calls `listener` whenever `isSolving()` may have changed; returns the unsubscribe function. */
export function subscribeSolving(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The X-Altcha value: base64 of the JSON payload (ASCII only: hex strings and numbers). */
export function encodeSolution(challenge: unknown, solution: ChallengeSolution): string {
  return btoa(
    JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } }),
  );
}

/**
 * Fetches a challenge with `fetchChallenge` and solves it; the header to send, or null when that failed (the
 * caller then shows the server's refusal as it is).
 */
export async function solveChallengeHeader(fetchChallenge: () => Promise<unknown>): Promise<string | null> {
  changed(+1);
  try {
    const challenge = await fetchChallenge();
    const solve = solver ?? (await import('./challenge-worker-client')).solveInWorker;
    const solution = await solve(challenge);
    return solution ? encodeSolution(challenge, solution) : null;
  } catch {
    return null;
  } finally {
    changed(-1);
  }
}
