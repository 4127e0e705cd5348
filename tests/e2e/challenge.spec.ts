/**
 * The shopper's four guarded calls in one short story: a coupon applied at the cart, an order placed, the order
 * tracked, and a sign-in at /login. In the `challenge` project (playwright.config.ts: a second server with
 * CHALLENGE=always), or with E2E_CHALLENGE=always, each call is answered 428 first; the page solves a challenge
 * in a Web Worker and sends it again, and the shopper sees the same pages as without it. In the `journeys`
 * project the server has the challenge off, and no challenge is fetched.
 */
import type { Request } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { categoryWithBuyableProduct, cities, createCoupon, unique } from './support/api';
import { expect, test } from './support/fixtures';
import { addToCart, applyCoupon, cartLink, placeOrder, shopperMobile } from './support/shopper';

test('coupon, order, tracking and sign-in go through the challenge', async ({
  page,
  request,
  admin,
  dialogs,
}) => {
  const forced = test.info().project.name === 'challenge' || process.env.E2E_CHALLENGE === 'always';
  const choice = await categoryWithBuyableProduct(request);
  const code = unique('POW');
  await createCoupon(admin, {
    code,
    percentage: 5,
    minOrderAmount: 0,
    startDate: new Date(Date.now() - 3_600_000).toISOString(),
    endDate: new Date(Date.now() + 86_400_000).toISOString(),
  });
  const city = (await cities(request))[0]!.name;
  const mobile = shopperMobile();

  // Which guarded calls were asked, and which were sent with a solution.
  const challenges: string[] = [];
  const solved: string[] = [];
  page.on('request', (r: Request) => {
    const path = new URL(r.url()).pathname;
    if (path === '/api/challenge') challenges.push(path);
    if (r.headers()['x-altcha']) solved.push(path);
  });

  await test.step('the cart applies a coupon', async () => {
    await page.goto(`/products/${choice.product.slug}`);
    await addToCart(page, choice, 1);
    await cartLink(page).click();
    await applyCoupon(page, code);
  });

  let orderNumber = '';
  await test.step('checkout places the order', async () => {
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    orderNumber = await placeOrder(page, dialogs, city, undefined, mobile);
  });

  await test.step('/track finds it by number and mobile', async () => {
    await page.goto('/track');
    await page.getByLabel('Order number').fill(orderNumber);
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByRole('button', { name: 'Track order' }).click();
    await expect(page.getByRole('heading', { level: 2, name: `Order ${orderNumber}` })).toBeVisible();
  });

  await test.step('/login signs the admin in', async () => {
    await page.goto('/login');
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  // The cart re-checks its coupon on the way to checkout, so a call may be asked more than once.
  const guarded = [
    '/api/customer/couponsApply',
    '/api/customer/createOrder',
    '/api/customer/orders/track',
    '/api/admin/login',
  ];
  if (forced) {
    for (const path of guarded) expect(solved, `${path} sent with a solution`).toContain(path);
    expect(challenges.length).toBe(solved.length);
  } else {
    expect(challenges).toEqual([]);
  }
});
