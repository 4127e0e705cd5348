/**
 * The back office with a thumb: at 390 px (Chromium), on every admin route of src/admin/admin-routes.ts (the
 * list app.tsx builds its routes from; SAME_SCREEN leaves out two paths of screens already walked), the page is
 * no wider than the screen (lists are cards, details one column, the menu a drawer: `scrollWidth <= innerWidth`),
 * every control a finger can hit is at least 44 × 44 px (WCAG 2.5.5), and the app bar's title is whole.
 * Measured: visible buttons, links, inputs, selects, check boxes, switches, tabs, menu items and options; a text
 * box or select counts as its whole box, a check box as its button. Links inside a sentence are the rule's own
 * exception. Each route is a step of its own, so a failure names the route and the controls too small.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { adminRoutePaths } from '../../src/admin/admin-routes';
import { englishCatalogue } from '../../src/admin/i18n/english-catalogue';
import type { OrderCreated, Return, ReturnPage } from '../../generated/models';
import {
  allProducts,
  cities,
  findOrders,
  inStockChoice,
  listCoupons,
  listDiscounts,
  orderByNumber,
  orderDetail,
} from './support/api';
import { shopperMobile, SHOPPER } from './support/shopper';
import { expect, test } from './support/fixtures';
import { openInApp, adminSettled as settled } from './support/admin-app';
import { seriousViolations, WCAG } from './support/axe';

const PHONE = { width: 390, height: 844 };
const MIN = 44;

test.use({ viewport: PHONE });

/**
 * The routes the walks open: every admin route but two that show a screen already in the walk under another
 * path. The back office's root shows the dashboard (/dashboard), and /addcoupon is the coupon page of /addCoupon
 * (the spec spells it both ways). admin-links.spec.ts opens both of them, and app.test.tsx renders both.
 */
const SAME_SCREEN = new Set(['/', '/addcoupon']);
const walkedRoutes = () => adminRoutePaths().filter((route) => !SAME_SCREEN.has(route));

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
    returns: await returnRequestId(admin),
    orders: order ? String(order.orderId) : undefined,
    customers: detail ? encodeURIComponent(detail.phone) : undefined,
    coupons: coupon ? String(coupon.id) : undefined,
    discounts: discount ? String(discount.id) : undefined,
    categories: lists.categories[0] ? String(lists.categories[0].id) : undefined,
    tags: lists.tags[0] ? String(lists.tags[0].id) : undefined,
  };
}

/**
 * A return request's id: the queue's newest, or — the demo has none — one made as staff make it for a shopper on
 * the phone, on an order placed and delivered now (inside the return window).
 */
async function returnRequestId(admin: APIRequestContext): Promise<string> {
  const listed = (await (await admin.get('/api/admin/returns?limit=1')).json()) as ReturnPage;
  if (listed.returns[0]) return String(listed.returns[0].id);
  const choice = (await allProducts(admin)).map((p) => inStockChoice(p)).find((c) => c !== null)!;
  const [city] = await cities(admin);
  const placed = await admin.post('/api/customer/createOrder', {
    headers: { 'Idempotency-Key': `admin-walk-return-${Date.now()}` },
    data: {
      firstName: SHOPPER.firstName,
      lastName: 'Returns',
      customerEmail: SHOPPER.email,
      mobileNumber: shopperMobile(),
      address: SHOPPER.address,
      city: city!.name,
      paymentMethod: 'CASH_ON_DELIVERY',
      items: [
        { productId: choice.product.id, variantId: choice.variant.id, size: choice.size.size, quantity: 1 },
      ],
    },
  });
  expect(placed.ok(), `createOrder: HTTP ${placed.status()}`).toBe(true);
  const order = await orderByNumber(admin, ((await placed.json()) as OrderCreated).orderNumber);
  for (const status of ['processing', 'shipped', 'delivered'])
    await admin.put(`/api/admin/orders/${order.orderId}`, { data: { status } });
  const asked = await admin.post('/api/admin/returns', {
    data: {
      orderId: order.orderId,
      kind: 'return',
      items: [{ orderItemId: order.items[0]!.id, quantity: 1, reason: 'not_as_pictured' }],
    },
  });
  expect(asked.ok(), `createReturn: HTTP ${asked.status()} ${await asked.text()}`).toBe(true);
  return String(((await asked.json()) as Return).id);
}

/** The URL of an admin route, with a record's id for `:id`. */
function pathOf(route: string, ids: Record<string, string | undefined>): string {
  const resource = route.split('/')[1]!;
  const id = route.includes(':id') ? ids[resource] : '';
  if (route.includes(':id')) expect(id, `the demo shop has a record for ${route}`).toBeTruthy();
  // The slips of a selection print the orders chosen in the list: one, here.
  if (route.includes(':id')) return route.replace(':id', id ?? '');
  return route === '/orders/slips' ? `${route}?ids=${ids.orders ?? ''}` : route;
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
    for (const route of walkedRoutes()) {
      await test.step(route, async () => {
        const path = pathOf(route, ids);
        await openInApp(page, `/admin${path === '/' ? '' : path}`);
        await settled(page);
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        expect(innerWidth).toBe(PHONE.width);
        expect.soft(scrollWidth, `${path} is ${scrollWidth} px wide`).toBeLessThanOrEqual(innerWidth);
        const small = await tooSmall(page, MIN);
        expect.soft(small, `${path}: controls under ${MIN} px`).toEqual([]);
        // The page's title in the app bar is whole: not cut by an ellipsis, nor by its two lines.
        const title = page.locator('#react-admin-title');
        if (await title.isVisible()) {
          const cut = await title.evaluate(
            (el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
          );
          expect.soft(cut, `${path}: the app bar's title "${await title.innerText()}" is cut`).toBe(false);
        }
      });
    }
  });
});

/**
 * The Arabic back office: on every admin route, at 390 and 1366 px, the page reads right to left, does not
 * scroll sideways, passes axe (serious and critical; scanned at 1366 px), and shows no English outside user data: (a) no visible
 * text holding a sentence of an English catalogue (react-admin's and ours, src/admin/i18n/english-catalogue.ts),
 * (b) no visible Latin word of 3 letters or more outside an element marked `translate="no"` (product names,
 * SKUs, codes, customers' names: the shop's data, not its interface) nor inside an element whose `lang` says it
 * is in another language (a packing slip prints in its order's language). Placeholders count as visible text.
 */
const LATIN_ALLOWED = new Map<string, string>([
  ['Excel', 'the spreadsheet program: Egyptian shops name it so in Arabic too'],
  ['CSV', 'the file format of an export, written so in Arabic too'],
  ['SKU', 'the stock-keeping code: shops say SKU in Arabic too'],
  ['skirt', "the synonyms box's example: a group joins the shoppers' words in both languages"],
]);

/** Visible texts (and placeholders) outside `translate="no"`, each once. */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (el: Element) => {
      const rect = el.getBoundingClientRect();
      return (
        rect.width > 1 &&
        rect.height > 1 &&
        el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      );
    };
    const texts = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      const parent = node.parentElement;
      // A text box's content is what the shop typed (a textarea's value is its text node): data, not interface.
      if (!text || !parent || parent.closest('[translate="no"], script, style, noscript, textarea')) continue;
      // Text declared in another language (a packing slip prints in its order's language).
      if (!(parent.closest('[lang]')?.getAttribute('lang') ?? 'ar').startsWith('ar')) continue;
      if (shown(parent)) texts.add(text);
    }
    for (const input of document.querySelectorAll('input[placeholder], textarea[placeholder]')) {
      if (!input.closest('[translate="no"]') && shown(input)) texts.add(input.getAttribute('placeholder')!);
    }
    return [...texts];
  });
}

/** What is English on the screen: catalogue sentences first, then the other Latin words. */
function englishOn(texts: string[], catalogue: string[]): string[] {
  const found: string[] = [];
  for (const text of texts) {
    const sentence = catalogue.find(
      (english) =>
        (text === english || (english.length > 8 && text.includes(english))) &&
        // A catalogue text made only of allowed words (the SKU column) is Latin in Arabic too.
        (english.match(/[A-Za-z]{3,}/g) ?? []).some((word) => !LATIN_ALLOWED.has(word)),
    );
    if (sentence) {
      found.push(`catalogue "${sentence}" in "${text.slice(0, 80)}"`);
      continue;
    }
    const words = (text.match(/[A-Za-z]{3,}/g) ?? []).filter((word) => !LATIN_ALLOWED.has(word));
    if (words.length) found.push(`latin ${words.join(' ')} in "${text.slice(0, 80)}"`);
  }
  return found;
}

test.describe('the Arabic back office: right to left, no sideways scroll, axe clean, no English left', () => {
  // ADMIN_AR_ROUTES=/dashboard,/orders checks some routes only (while translating screens).
  const only = process.env.ADMIN_AR_ROUTES?.split(',');
  const routes = walkedRoutes().filter((route) => !only || only.includes(route));

  for (const viewport of [PHONE, { width: 1366, height: 900 }]) {
    test(`every admin route at ${viewport.width} px`, async ({ page, admin, signIn }) => {
      test.slow();
      await page.setViewportSize(viewport);
      const ids = await idsFor(admin);
      const catalogue = englishCatalogue();
      await signIn(page);
      // The owner picks Arabic once, with the app bar's switch; the back office remembers it.
      await page.goto('/admin/dashboard');
      await page.getByRole('button', { name: 'العربية' }).click();
      await expect(page.locator('[data-admin-root]')).toHaveAttribute('dir', 'rtl');
      for (const route of routes) {
        await test.step(route, async () => {
          const path = pathOf(route, ids);
          await openInApp(page, `/admin${path === '/' ? '' : path}`);
          // The laptop's dashboard opens every chart: more to load on a shared machine.
          await settled(page, 30_000);
          await expect(page.locator('[data-admin-root]')).toHaveAttribute('dir', 'rtl');
          await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
          const { scrollWidth, innerWidth } = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            innerWidth: window.innerWidth,
          }));
          expect.soft(scrollWidth, `${path} is ${scrollWidth} px wide`).toBeLessThanOrEqual(innerWidth);
          expect
            .soft(englishOn(await visibleTexts(page), catalogue), `${path}: English on screen`)
            .toEqual([]);
          // axe at the laptop's width only: the phone's layout is the same markup, and a scan per route per
          // width doubled the walk's time in CI.
          if (viewport.width > PHONE.width)
            expect.soft(await seriousViolations(page, WCAG), `${path}: axe`).toEqual([]);
        });
      }
    });
  }
});
