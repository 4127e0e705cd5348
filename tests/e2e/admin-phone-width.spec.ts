/**
 * The back office at 390 px (a phone): the menu is a drawer over the page that leads to every section. That
 * every admin route is no wider than the screen is checked on the same walk as the thumb targets
 * (admin-thumb-targets.spec.ts), one visit per route for both.
 */
import type { Page } from '@playwright/test';
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

test.describe('the back office at 390 px', () => {
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
