import { afterEach, describe, expect, it, vi } from 'vitest';
import { GateRefused, SearchGate } from './search-gate';

function held() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('SearchGate', () => {
  afterEach(() => vi.useRealTimers());

  it('runs at most `concurrency` at once and gives each freed turn to the first in line', async () => {
    const gate = new SearchGate({ concurrency: 2, queue: 5, timeoutMs: 60_000, refusalHoldMs: 1_000 });
    const holds = [held(), held(), held(), held()];
    const started: number[] = [];
    const runs = holds.map((h, i) =>
      gate.run(async () => {
        started.push(i);
        await h.promise;
        return i;
      }),
    );
    await flush();
    expect(started).toEqual([0, 1]);
    expect(gate.load).toEqual({ running: 2, waiting: 2 });
    holds[1]!.release();
    await flush();
    expect(started).toEqual([0, 1, 2]);
    for (const h of holds) h.release();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(gate.peak).toBe(2);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses at once when the line is full, and frees the turn of work that failed', async () => {
    const gate = new SearchGate({ concurrency: 1, queue: 1, timeoutMs: 60_000, refusalHoldMs: 1_000 });
    const hold = held();
    const first = gate.run(() => hold.promise);
    const second = gate.run(async () => 'second');
    await expect(gate.run(async () => 'third')).rejects.toEqual(new GateRefused('full'));
    hold.release();
    await first;
    expect(await second).toBe('second');
    await expect(gate.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await gate.run(async () => 'again')).toBe('again');
  });

  it('refuses a search whose turn did not come within the timeout, and forgets it', async () => {
    vi.useFakeTimers();
    const gate = new SearchGate({ concurrency: 1, queue: 3, timeoutMs: 1_000, refusalHoldMs: 1_000 });
    const hold = held();
    const first = gate.run(() => hold.promise);
    const waiting = gate.run(async () => 'late');
    const refused = expect(waiting).rejects.toEqual(new GateRefused('waited'));
    await vi.advanceTimersByTimeAsync(1_000);
    await refused;
    expect(gate.load).toEqual({ running: 1, waiting: 0 });
    hold.release();
    await first;
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });
});
