/**
 * The back office at 390 px (a phone). On every admin route, once its content has loaded, the
 * page is no wider than the screen (`document.documentElement.scrollWidth <= innerWidth`): lists are cards,
 * details one column, the menu a drawer. Each route is a step of its own, so a failure names the route.
 */
import type { Page } from '@playwright/test';
import { findOrders, listCoupons, listDiscounts } from './support/api';
import { expect, test } from './support/fixtures';

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

/** Waits until nothing on the page says it is still loading. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Loading indicators gone (a determinate bar, such as the setup guide's, says how far along something is).
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
}

async function widths(page: Page) {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
}

/** The admin routes, ids chosen from the shop's own data through the admin API. */
async function routes(admin: import('@playwright/test').APIRequestContext) {
  const [order] = await findOrders(admin, '');
  const [coupon] = await listCoupons(admin);
  const [discount] = await listDiscounts(admin);
  const lists = (await (await admin.get('/api/products/categories')).json()) as {
    categories: Array<{ id: number }>;
    tags: Array<{ id: number }>;
  };
  return [
    '/admin/dashboard',
    '/admin/addProduct',
    '/admin/category',
    '/admin/products',
    '/admin/orders',
    order ? `/admin/orders/${order.orderId}` : null,
    '/admin/addcoupon',
    '/admin/addCoupon',
    '/admin/addDiscount',
    '/admin/shipping',
    coupon ? `/admin/coupons/${coupon.id}` : null,
    discount ? `/admin/discounts/${discount.id}` : null,
    lists.categories[0] ? `/admin/categories/${lists.categories[0].id}` : null,
    lists.tags[0] ? `/admin/tags/${lists.tags[0].id}` : null,
  ];
}

const NAMES = [
  'dashboard',
  'add product',
  'add category',
  'products',
  'orders',
  'an order',
  'add coupon (/addcoupon)',
  'add coupon (/addCoupon)',
  'add discount',
  'shipping',
  'edit a coupon',
  'edit a discount',
  'edit a category',
  'edit a tag',
];

test.describe('the back office at 390 px has no horizontal scroll', () => {
  // One signed-in page visits every route in turn (its HTTP cache warm), each a step with a soft assertion, so a
  // failure names its route and the other routes are still checked.
  test('every admin route', async ({ page, admin, signIn }) => {
    test.slow(); // many pages in one test: three times the usual minute
    const paths = await routes(admin);
    await signIn(page);
    for (const [index, name] of NAMES.entries()) {
      await test.step(name, async () => {
        const path = paths[index];
        expect(path, `the demo shop has data for "${name}"`).toBeTruthy();
        await page.goto(path!);
        await expect(page.locator('#main-content')).toBeVisible();
        await settled(page);
        const { scrollWidth, innerWidth } = await widths(page);
        expect(innerWidth).toBe(PHONE.width);
        expect.soft(scrollWidth, `${path} is ${scrollWidth} px wide`).toBeLessThanOrEqual(innerWidth);
      });
    }
  });

  test('the menu is a drawer that opens over the page and leads to every section', async ({
    page,
    signIn,
  }) => {
    await signIn(page);
    await page.goto('/admin/products');
    await settled(page);
    await expect(page.getByRole('menuitem', { name: 'View Orders' })).toBeHidden();
    await page.getByRole('button', { name: /open menu/i }).click();
    const orders = page.getByRole('menuitem', { name: 'View Orders' });
    await expect(orders).toBeVisible();
    const { scrollWidth, innerWidth } = await widths(page);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await orders.click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
  });
});
