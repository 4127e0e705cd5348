/**
 * Journeys 1 and 2: a shopper buys with a coupon, then the back office finds that order, confirms it
 * (processing), sees the sale on the dashboard's Today figures and exports it. One serial story: the second
 * journey works on the order the first one placed.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { formatEGP } from '../../src/shared/format';
import { E2E_ADMIN } from '../../playwright.config';
import {
  categoryWithBuyableProduct,
  cities,
  createCoupon,
  orderByNumber,
  parseEGP,
  percentInPiastres,
  piastres,
  unique,
  type Buyable,
} from './support/api';
import { expect, test } from './support/fixtures';
import { addToCart, applyCoupon, cartLink, placeOrder, SHOPPER, summaryAmount } from './support/shopper';

test.describe.configure({ mode: 'serial' });

const QUANTITY = 2;
let placed: { orderNumber: string; choice: Buyable; total: number } | undefined;

test('a shopper goes from the home page to a placed order with a coupon', async ({
  page,
  request,
  admin,
  dialogs,
}) => {
  const { category, ...choice } = await categoryWithBuyableProduct(request);
  const unitPrice = choice.product.discount?.discountedPrice ?? choice.product.price;
  // A coupon whose minimum this cart (two of the product) reaches, and one unit alone would not.
  const code = unique('E2E');
  await createCoupon(admin, {
    code,
    percentage: 10,
    minOrderAmount: Math.floor(unitPrice * QUANTITY),
    startDate: new Date(Date.now() - 3_600_000).toISOString(),
    endDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  });
  const city = (await cities(request)).find((c) => c.shippingPrice > 0) ?? (await cities(request))[0]!;

  await test.step('home → Shop Now!! → a category → a product', async () => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Shop Now!!' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await page
      .getByRole('complementary', { name: 'Filters' })
      .getByRole('button', { name: category.name, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`[?&]category=${category.slug}(&|$)`));
    await page.getByRole('link', { name: choice.product.name, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/products/${choice.product.slug}$`));
  });

  await test.step('colour and size → Add to cart → the badge counts', async () => {
    await expect(cartLink(page)).toHaveAccessibleName('Cart');
    await addToCart(page, choice, QUANTITY);
    await expect(cartLink(page)).toHaveAccessibleName(`Cart, ${QUANTITY} items`);
    await expect(page.getByTestId('cart-badge')).toHaveText(String(QUANTITY));
  });

  let cartTotal = 0;
  let couponAmount = 0;
  await test.step('the cart applies the coupon', async () => {
    await cartLink(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
    await expect(page.getByRole('link', { name: choice.product.name })).toBeVisible();
    await expect(page.getByRole('group', { name: `Quantity of ${choice.product.name}` })).toContainText(
      String(QUANTITY),
    );
    expect(piastres(parseEGP(await summaryAmount(page, 'Subtotal')))).toBe(
      piastres(choice.product.price) * QUANTITY,
    );

    await applyCoupon(page, code);
    const afterProductDiscounts = piastres(unitPrice) * QUANTITY;
    couponAmount = parseEGP(await summaryAmount(page, `Coupon (${code})`));
    expect(piastres(couponAmount)).toBe(percentInPiastres(afterProductDiscounts / 100, 10));
    cartTotal = parseEGP(await summaryAmount(page, /^Total$/));
    expect(piastres(cartTotal)).toBe(afterProductDiscounts - piastres(couponAmount));
  });

  await test.step('checkout with a governorate places the order and empties the cart', async () => {
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByText(`Coupon (${code})`)).toBeVisible();
    await expect.poll(async () => summaryAmount(page, 'Shipping')).toBe('Select a city');
    await page.getByLabel('City').selectOption(city.name);
    await expect.poll(async () => summaryAmount(page, 'Shipping')).toBe(formatEGP(city.shippingPrice));
    const total = parseEGP(await summaryAmount(page, /^Total$/));
    expect(piastres(total)).toBe(piastres(cartTotal) + piastres(city.shippingPrice));

    const orderNumber = await placeOrder(page, dialogs, city.name);
    placed = { orderNumber, choice, total };
  });

  await test.step('the server kept the prices the shopper saw', async () => {
    const order = await orderByNumber(admin, placed!.orderNumber);
    expect(order.status).toBe('pending');
    expect(order.coupon?.code.toUpperCase()).toBe(code.toUpperCase());
    expect(piastres(order.couponDiscount)).toBe(piastres(couponAmount));
    expect(piastres(order.shippingPrice)).toBe(piastres(city.shippingPrice));
    expect(piastres(order.totalPrice)).toBe(piastres(placed!.total));
    expect(order.items).toHaveLength(1);
    expect(order.items[0]!.quantity).toBe(QUANTITY);
  });
});

/** A figure of the dashboard's summary block ("Total Sales", "Orders"), once loaded. */
async function summaryFigure(page: Page, label: string): Promise<string> {
  // The card named exactly `label`: "To confirm" also says "… pending orders", so a text match is not enough.
  const card = page.getByRole('region', { name: 'Summary' }).getByRole('group', { name: label, exact: true });
  const value = card.locator('p').last();
  await expect(value).toHaveText(/\d/);
  return (await value.innerText()).trim();
}

test('the back office signs in, finds the order, confirms it onto the dashboard and exports it', async ({
  page,
  admin,
  dialogs,
}) => {
  expect(placed, 'the shopper journey placed an order').toBeTruthy();
  const { orderNumber, choice } = placed!;
  const order = await orderByNumber(admin, orderNumber);

  await test.step('signed out, /admin/orders goes to /login', async () => {
    await page.goto('/admin/orders');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  });

  await test.step('a wrong password shows "Invalid credentials"', async () => {
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill(`${E2E_ADMIN.password}-wrong`);
    await page.getByRole('button', { name: 'Login' }).click();
    await dialogs.waitFor(/^Invalid credentials$/);
    await expect(page.getByRole('form', { name: 'Admin Login' }).getByRole('alert')).toHaveText(
      'Invalid credentials',
    );
    await expect(page).toHaveURL(/\/login$/);
  });

  let before = { sales: 0, orders: 0 };
  await test.step('the right password opens the dashboard', async () => {
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    before = {
      sales: parseEGP(await summaryFigure(page, 'Total Sales')),
      orders: Number((await summaryFigure(page, 'Orders')).replace(/,/g, '')),
    };
  });

  await test.step('the order is in the list, its items in the hover preview', async () => {
    await page.goto('/admin/orders');
    const row = page.getByRole('row').filter({ hasText: orderNumber });
    await expect(row).toBeVisible();
    await expect(row).toContainText(`${SHOPPER.firstName} ${SHOPPER.lastName}`);
    await expect(row).toContainText(formatEGP(order.totalPrice));
    await row.getByText(orderNumber, { exact: true }).hover();
    const preview = page.getByRole('tooltip');
    await expect(preview).toContainText(choice.product.name);
    await expect(preview).toContainText(`${choice.variant.color} / ${choice.size.size} × ${QUANTITY}`);
  });

  await test.step('setting it to processing', async () => {
    await page.mouse.move(0, 0);
    const status = page.getByRole('combobox', { name: `Status of order ${orderNumber}` });
    await expect(status).toHaveText('Pending');
    await status.click();
    await page.getByRole('option', { name: 'Processing' }).click();
    await expect(status).toHaveText('Processing');
    await expect.poll(async () => (await orderByNumber(admin, orderNumber)).status).toBe('processing');
  });

  await test.step('the CSV export holds it', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^orders-.*\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const { data: rows } = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
    expect(rows[0]).toEqual(['Order ID', 'Customer', 'Total Price', 'Date', 'Status']);
    const row = rows.find((r) => r[0] === orderNumber);
    expect(row, `a line for ${orderNumber}`).toBeTruthy();
    expect(row!.slice(1, 3)).toEqual([
      `${SHOPPER.firstName} ${SHOPPER.lastName}`,
      formatEGP(order.totalPrice),
    ]);
    expect(row![4]).toBe('Processing');
  });

  await test.step("the sale is on the dashboard's Today figures", async () => {
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(async () => Number((await summaryFigure(page, 'Orders')).replace(/,/g, '')))
      .toBe(before.orders + 1);
    expect(piastres(parseEGP(await summaryFigure(page, 'Total Sales')))).toBe(
      piastres(before.sales) + piastres(order.totalPrice),
    );
  });
});
