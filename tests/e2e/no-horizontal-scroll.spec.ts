/**
 * No storefront page scrolls sideways on a small phone (320 px), a common phone (390 px) or a
 * laptop (1366 px). Each route is loaded with its content (not its skeleton), the cart and checkout with a
 * product in the cart, and `document.documentElement.scrollWidth` must not exceed `innerWidth`. A failure
 * names the elements that reach past the right edge. At 390 px each route's menu also opens over the page.
 */
import type { Page } from '@playwright/test';
import { allProducts, inStockChoice } from './support/api';
import { expect, test } from './support/fixtures';
import { loadWholePage } from './support/shopper';

const WIDTHS = [320, 390, 1366];

/** The widest elements sticking out of the viewport ("tag.class 420px"), for the failure message. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    return [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && (box.right > limit + 0.5 || box.left < -0.5);
      })
      .filter((el) => {
        // Inside a horizontal scroller (a product row), sticking out is the point.
        for (let p = el.parentElement; p; p = p.parentElement) {
          const style = getComputedStyle(p);
          if (style.overflowX === 'auto' || style.overflowX === 'scroll' || style.overflowX === 'hidden')
            return false;
        }
        return true;
      })
      .slice(0, 8)
      .map((el) => {
        const box = el.getBoundingClientRect();
        return `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} ${Math.round(box.left)}→${Math.round(box.right)}px`;
      });
  });
}

async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await loadWholePage(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  await settled(page);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect
    .soft(scrollWidth, `${what}: ${(await overflowing(page)).join(', ')}`)
    .toBeLessThanOrEqual(innerWidth);
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

const ROUTES: { name: string; path: string; heading: string | RegExp; ownLayout?: true }[] = [
  { name: 'home', path: '/', heading: 'Less effort, More impression' },
  { name: 'shop', path: '/shop', heading: 'Shop' },
  { name: 'terms', path: '/terms', heading: 'Terms & Conditions' },
  { name: 'privacy', path: '/privacy', heading: 'Privacy Policy' },
  { name: 'returns', path: '/returns', heading: 'Return Policy' },
  // The sign-in page has its own layout, without the shop's header.
  { name: 'login', path: '/login', heading: 'Admin Login', ownLayout: true },
  { name: 'not found', path: '/no-such-page', heading: 'Page not found' },
  // The tracking page, and the Arabic (right-to-left) pages.
  { name: 'track', path: '/track', heading: 'Track your order' },
  { name: 'Arabic home', path: '/ar', heading: 'مجهود أقل، انطباع أكبر' },
  { name: 'Arabic shop', path: '/ar/shop', heading: 'المتجر' },
  { name: 'Arabic tracking', path: '/ar/track', heading: 'تتبعي طلبك' },
];

// One page per width visits every route in turn (its HTTP cache warm, as a shopper's is after the first page),
// each route a step of its own; a soft assertion per route, so one failure still lets the others be checked.
for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 1000 ? 800 : 740 } });

    test('no page scrolls sideways', async ({ page }) => {
      test.slow(); // many pages in one test: three times the usual minute
      for (const { name, path, heading, ownLayout } of ROUTES) {
        await test.step(`${name} (${path})`, async () => {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
          await expectNoSidewaysScroll(page, `${path} at ${width} px`);
          if (width === 390 && !ownLayout) await expectMenuCoversPage(page, path);
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
      await expectNoSidewaysScroll(page, `product at ${width} px`);

      // The cart, with a line put in storage as the product page stores it, at the largest quantity.
      await page.evaluate((line) => localStorage.setItem('cart', JSON.stringify([line])), {
        id: choice.product.id,
        variantId: choice.variant.id,
        size: choice.size.size,
        quantity: Math.min(choice.size.stock, 10),
      });
      await page.goto('/cart');
      await expect(page.getByRole('link', { name: choice.product.name })).toBeVisible();
      await expectNoSidewaysScroll(page, `cart at ${width} px`);

      await page.goto('/checkout');
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      await expect(page.getByLabel('City')).toBeEnabled();
      await expectNoSidewaysScroll(page, `checkout at ${width} px`);
    });
  });
}
