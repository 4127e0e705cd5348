import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstScreenShown, holdTaps, replayHeldTaps } from './first-screen';

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

describe('holdTaps', () => {
  /** A page as sent, with its buttons; `answered` lists what the page's own code (once running) was tapped on. */
  function pageWithButtons() {
    const { root } = renderedPage(0);
    const answered: string[] = [];
    const button = (name: string) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = name;
      b.addEventListener('click', () => answered.push(name));
      root.append(b);
      return b;
    };
    return { root, answered, button };
  }

  afterEach(() => replayHeldTaps());

  it('makes the taps made before the page answered again afterwards, in order, once each', async () => {
    const { root, answered, button } = pageWithButtons();
    const small = button('S');
    const medium = button('M');
    const add = button('Add to cart');
    holdTaps(root);
    small.click();
    medium.click();
    add.click();
    // Tapped again because nothing happened: one Add to cart, not three.
    add.click();
    add.click();
    expect(answered).toEqual([]);
    await replayHeldTaps();
    expect(answered).toEqual(['S', 'M', 'Add to cart']);
    // From then on taps are the page's own.
    add.click();
    expect(answered).toEqual(['S', 'M', 'Add to cart', 'Add to cart']);
  });

  it('keeps a box ticked before the page answered as it was until then, and ticks it then', async () => {
    const { root } = pageWithButtons();
    const box = document.createElement('input');
    box.type = 'checkbox';
    root.append(box);
    holdTaps(root);
    box.click();
    expect(box.checked).toBe(false);
    await replayHeldTaps();
    expect(box.checked).toBe(true);
  });

  it('leaves links and a form the browser can send (the search) to the browser', () => {
    const { root } = pageWithButtons();
    const form = document.createElement('form');
    form.setAttribute('action', '/shop');
    const search = document.createElement('button');
    search.type = 'submit';
    form.append(search);
    const link = document.createElement('a');
    link.href = '#sizes';
    root.append(form, link);
    holdTaps(root);
    // A click held would be stopped before it reaches the document's bubbling listeners, its default prevented.
    const defaults: boolean[] = [];
    const seen = (e: MouseEvent) => defaults.push(e.defaultPrevented);
    document.addEventListener('click', seen);
    form.addEventListener('submit', (e) => e.preventDefault());
    search.click();
    link.click();
    document.removeEventListener('click', seen);
    expect(defaults).toEqual([false, false]);
  });

  it('drops the taps on elements gone when the page was rendered afresh', async () => {
    const { root, answered, button } = pageWithButtons();
    const add = button('Add to cart');
    holdTaps(root);
    add.click();
    add.remove();
    await replayHeldTaps();
    expect(answered).toEqual([]);
  });

  it('holds nothing on a page the browser renders itself', () => {
    const root = document.createElement('div');
    const answered: string[] = [];
    const b = document.createElement('button');
    b.addEventListener('click', () => answered.push('tap'));
    root.append(b);
    document.body.append(root);
    holdTaps(root);
    b.click();
    expect(answered).toEqual(['tap']);
  });
});
