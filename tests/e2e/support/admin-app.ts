/**
 * Walking the back office inside the running app, as staff move through it: the first screen is loaded, the
 * next ones are reached through the router, and each is waited for until it has loaded its chunk and its data.
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Until the screen has loaded: no request for half a second (`quiet`), no loading indicator, no skeleton. */
export async function adminSettled(page: Page, timeout?: number): Promise<void> {
  await page.waitForLoadState('networkidle');
  await quiet(page, timeout);
  // Loading indicators gone (a determinate bar, such as the setup guide's, says how far along something is).
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0, { timeout });
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0, { timeout });
}

/** The page's requests still in flight, counted from the walk's first page on (see `quiet`). */
const inFlight = new WeakMap<Page, Set<unknown>>();

function countRequests(page: Page) {
  if (inFlight.has(page)) return;
  const open = new Set<unknown>();
  inFlight.set(page, open);
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

/**
 * Until the page has sent no request for half a second: the signal that a screen reached inside the app has
 * loaded (its lazy chunk, then its data), which Playwright's "networkidle" gives only after a page load.
 */
async function quiet(page: Page, timeout = 20_000): Promise<void> {
  const open = inFlight.get(page);
  if (!open) return;
  const deadline = Date.now() + timeout;
  let calmSince = Date.now();
  while (Date.now() - calmSince < 500) {
    if (Date.now() > deadline) throw new Error(`${open.size} requests still open after ${timeout} ms`);
    await page.waitForTimeout(50);
    if (open.size > 0) calmSince = Date.now();
  }
}

/**
 * Opens an admin path the way the back office's own links do, inside the running app (the router follows the
 * history), instead of loading the whole app again for each route: the walks' screens are the same, at about
 * half of Chromium's work per route (a route loaded anew 1.2 CPU-s, reached in the app 0.55). The first route of
 * a walk is loaded.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  countRequests(page);
  const running = await page.evaluate(() => document.querySelector('[data-admin-root]') !== null);
  if (!running) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
}
