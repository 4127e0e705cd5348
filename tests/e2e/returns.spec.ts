/**
 * Returns and exchanges across the shop and the back office, on the real server: a delivered order's shopper asks
 * on her confirmation page to exchange her M for an L; the owner approves it in the returns queue (the
 * replacement order is made and holds the L), the pickups' courier sheet lists the swap, the courier collects,
 * the owner receives the M as restocked (its stock +1, once) and ships the replacement. Another delivered order
 * is returned and refunded, and the dashboard's Returns section shows the net sales and the return rate the
 * server counts, moved by both. axe on the shopper's form and the request's page.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { OrderCreated, OrderDetail, Product, Return, ReturnsSummary } from '../../generated/models';
import { formatEGP } from '../../src/shared/format';
import { allProducts, cities, orderByNumber, orderDetail, productBySlug } from './support/api';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { SHOPPER, shopperMobile } from './support/shopper';

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: HTTP ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A colour with at least two of M and of L in stock: the shopper buys an M and wants the L. */
function twoSizes(products: Product[]) {
  for (const product of products)
    for (const variant of product.variants) {
      const m = variant.sizes.find((s) => s.size === 'M' && s.stock >= 2);
      const l = variant.sizes.find((s) => s.size === 'L' && s.stock >= 2);
      if (m && l) return { product, variant };
    }
  return null;
}

function stockOf(product: Product, variantId: number, size: string): number {
  return product.variants.find((v) => v.id === variantId)!.sizes.find((s) => s.size === size)!.stock;
}

/** An order placed through the shop's API and taken to delivered by the owner (the courier's step). */
async function deliveredOrder(
  request: APIRequestContext,
  admin: APIRequestContext,
  item: { productId: number; variantId: number; size: string },
  city: string,
): Promise<{ created: OrderCreated; detail: OrderDetail }> {
  const created = await ok<OrderCreated>(
    await request.post('/api/customer/createOrder', {
      headers: { 'Idempotency-Key': `returns-journey-${Date.now()}-${Math.random()}` },
      data: {
        firstName: SHOPPER.firstName,
        lastName: 'Exchange',
        customerEmail: SHOPPER.email,
        mobileNumber: shopperMobile(),
        address: SHOPPER.address,
        city,
        paymentMethod: 'CASH_ON_DELIVERY',
        items: [{ ...item, quantity: 1 }],
      },
    }),
    'createOrder',
  );
  const detail = await orderByNumber(admin, created.orderNumber);
  for (const status of ['processing', 'shipped', 'delivered'])
    await ok(await admin.put(`/api/admin/orders/${detail.orderId}`, { data: { status } }), status);
  return { created, detail: await orderDetail(admin, detail.orderId) };
}

const count = (n: number) => new Intl.NumberFormat('en-US').format(n);

async function summary(page: Page): Promise<ReturnsSummary> {
  const answer = page.waitForResponse((r) => r.url().includes('/api/admin/dashboard/returns'));
  await page.goto('/admin/dashboard');
  return (await (await answer).json()) as ReturnsSummary;
}

test('an exchange from the confirmation page to the courier and back into stock; a refund on the dashboard', async ({
  page,
  request,
  admin,
  signIn,
  browser,
}) => {
  test.setTimeout(180_000);
  const chosen = twoSizes(await allProducts(request));
  expect(chosen, 'a colour with M and L in stock').toBeTruthy();
  const { product, variant } = chosen!;
  const [city] = await cities(request);
  const { created, detail } = await deliveredOrder(
    request,
    admin,
    { productId: product.id, variantId: variant.id, size: 'M' },
    city.name,
  );
  const before = await productBySlug(request, product.slug);

  // The owner works in a browser of her own.
  const owner = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await signIn(owner);
  const summaryBefore = await summary(owner);

  await test.step('the shopper asks on her confirmation page to exchange her M for an L', async () => {
    await page.goto(`/orders/${created.orderNumber}#key=${created.orderKey}`);
    const section = page.getByRole('region', { name: 'Returns and exchanges' });
    await expect(section.getByText(/You can return or exchange items until/)).toBeVisible();
    await section.getByRole('button', { name: 'Return or exchange items' }).click();
    const form = page.getByRole('form', { name: 'Return or exchange items' });
    await form.getByRole('radio', { name: /^Exchange/ }).check();
    // Her one piece is chosen for her; she says why and what she wants instead.
    await form.getByLabel('Reason').selectOption({ label: 'Too small' });
    await form.getByLabel('Colour you want').selectOption({ label: variant.color });
    await form.getByLabel('Size you want').selectOption({ value: 'L' });
    expect(await seriousViolations(page), 'the request form').toEqual([]);
    await form.getByRole('button', { name: 'Send my request' }).click();
    await expect(section.getByText('Requested — waiting for the shop')).toBeVisible();
    await expect(section.getByText(`You get: ${variant.color}, L`)).toBeVisible();
  });

  const requests = await ok<{ returns: Return[] }>(
    await admin.get(`/api/admin/returns?orderId=${detail.orderId}`),
    'listReturns',
  );
  expect(requests.returns).toHaveLength(1);
  const exchange = requests.returns[0]!;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date());

  await test.step('the owner approves it from the queue: the replacement order holds the L', async () => {
    await owner.goto('/admin/returns');
    const row = owner.getByRole('row').filter({ hasText: created.orderNumber });
    await expect(row).toContainText('Requested');
    await row.getByText(created.orderNumber).click();
    await expect(owner.getByRole('heading', { level: 1, name: `Exchange #${exchange.id}` })).toBeVisible();
    await owner.getByRole('button', { name: 'Approve' }).click();
    const dialog = owner.getByRole('dialog', { name: `Approve request #${exchange.id}` });
    await dialog.getByLabel('Pickup day (optional)').fill(today);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(owner.getByText(`Request #${exchange.id} approved.`)).toBeVisible();
    await expect(
      owner.getByRole('link', { name: /^MO-/ }).filter({ hasNotText: created.orderNumber }),
    ).toBeVisible();
    expect(await seriousViolations(owner), "the request's page").toEqual([]);
  });

  const approved = await ok<Return>(await admin.get(`/api/admin/returns/${exchange.id}`), 'getReturn');
  const replacement = approved.replacementOrder!;
  expect(replacement.status).toBe('processing');
  const replacementDetail = await orderDetail(admin, replacement.id);
  expect(replacementDetail.totalPrice, 'nothing more to pay for the swap').toBe(0);
  expect(replacementDetail.replacesOrder?.orderNumber).toBe(created.orderNumber);
  const held = await productBySlug(request, product.slug);
  expect(stockOf(held, variant.id, 'L'), 'the L is held for her').toBe(stockOf(before, variant.id, 'L') - 1);

  await test.step("the pickups' courier sheet lists the swap", async () => {
    const sheet = await admin.get(`/api/admin/returns/courier-sheet?startDate=${today}&endDate=${today}`);
    expect(sheet.ok()).toBe(true);
    const line = (await sheet.text()).split('\r\n').find((l) => l.includes(created.orderNumber));
    expect(line, 'a row for the order').toBeTruthy();
    expect(line).toContain(`(${variant.color}, M)`);
    expect(line).toContain(`${replacement.orderNumber}: `);
    expect(line).toContain(`(${variant.color}, L)`);
  });

  await test.step('the courier collects; the owner receives the M as restocked and ships the replacement', async () => {
    await owner.getByRole('button', { name: 'Mark picked up' }).click();
    await owner
      .getByRole('dialog', { name: `Mark request #${exchange.id} picked up?` })
      .getByRole('button', { name: 'Mark picked up' })
      .click();
    await expect(owner.getByText(`Request #${exchange.id} picked up.`)).toBeVisible();
    await owner.getByRole('button', { name: 'Receive' }).click();
    const dialog = owner.getByRole('dialog', { name: `Receive request #${exchange.id}` });
    await dialog.getByRole('radio', { name: 'Restocked' }).check();
    await dialog.getByRole('button', { name: 'Receive' }).click();
    await expect(owner.getByText(`Request #${exchange.id} received.`)).toBeVisible();
    await expect(owner.getByText('Exchanged').first()).toBeVisible();
    const back = await productBySlug(request, product.slug);
    expect(stockOf(back, variant.id, 'M'), 'the M is back in stock once').toBe(
      stockOf(before, variant.id, 'M') + 1,
    );

    await owner.goto(`/admin/orders/${replacement.id}`);
    await expect(owner.getByText(`Replaces order`)).toBeVisible();
    await owner.getByRole('combobox', { name: `Status of order ${replacement.orderNumber}` }).click();
    await owner.getByRole('option', { name: 'Shipped' }).click();
    await expect(owner.getByText(`Order ${replacement.orderNumber} is now Shipped`)).toBeVisible();
  });

  await test.step("the shopper's page shows the exchange done and her new order", async () => {
    await page.reload();
    await expect(page.getByText(`Exchanged — your new order ${replacement.orderNumber}`)).toBeVisible();
  });

  await test.step('another order is returned and refunded; the dashboard shows net sales and the return rate', async () => {
    const other = await deliveredOrder(
      request,
      admin,
      { productId: product.id, variantId: variant.id, size: 'L' },
      city.name,
    );
    const line = other.detail.items[0]!;
    const asked = await ok<Return>(
      await admin.post('/api/admin/returns', {
        data: {
          orderId: other.detail.orderId,
          kind: 'return',
          items: [{ orderItemId: line.id, quantity: 1, reason: 'not_as_pictured' }],
        },
      }),
      'createReturn',
    );
    await ok(await admin.post(`/api/admin/returns/${asked.id}/approve`, { data: {} }), 'approveReturn');
    await ok(
      await admin.post(`/api/admin/returns/${asked.id}/receive`, {
        data: { items: [{ id: asked.items[0]!.id, condition: 'restocked' }] },
      }),
      'receiveReturn',
    );
    const refunded = await ok<Return>(
      await admin.post(`/api/admin/returns/${asked.id}/refund`, {
        data: { method: 'wallet', reference: 'Vodafone Cash', amount: asked.refundable },
      }),
      'refundReturn',
    );
    expect(refunded.status).toBe('refunded');

    const after = await summary(owner);
    expect(after.refunds).toBeCloseTo(summaryBefore.refunds + asked.refundable, 2);
    expect(after.netSales).toBeCloseTo(after.sales - after.refunds, 2);
    expect(after.returnedUnits).toBe(summaryBefore.returnedUnits + 2);
    expect(after.exchangeShare).toBeGreaterThan(0);
    const figures = owner.getByRole('group', { name: 'Net sales' });
    await expect(figures).toContainText(formatEGP(after.netSales));
    await expect(owner.getByRole('group', { name: 'Return rate' })).toContainText(
      `${count(after.returnedUnits)} of ${count(after.soldUnits)} units`,
    );
  });
});
