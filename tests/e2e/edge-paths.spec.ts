/**
 * Journey 5: the paths off the happy one — checkout with an empty cart, a product that does not
 * exist, an unknown route, and a sold-out size that cannot be chosen.
 */
import { createProduct, unique } from './support/api';
import { expect, test } from './support/fixtures';

test('checkout with an empty cart cannot place an order', async ({ page, dialogs }) => {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary).toContainText('Your cart is empty.');
  await expect(summary.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/shop');
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  // Submitting anyway (the button is disabled, so through the form itself) is refused with the spec's alert.
  await page
    .getByRole('form', { name: 'Checkout' })
    .evaluate((form: HTMLFormElement) => form.requestSubmit());
  await dialogs.waitFor(/^Cart is empty!$/);
  await expect(page).toHaveURL(/\/checkout$/);

  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 2, name: 'Your cart is empty.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toHaveCount(0);
});

test('a product slug that does not exist shows "Product not found" and is not indexed', async ({ page }) => {
  const response = await page.goto(`/products/${unique('no-such-product-').toLowerCase()}`);
  expect(response?.status()).toBeLessThan(500);
  await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page).toHaveTitle(/Product not found/);
  await expect(page.getByRole('link', { name: 'Back to the shop' })).toBeVisible();
});

test('an unknown route shows "Page not found" and is not indexed', async ({ page }) => {
  await page.goto('/this/route/does-not-exist');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  // Still inside the shop's layout: the header's links lead back.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }),
  ).toBeVisible();
});

test('a sold-out size is disabled and says "(Out of Stock)"', async ({ page, admin }) => {
  const product = await createProduct(admin, {
    name: `Journey Sold Out Dress ${unique('')}`,
    price: 480,
    variants: [
      {
        color: 'Black',
        sizes: [
          { size: 'S', stock: 0 },
          { size: 'M', stock: 3 },
        ],
      },
    ],
  });
  await page.goto(`/products/${product.slug}`);
  await page.getByRole('button', { name: 'Black', exact: true }).click();
  const soldOut = page.getByRole('button', { name: 'S (Out of Stock)', exact: true });
  await expect(soldOut).toBeDisabled();
  await expect(page.getByRole('button', { name: 'M', exact: true })).toBeEnabled();

  // Clicking it anyway chooses nothing: adding still asks for a size, and the cart stays empty.
  await soldOut.click({ force: true });
  await expect(soldOut).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please choose a size.');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'))).toEqual([]);
});
