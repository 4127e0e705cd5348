/**
 * Every link in the back office leads somewhere. On every admin route (ids from the shop's own data), every
 * link on the page — the menu, the app bar, the page's buttons that are links, a list's rows — is opened
 * directly, as a bookmark or a new tab would: none may answer the shop's 404 ("Page not found"), react-admin's
 * "Not Found", "Unexpected Application Error!", or a blank page. A link to one of the routes is opened once, as
 * that route (the links opened after the routes went from 25 to 8, each a load of the whole back office). A
 * list's first row is also clicked, since rows navigate without a link. (The dashboard's "To confirm" once
 * pointed at /orders?status=pending, outside /admin: a blank page on click and the shop's 404 when opened.)
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { findOrders, listCoupons, listDiscounts } from './support/api';
import { expect, test } from './support/fixtures';

async function adminRoutes(admin: APIRequestContext): Promise<string[]> {
  const [order] = await findOrders(admin, '');
  const [coupon] = await listCoupons(admin);
  const [discount] = await listDiscounts(admin);
  const lists = (await (await admin.get('/api/products/categories')).json()) as {
    categories: Array<{ id: number }>;
    tags: Array<{ id: number }>;
  };
  return [
    '/admin',
    '/admin/dashboard',
    '/admin/addProduct',
    '/admin/category',
    '/admin/products',
    '/admin/orders',
    '/admin/orders?status=pending',
    `/admin/orders/${order!.orderId}`,
    `/admin/orders/${order!.orderId}/slip`,
    '/admin/addcoupon',
    '/admin/addCoupon',
    '/admin/addDiscount',
    '/admin/shipping',
    '/admin/customers',
    `/admin/customers/${order!.phone}/show`,
    '/admin/settings',
    `/admin/coupons/${coupon!.id}`,
    `/admin/discounts/${discount!.id}`,
    `/admin/categories/${lists.categories[0]!.id}`,
    `/admin/tags/${lists.tags[0]!.id}`,
  ];
}

/** What is wrong with the page now, or null: a 404, an error page, or nothing on screen. */
async function deadEnd(page: Page): Promise<string | null> {
  // Settled: something on screen, and nothing still loading (the back office polls, so no "network idle").
  const body = page.locator('body');
  await expect
    .poll(async () => (await body.innerText()).trim().length, { timeout: 5_000 })
    .toBeGreaterThan(0)
    .catch(() => undefined);
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow]), [aria-busy="true"]'))
    .toHaveCount(0, { timeout: 5_000 })
    .catch(() => undefined);
  const text = (await body.innerText()).trim();
  if (/Page not found/i.test(text)) return "the shop's 404";
  if (/\bNot Found\b/.test(text) && /wrong URL|bad link/i.test(text)) return "react-admin's Not Found";
  if (/Unexpected Application Error/i.test(text)) return 'an application error';
  if (text.length === 0) return 'a blank page';
  return null;
}

/**
 * One link of each kind: a list's hundred rows link to the same page with another id or number, so ids, numbers
 * and mobile numbers are one kind ("/admin/orders/:n", "/admin/products?edit=:n").
 */
const kindOf = (link: string) => link.replace(/\d+/g, ':n');

/** The same-origin links on the page, as paths with their query (mailto:, tel:, wa.me and other sites left out). */
async function linksOn(page: Page, origin: string): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin && !url.pathname.startsWith('/uploads/'))
    .map((url) => url.pathname + url.search);
}

test('every link on every admin route leads somewhere', async ({ page, admin, signIn, baseURL }) => {
  test.setTimeout(600_000);
  const origin = new URL(baseURL!).origin;
  await signIn(page);
  const routes = await adminRoutes(admin);
  /** The links to open, each with the route it was found on. */
  const seen = new Map<string, string>();
  /** Every kind of link found, the routes' own among them. */
  const kinds = new Set<string>();
  const problems: string[] = [];

  for (const route of routes) {
    await test.step(route, async () => {
      const response = await page.goto(route, { waitUntil: 'load' });
      expect(response?.status(), route).toBeLessThan(400);
      const wrong = await deadEnd(page);
      if (wrong) problems.push(`${route} itself shows ${wrong}`);
      for (const link of await linksOn(page, origin)) {
        kinds.add(kindOf(link));
        // A link to one of the routes is opened directly with them: once is enough.
        if (routes.some((other) => kindOf(other) === kindOf(link))) continue;
        if (![...seen.keys()].some((known) => kindOf(known) === kindOf(link))) seen.set(link, route);
      }
    });
  }

  for (const [link, from] of seen) {
    await test.step(`${link} (from ${from})`, async () => {
      const response = await page.goto(link, { waitUntil: 'load' });
      const status = response?.status() ?? 0;
      if (status >= 400) problems.push(`${link} (a link on ${from}) answers HTTP ${status}`);
      const wrong = await deadEnd(page);
      if (wrong) problems.push(`${link} (a link on ${from}) shows ${wrong}`);
    });
  }

  // Rows navigate on a click, without a link: the first row of each list opens something real.
  for (const list of ['/admin/orders', '/admin/products', '/admin/shipping']) {
    await test.step(`the first row of ${list}`, async () => {
      await page.goto(list, { waitUntil: 'load' });
      await deadEnd(page);
      const row = page.locator('.RaDatagrid-row, .MuiTableBody-root tr, [role="row"]').first();
      if ((await row.count()) === 0) return;
      const before = page.url();
      const cell = row.locator('td').nth(2);
      if ((await cell.count()) === 0) return;
      await cell.click({ timeout: 5_000 }).catch(() => undefined);
      await page.waitForURL((url) => url.href !== before, { timeout: 5_000 }).catch(() => undefined);
      if (page.url() !== before) {
        const wrong = await deadEnd(page);
        if (wrong) problems.push(`the first row of ${list} leads to ${page.url()}, which shows ${wrong}`);
      }
    });
  }

  test.info().annotations.push({ type: 'links followed', description: String(seen.size) });
  expect(kinds.size, 'kinds of links found').toBeGreaterThan(15);
  expect(problems).toEqual([]);
});
