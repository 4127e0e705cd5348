/**
 * A shopper in Arabic on a 390 px phone. From /ar: search "فساتين" (the plural) finds the dresses (their Arabic
 * names) and "جيبة" the skirts (the shop calls them تنورة: a default synonym), one dress goes into the cart, a made-up coupon is refused in Arabic, a real one applied with the Arabic
 * message, and the order is placed at checkout with the mobile typed in Arabic-Indic digits (its Arabic success
 * alert). The confirmation page and /ar/track name the dress and its colour in Arabic and give the date the Arabic
 * way, and the owner's WhatsApp message for the order is all Arabic. On every screen: right to left, axe finds no serious violation, and nothing is wider than the phone.
 */
import type { Page } from '@playwright/test';
import {
  cities,
  createCoupon,
  inStockChoice,
  orderByNumber,
  productBySlug,
  shopPage,
  unique,
} from './support/api';
import { expect, test } from './support/fixtures';
import { expectUncovered, loadWholePage, SHOPPER, shopperMobile } from './support/shopper';
import { seriousViolations } from './support/axe';

test.use({ viewport: { width: 390, height: 844 } });

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

/** "Placed on 26 November 2026, 4:36 pm", the Arabic way, in Cairo time. */
const ARABIC_PLACED_ON =
  /^تم الطلب في \d{1,2} (يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر) \d{4}، \d{1,2}:\d{2} [صم]$/;

test('an Arabic shopper on a phone searches, fills the cart, uses a coupon and orders', async ({
  page,
  request,
  admin,
  dialogs,
  signIn,
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
  await test.step('the header\'s search for "فساتين" finds the dresses, "جيبة" the skirts', async () => {
    await page.getByRole('button', { name: 'فتح القائمة' }).click();
    const menu = page.getByRole('dialog', { name: 'القائمة' });
    await expect(menu.getByRole('link', { name: 'English' })).toBeVisible();
    await menu.getByRole('button', { name: 'إغلاق القائمة' }).click();
    await page.getByRole('button', { name: 'فتح البحث' }).click();
    const search = page.getByRole('search', { name: 'البحث في المتجر' });
    // The skirts first, by the word a shopper in Cairo types; the shop names them تنورة.
    await search.getByLabel('ابحثي في المنتجات').fill('جيبة');
    await search.getByLabel('ابحثي في المنتجات').press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'نتائج البحث عن «جيبة»' })).toBeVisible();
    const skirts = page.locator('.product-card__name');
    await expect(skirts.first()).toBeVisible();
    // The same skirts as the shop's own word finds (the demo has a handful: one page of results).
    const bySkirt = await shopPage(request, { q: 'تنورة', pageSize: 50 });
    expect(bySkirt.totalCount).toBeGreaterThanOrEqual(2);
    await expect(skirts).toHaveCount(bySkirt.totalCount);
    const skirtNames = await skirts.allInnerTexts();
    expect([...skirtNames].sort()).toEqual(bySkirt.products.map((p) => p.nameAr ?? p.name).sort());
    for (const name of skirtNames) expect(name).toContain('تنورة');

    await page.getByRole('button', { name: 'فتح البحث' }).click();
    await search.getByLabel('ابحثي في المنتجات').fill('فساتين');
    await search.getByLabel('ابحثي في المنتجات').press('Enter');
    await expect(page).toHaveURL(/\/ar\/shop\?q=/);
    await expect(page.getByRole('heading', { level: 1, name: 'نتائج البحث عن «فساتين»' })).toBeVisible();
    // The skirts' cards give way to the dresses' (the previous results stay on screen while the new ones load).
    const dresses = page.locator('.product-card__name');
    await expect(dresses.first()).toContainText('فستان');
    await expect(dresses.filter({ hasNotText: 'فستان' })).toHaveCount(0);
    expect(await dresses.count()).toBeGreaterThanOrEqual(3);
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
    const added = page.getByRole('dialog', { name: `تمت إضافة ${name} إلى السلة!` });
    await expect(added).toBeVisible();
    await expect(added.getByText(/ج\.م/)).toBeVisible();
    await expectUncovered(page.getByRole('button', { name: 'أضيفي إلى السلة' }), added);
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
    // The discount reads right to left as "−34.50 ج.م": the minus drawn on the figure's left (a bare minus in a
    // right-to-left line lands on its right, "34.50 −"), the pound after the figure, so on its left.
    const deduction = page.locator('dd').filter({ hasText: '−' }).first();
    const [pound, minus, digit] = await deduction.evaluate((dd) => {
      const node = dd.firstChild!;
      const text = node.textContent!;
      const left = (index: number) => {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        return range.getBoundingClientRect().left;
      };
      return [left(text.indexOf('ج')), left(text.indexOf('−')), left(text.search(/[0-9]/))];
    });
    expect(pound).toBeLessThan(minus);
    expect(minus).toBeLessThan(digit);
    await checkScreen(page, 'cart');
  });

  let orderNumber = '';
  let mobileInArabic = '';
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
    mobileInArabic = mobile.replace(/[0-9]/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
    await page.getByLabel('رقم الموبايل').pressSequentially(mobileInArabic);
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
    await expect(page.getByText(ARABIC_PLACED_ON)).toBeVisible();
    await checkScreen(page, 'confirmation');
  });

  await test.step('/ar/track finds it by number and a mobile typed in Arabic-Indic digits', async () => {
    await page.goto('/ar/track');
    await expect(page.getByRole('heading', { level: 1, name: 'تتبعي طلبك' })).toBeVisible();
    await page.getByLabel('رقم الطلب').fill(orderNumber);
    await page.getByLabel('رقم الموبايل').fill(mobileInArabic);
    await page.getByRole('button', { name: 'تتبع الطلب' }).click();
    const result = page.getByRole('region', { name: `الطلب ${orderNumber}` });
    await expect(result.getByText(dressName, { exact: true })).toBeVisible();
    await expect(result.getByText(new RegExp(`^اللون: ${dressColour}،`))).toBeVisible();
    await expect(result.getByText(ARABIC_PLACED_ON)).toBeVisible();
  });

  await test.step("the owner's WhatsApp message for the order is all Arabic", async () => {
    const order = await orderByNumber(admin, orderNumber);
    const owner = await page.context().newPage();
    await signIn(owner);
    await owner.goto(`/admin/orders/${order.orderId}`);
    const href = await owner.locator('a[href^="https://wa.me/"]').first().getAttribute('href');
    const message = new URL(href!).searchParams.get('text')!;
    expect(message).toContain(dressName);
    expect(message).toContain(dressColour);
    // Latin only where the data is: the shop's name, the order number and the size.
    const rest = message
      .replace(/Morph/g, '')
      .replace(orderNumber, '')
      .replace(new RegExp(`المقاس: ${order.items[0]!.variant.size}\\b`, 'g'), '');
    expect(rest).not.toMatch(/[A-Za-z]/);
    await owner.close();
  });
});
