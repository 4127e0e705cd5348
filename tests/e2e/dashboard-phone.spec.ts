/**
 * The dashboard on a 390 px phone — every section open, all time's demo figures drawn — scrolls up
 * and down only: no part of it is wider than the screen, and every chart fits the width. Its "To confirm" link
 * opens the orders list filtered on pending.
 */
import { expect, test } from './support/fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test('the dashboard fits a 390 px phone with every section open', async ({ page, signIn }) => {
  await signIn(page);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // All time, so the demo shop's sales fill the charts.
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(
    page.getByRole('region', { name: 'Summary' }).getByRole('group', { name: 'To confirm' }),
  ).toBeVisible();

  for (const title of [
    'Sales by Product Variants',
    'Sales by Product',
    'Sales by Category',
    'Top Selling Products',
    'Coupon Usage Analytics',
    'Refusals by Governorate',
  ]) {
    const toggle = page.getByRole('button', { name: title, exact: true });
    // The compact sections start open; the tall ranked charts open on a tap. The section opened just before
    // grows as its chart arrives, and can move this button from under a tap already aimed: tap again then.
    await expect(async () => {
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
    }).toPass();
  }
  await expect(
    page.getByRole('figure', { name: 'Sales by Product Variants' }).locator('svg').first(),
  ).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Sales by Product' }).locator('svg').first()).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Sales by Hour' }).locator('svg').first()).toBeVisible();
  await expect(page.getByText('Loading chart...')).toHaveCount(0);

  const widths = await page.evaluate(() => ({
    viewport: window.innerWidth,
    page: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
    charts: [...document.querySelectorAll('svg.recharts-surface')].map((svg) => {
      const box = svg.getBoundingClientRect();
      return { left: Math.floor(box.left), right: Math.ceil(box.right) };
    }),
    // Anything that sticks out past the right edge, named for the failure message.
    wider: [...document.querySelectorAll('main *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .filter((element) => !element.closest('[style*="clip"]'))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  }));
  expect(widths.viewport).toBe(390);
  expect(widths.wider).toEqual([]);
  expect(widths.page).toBeLessThanOrEqual(390);
  expect(widths.body).toBeLessThanOrEqual(390);
  expect(widths.charts.length).toBeGreaterThanOrEqual(5);
  for (const chart of widths.charts) {
    expect(chart.left).toBeGreaterThanOrEqual(0);
    expect(chart.right).toBeLessThanOrEqual(390);
  }
});

test('"To confirm" leads to the orders list filtered on pending', async ({ page, signIn }) => {
  await signIn(page);
  await page.goto('/admin/dashboard');
  const toConfirm = page.getByRole('region', { name: 'Summary' }).getByRole('group', { name: 'To confirm' });
  await toConfirm.getByRole('link', { name: /pending orders?/ }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?.*pending/);
  // On a phone the list is a simple list: each row's status badge reads Pending.
  const rows = page.locator('#main-content').getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  // Read again until it holds: the list can re-render between two reads (CI once found 0 rows right after the
  // first one showed).
  await expect
    .poll(
      async () => {
        const statuses = await rows.evaluateAll((items) => items.map((item) => item.textContent ?? ''));
        return statuses.length > 0 && statuses.every((text) => text.includes('Pending'));
      },
      { message: 'the list has rows, and every one reads Pending' },
    )
    .toBe(true);
});
