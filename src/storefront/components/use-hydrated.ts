/**
 * False while React hydrates the page the server rendered (and on the server), true after it and on every
 * page the browser renders itself. What only the browser knows (the cart in localStorage, an order's key in the
 * URL's fragment) is shown once this is true, so the first render matches the server's HTML exactly and React
 * keeps it instead of throwing it away with a hydration error.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
