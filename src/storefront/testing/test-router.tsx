/**
 * The shop's router in component tests: the test DOM's own history, moved to `path` (with the navigation state a
 * page would have handed over) before the first render, so pages read the address as they do in a browser.
 */
import { useState, type ReactNode } from 'react';
import { ShopRouter } from '../router';

export function TestRouter({
  path = '/',
  state = null,
  base,
  children,
}: {
  path?: string;
  state?: unknown;
  /** `/ar` for the Arabic pages (`path` then starts with it). */
  base?: string;
  children: ReactNode;
}) {
  useState(() => window.history.replaceState(state, '', path));
  return <ShopRouter base={base}>{children}</ShopRouter>;
}
