/**
 * The front end hosted on another origin, as the original product's shop was. A small page on a second
 * port signs in with fetch(…, { credentials: 'include' }), lists the coupons and places an order against the API
 * on the first port, whose CORS_ORIGINS lists the second port's origin (playwright.config.ts). A page on a third,
 * unlisted port gets nothing.
 *
 * Over http on 127.0.0.1 two ports are the same site (a site is scheme + registrable domain, ports aside), so the
 * SameSite=Strict session cookie goes with these calls, as it does for a front end on a sibling subdomain; a
 * front end on another site needs COOKIE_SAMESITE=none over https (README "Hosting the front end elsewhere").
 */
import type { Server } from 'node:http';
import { E2E_ADMIN, E2E_PORT } from '../../playwright.config';
import { findOrders, listCoupons, orderByNumber } from './support/api';
import { expect, test } from './support/fixtures';
import { OTHER_ORIGIN_PORT, serveOtherFrontEnd, UNLISTED_ORIGIN_PORT } from './support/other-origin';

let listed: Server;
let unlisted: Server;

test.beforeAll(async () => {
  const api = `http://127.0.0.1:${E2E_PORT}`;
  listed = await serveOtherFrontEnd(OTHER_ORIGIN_PORT, api);
  unlisted = await serveOtherFrontEnd(UNLISTED_ORIGIN_PORT, api);
});

test.afterAll(async () => {
  await new Promise((resolve) => listed?.close(resolve));
  await new Promise((resolve) => unlisted?.close(resolve));
});

async function signIn(page: import('@playwright/test').Page) {
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a front end on another origin signs in, lists the coupons and places an order', async ({
  page,
  admin,
}) => {
  const expected = (await listCoupons(admin)).map((c) => c.code);
  expect(expected.length, 'the demo shop has coupons').toBeGreaterThan(0);

  await page.goto(`http://127.0.0.1:${OTHER_ORIGIN_PORT}/`);
  await signIn(page);
  if (process.env.E2E_CHALLENGE === 'always') {
    // With the challenge asked of every guarded call, a client that knows only the spec's calls cannot solve it
    // (docs/decisions/0014): it shows the 428's sentence, and places nothing.
    const placedHere = async () => (await findOrders(admin, 'Elsewhere')).length;
    const before = await placedHere();
    await expect(page.getByRole('status')).toHaveText(
      'Failed: We need to check your connection first. Please try again.',
    );
    await page.getByRole('button', { name: 'Place an order' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Failed: We need to check your connection first. Please try again.',
    );
    await expect(page.locator('#placed')).toHaveText('');
    expect(await placedHere()).toBe(before);
    return;
  }
  await expect(page.getByRole('status')).toHaveText(`Signed in as ${E2E_ADMIN.username}`);
  // The coupons came back with the session cookie: an admin-only list, as an array.
  await expect(page.getByRole('region', { name: 'Coupons' }).getByRole('listitem')).toHaveText(expected);

  await page.getByRole('button', { name: 'Place an order' }).click();
  const placed = page.locator('#placed');
  await expect(placed).toHaveText(/^Order MO-[0-9A-Z]+ to .+ \(shipping [\d.]+\)$/);
  const orderNumber = /MO-[0-9A-Z]+/.exec((await placed.textContent()) ?? '')![0];
  const order = await orderByNumber(admin, orderNumber);
  expect(order).toMatchObject({
    firstName: 'Salma',
    lastName: 'Elsewhere',
    anotherMobile: null,
    anotherAddress: null,
    coupon: null,
    status: 'pending',
  });
});

test('a page on an origin not in CORS_ORIGINS can neither sign in nor read', async ({ page, admin }) => {
  const before = (await listCoupons(admin)).length;
  await page.goto(`http://127.0.0.1:${UNLISTED_ORIGIN_PORT}/`);
  await signIn(page);
  // The preflight gets no CORS headers: the browser never sends the sign-in, and shows nothing from the API.
  await expect(page.getByRole('status')).toHaveText('Failed: the browser refused the answer');
  await expect(page.getByRole('region', { name: 'Coupons' }).getByRole('listitem')).toHaveCount(0);
  expect((await listCoupons(admin)).length).toBe(before);
});
