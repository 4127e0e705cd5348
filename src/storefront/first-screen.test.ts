import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstScreenShown } from './first-screen';

/** A page as the server sends it: rendered, with `pictures` first-screen pictures whose decoding the test settles. */
function renderedPage(pictures: number) {
  const root = document.createElement('div');
  root.setAttribute('data-server-rendered', '');
  const decodes = Array.from({ length: pictures }, () => {
    const img = document.createElement('img');
    img.setAttribute('fetchpriority', 'high');
    let settle!: (ok: boolean) => void;
    const decoded = new Promise<void>((resolve, reject) => {
      settle = (ok) => (ok ? resolve() : reject(new Error('broken picture')));
    });
    img.decode = () => decoded;
    root.append(img);
    return settle;
  });
  document.body.append(root);
  return { root, decodes };
}

/** Whether `promise` has settled once the timers and frames of `ms` have run. */
async function settledWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, ms));
  return settled;
}

afterEach(() => document.body.replaceChildren());

describe('firstScreenShown', () => {
  it('waits for the first screen’s pictures before the shop’s code is asked for', async () => {
    const { root, decodes } = renderedPage(2);
    const shown = firstScreenShown(root, 5_000);
    decodes[0](true);
    expect(await settledWithin(shown, 300)).toBe(false);
    // A picture that fails to load does not hold the page up.
    decodes[1](false);
    expect(await settledWithin(shown, 300)).toBe(true);
  });

  it('starts at once when the shopper taps or types, pictures or not', async () => {
    const { root } = renderedPage(1);
    const shown = firstScreenShown(root, 5_000);
    expect(await settledWithin(shown, 50)).toBe(false);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(await settledWithin(shown, 10)).toBe(true);
  });

  it('waits no longer than its bound for a picture that never arrives', async () => {
    vi.useFakeTimers();
    try {
      const { root } = renderedPage(1);
      let settled = false;
      void firstScreenShown(root, 2_500).then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(2_400);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      expect(settled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not wait on a page the browser renders itself', async () => {
    const root = document.createElement('div');
    expect(await settledWithin(firstScreenShown(root, 5_000), 0)).toBe(true);
  });
});
