/**
 * The storefront's pages as the server renders them: what a shopper sees before the code has run, what a crawler
 * reads with JavaScript off (names, prices, pictures, links), the same prices once the browser has hydrated the
 * page (hydration errors fail every journey: support/fixtures.ts), nothing asked again and nothing moving; on a
 * 390 px phone a product's picture is whole on the first screen of the home page and the shop.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { activeCategories, allProducts, inStockChoice } from './support/api';
import { cartLink } from './support/shopper';
import { expect, test } from './support/fixtures';

const PHONE = { width: 390, height: 844 };

/** The page's layout shifts so far, as Chromium reports them (the CLS of a load). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >)
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 100);
      }),
  );
}

/** What the page shows in its main part: product names, prices, pictures and links. */
async function shown(page: Page) {
  const main = page.locator('#main');
  return {
    names: await main.locator('.product-card__name, h1').allInnerTexts(),
    prices: await main.locator('.price__current').allInnerTexts(),
    pictures: await main.locator('img[src]').count(),
    links: await page
      .locator('#root a[href]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
  };
}

/** A GET's path and its parameters in a set order, to compare the URLs of two callers. */
const requestKey = (path: string, params: Iterable<[string, string]>) =>
  `${path}?${[...params]
    .map(([k, v]) => `${k}=${v}`)
    .sort()
    .join('&')}`;

async function withoutJavaScript(browser: Browser, baseURL: string, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: PHONE });
  const page = await context.newPage();
  const response = await page.goto(path);
  // The API answers the page was rendered with, handed to the browser in the HTML.
  const state = JSON.parse((await page.locator('#page-data').textContent()) ?? '{"queries":[]}') as {
    queries: Array<{ queryKey: [string, Record<string, unknown>?] }>;
  };
  const handed = state.queries.map(({ queryKey: [url, params] }) =>
    requestKey(
      url,
      Object.entries(params ?? {}).map(([k, v]) => [k, String(v)]),
    ),
  );
  const result = { status: response?.status(), handed, ...(await shown(page)) };
  await context.close();
  return result;
}

test.use({ viewport: PHONE });

test('every page a shopper lands on is whole without JavaScript, and shows the same once hydrated', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const [product] = await allProducts(request);
  const [category] = await activeCategories(request);
  for (const prefix of ['', '/ar']) {
    for (const path of [
      prefix || '/',
      `${prefix}/shop`,
      `${prefix}/shop?category=${category.slug}`,
      `${prefix}/products/${product.slug}`,
    ]) {
      const bare = await withoutJavaScript(browser, baseURL!, path);
      expect(bare.status, path).toBe(200);
      expect(bare.names.length, `${path}: product names in the HTML`).toBeGreaterThan(0);
      expect(bare.prices.length, `${path}: prices in the HTML`).toBeGreaterThan(0);
      expect(bare.pictures, `${path}: pictures in the HTML`).toBeGreaterThan(0);
      expect(bare.links, path).toContain(`${prefix}/shop`);
      if (!path.includes('/products/'))
        expect(
          bare.links.some((href) => href?.startsWith(`${prefix}/products/`)),
          path,
        ).toBe(true);

      // The page's own API answers come with it: the browser asks for none of them again.
      expect(bare.handed.length, `${path}: the data in the HTML`).toBeGreaterThan(0);
      const asked: string[] = [];
      const onRequest = (r: { url(): string }) => {
        const url = new URL(r.url());
        if (url.pathname.startsWith('/api/')) asked.push(requestKey(url.pathname, url.searchParams));
      };
      page.on('request', onRequest);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const hydrated = await shown(page);
      page.off('request', onRequest);
      expect(hydrated.names.slice(0, bare.names.length), path).toEqual(bare.names);
      expect(hydrated.prices.slice(0, bare.prices.length), path).toEqual(bare.prices);
      expect(
        asked.filter((url) => bare.handed.includes(url)),
        path,
      ).toEqual([]);
      expect(await layoutShift(page), path).toBeLessThan(0.02);
    }
  }
});

for (const path of ['/', '/ar', '/shop']) {
  test(`${path} on a phone: a product's picture is whole on the first screen`, async ({ page }) => {
    await page.goto(path);
    const picture = page.locator('#main .product-card img').first();
    await expect(picture).toBeVisible();
    const box = (await picture.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  });
}

// The shop's code (React first) is asked for once the first screen's pictures have arrived: on a slow phone
// connection the two would share the bandwidth, and the page is already readable, its links working.
for (const path of ['/', '/shop', '/ar']) {
  test(`${path}: the shop's code is asked for after the first screen's pictures`, async ({ page }) => {
    const events: string[] = [];
    page.on('requestfinished', (request) => events.push(`finished ${request.url()}`));
    page.on('request', (request) => events.push(`asked ${request.url()}`));
    await page.goto(path);
    const firstScreen = await page
      .locator('#main img[fetchpriority="high"]')
      .evaluateAll((images) => images.map((img) => (img as HTMLImageElement).currentSrc));
    expect(firstScreen.length).toBeGreaterThan(0);
    const react = events.findIndex((e) => /^asked .*\/assets\/react-[\w-]+\.js$/.test(e));
    expect(react, 'React was asked for').toBeGreaterThan(-1);
    for (const src of firstScreen) {
      const arrived = events.indexOf(`finished ${src}`);
      expect(arrived, src).toBeGreaterThan(-1);
      expect(arrived, `${src} arrived before React was asked for`).toBeLessThan(react);
    }
  });
}

test('the shop on a phone: the filters behind one button, working once hydrated', async ({ page }) => {
  await page.goto('/shop');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const sizes = filters.getByRole('group', { name: 'Size' });
  await expect(sizes).toBeHidden();
  const toggle = filters.getByRole('button', { name: 'Filters' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(sizes).toBeVisible();
  // A controlled box: it shows ticked once the URL has the size (a router navigation), so click, then check.
  const size = sizes.getByRole('checkbox').first();
  await size.click();
  await expect(page).toHaveURL(/[?&]size=/);
  await expect(size).toBeChecked();
  await expect(filters.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  // Categories stay one row that scrolls sideways, the page itself does not; the row's end fades to say so, and
  // its start once scrolled.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const chips = page.locator('.category-scroll');
  await expect(chips).toHaveClass(/category-scroll--more-right/);
  await expect(chips).not.toHaveClass(/category-scroll--more-left/);
  await chips.locator('ul').evaluate((row) => row.scrollBy({ left: 400 }));
  await expect(chips).toHaveClass(/category-scroll--more-left/);
});

test('a colour, a size and Add to cart tapped before the code has run are done once it has, Add to cart once', async ({
  context,
  request,
}) => {
  const choice = (await allProducts(request)).map((p) => inStockChoice(p, 2)).find(Boolean)!;
  // A page of the context's own (the fixture's page waits for hydration), whose React arrives when let through.
  const page = await context.newPage();
  let letThrough!: () => void;
  const reactHeld = new Promise<void>((resolve) => (letThrough = resolve));
  await page.route(/\/assets\/react-[\w-]+\.js$/, async (route) => {
    await reactHeld;
    await route.continue();
  });
  await page.goto(`/products/${choice.product.slug}`, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: choice.product.name })).toBeVisible();
  await page.getByRole('button', { name: choice.variant.color, exact: true }).click();
  await page.getByRole('button', { name: choice.size.size, exact: true }).click();
  const add = page.getByRole('button', { name: 'Add to cart' });
  // Tapped three times, as a shopper does when nothing seems to happen.
  for (let i = 0; i < 3; i++) await add.click();
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  letThrough();
  await expect(page.getByRole('dialog', { name: `${choice.product.name} Added to cart!` })).toBeVisible();
  await expect(page.getByRole('button', { name: choice.size.size, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 items');
});

// The first visit's JavaScript as a phone downloads it: every script the page asks for until it has hydrated and
// the network is quiet (the entry, React, the app, the page, its texts, anything loaded on idle), each measured
// gzip -9. tests/unit/storefront-size.test.ts checks the same budgets on the build's static imports.
for (const [path, budgetKB] of [
  ['/', 100],
  ['/ar', 115],
] as const) {
  test(`${path}: a first visit downloads at most ${budgetKB} KB of gzipped JavaScript`, async ({
    context,
  }) => {
    const page = await context.newPage();
    const scripts = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      if (/\.m?js(\?|$)/.test(new URL(response.url()).pathname))
        scripts.set(
          response.url(),
          response.body().then((body) => gzipSync(body, { level: 9 }).length),
        );
    });
    await page.goto(path);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(scripts.values());
    const total = sizes.reduce((sum, size) => sum + size, 0);
    console.info(`${path}: ${scripts.size} scripts, ${(total / 1024).toFixed(1)} KB gzip`);
    expect(scripts.size).toBeGreaterThan(3);
    expect(total).toBeLessThanOrEqual(budgetKB * 1024);
  });
}
