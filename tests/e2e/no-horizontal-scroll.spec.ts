/**
 * No storefront page scrolls sideways on a small phone (320 px) or a common phone (390 px); a laptop
 * (1366 px) is checked on the accessibility walk. Each route is loaded with its content (not its skeleton),
 * the cart and checkout with a product in the cart, and `document.documentElement.scrollWidth` must not exceed
 * `innerWidth`. A failure names the elements that reach past the right edge. At 390 px each route's menu also
 * opens over the page.
 */
import type { Page } from '@playwright/test';
import { allProducts, inStockChoice } from './support/api';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll, STOREFRONT_ROUTES } from './support/layout';
import { loadWholePage } from './support/shopper';

// 1366 px (a laptop) is checked on the accessibility walk (accessibility.spec.ts), one visit per page for both.
const WIDTHS = [320, 390];

async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await loadWholePage(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function settledWithoutSidewaysScroll(page: Page, what: string): Promise<void> {
  await settled(page);
  await expectNoSidewaysScroll(page, what);
}

/**
 * The phone's menu is a drawer over the page, not a see-through strip: the middle of the screen is the drawer's
 * (under the drawer nothing of the page can be hit). Escape closes it and gives the focus back to the button.
 */
async function expectMenuCoversPage(page: Page, path: string): Promise<void> {
  const button = page.locator('.site-header__menu-button');
  await button.click();
  const panel = page.locator('.mobile-menu__panel');
  await expect(panel).toBeVisible();
  // Polled: the drawer slides in. What is hit is named, for the failure message.
  await expect.soft
    .poll(
      () =>
        page.evaluate(() => {
          const hit = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
          if (hit?.closest('.mobile-menu__panel')) return 'the menu';
          return hit ? `${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')}` : 'nothing';
        }),
      { message: `${path}: the middle of the screen is inside the open menu` },
    )
    .toBe('the menu');
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(button).toBeFocused();
}

// One page per width visits every route in turn (its HTTP cache warm, as a shopper's is after the first page),
// each route a step of its own; a soft assertion per route, so one failure still lets the others be checked.
for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 1000 ? 800 : 740 } });

    test('no page scrolls sideways', async ({ page }) => {
      test.slow(); // many pages in one test: three times the usual minute
      for (const { name, path, heading } of STOREFRONT_ROUTES) {
        await test.step(`${name} (${path})`, async () => {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
          await settledWithoutSidewaysScroll(page, `${path} at ${width} px`);
          // The sign-in page has its own layout, without the shop's header.
          if (width === 390 && path !== '/login') await expectMenuCoversPage(page, path);
        });
      }
    });

    test('a product, the cart holding it and the checkout do not scroll sideways', async ({
      page,
      request,
    }) => {
      const products = await allProducts(request);
      // The longest name: the hardest line to fit.
      const choice = products
        .map((p) => inStockChoice(p))
        .filter((c) => c !== null)
        .sort((a, b) => b.product.name.length - a.product.name.length)[0];
      expect(choice, 'a product in stock').toBeTruthy();
      await page.goto(`/products/${choice.product.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: choice.product.name })).toBeVisible();
      await settledWithoutSidewaysScroll(page, `product at ${width} px`);

      // The cart, with a line put in storage as the product page stores it, at the largest quantity.
      await page.evaluate((line) => localStorage.setItem('cart', JSON.stringify([line])), {
        id: choice.product.id,
        variantId: choice.variant.id,
        size: choice.size.size,
        quantity: Math.min(choice.size.stock, 10),
      });
      await page.goto('/cart');
      await expect(page.getByRole('link', { name: choice.product.name })).toBeVisible();
      await settledWithoutSidewaysScroll(page, `cart at ${width} px`);

      await page.goto('/checkout');
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      await expect(page.getByLabel('City')).toBeEnabled();
      await settledWithoutSidewaysScroll(page, `checkout at ${width} px`);
    });
  });
}
