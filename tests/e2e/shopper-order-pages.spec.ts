/**
 * The order lifecycle, the shopper's pages only: an order placed in the browser lands on its confirmation page with its key
 * in the URL's fragment, and the key never leaves the browser (in no request URL and no Referer); the page and
 * /track pass axe in the real browser (colour contrast included), and print shows the order alone.
 *
 * Against the real server: the shop's WhatsApp number is set through Settings' API first, and /track looks the
 * order up with the mobile it was placed with. order-lifecycle.spec.ts follows the order into the back office.
 */
import type { APIRequestContext } from '@playwright/test';
import type { ShopContact } from '../../generated/models';
import { allProducts, cities, inStockChoice } from './support/api';
import { expect, test } from './support/fixtures';
import { addToCart, placeOrder, shopperMobile } from './support/shopper';
import { seriousViolations } from './support/axe';

/** The shop's WhatsApp number as the owner types it in Settings, and the wa.me digits it becomes. */
const SHOP_WHATSAPP = { typed: '01001234567', digits: '201001234567' };

/** The owner gives the shop a WhatsApp number in Settings (the other contact details stay as they are). */
async function setShopWhatsApp(admin: APIRequestContext): Promise<void> {
  const current = (await (await admin.get('/api/settings/contact')).json()) as ShopContact;
  const saved = await admin.put('/api/admin/settings/contact', {
    data: { ...current, whatsapp: SHOP_WHATSAPP.typed },
  });
  expect(saved.ok(), `updateShopContact: HTTP ${saved.status()} ${await saved.text()}`).toBe(true);
}

test('an order lands on its confirmation page, whose key never leaves the browser; axe and print', async ({
  page,
  request,
  admin,
  dialogs,
}) => {
  await setShopWhatsApp(admin);
  const choice = (await allProducts(request)).map((p) => inStockChoice(p)).find((c) => c !== null);
  expect(choice, 'a product in stock').toBeTruthy();
  const [city] = await cities(request);
  const mobile = shopperMobile();
  const sent: { url: string; referer: string }[] = [];
  page.on('request', (r) => sent.push({ url: r.url(), referer: r.headers()['referer'] ?? '' }));

  await page.goto(`/products/${choice!.product.slug}`);
  await addToCart(page, choice!);
  await page.goto('/checkout');
  const orderNumber = await placeOrder(page, dialogs, city.name, undefined, mobile);
  const key = new URL(page.url()).hash.replace('#key=', '');
  expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);

  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you, Salma! Your order is placed.' }),
  ).toBeVisible();
  await expect(page.getByText(orderNumber, { exact: true })).toBeVisible();
  const whatsapp = page.getByRole('link', { name: /Confirm on WhatsApp/ });
  await expect(whatsapp).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/${SHOP_WHATSAPP.digits}\\?text=.*${orderNumber}`),
  );
  expect(await seriousViolations(page), 'confirmation page').toEqual([]);

  // Print: the order alone, no header, footer or buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.locator('.site-footer')).toBeHidden();
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Items' })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // The footer's in-page link replaces the fragment: the page keeps its order (remembered on this device).
  await page.getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(/#contact$/);
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you, Salma! Your order is placed.' }),
  ).toBeVisible();

  // /track: this device's recent order, and a lookup by number and mobile.
  await page.goto('/track');
  await expect(page.getByRole('heading', { level: 1, name: 'Track your order' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Your recent orders' }).getByRole('link', { name: orderNumber }),
  ).toBeVisible();
  await page.getByLabel('Order number').fill(orderNumber.toLowerCase());
  // As a shopper may type it: spaces between the groups of digits.
  await page
    .getByLabel('Mobile number')
    .fill(`${mobile.slice(0, 3)} ${mobile.slice(3, 7)} ${mobile.slice(7)}`);
  await page.getByRole('button', { name: 'Track order' }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Order ${orderNumber}` })).toBeFocused();
  expect(await seriousViolations(page), 'tracking page with a result').toEqual([]);

  // The key was in no request the browser made, nor in any Referer.
  const leaks = sent.filter((r) => r.url.includes(key) || r.referer.includes(key));
  expect(leaks).toEqual([]);
  expect(sent.some((r) => r.url.includes(`/api/customer/orders/${orderNumber}`))).toBe(true);
});
