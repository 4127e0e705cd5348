/**
 * What a shopper does in the browser, step by step, with the screens' own words: choose a colour and a size and
 * add to cart, apply a coupon, and place the order at checkout.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import type { Buyable } from './api';
import type { Dialogs } from './fixtures';

/** The header's cart link, whose accessible name carries the badge's count ("Cart, 2 items"). */
export function cartLink(page: Page) {
  return page.getByRole('link', { name: /^Cart(, .+ items)?$/ });
}

/** On a product page: chooses the colour and size of `choice`, sets the quantity and adds to cart. */
export async function addToCart(page: Page, choice: Buyable, quantity = 1): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: choice.product.name })).toBeVisible();
  await page.getByRole('button', { name: choice.variant.color, exact: true }).click();
  await expect(page.getByRole('button', { name: choice.variant.color, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: choice.size.size, exact: true }).click();
  for (let i = 1; i < quantity; i++) await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(String(quantity));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const added = page.getByRole('dialog', { name: `${choice.product.name} Added to cart!` });
  await expect(added).toBeVisible();
  // The panel slides and fades in: what follows (axe's contrast, a click) reads it once it has settled (a CI
  // run's axe measured its View cart button at 1.57:1 halfway through).
  await added.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  await expectUncovered(page.getByRole('button', { name: 'Add to cart' }), added);
}

/** The added-to-cart panel leaves the Add to cart button uncovered, at the page's width. */
export async function expectUncovered(button: Locator, panel: Locator): Promise<void> {
  const [b, p] = await Promise.all([button.boundingBox(), panel.boundingBox()]);
  expect(b && p, 'both on screen').toBeTruthy();
  const apart =
    p!.y >= b!.y + b!.height ||
    p!.y + p!.height <= b!.y ||
    p!.x >= b!.x + b!.width ||
    p!.x + p!.width <= b!.x;
  expect(apart, `the panel ${JSON.stringify(p)} covers Add to cart ${JSON.stringify(b)}`).toBe(true);
}

/** On /cart: types the code, applies it and waits for the server's answer. */
export async function applyCoupon(page: Page, code: string): Promise<void> {
  await page.getByLabel('Coupon code').fill(code);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText(new RegExp(`^Coupon ${code} applied: [\\d.]+% off\\.$`, 'i'))).toBeVisible();
}

/** The amount shown beside a summary row's label ("Subtotal", "Total", "Coupon (CODE)"…) of the visible summary. */
export async function summaryAmount(page: Page, label: string | RegExp): Promise<string> {
  const row = page.locator('.summary-rows > div').filter({ has: page.locator('dt', { hasText: label }) });
  await expect(row).toHaveCount(1);
  return (await row.locator('dd').innerText()).trim();
}

export const SHOPPER = {
  firstName: 'Salma',
  lastName: 'Journey',
  email: 'salma.journey@example.com',
  address: '12 Tahrir Street, Apartment 4',
};

/**
 * A mobile number of its own for each order: one number may place only a few orders an hour (the fake-order
 * limits of README "Security"), and the journeys play many shoppers.
 */
export function shopperMobile(): string {
  return `010${String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0')}`;
}

/**
 * On /checkout: fills the contact form for `lastName` and `mobile` (a new one unless given), chooses `city`,
 * places the order and returns the order number from the success alert. The shopper lands on the order's confirmation page, its key in the
 * URL's fragment, with an empty cart.
 */
export async function placeOrder(
  page: Page,
  dialogs: Dialogs,
  city: string,
  lastName = SHOPPER.lastName,
  mobile = shopperMobile(),
): Promise<string> {
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByLabel('First name').fill(SHOPPER.firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Email').fill(SHOPPER.email);
  await page.getByLabel('Phone').fill(mobile);
  await page.getByLabel('Shipping address').fill(SHOPPER.address);
  await page.getByLabel('City').selectOption(city);
  await expect(page.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
  await page.getByRole('button', { name: 'Place Order' }).click();
  const message = await dialogs.waitFor('Order placed successfully!');
  const orderNumber = /Your order number is (MO-[0-9A-Z]+)/.exec(message)?.[1];
  expect(orderNumber, `an order number in "${message}"`).toBeTruthy();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderNumber}#key=[A-Za-z0-9_-]{43}$`));
  await expect(cartLink(page)).toHaveAccessibleName('Cart');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'))).toEqual([]);
  return orderNumber!;
}

/**
 * Scrolls to the bottom and back, so the lists a page loads only near the screen (the home page's rows) are
 * there: a check of the whole page needs its whole content.
 */
export async function loadWholePage(page: Page): Promise<void> {
  for (let i = 0; i < 10; i++) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForLoadState('networkidle');
    if (atBottom) break;
  }
  // A row passed over too fast to start loading waits for a shopper to come to it: go to each one still busy.
  const busy = page.locator('[aria-busy="true"]');
  for (let i = 0; i < 10 && (await busy.count()) > 0; i++) {
    await busy
      .first()
      .scrollIntoViewIfNeeded({ timeout: 5_000 })
      .catch(() => undefined);
    await page.waitForLoadState('networkidle');
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
