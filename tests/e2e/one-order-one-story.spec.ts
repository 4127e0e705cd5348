/**
 * One order, one story: a shopper orders and confirms it herself; her confirmation page's timeline, /track and
 * the back office's history all say it was confirmed by her. Then the owner opens the dashboard, follows
 * "To confirm" and lands on the orders list filtered on pending, the order among them.
 */
import type { Locator } from '@playwright/test';
import { allProducts, cities, inStockChoice, orderByNumber } from './support/api';
import { expect, test } from './support/fixtures';
import { addToCart, placeOrder, shopperMobile } from './support/shopper';

/** The timeline's steps as one line each ("Confirmed by you 26 Nov 2026, 10:02"). */
const steps = async (timeline: Locator) =>
  (await timeline.getByRole('listitem').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());

test('a self-confirmed order is confirmed by the customer everywhere; "To confirm" leads to the list', async ({
  page,
  request,
  admin,
  dialogs,
  browser,
  baseURL,
  signIn,
}) => {
  const choice = (await allProducts(request)).map((p) => inStockChoice(p)).find((c) => c !== null);
  expect(choice, 'a product in stock').toBeTruthy();
  const [city] = await cities(request);
  const mobile = shopperMobile();
  let orderNumber = '';

  await test.step('the shopper orders and confirms it on her confirmation page', async () => {
    await page.goto(`/products/${choice!.product.slug}`);
    await addToCart(page, choice!);
    await page.goto('/checkout');
    orderNumber = await placeOrder(page, dialogs, city!.name, undefined, mobile);
    await page.getByRole('button', { name: 'Confirm my order' }).click();
    await expect(page.getByText('Thank you! Your order is confirmed. We are preparing it.')).toBeVisible();
    const timeline = page.getByRole('list', { name: 'Order progress' });
    await expect(timeline.getByRole('listitem').nth(1)).toContainText('Confirmed by you');
    const shown = await steps(timeline);
    expect(shown[1]).toMatch(/^Confirmed by you \d/);
    expect(shown.join(' | ')).not.toContain('Confirmed Not yet');
  });

  await test.step('/track says the same', async () => {
    await page.goto('/track');
    await page.getByLabel('Order number').fill(orderNumber);
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByRole('button', { name: 'Track order' }).click();
    await expect(page.getByRole('heading', { level: 2, name: `Order ${orderNumber}` })).toBeVisible();
    const shown = await steps(page.getByRole('list', { name: 'Order progress' }));
    expect(shown[0]).toMatch(/^Placed \d/);
    expect(shown[1]).toMatch(/^Confirmed by you \d/);
    expect(shown.slice(2)).toEqual(['Shipped Not yet', 'Delivered Not yet']);
  });

  const order = await orderByNumber(admin, orderNumber);
  const owner = await (await browser.newContext({ baseURL })).newPage();
  await signIn(owner);

  await test.step('the back office: the history and the call card say confirmed by the customer', async () => {
    await owner.goto(`/admin/orders/${order.orderId}`);
    const history = owner.getByRole('region', { name: 'Status history' });
    await expect(history.getByText('Confirmed by the customer', { exact: true })).toBeVisible();
    await expect(history).not.toContainText('Pending → Pending');
    await expect(owner.getByRole('region', { name: 'Confirm with the customer' })).toContainText(
      'Confirmed by the customer,',
    );
  });

  await test.step('the owner follows "To confirm" from the dashboard to the pending orders', async () => {
    await owner.goto('/admin/dashboard');
    const toConfirm = owner
      .getByRole('region', { name: 'Summary' })
      .getByRole('group', { name: 'To confirm' });
    await expect(toConfirm).toContainText(/\d+ confirmed by the customer/);
    await toConfirm.getByRole('link', { name: /pending orders?, all dates/ }).click();
    await expect(owner).toHaveURL(/\/admin\/orders\?.*status.*pending/);
    await expect(owner.getByRole('heading', { name: 'Orders' }).first()).toBeVisible();
    await expect(owner.getByText(orderNumber).first()).toBeVisible();
    await expect(owner.getByText('Page not found')).toHaveCount(0);
  });
});
