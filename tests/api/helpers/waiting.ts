// Waiting on a state, never on a clock: for tests that hold the database or a gate and look at what waits.

/** Resolves when `done` holds, looking every few milliseconds (it waits for a state, it does not time). */
export async function until(done: () => boolean): Promise<void> {
  for (let looks = 0; !done(); looks++) {
    if (looks > 3_000) throw new Error('The condition never held');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A promise the test settles when it wants: `await hold.promise` somewhere, `hold.release()` later. */
export function held(): { promise: Promise<void>; release: () => void } {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}
