/**
 * The back office with a thumb: at 390 px (Chromium), on every admin route of src/admin/admin-routes.ts (the
 * list app.tsx builds its routes from), the page is no wider than the screen (lists are cards, details one
 * column, the menu a drawer: `scrollWidth <= innerWidth`), and every control a finger can hit is at least
 * 44 × 44 px (WCAG 2.5.5).
 * Measured: visible buttons, links, inputs, selects, check boxes, switches, tabs, menu items and options; a text
 * box or select counts as its whole box, a check box as its button. Links inside a sentence are the rule's own
 * exception. Each route is a step of its own, so a failure names the route and the controls too small.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { adminRoutePaths } from '../../src/admin/admin-routes';
import { findOrders, listCoupons, listDiscounts, orderDetail } from './support/api';
import { expect, test } from './support/fixtures';

const PHONE = { width: 390, height: 844 };
const MIN = 44;

test.use({ viewport: PHONE });

async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Loading indicators gone (a determinate bar, such as the setup guide's, says how far along something is).
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
}

/** A record's id for each `:id` route, chosen from the shop's own data through the admin API. */
async function idsFor(admin: APIRequestContext): Promise<Record<string, string | undefined>> {
  const [order] = await findOrders(admin, '');
  const [coupon] = await listCoupons(admin);
  const [discount] = await listDiscounts(admin);
  const lists = (await (await admin.get('/api/products/categories')).json()) as {
    categories: Array<{ id: number }>;
    tags: Array<{ id: number }>;
  };
  const detail = order ? await orderDetail(admin, order.orderId) : undefined;
  return {
    orders: order ? String(order.orderId) : undefined,
    customers: detail ? encodeURIComponent(detail.phone) : undefined,
    coupons: coupon ? String(coupon.id) : undefined,
    discounts: discount ? String(discount.id) : undefined,
    categories: lists.categories[0] ? String(lists.categories[0].id) : undefined,
    tags: lists.tags[0] ? String(lists.tags[0].id) : undefined,
  };
}

/** The controls on the page smaller than MIN × MIN, described so that a failure says which. */
function tooSmall(page: Page, min: number) {
  return page.evaluate((min) => {
    const selector = [
      'a[href]',
      'button',
      '[role="button"]',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      '[role="checkbox"]',
      '[role="switch"]',
      '[role="tab"]',
      '[role="menuitem"]',
      '[role="option"]',
      '[role="combobox"]',
    ].join(',');
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      // Visually hidden helpers (the skip link until focused) are 1 px: not a target yet.
      return style.visibility !== 'hidden' && style.display !== 'none' && rect.width > 2 && rect.height > 2;
    };
    const inSentence = (el: Element) => {
      if (el.tagName !== 'A') return false;
      const block = el.closest('p');
      return block !== null && (block.textContent ?? '').trim() !== (el.textContent ?? '').trim();
    };
    const small: string[] = [];
    for (const el of document.querySelectorAll(selector)) {
      if (!visible(el) || el.closest('[aria-hidden="true"]') || inSentence(el)) continue;
      // The box a finger hits: a text box's or a select's whole field, a check box's or switch's button.
      const box = el.closest('.MuiInputBase-root, .MuiButtonBase-root, .MuiChip-root') ?? el;
      const rect = box.getBoundingClientRect();
      if (rect.width + 0.5 < min || rect.height + 0.5 < min) {
        const name =
          el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40) ?? el.tagName;
        small.push(
          `${el.tagName.toLowerCase()} "${name}" ${Math.round(rect.width)}×${Math.round(rect.height)}`,
        );
      }
    }
    return [...new Set(small)];
  }, min);
}

test.describe('the back office at 390 px: no sideways scroll, every target at least 44 × 44 px', () => {
  test('every admin route', async ({ page, admin, signIn }) => {
    test.slow(); // many pages in one test
    const ids = await idsFor(admin);
    await signIn(page);
    for (const route of adminRoutePaths()) {
      await test.step(route, async () => {
        const resource = route.split('/')[1]!;
        const id = route.includes(':id') ? ids[resource] : '';
        // The slips of a selection print the orders chosen in the list: one, here.
        const path = route.includes(':id')
          ? route.replace(':id', id ?? '')
          : route === '/orders/slips'
            ? `${route}?ids=${ids.orders ?? ''}`
            : route;
        if (route.includes(':id')) expect(id, `the demo shop has a record for ${route}`).toBeTruthy();
        await page.goto(`/admin${path === '/' ? '' : path}`);
        await settled(page);
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        expect(innerWidth).toBe(PHONE.width);
        expect.soft(scrollWidth, `${path} is ${scrollWidth} px wide`).toBeLessThanOrEqual(innerWidth);
        const small = await tooSmall(page, MIN);
        expect.soft(small, `${path}: controls under ${MIN} px`).toEqual([]);
      });
    }
  });
});
