/**
 * A shopper in Arabic on a 390 px phone. From /ar: search "فستان" finds the dresses (their Arabic
 * names), one goes into the cart, a made-up coupon is refused in Arabic, a real one applied with the Arabic
 * message, and the order is placed at checkout with the mobile typed in Arabic-Indic digits (its Arabic success
 * alert). The confirmation page names the dress and its colour in Arabic and the date the Arabic way. On every
 * screen: right to left, axe finds no serious violation, and nothing is wider than the phone.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { cities, createCoupon, productBySlug, inStockChoice, unique } from './support/api';
import { expect, test } from './support/fixtures';
import { loadWholePage, SHOPPER, shopperMobile } from './support/shopper';

test.use({ viewport: { width: 390, height: 844 } });

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.slice(0, 8).map((n) => `${v.impact} ${v.id} at ${n.target.join(' ')}`));
}

/** Right to left, axe clean, and no element (nor the page) wider than the viewport. */
async function checkScreen(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await loadWholePage(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const overflow = await page.evaluate(() => {
    const width = window.innerWidth;
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().width > width + 1)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
    return { scrollWidth: document.documentElement.scrollWidth, width, wide };
  });
  expect(overflow.wide, `${name}: elements wider than the viewport`).toEqual([]);
  expect(overflow.scrollWidth, `${name}: the page scrolls sideways`).toBeLessThanOrEqual(overflow.width);
  expect(await seriousViolations(page), `${name}: axe`).toEqual([]);
}

test('an Arabic shopper on a phone searches, fills the cart, uses a coupon and orders', async ({
  page,
  request,
  admin,
  dialogs,
}) => {
  // Five screens each scanned by axe on a shared machine: longer than the default minute.
  test.setTimeout(180_000);
  const code = unique('AR');
  await createCoupon(admin, {
    code,
    percentage: 10,
    startDate: new Date(Date.now() - 3_600_000).toISOString(),
    endDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  });
  const city = (await cities(request))[0]!.name;

  await test.step('/ar: the home page in Arabic', async () => {
    await page.goto('/ar');
    await expect(page.getByRole('heading', { level: 1, name: 'مجهود أقل، انطباع أكبر' })).toBeVisible();
    await checkScreen(page, 'home');
  });

  let dressSlug = '';
  await test.step('the header\'s search for "فستان" finds the dresses', async () => {
    await page.getByRole('button', { name: 'فتح القائمة' }).click();
    const menu = page.getByRole('dialog', { name: 'القائمة' });
    await expect(menu.getByRole('link', { name: 'English' })).toBeVisible();
    await menu.getByRole('button', { name: 'إغلاق القائمة' }).click();
    await page.getByRole('button', { name: 'فتح البحث' }).click();
    const search = page.getByRole('search', { name: 'البحث في المتجر' });
    await search.getByLabel('ابحثي في المنتجات').fill('فستان');
    await search.getByLabel('ابحثي في المنتجات').press('Enter');
    await expect(page).toHaveURL(/\/ar\/shop\?q=/);
    await expect(page.getByRole('heading', { level: 1, name: 'نتائج البحث عن «فستان»' })).toBeVisible();
    const dresses = page.locator('.product-card__name');
    await expect(dresses.first()).toBeVisible();
    const names = await dresses.allInnerTexts();
    expect(names.length).toBeGreaterThanOrEqual(3);
    for (const name of names) expect(name).toContain('فستان');
    await checkScreen(page, 'search results');
    // The first dress with stock.
    for (const link of await page.locator('.product-card__link').all()) {
      const slug = /\/products\/([^/?#]+)/.exec((await link.getAttribute('href')) ?? '')?.[1];
      if (slug && inStockChoice(await productBySlug(request, decodeURIComponent(slug)))) {
        dressSlug = decodeURIComponent(slug);
        await link.click();
        break;
      }
    }
    expect(dressSlug).not.toBe('');
  });

  let dressName = '';
  let dressColour = '';
  await test.step('the product page in Arabic: colour, size, add to cart', async () => {
    const choice = inStockChoice(await productBySlug(request, dressSlug))!;
    const name = choice.product.nameAr!;
    dressName = name;
    await expect(page).toHaveURL(new RegExp(`/ar/products/${dressSlug}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(/ج\.م/).first()).toBeVisible();
    await checkScreen(page, 'product');
    const colour = choice.variant.colorAr ?? choice.variant.color;
    dressColour = colour;
    await page.getByRole('button', { name: colour, exact: true }).click();
    await page.getByRole('button', { name: choice.size.size, exact: true }).click();
    await page.getByRole('button', { name: 'أضيفي إلى السلة' }).click();
    await expect(page.getByRole('status').filter({ hasText: `تمت إضافة ${name} إلى السلة!` })).toBeVisible();
  });

  await test.step('the cart refuses a made-up coupon in Arabic, then applies a real one', async () => {
    await page.getByRole('link', { name: /^السلة/ }).click();
    await expect(page).toHaveURL(/\/ar\/cart$/);
    await expect(page.getByRole('heading', { level: 1, name: 'سلتك' })).toBeVisible();
    await page.getByLabel('كود الكوبون').fill('NO-SUCH-CODE');
    await page.getByRole('button', { name: 'تطبيق', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('كود الكوبون غير صالح');
    await page.getByLabel('كود الكوبون').fill(code);
    await page.getByRole('button', { name: 'تطبيق', exact: true }).click();
    await expect(page.getByText(`تم تطبيق الكوبون ${code}: خصم 10%.`)).toBeVisible();
    await checkScreen(page, 'cart');
  });

  let orderNumber = '';
  await test.step('checkout in Arabic places the order', async () => {
    await page.getByRole('button', { name: 'إتمام الطلب' }).click();
    await expect(page).toHaveURL(/\/ar\/checkout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'إتمام الطلب' })).toBeVisible();
    await checkScreen(page, 'checkout');
    await page.getByLabel('الاسم الأول').fill('سلمى');
    await page.getByLabel('اسم العائلة').fill(SHOPPER.lastName);
    await page.getByLabel('البريد الإلكتروني').fill(SHOPPER.email);
    // Typed key by key in Arabic-Indic digits, as an Egyptian phone's Arabic keyboard writes them: the box
    // shows them in Latin, and the order goes through.
    const mobile = shopperMobile();
    await page
      .getByLabel('رقم الموبايل')
      .pressSequentially(mobile.replace(/[0-9]/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!));
    await expect(page.getByLabel('رقم الموبايل')).toHaveValue(mobile);
    await page.getByLabel('عنوان الشحن').fill('12 شارع التحرير، الدقي');
    await page.getByLabel('المحافظة').selectOption(city);
    await expect(page.getByRole('radio', { name: 'الدفع عند الاستلام' })).toBeChecked();
    await page.getByRole('button', { name: 'تأكيد الطلب' }).click();
    const message = await dialogs.waitFor('تم تأكيد طلبك بنجاح!');
    expect(message).toMatch(/رقم طلبك MO-[0-9A-Z]+/);
    orderNumber = /MO-[0-9A-Z]+/.exec(message)![0];
  });

  await test.step('the Arabic confirmation page', async () => {
    await expect(page).toHaveURL(new RegExp(`/ar/orders/${orderNumber}#key=`));
    await expect(page.getByRole('heading', { level: 1, name: 'شكرًا يا سلمى! تم تسجيل طلبك.' })).toBeVisible();
    await expect(page.getByText(orderNumber, { exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The dress and its colour by their Arabic names; the date in Cairo time, written the Arabic way.
    const items = page.getByRole('region', { name: 'المنتجات' });
    await expect(items.getByText(dressName, { exact: true })).toBeVisible();
    await expect(items.getByText(new RegExp(`^اللون: ${dressColour}،`))).toBeVisible();
    await expect(
      page.getByText(
        /^تم الطلب في \d{1,2} (يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر) \d{4}، \d{1,2}:\d{2} [صم]$/,
      ),
    ).toBeVisible();
    await checkScreen(page, 'confirmation');
  });
});
