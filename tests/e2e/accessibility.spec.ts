/**
 * Journey 6: axe-core in the real browser finds no serious or critical violation on every storefront
 * route (English and Arabic), the login page, and the back office's dashboard, products and orders pages. Each
 * page is scanned once its content has loaded (not its skeleton), and the cart and checkout with a product in
 * the cart. The storefront is walked at 1366 px, a laptop, where each page is also checked not to scroll
 * sideways (320 and 390 px: no-horizontal-scroll.spec.ts).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { allProducts, inStockChoice } from './support/api';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll, STOREFRONT_ROUTES } from './support/layout';
import { addToCart, loadWholePage } from './support/shopper';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Serious and critical violations on the page as it is now, one line per element (at most 8 per rule) with axe's
 * reason, e.g. "serious color-contrast at .x: Element has insufficient color contrast of 3.63 (… #ffffff …)".
 */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.slice(0, 8).map((n) => {
        const reason = [...n.any, ...n.all, ...n.none].map((check) => check.message).find(Boolean) ?? v.help;
        return `${v.impact} ${v.id} at ${n.target.join(' ')}: ${reason}`;
      }),
    );
}

/** Waits until nothing on the page says it is still loading. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // The home page's lower rows load near the screen: axe checks the whole page, so it is scrolled through.
  await loadWholePage(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
}

test.describe('the storefront', () => {
  test.use({ viewport: { width: 1366, height: 800 } });
  const pages: { name: string; path: string; heading: string | RegExp }[] = [
    ...STOREFRONT_ROUTES,
    { name: 'empty cart', path: '/cart', heading: 'Your Cart' },
    { name: 'empty checkout', path: '/checkout', heading: 'Checkout' },
  ];
  // One page visits them in turn (its HTTP cache warm), each a step; a soft assertion per page, so a violation
  // on one still lets the others be scanned.
  test('every page without a cart', async ({ page }) => {
    test.slow(); // many pages in one test: three times the usual minute
    for (const { name, path, heading } of pages) {
      await test.step(`${name} (${path})`, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await settled(page);
        expect.soft(await seriousViolations(page), `${name} (${path})`).toEqual([]);
        await expectNoSidewaysScroll(page, `${path} at 1366 px`);
      });
    }
  });

  test('a product, then the cart and checkout holding it', async ({ page, request }) => {
    // The longest name: the hardest line to fit.
    const choice = (await allProducts(request))
      .map((p) => inStockChoice(p))
      .filter((c) => c !== null)
      .sort((a, b) => b.product.name.length - a.product.name.length)[0];
    expect(choice, 'a product in stock').toBeTruthy();
    await page.goto(`/products/${choice!.product.slug}`);
    await settled(page);
    expect(await seriousViolations(page), 'product page').toEqual([]);
    await expectNoSidewaysScroll(page, 'product at 1366 px');

    await addToCart(page, choice!);
    expect(await seriousViolations(page), 'product page with a choice and the toast').toEqual([]);

    await page.goto('/cart');
    await expect(page.getByRole('link', { name: choice!.product.name })).toBeVisible();
    await settled(page);
    expect(await seriousViolations(page), 'cart').toEqual([]);
    await expectNoSidewaysScroll(page, 'cart at 1366 px');

    await page.goto('/checkout');
    await expect(page.getByLabel('City')).toBeEnabled();
    await settled(page);
    expect(await seriousViolations(page), 'checkout').toEqual([]);
    await expectNoSidewaysScroll(page, 'checkout at 1366 px');
  });
});

test.describe('the back office', () => {
  // react-admin's list titles sit in the app bar, not in a heading: a list is ready when its table shows rows.
  const pages: { name: string; path: string; ready: (page: Page) => ReturnType<Page['getByRole']> }[] = [
    {
      name: 'dashboard',
      path: '/admin/dashboard',
      ready: (page) => page.getByRole('heading', { level: 1, name: 'Dashboard' }),
    },
    {
      name: 'products',
      path: '/admin/products',
      ready: (page) => page.getByRole('table').getByRole('row').nth(1),
    },
    {
      name: 'orders',
      path: '/admin/orders',
      ready: (page) => page.getByRole('table').getByRole('row').nth(1),
    },
  ];
  for (const { name, path, ready } of pages) {
    test(`${name} (${path})`, async ({ page, signIn }) => {
      await signIn(page);
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      await settled(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
