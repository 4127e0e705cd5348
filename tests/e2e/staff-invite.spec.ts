/**
 * A new member of the staff, from the owner's invitation to her first order: the owner invites an order-desk
 * member on the Staff screen and copies the one-time link; the member opens it in her own browser, chooses her
 * password and lands on the orders; she turns on two-step sign-in from My account (this test plays her phone's
 * authenticator app, computing codes from the key the page shows) and signs in again with her password and a
 * code; her menu has no dashboard and no coupons, the dashboard's address sends her back to the orders; she
 * confirms a pending order and the order's history names her, as does the owner's Activity. The link works once.
 */
import { Secret, TOTP } from 'otpauth';
import { expect, test } from './support/fixtures';

/** The code her authenticator app shows at `at` for the key she typed in (RFC 6238: SHA-1, 6 digits, 30 s). */
const codeOf = (key: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(key.replace(/\s+/g, '')) }).generate({ timestamp: at });

interface OrderPage {
  orders: Array<{ orderId: number; orderNumber: string; status: string }>;
}

test('the owner invites an order-desk member, who sets her password and confirms an order under her name', async ({
  page,
  admin,
  browser,
  baseURL,
  signIn,
}) => {
  const username = `desk.${Date.now().toString(36)}`;
  const password = 'a sentence only she knows';
  const pending = (await (
    await admin.get('/api/admin/orders?status=pending&page=1&limit=1')
  ).json()) as OrderPage;
  const order = pending.orders[0];
  expect(order, 'a pending order in the demo shop').toBeTruthy();
  let link = '';
  let key = '';

  await test.step('the owner invites her on the Staff screen and gets the link once', async () => {
    await signIn(page);
    await page.goto('/admin/staff');
    await page.getByRole('textbox', { name: 'Username' }).fill(username);
    // The invite form's role (the members' selects are named "Role of <name>"): Order desk is its first choice.
    await expect(page.getByRole('combobox', { name: /^Role(?! of)/ })).toHaveText('Order desk');
    await page.getByRole('button', { name: 'Invite' }).click();
    const field = page.getByRole('textbox', { name: 'Invitation link (shown once)' });
    await expect(field).toHaveValue(/\/admin\/join#/);
    link = await field.inputValue();
    await expect(page.getByRole('table', { name: 'Open invitations' })).toContainText(username);
  });

  const member = await (await browser.newContext({ baseURL })).newPage();

  await test.step('she opens it, chooses her password and lands on the orders', async () => {
    await member.goto(link);
    // The token leaves the address bar once read.
    await expect(member).toHaveURL(/\/admin\/join$/);
    await member.getByLabel(/^Password\W*$/).fill(password);
    await member.getByLabel(/^Password again/).fill(password);
    await member.getByRole('button', { name: 'Set my password' }).click();
    await expect(member).toHaveURL(/\/admin\/orders/);
    await expect(member.getByRole('banner')).toContainText(username);
  });

  await test.step('she turns on two-step sign-in from My account and keeps her recovery codes', async () => {
    await member.goto('/admin/account');
    const section = member.getByRole('region', { name: 'Two-step sign-in' });
    await section.getByRole('button', { name: 'Set up' }).click();
    await section.getByLabel(/^Current password/).fill(password);
    await section.getByRole('button', { name: 'Continue' }).click();
    await expect(
      section.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
    ).toBeVisible();
    key = (await section.locator('code').textContent()) ?? '';
    expect(key.replace(/\s+/g, '')).toMatch(/^[A-Z2-7]{32}$/);
    await section.getByLabel(/^Code from the app/).fill(codeOf(key));
    await section.getByRole('button', { name: 'Turn on' }).click();
    const codes = section.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await section.getByRole('button', { name: 'Done' }).click();
    await expect(section).toContainText('Two-step sign-in is on.');
  });

  await test.step('she signs in again: her password alone is not enough, her code is', async () => {
    await member.context().clearCookies();
    await member.goto('/login');
    await member.getByLabel('Username').fill(username);
    await member.getByLabel('Password').fill(password);
    await member.getByRole('button', { name: 'Login' }).click();
    await expect(member.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
    // The step after the one that turned it on: a code is accepted once.
    await member.getByLabel('Code').fill(codeOf(key, Date.now() + 30_000));
    await member.getByRole('button', { name: 'Verify' }).click();
    await expect(member).toHaveURL(/\/admin\/orders/);
    await expect(member.getByRole('banner')).toContainText(username);
  });

  await test.step('her menu has no sales figures and no coupons; the dashboard sends her to the orders', async () => {
    const menu = member.getByRole('menu').first();
    await expect(menu.getByRole('menuitem', { name: 'View Orders' })).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Products',
      'View Orders',
      'Returns',
      'Shipping',
      'Settings',
    ]);
    await member.goto('/admin/dashboard');
    await expect(member).toHaveURL(/\/admin\/orders/);
    await expect(member.getByText('Revenue')).toHaveCount(0);
  });

  await test.step('she confirms a pending order, and its history names her', async () => {
    await member.goto(`/admin/orders/${order!.orderId}`);
    await member.getByRole('combobox', { name: `Status of order ${order!.orderNumber}` }).click();
    await member.getByRole('option', { name: 'Processing' }).click();
    await expect(member.getByText(`Order ${order!.orderNumber} is now Processing`)).toBeVisible();
    const history = member.getByRole('region', { name: 'Status history' });
    await expect(history).toContainText(username);
  });

  await test.step("the owner's Activity names her: she joined, and she moved the order", async () => {
    await page.goto('/admin/activity');
    const moved = page.getByRole('row').filter({ hasText: order!.orderNumber }).first();
    await expect(moved).toContainText(username);
    await expect(moved).toContainText('Order desk');
    await expect(moved).toContainText("Changed an order's status");
    await expect(moved).toContainText('Pending → Processing');
    const joined = page.getByRole('row').filter({ hasText: 'Joined the staff' }).first();
    await expect(joined).toContainText(username);
  });

  await test.step('the link does not work a second time', async () => {
    const again = await (await browser.newContext({ baseURL })).newPage();
    await again.goto(link);
    await again.getByLabel(/^Password\W*$/).fill('another long sentence');
    await again.getByLabel(/^Password again/).fill('another long sentence');
    await again.getByRole('button', { name: 'Set my password' }).click();
    await expect(
      again.getByText("This invitation has expired or was already used. Ask the shop's owner for a new one."),
    ).toBeVisible();
  });
});
