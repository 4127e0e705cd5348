// A member's own account: she changes her password (the current one asked for, the policy kept, her other
// sessions ended), sees her sessions with where they were started, and signs out everywhere else. The owner's
// ADMIN_PASSWORD does not undo at the next start a password she changed in the back office.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admins, sessions } from '../../src/server/db/schema';
import { ensureAdmin, upsertAdmin } from '../../src/server/modules/auth';
import { testPasswordHash, useTestApp } from './helpers/app';

const api = useTestApp();
const PASSWORD = 'a long enough staff password';
const NEW_PASSWORD = 'another long one, for her only';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

const login = (password: string, userAgent = ANDROID_CHROME) =>
  api.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: { 'user-agent': userAgent },
    payload: { username: 'sara', password },
  });

/** Sara of the order desk, signed in from a phone and from a laptop: both cookies. */
async function saraOnTwoDevices() {
  await upsertAdmin(api.db, 'sara', await testPasswordHash(PASSWORD), 'order_desk');
  const cookies: string[] = [];
  for (const userAgent of [ANDROID_CHROME, MAC_SAFARI]) {
    const res = await login(PASSWORD, userAgent);
    expect(res.statusCode, res.body).toBe(200);
    const cookie = res.cookies.find((c) => c.name.endsWith('morph_session'))!;
    cookies.push(`${cookie.name}=${cookie.value}`);
  }
  return { phone: cookies[0]!, laptop: cookies[1]! };
}

const check = (cookie: string) =>
  api.app.inject({ method: 'GET', url: '/api/admin/auth/check', headers: { cookie } });

const changePassword = (cookie: string, currentPassword: string, newPassword: string) =>
  api.app.inject({
    method: 'POST',
    url: '/api/admin/account/password',
    headers: { cookie },
    payload: { currentPassword, newPassword },
  });

describe('changing her own password', () => {
  it('asks for the current one, keeps this session and ends the others', async () => {
    const { phone, laptop } = await saraOnTwoDevices();
    const res = await changePassword(laptop, PASSWORD, NEW_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Password changed', ended: 1 });
    expect((await check(laptop)).statusCode).toBe(200);
    expect((await check(phone)).statusCode).toBe(401);
    expect((await login(PASSWORD)).statusCode).toBe(401);
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password, a short, common or unchanged new one, and changes nothing', async () => {
    const { phone, laptop } = await saraOnTwoDevices();
    const cases = [
      { current: 'not her password at all', next: NEW_PASSWORD, field: 'currentPassword' },
      { current: PASSWORD, next: 'short', field: 'newPassword' },
      { current: PASSWORD, next: 'password1234', field: 'newPassword' },
      { current: PASSWORD, next: PASSWORD, field: 'newPassword' },
    ];
    for (const { current, next, field } of cases) {
      const res = await changePassword(laptop, current, next);
      expect(res.statusCode, `${current} → ${next}`).toBe(400);
      expect(res.json().details[0].field).toBe(field);
    }
    expect((await changePassword(laptop, 'wrong again', NEW_PASSWORD)).json().error).toBe(
      'Your current password is not right',
    );
    expect((await check(phone)).statusCode).toBe(200);
    expect((await login(PASSWORD)).statusCode).toBe(200);
  });

  it('counts wrong current passwords as failed sign-ins: a stolen session cannot guess on', async () => {
    const { laptop } = await saraOnTwoDevices();
    const hashOfSara = async () =>
      (await api.db.select().from(admins).where(eq(admins.username, 'sara')))[0]!.passwordHash;
    const before = await hashOfSara();
    const answers: number[] = [];
    for (let i = 0; i < api.config.limits.loginFailuresPerPair + 2; i++)
      answers.push((await changePassword(laptop, `guess number ${i} of many`, NEW_PASSWORD)).statusCode);
    expect(answers.slice(0, api.config.limits.loginFailuresPerPair).every((s) => s === 400)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    // Refused even with the right one until the window passes; the password is unchanged.
    expect((await changePassword(laptop, PASSWORD, NEW_PASSWORD)).statusCode).toBe(429);
    expect(await hashOfSara()).toBe(before);
    // A sign-in from the same address is held back by the same count.
    expect((await login(PASSWORD)).statusCode).toBe(429);
  });
});

describe('her sessions', () => {
  it('lists them with the browser, the system and the address, this one marked', async () => {
    const { laptop } = await saraOnTwoDevices();
    const res = await api.app.inject({
      method: 'GET',
      url: '/api/admin/account/sessions',
      headers: { cookie: laptop },
    });
    expect(res.statusCode, res.body).toBe(200);
    const listed = res.json().sessions as Array<Record<string, unknown>>;
    expect(listed.map(({ browser, os, address, current }) => ({ browser, os, address, current }))).toEqual(
      expect.arrayContaining([
        { browser: 'Chrome', os: 'Android', address: '127.0.0.1', current: false },
        { browser: 'Safari', os: 'macOS', address: '127.0.0.1', current: true },
      ]),
    );
    expect(listed).toHaveLength(2);
    // Nobody else's: the owner's own list holds her session only.
    const owners = await api.asAdmin({ method: 'GET', url: '/api/admin/account/sessions' });
    expect(owners.json().sessions).toHaveLength(1);
    expect(owners.json().sessions[0].current).toBe(true);
  });

  it('"sign out everywhere else" ends the others at once and keeps this one', async () => {
    const { phone, laptop } = await saraOnTwoDevices();
    const owner = await api.signIn();
    const res = await api.app.inject({
      method: 'DELETE',
      url: '/api/admin/account/sessions/others',
      headers: { cookie: phone },
    });
    expect(res.json()).toEqual({ message: 'Signed out everywhere else', ended: 1 });
    expect((await check(laptop)).statusCode).toBe(401);
    expect((await check(phone)).statusCode).toBe(200);
    // Another member's sessions are hers.
    expect((await check(owner)).statusCode).toBe(200);
    expect(await api.db.select().from(sessions)).toHaveLength(2);
  });

  it('reads no more of a User-Agent than its start, and takes one it cannot read', async () => {
    await upsertAdmin(api.db, 'sara', await testPasswordHash(PASSWORD), 'order_desk');
    for (const userAgent of ['x'.repeat(8000), 'curl/8.5.0', '']) {
      expect((await login(PASSWORD, userAgent)).statusCode).toBe(200);
    }
    const rows = await api.db.select({ browser: sessions.browser, os: sessions.os }).from(sessions);
    for (const row of rows) {
      expect(row.browser.length).toBeLessThanOrEqual(60);
      expect(row.os.length).toBeLessThanOrEqual(60);
    }
  });
});

describe("the owner's ADMIN_PASSWORD at a start", () => {
  it('does not undo a password she changed since, and a new value still resets it', async () => {
    await ensureAdmin(api.db, 'boss', PASSWORD);
    const signInAs = (password: string) =>
      api.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'boss', password } });
    const first = await signInAs(PASSWORD);
    const cookie = first.cookies.find((c) => c.name.endsWith('morph_session'))!;
    const changed = await changePassword(`${cookie.name}=${cookie.value}`, PASSWORD, NEW_PASSWORD);
    expect(changed.statusCode, changed.body).toBe(200);

    // The next start, with the same variable: her password stands, her session too.
    expect(await ensureAdmin(api.db, 'boss', PASSWORD)).toMatchObject({ action: 'unchanged' });
    expect((await signInAs(NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signInAs(PASSWORD)).statusCode).toBe(401);

    // A new value is a reset (the way back in for an owner who forgot hers).
    expect(await ensureAdmin(api.db, 'boss', 'the reset the operator chose')).toMatchObject({
      action: 'reset',
    });
    expect((await signInAs('the reset the operator chose')).statusCode).toBe(200);
    expect((await signInAs(NEW_PASSWORD)).statusCode).toBe(401);
  });
});
