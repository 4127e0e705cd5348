/**
 * The back office on a phone for the orders screens and the order lifecycle's pages: on a 390 px phone the orders list,
 * an order's detail, its packing slip, a customer and the Settings page fit the screen (no horizontal scroll);
 * on a laptop axe finds no serious or critical violation on those pages nor in the cancel dialog.
 */
import type { Locator, Page } from '@playwright/test';
import type { OrderPage } from '../../generated/models';
import { findOrders } from './support/api';
import { expect, test } from './support/fixtures';
import { seriousViolations } from './support/axe';

/** axe's serious and critical findings once the page has loaded. */
async function scanned(page: Page): Promise<string[]> {
  // react-admin's app-bar spinner (unnamed) only shows while a request is under way.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.MuiCircularProgress-root')).toHaveCount(0, { timeout: 20_000 });
  return seriousViolations(page);
}

const PHONE = { width: 390, height: 844 };

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Waits until `tab` has not moved for two reads 150 ms apart (the strip scrolls, a scroll arrow appears). */
async function atRest(tab: Locator): Promise<void> {
  const x = async () => (await tab.boundingBox())?.x ?? Number.NaN;
  let last = await x();
  await expect
    .poll(async () => {
      await tab.page().waitForTimeout(150);
      const now = await x();
      const still = now === last;
      last = now;
      return still;
    })
    .toBe(true);
}

test('the orders screens fit a 390 px phone', async ({ page, admin, signIn }) => {
  await page.setViewportSize(PHONE);
  await signIn(page);

  let detailPath = '';
  let mobile = '';
  await test.step('the saved views scroll sideways and a thumb selects an order', async () => {
    await page.goto('/admin/orders');
    const views = page.getByRole('tablist', { name: 'Saved views' });
    await expect(views.getByRole('tab', { name: /^To confirm \(\d+\)$/ })).toBeVisible();
    await views.getByRole('tab', { name: /^Refused \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/refused_at_delivery/);
    await expect(views.getByRole('tab', { name: /^Refused/ })).toHaveAttribute('aria-selected', 'true');
    // The strip scrolls the chosen tab into view (an animation, with a scroll arrow appearing): a tap landing while
    // it moves goes down on one tab and up on another, and is no tap at all, for a thumb as for the test.
    const all = views.getByRole('tab', { name: /^All \(\d+\)$/ });
    await atRest(all);
    await all.click();
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await expect(page).not.toHaveURL(/refused_at_delivery/);
    // The refused orders' list is replaced by all orders, newest first: the box is the newest order's, so that
    // a box of the old list, still on screen while the new one loads, is never the one ticked.
    const [newest] = await findOrders(admin, '');
    const box = page.getByRole('checkbox', { name: `Select order ${newest!.orderNumber}` });
    await expect(box).toBeVisible();
    const size = await box.locator('xpath=..').boundingBox();
    expect(size!.width).toBeGreaterThanOrEqual(44);
    expect(size!.height).toBeGreaterThanOrEqual(44);
    await box.click();
    await expect(box).toBeChecked();
    await expect(page).toHaveURL(/\/admin\/orders(\?.*)?$/);
    await expect(page.getByRole('button', { name: 'Change status (1)' })).toBeEnabled();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await box.click();
  });

  await test.step('the list is a simple list, no table', async () => {
    await page.goto('/admin/orders');
    const first = page
      .getByRole('link')
      .filter({ hasText: /^MO-[0-9A-Z]+ · / })
      .first();
    await expect(first).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await first.click();
    await expect(page).toHaveURL(/\/admin\/orders\/\d+$/);
    detailPath = new URL(page.url()).pathname;
  });

  await test.step('the detail is one column with the call tools', async () => {
    await expect(page.getByRole('heading', { level: 1, name: /^Order MO-/ })).toBeVisible();
    const call = page.getByRole('region', { name: 'Confirm with the customer' });
    await expect(call.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/20/,
    );
    const callLink = call.getByRole('link', { name: /^Call / }).first();
    await expect(callLink).toHaveAttribute('href', /^tel:\+20/);
    mobile = ((await callLink.textContent()) ?? '').replace(/^Call /, '').trim();
    await expect(page.getByRole('region', { name: 'Items' }).getByRole('table')).toHaveCount(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  await test.step('the packing slip, a customer and the settings fit too', async () => {
    for (const path of [`${detailPath}/slip`, `/admin/customers/${mobile}/show`, '/admin/settings']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
    }
  });
});

test('axe passes on the order detail, its cancel dialog, the slip, a customer and the settings', async ({
  page,
  signIn,
  admin,
}) => {
  await signIn(page);
  // A pending demo order: it can still be cancelled, so the dialog is scanned too.
  const answer = await admin.get('/api/admin/orders?page=1&limit=1&status=pending');
  expect(answer.ok()).toBe(true);
  const [order] = ((await answer.json()) as OrderPage).orders;
  expect(order, 'a pending demo order').toBeTruthy();

  await page.goto(`/admin/orders/${order.orderId}`);
  await expect(page.getByRole('region', { name: 'Confirm with the customer' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Status history' }).getByRole('listitem').first(),
  ).toBeVisible();
  expect(await scanned(page)).toEqual([]);

  if (order.status !== 'cancelled') {
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // Scanned once it has faded in: halfway, its buttons are half transparent and axe measures their contrast.
    await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
    expect(await scanned(page)).toEqual([]);
    await page.getByRole('button', { name: 'Keep order' }).click();
  }

  for (const path of [
    `/admin/orders/${order.orderId}/slip`,
    `/admin/customers/${order.phone}/show`,
    '/admin/customers',
    '/admin/settings',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await scanned(page), path).toEqual([]);
  }
});
