/**
 * The solver itself, run inside the Web Worker (challenge.worker.ts): altcha-lib's `solveChallenge` with the
 * browser's WebCrypto SHA-256, trying counters from 0 until the derived key starts with the challenge's prefix.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { ChallengeSolution } from './challenge';

/** Longer than the hardest challenge the server gives takes on a slow phone; the challenge expires anyway. */
const SOLVE_TIMEOUT_MS = 120_000;

export async function solve(challenge: Challenge): Promise<ChallengeSolution | null> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
  return solution ? { counter: solution.counter, derivedKey: solution.derivedKey } : null;
}
