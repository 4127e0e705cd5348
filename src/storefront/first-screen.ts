// When the storefront's code may start loading on a page the server rendered: once the first screen has been
// shown with its pictures (those the page marks fetchpriority="high"), at the latest after MAX_WAIT_MS, and at once
// when the shopper taps, clicks or types. On a slow phone connection the shop's code (React and the app, about
// 96 KB) would otherwise share the bandwidth with those pictures. A page the browser renders itself (no
// data-server-rendered) shows nothing before the code runs: no wait. Kept free of React: it runs in the entry chunk.

/** A slow picture does not keep the page from working for longer than this. */
export const MAX_WAIT_MS = 2_500;

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

export function firstScreenShown(root: HTMLElement, maxWaitMs = MAX_WAIT_MS): Promise<void> {
  if (!root.hasAttribute('data-server-rendered')) return Promise.resolve();
  return new Promise<void>((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      for (const type of INTERACTIONS) document.removeEventListener(type, finish, true);
      resolve();
    };
    const timer = setTimeout(finish, maxWaitMs);
    for (const type of INTERACTIONS)
      document.addEventListener(type, finish, { capture: true, passive: true });

    const pictures = [...root.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
    // A picture that cannot be shown does not hold the page up either.
    const decoded = Promise.all(pictures.map((img) => img.decode().catch(() => undefined)));
    // Decoded is not yet painted: the browser reports its first paint once a frame is on the screen, and two
    // frames later the decoded pictures are on it too.
    void Promise.all([decoded, firstPaint()]).then(nextFrame).then(nextFrame).then(finish);
  });
}

/** Resolves once the browser has shown the page's first content (at once where it cannot tell). */
function firstPaint(): Promise<void> {
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Gives the browser a turn: what follows runs in a task of its own. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** After the browser's next frame (a hidden tab draws none: a timer stands in). */
function nextFrame(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 200);
  });
}

/**
 * Taps the shop could not answer yet (its code still loading), held to be made again once it can
 * (replayHeldTaps). Without it, a shopper who chose a size and tapped Add to cart on the page as sent saw
 * nothing happen, and the taps were gone. Links and a form the browser can send itself (the search, which names
 * its action) work without the code and are left to the browser.
 */
const TAPPABLE = 'button, [role="button"], input[type="checkbox"], input[type="radio"], label';
let held: { root: HTMLElement; taps: HTMLElement[]; hold: (event: MouseEvent) => void } | undefined;

export function holdTaps(root: HTMLElement): void {
  if (held || !root.hasAttribute('data-server-rendered')) return;
  const taps: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const target = (event.target as Element | null)?.closest?.<HTMLElement>(TAPPABLE);
    if (!target || !root.contains(target)) return;
    if (
      target instanceof HTMLButtonElement &&
      target.type === 'submit' &&
      target.form?.hasAttribute('action')
    )
      return;
    event.preventDefault();
    event.stopPropagation();
    // A tap made again on the same thing is the shopper's "nothing happened": one Add to cart, not three.
    if (taps.at(-1) !== target) taps.push(target);
  };
  held = { root, taps, hold };
  document.addEventListener('click', hold, true);
}

/** Once the page answers taps: makes the held ones again, in order, each in a task of its own. */
export async function replayHeldTaps(): Promise<void> {
  if (!held) return;
  const { taps, hold } = held;
  document.removeEventListener('click', hold, true);
  held = undefined;
  for (const target of taps.splice(0)) {
    // A page React could not hydrate was rendered afresh: its old elements are gone, and their taps with them.
    if (!target.isConnected) continue;
    target.click();
    await nextTask();
  }
}
