/**
 * The journeys' fixtures: `hydration` (automatic), which fails a journey whose page reported a hydration error
 * (the storefront's pages are rendered on the server and must hydrate as sent); `admin`, an API context signed in as the e2e admin (one per worker); `dialogs`, which
 * accepts every window.alert/confirm of the page and keeps their texts; `signIn(page)`, which gives the page's
 * browser context the admin's session cookie without going through the login screen.
 */
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { signInAdmin } from './api';

export interface Dialogs {
  /** Every message shown so far, in order. */
  readonly messages: string[];
  /** Waits for a dialog whose message matches, and returns its text. */
  waitFor(match: RegExp | string): Promise<string>;
}

/** What React reports when the browser's first render differs from the server's HTML (production build codes). */
const HYDRATION_ERROR =
  /Minified React error #(418|419|421|422|423|425)\b|hydrat(ion|ed|ing) (failed|error|mismatch)|didn't match/i;

/**
 * Until the storefront has hydrated the page the server rendered, its taps are held (first-screen.ts): waits for the
 * app's mark (app.tsx) on a storefront page; any other page (the back office, a file) at once.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.getElementById('root')?.hasAttribute('data-server-rendered') ||
      document.documentElement.hasAttribute('data-hydrated'),
  );
}

export const test = base.extend<
  { dialogs: Dialogs; signIn: (page: Page) => Promise<void>; hydration: void },
  { admin: APIRequestContext }
>({
  // A journey's `page.goto` and `page.reload` return once the page can be used, as a shopper would wait for it.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await hydrated(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await hydrated(page);
      return response;
    };
    await use(page);
  },

  hydration: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const take = (text: string) => {
        if (HYDRATION_ERROR.test(text)) errors.push(text);
      };
      context.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') take(message.text());
      });
      context.on('weberror', (error) => take(error.error().message));
      await use();
      expect(errors, 'hydration errors in the browser').toEqual([]);
    },
    { auto: true },
  ],

  admin: [
    async ({ playwright }, use, workerInfo) => {
      // A worker-long context sits idle between tests, and a request sent on a kept-alive socket just as the
      // server closes it (KEEP_ALIVE_TIMEOUT_MS) fails with "socket hang up": a browser retries such a request,
      // Node's client does not. The shop's API calls are few here, so one connection each.
      const context = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
        extraHTTPHeaders: { connection: 'close' },
      });
      await signInAdmin(context);
      await use(context);
      await context.dispose();
    },
    { scope: 'worker' },
  ],

  dialogs: async ({ page }, use) => {
    const messages: string[] = [];
    page.on('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.accept();
    });
    await use({
      messages,
      async waitFor(match) {
        const matches = (text: string) =>
          typeof match === 'string' ? text.includes(match) : match.test(text);
        await expect
          .poll(() => messages.some(matches), { message: `a dialog saying ${String(match)}` })
          .toBe(true);
        return messages.find(matches)!;
      },
    });
  },

  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one needs none.
  // eslint-disable-next-line no-empty-pattern
  signIn: async ({}, use) => {
    // page.request shares the browser context's cookie jar: the session cookie it receives is the page's too.
    await use((page: Page) => signInAdmin(page.request));
  },
});

export { expect };
