// The pure part of the proof-of-work challenge: how much work a level of suspicion asks, how a level follows
// from counts past their soft threshold, and how the X-Altcha header is read.
import type { Challenge, Solution } from 'altcha-lib/types';

/** Past this level the work stops doubling (level 8 asks 128 times the easiest challenge's work). */
export const MAX_LEVEL = 8;

/** Challenges fetched by one address in this window count towards its level. */
export const ISSUED_WINDOW_MS = 10 * 60 * 1000;

/** Every this many challenges fetched by one address in the window, its next challenge costs one level more. */
export const ISSUED_PER_LEVEL = 5;

/**
 * The secret counter of a challenge is drawn from this range: solving means trying every counter from 0 up to
 * it, so the expected work is three quarters of `max`. Each level doubles it.
 */
export function counterRange(work: number, level: number): { min: number; max: number } {
  const l = Math.min(Math.max(1, Math.floor(level)), MAX_LEVEL);
  const max = work * 2 ** (l - 1);
  return { min: Math.ceil(max / 2), max };
}

/**
 * The level for the largest excess of a count over its soft threshold (0 when none is past it): level 1 at
 * the threshold, then one more each time the excess doubles, so every extra attempt costs a little more.
 */
export function levelFor(excess: number): number {
  if (!(excess > 0)) return 1;
  return Math.min(MAX_LEVEL, 1 + Math.floor(Math.log2(1 + excess)));
}

/** What a client sends back: the challenge as it was given and the counter it found. */
export interface Payload {
  challenge: Challenge;
  solution: Solution;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The X-Altcha header (base64 of the JSON payload), or null when it is not one. Nothing here is trusted yet. */
export function decodePayload(header: string): Payload | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (!isObject(parsed) || !isObject(parsed.challenge) || !isObject(parsed.solution)) return null;
  const { challenge, solution } = parsed;
  if (!isObject(challenge.parameters) || typeof challenge.signature !== 'string') return null;
  if (typeof solution.counter !== 'number' || typeof solution.derivedKey !== 'string') return null;
  return {
    challenge: challenge as unknown as Challenge,
    solution: { counter: solution.counter, derivedKey: solution.derivedKey },
  };
}

/** The header a client sends: base64 of the JSON payload (the browser's side is src/shared/challenge). */
export function encodePayload(payload: Payload): string {
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64');
}
