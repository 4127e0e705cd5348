/**
 * Journey 6: axe-core in the real browser finds no serious or critical violation on every storefront
 * route (English and Arabic), the login page, and the back office's main screens and product edit dialog. Each
 * page is scanned once its content has loaded (not its skeleton), and the cart and checkout with a product in
 * the cart. The storefront is walked at 1366 px, a laptop, where each page is also checked not to scroll
 * sideways (320 and 390 px: no-horizontal-scroll.spec.ts).
 */
import type { Page } from '@playwright/test';
import { allProducts, inStockChoice } from './support/api';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll, STOREFRONT_ROUTES } from './support/layout';
import { addToCart, loadWholePage } from './support/shopper';
import { adminSettled, openInApp } from './support/admin-app';
import { seriousViolations } from './support/axe';

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

// The scan itself: it gathers only violations in full (support/axe.ts), so it must still report one when a page has it.
test('the scan names the serious and critical violations of a page that has them', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><body><main><h1>Planted</h1>' +
      '<p style="color:#c8c8c8;background:#ffffff">Grey on white, too faint to read</p>' +
      '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="20" height="20"></main></body></html>',
  );
  const found = await seriousViolations(page);
  expect(found.find((line) => line.startsWith('serious color-contrast at p:'))).toContain(
    'insufficient color contrast',
  );
  expect(found.find((line) => line.startsWith('critical image-alt at img'))).toBeTruthy();
});

test.describe('the back office', () => {
  test.use({ viewport: { width: 1366, height: 800 } });
  // Each screen reached inside the running app, as staff move through it (support/admin-app.ts); react-admin's
  // list titles sit in the app bar, not in a heading, so a list is ready when it shows its rows. The Arabic
  // back office is scanned on every route by admin-thumb-targets.spec.ts.
  const screens: { path: string; ready: (page: Page) => ReturnType<Page['getByRole']> }[] = [
    { path: '/admin/dashboard', ready: (page) => page.getByRole('heading', { level: 1, name: 'Dashboard' }) },
    { path: '/admin/products', ready: (page) => page.getByRole('table').getByRole('row').nth(1) },
    { path: '/admin/orders', ready: (page) => page.getByRole('table').getByRole('row').nth(1) },
    {
      path: '/admin/addProduct',
      ready: (page) => page.getByRole('heading', { level: 1, name: 'Add Product' }),
    },
    { path: '/admin/category', ready: (page) => page.getByRole('table').getByRole('row').nth(1) },
    { path: '/admin/addCoupon', ready: (page) => page.getByRole('table').getByRole('row').nth(1) },
    { path: '/admin/addDiscount', ready: (page) => page.getByRole('table', { name: 'All Discounts' }) },
    {
      path: '/admin/shipping',
      ready: (page) => page.getByRole('spinbutton', { name: /^Shipping price to / }).first(),
    },
  ];

  test('its screens in English, and the product edit dialog', async ({ page, signIn }) => {
    test.slow(); // many screens in one test
    await signIn(page);
    for (const { path, ready } of screens) {
      await test.step(path, async () => {
        await openInApp(page, path);
        await expect(ready(page)).toBeVisible();
        await adminSettled(page);
        expect.soft(await seriousViolations(page), path).toEqual([]);
      });
    }
    await test.step('the product edit dialog', async () => {
      await openInApp(page, '/admin/products');
      // "Edit <name>", not "Edit the stock of <name>" (the stock dialog).
      await page
        .getByRole('button', { name: /^Edit (?!the stock of )/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('textbox', { name: /^Name/ }).first()).not.toHaveValue('');
      await adminSettled(page);
      expect(await seriousViolations(page), 'the product edit dialog').toEqual([]);
    });
  });
});

// The journeys run with the browser asking for less motion (playwright.config.ts); both apps honour the request.
test('a request for less motion stills the storefront and the back office', async ({ page, signIn }) => {
  const durations = () =>
    page.evaluate(() => {
      const style = getComputedStyle(document.querySelector('button, a')!);
      return { transition: style.transitionDuration, animation: style.animationDuration };
    });
  await page.goto('/');
  expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await durations()).toEqual({ transition: '1e-05s', animation: '1e-05s' });
  await signIn(page);
  await page.goto('/admin/products');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  expect(await durations()).toEqual({ transition: '1e-05s', animation: '1e-05s' });
});
