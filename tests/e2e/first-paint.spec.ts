/**
 * Lighthouse on a phone, in English and Arabic: what a shopper's first screen gets before the app's code has run,
 * and that nothing moves once it has. The home page's hero comes in the HTML (both languages) and the app
 * takes its place without a shift; the shop's grid is on a 390 px phone's first screen, its filters folded
 * behind one button; a product page's HTML carries its product and starts its picture.
 */
import type { Page } from '@playwright/test';
import { allProducts } from './support/api';
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

test.use({ viewport: PHONE });

for (const { path, title, shop } of [
  { path: '/', title: 'Less effort, More impression', shop: '/shop' },
  { path: '/ar', title: 'مجهود أقل، انطباع أكبر', shop: '/ar/shop' },
]) {
  test(`${path} sends its hero in the HTML, and the app takes its place without a shift`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html).toContain(`<h1 id="hero-title">${title}</h1>`);
    expect(html).toContain(`<a class="button button--hero" href="${shop}" data-discover="true">`);
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/app-[^"]+\.css" \/>/);

    await page.goto(path);
    // The app's own page: its header and the featured products under the one hero.
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.locator('#hero-title')).toHaveCount(1);
    await expect(page.locator('#hero-title')).toHaveText(title);
    await expect(page.getByRole('banner')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page)).toBeLessThan(0.02);
  });
}

test('the shop on a phone: the grid on the first screen, the filters behind one button, nothing moving', async ({
  page,
}) => {
  // The first page of the grid and the categories come with the HTML: the app does not ask for them.
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/products' || url.pathname === '/api/products/categories')
      asked.push(url.search);
  });
  await page.goto('/shop');
  const firstCard = page.getByRole('article').first();
  await expect(firstCard).toBeVisible();
  await page.waitForLoadState('networkidle');
  const top = await firstCard.evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeLessThan(PHONE.height);
  expect(await layoutShift(page)).toBeLessThan(0.02);
  expect(asked).toEqual([]);

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
  // Categories stay one row that scrolls sideways, the page itself does not.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

test('a product page carries its product and starts its picture from the HTML', async ({ page, request }) => {
  const [product] = await allProducts(request);
  const html = await (await request.get(`/products/${product.slug}`)).text();
  const data = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(JSON.parse(data ?? 'null').product.slug).toBe(product.slug);
  expect(html).toMatch(/<link rel="preload" as="image" href="[^"]+" imagesrcset="[^"]+"/);

  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `/api/products/${product.slug}`) asked.push(r.url());
  });
  await page.goto(`/products/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByTestId('product-main-image')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  expect(await layoutShift(page)).toBeLessThan(0.02);
});
