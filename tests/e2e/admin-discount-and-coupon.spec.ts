/**
 * Journey 4: an admin creates a discount on a category and a coupon through the back office; the shop
 * shows the discounted price, the coupon applies at the cart, and the placed order carries the totals the cart
 * showed.
 */
import { formatEGP } from '../../src/shared/format';
import {
  categoryWithBuyableProduct,
  cities,
  dateTimeLocal,
  listDiscounts,
  orderByNumber,
  parseEGP,
  percentInPiastres,
  piastres,
  productBySlug,
  unique,
} from './support/api';
import { expect, test } from './support/fixtures';
import { addToCart, applyCoupon, cartLink, placeOrder, summaryAmount } from './support/shopper';

const DISCOUNT = 35;
const COUPON = 15;

test('a category discount and a coupon made in the back office price the order', async ({
  page,
  request,
  admin,
  dialogs,
  signIn,
}) => {
  // A product whose own discounts (if any) are below ours, so ours is the one in force.
  const { category, ...choice } = await categoryWithBuyableProduct(
    request,
    (c) => (c.product.discount?.percentage ?? 0) < DISCOUNT,
  );
  const code = unique('SAVE');

  await test.step('Add Discount: 35% on the category', async () => {
    const before = new Set((await listDiscounts(admin)).map((d) => d.id));
    await signIn(page);
    await page.goto('/admin/addDiscount');
    await page.getByRole('combobox', { name: 'Applies to' }).click();
    await page.getByRole('option', { name: 'Category', exact: true }).click();
    await page.getByRole('combobox', { name: /^Category/ }).click();
    await page.getByRole('option', { name: category.name, exact: true }).click();
    await page.getByRole('spinbutton', { name: /^Percentage/ }).fill(String(DISCOUNT));
    await page.getByLabel(/^Start/).fill(dateTimeLocal(-1));
    await page.getByLabel(/^End/).fill(dateTimeLocal(7));
    await page.getByRole('button', { name: 'Add discount' }).click();
    await expect(page.getByText('Discount created')).toBeVisible();
    const row = page
      .getByRole('table', { name: 'All Discounts' })
      .getByRole('row')
      .filter({ hasText: category.name })
      .filter({ hasText: `${DISCOUNT}%` });
    await expect(row.getByRole('cell').first()).toHaveText('Category');
    const added = (await listDiscounts(admin)).filter((d) => !before.has(d.id));
    expect(
      added.map((d) => ({
        type: d.type,
        id: d.reference.id,
        percentage: d.percentage,
        isActive: d.isActive,
      })),
    ).toEqual([{ type: 'category', id: category.id, percentage: DISCOUNT, isActive: true }]);
  });

  await test.step('Add Coupon: 15% off', async () => {
    await page.goto('/admin/addCoupon');
    await page.getByRole('textbox', { name: /^Code/ }).fill(code);
    await page.getByRole('textbox', { name: /^Description/ }).fill('Made by the browser journeys');
    await page.getByRole('spinbutton', { name: /^Percentage/ }).fill(String(COUPON));
    await page.getByRole('spinbutton', { name: /^Min(\.|imum) order/ }).fill('1');
    await page.getByRole('spinbutton', { name: /^Maximum uses/ }).fill('5');
    await page.getByLabel(/^Start/).fill(dateTimeLocal(-1));
    await page.getByLabel(/^End/).fill(dateTimeLocal(7));
    await page.getByRole('button', { name: 'Add coupon' }).click();
    await expect(page.getByText('Coupon created')).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'All Coupons' }).getByRole('row').filter({ hasText: code }),
    ).toContainText(`${COUPON}%`);
  });

  const product = await productBySlug(request, choice.product.slug);
  await test.step('the catalogue prices the product with the discount', async () => {
    expect(product.discount?.percentage).toBe(DISCOUNT);
    expect(piastres(product.discount!.discountedPrice)).toBe(
      piastres(product.price) - percentInPiastres(product.price, DISCOUNT),
    );
  });

  await test.step('the shop shows the discounted price', async () => {
    await page.goto(`/shop?category=${encodeURIComponent(category.slug)}`);
    const card = page
      .locator('article')
      .filter({ has: page.getByRole('link', { name: product.name, exact: true }) });
    await expect(card).toContainText(`-${DISCOUNT}%`);
    // The card writes the amount the order charges, to the piastre, as the product page does.
    await expect(card.locator('.price__current')).toHaveText(formatEGP(product.discount!.discountedPrice));
    await card.getByRole('link', { name: product.name, exact: true }).click();
    await expect(page.locator('.product__info .price__current')).toHaveText(
      formatEGP(product.discount!.discountedPrice),
    );
    await expect(page.locator('.product__info .price__before')).toHaveText(formatEGP(product.price));
  });

  const shown = { subtotal: 0, productDiscount: 0, coupon: 0, total: 0 };
  await test.step('the coupon applies at the cart', async () => {
    await addToCart(page, { ...choice, product }, 1);
    await cartLink(page).click();
    await applyCoupon(page, code);
    shown.subtotal = parseEGP(await summaryAmount(page, 'Subtotal'));
    shown.productDiscount = parseEGP(await summaryAmount(page, 'Product discounts'));
    shown.coupon = parseEGP(await summaryAmount(page, `Coupon (${code})`));
    shown.total = parseEGP(await summaryAmount(page, /^Total$/));
    expect(piastres(shown.subtotal)).toBe(piastres(product.price));
    expect(piastres(shown.productDiscount)).toBe(
      piastres(product.price) - piastres(product.discount!.discountedPrice),
    );
    // The coupon is taken from the price after product discounts, rounded half up to the piastre.
    expect(piastres(shown.coupon)).toBe(percentInPiastres(product.discount!.discountedPrice, COUPON));
    expect(piastres(shown.total)).toBe(
      piastres(shown.subtotal) - piastres(shown.productDiscount) - piastres(shown.coupon),
    );
  });

  await test.step("the order's totals are the cart's", async () => {
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    const city = (await cities(request)).at(-1)!;
    const orderNumber = await placeOrder(page, dialogs, city.name, 'Discounted');

    const order = await orderByNumber(admin, orderNumber);
    expect(piastres(order.subtotal)).toBe(piastres(shown.subtotal));
    expect(piastres(order.productDiscount)).toBe(piastres(shown.productDiscount));
    expect(piastres(order.couponDiscount)).toBe(piastres(shown.coupon));
    expect(piastres(order.shippingPrice)).toBe(piastres(city.shippingPrice));
    expect(piastres(order.totalPrice)).toBe(piastres(shown.total) + piastres(city.shippingPrice));
    expect(order.coupon).toEqual({
      code: expect.stringMatching(new RegExp(`^${code}$`, 'i')),
      percentage: COUPON,
    });
    expect(order.items[0]!.discountApplied).toBe(DISCOUNT);

    // The order detail page shows the same figures.
    await page.goto(`/admin/orders/${order.orderId}`);
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary).toContainText(formatEGP(order.totalPrice));
    await expect(summary).toContainText(`${order.coupon!.code} (${COUPON}%)`);
  });
});
