/// <reference lib="webworker" />
// The Web Worker that solves a challenge off the main thread, so the page never freezes while it works: one
// challenge in, one solution (or null) out.
import type { Challenge } from 'altcha-lib';
import { solve } from './challenge-solve';

self.onmessage = async (event: MessageEvent<Challenge>) => {
  let solution = null;
  try {
    solution = await solve(event.data);
  } catch {
    solution = null;
  }
  self.postMessage(solution);
};
