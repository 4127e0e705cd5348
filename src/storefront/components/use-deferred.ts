/**
 * Waiting for what is not the page's main content (Lighthouse): the size guide's and related
 * products' requests and renders, and the home page's lists below the first screen, wait until the browser is
 * idle or the section comes near the screen, so they never compete with what the shopper sees first (and a
 * phone that never scrolls there never downloads them). Without the browser APIs (tests) they start at once.
 */
import { useEffect, useState, type RefObject } from 'react';

/** True once the browser has been idle after the first render. */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 2_000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setIdle(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}

/**
 * True once `ref`'s element has come within `margin` of the screen (and stays true). Watching starts when
 * `ready` (the content above has its final height, so the element is where it will stay).
 */
export function useNearScreen(ref: RefObject<Element | null>, margin = '400px', ready = true): boolean {
  // Not near on the server (no window), as in a browser before it has looked: hydration then matches.
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    const element = ref.current;
    if (near || !ready || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near, ready]);
  return near;
}
