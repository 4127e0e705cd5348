// Two-step sign-in: a member sets it up from her account (password, then a code from the app she scanned), her
// password alone then earns a five-minute ticket that a code (once only) or a recovery code (once only) turns
// into a session; wrong codes count as failed sign-ins; the owner's stays on and can require it of everyone;
// the owner resets a member's after a lost phone; a new ADMIN_PASSWORD resets the owner's.
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { admins, recoveryCodes, sessions, signInTickets } from '../../src/server/db/schema';
import { ensureAdmin, totpCode, upsertAdmin } from '../../src/server/modules/auth';
import { ADMIN, testPasswordHash, useTestApp } from './helpers/app';

// A database of the file's own: one test adds a trigger for the length of a request (and takes it away).
const api = useTestApp({ freshDatabase: true });
const PASSWORD = 'a long enough staff password';
const STEP_MS = 30_000;

const cookieOf = (res: LightMyRequestResponse) => {
  const cookie = res.cookies.find((c) => c.name.endsWith('morph_session'));
  return cookie ? `${cookie.name}=${cookie.value}` : undefined;
};

const login = (username: string, password: string, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'POST', url: '/api/admin/login', headers, payload: { username, password } });
const sendCode = (ticket: string, code: string) =>
  api.app.inject({ method: 'POST', url: '/api/admin/login/code', payload: { ticket, code } });
const check = (cookie: string) =>
  api.app.inject({ method: 'GET', url: '/api/admin/auth/check', headers: { cookie } });
const as = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  api.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function signedIn(username: string, password: string) {
  const res = await login(username, password);
  expect(res.statusCode, res.body).toBe(200);
  const cookie = cookieOf(res);
  expect(cookie, 'a session cookie').toBeDefined();
  return cookie!;
}

/** Sets up and turns on two-step sign-in in the session `cookie`; the secret and the recovery codes. */
async function turnOn(cookie: string, password: string) {
  const setup = await as(cookie, 'POST', '/api/admin/account/two-step/setup', { currentPassword: password });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const on = await as(cookie, 'POST', '/api/admin/account/two-step', { code: totpCode(secret) });
  expect(on.statusCode, on.body).toBe(200);
  return { secret, recoveryCodes: on.json().recoveryCodes as string[], ended: on.json().ended as number };
}

async function sara(role: 'order_desk' | 'manager' = 'order_desk') {
  await upsertAdmin(api.db, 'sara', await testPasswordHash(PASSWORD), role);
  return signedIn('sara', PASSWORD);
}

/** Password, then a code: the ticket. */
async function ticketFor(username: string, password: string) {
  const res = await login(username, password);
  expect(res.statusCode, res.body).toBe(200);
  expect(cookieOf(res), 'no session before the code').toBeUndefined();
  const { secondStep } = res.json();
  expect(secondStep.ticket).toMatch(/^[\w-]{43}$/);
  expect(Date.parse(secondStep.expiresAt) - Date.now()).toBeGreaterThan(4 * 60_000);
  return secondStep.ticket as string;
}

describe('setting up two-step sign-in', () => {
  it('asks for the password, shows a secret and its QR code, turns on with a right code and ends other sessions', async () => {
    const laptop = await sara();
    const phone = await signedIn('sara', PASSWORD);

    const wrong = await as(laptop, 'POST', '/api/admin/account/two-step/setup', {
      currentPassword: 'not her password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual([
      { field: 'currentPassword', message: 'Your current password is not right' },
    ]);

    const setup = await as(laptop, 'POST', '/api/admin/account/two-step/setup', {
      currentPassword: PASSWORD,
    });
    expect(setup.statusCode, setup.body).toBe(200);
    expect(setup.headers['cache-control']).toBe('no-store');
    const { secret, uri, qrSvg } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(
      `otpauth://totp/Morph:sara?issuer=Morph&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qrSvg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*<\/svg>\s*$/s);
    // Not on until a code proves the app has the secret: the password alone still signs in.
    expect(cookieOf(await login('sara', PASSWORD))).toBeDefined();

    const badCode = await as(laptop, 'POST', '/api/admin/account/two-step', { code: '000000' });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().details).toEqual([{ field: 'code', message: 'That code is not right' }]);

    const on = await as(laptop, 'POST', '/api/admin/account/two-step', { code: totpCode(secret) });
    expect(on.statusCode, on.body).toBe(200);
    const { recoveryCodes: codes, ended } = on.json();
    expect(ended).toBe(2); // the phone and the sign-in just above
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    // Only hashes are kept.
    const kept = await api.db.select().from(recoveryCodes);
    expect(kept).toHaveLength(10);
    expect(kept.map((row) => row.codeHash)).not.toContain(codes[0]);
    const [row] = await api.db.select().from(admins).where(eq(admins.username, 'sara'));
    expect(row!.totpSecret).toBe(secret);
    expect(row!.totpPendingSecret).toBeNull();

    expect((await check(phone)).statusCode).toBe(401);
    const status = await check(laptop);
    expect(status.statusCode).toBe(200);
    expect(status.json().twoStep).toEqual({ enabled: true, required: false });
    // Set up twice: refused, the secret kept.
    const again = await as(laptop, 'POST', '/api/admin/account/two-step/setup', {
      currentPassword: PASSWORD,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Two-step sign-in is already on');
  });

  it('refuses to turn on without a setup started', async () => {
    const cookie = await sara();
    const res = await as(cookie, 'POST', '/api/admin/account/two-step', { code: '123456' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Start the setup again: no new secret is waiting for a code');
  });
});

describe('signing in with two-step sign-in on', () => {
  it('gives a ticket for the password and a session for the code, bound to it', async () => {
    const { secret } = await turnOn(await sara(), PASSWORD);
    const ticket = await ticketFor('sara', PASSWORD);
    // The ticket is no session.
    const noCookie = await api.app.inject({ method: 'GET', url: '/api/admin/orders' });
    expect(noCookie.statusCode).toBe(401);

    const wrong = await sendCode(ticket, '000000');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe(
      'That code is not right. Check the time on your phone and try the newest code.',
    );
    expect(cookieOf(wrong)).toBeUndefined();

    const next = totpCode(secret, Date.now() + STEP_MS); // the confirming code's step is spent
    const res = await sendCode(ticket, next);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Signed in',
      admin: { username: 'sara', role: 'order_desk' },
    });
    const cookie = cookieOf(res)!;
    expect((await check(cookie)).json().twoStep).toEqual({ enabled: true, required: false });
    const [session] = await api.db.select().from(sessions);
    expect(session!.twoStep).toBe(true);

    // The ticket worked once; the same code never works again, even with a new ticket.
    expect((await sendCode(ticket, next)).statusCode).toBe(410);
    const replay = await sendCode(await ticketFor('sara', PASSWORD), next);
    expect(replay.statusCode).toBe(401);

    // A session opened without the second step (from before she turned it on) is no session.
    await api.db.update(sessions).set({ twoStep: false });
    expect((await check(cookie)).statusCode).toBe(401);
  });

  it('accepts one code once when two sign-ins send it at the same moment', async () => {
    const { secret, recoveryCodes: codes } = await turnOn(await sara(), PASSWORD);
    const tickets = [await ticketFor('sara', PASSWORD), await ticketFor('sara', PASSWORD)];
    const code = totpCode(secret, Date.now() + STEP_MS);
    const both = await Promise.all(tickets.map((ticket) => sendCode(ticket, code)));
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 401]);
    const twice = await Promise.all(tickets.map((ticket) => sendCode(ticket, codes[0]!)));
    // The ticket that signed in is spent (410); the other takes the recovery code.
    expect(twice.map((res) => res.statusCode).sort()).toEqual([200, 410]);
  });

  it('gives back the recovery code a losing tab sent, and records nothing for it', async () => {
    const { recoveryCodes: codes } = await turnOn(await sara(), PASSWORD);
    const ticket = await ticketFor('sara', PASSWORD);
    // Another tab signs in with the same ticket between this code's check and its taking the ticket: the moment
    // a race leaves, made certain by a trigger that takes the ticket as the code is spent.
    await api.db.execute(sql`CREATE FUNCTION take_tickets() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN DELETE FROM sign_in_tickets; RETURN NEW; END $$`);
    await api.db.execute(
      sql`CREATE TRIGGER other_tab AFTER UPDATE ON recovery_codes FOR EACH ROW EXECUTE FUNCTION take_tickets()`,
    );
    try {
      expect((await sendCode(ticket, codes[0]!)).statusCode).toBe(410);
    } finally {
      await api.db.execute(sql`DROP TRIGGER other_tab ON recovery_codes`);
      await api.db.execute(sql`DROP FUNCTION take_tickets()`);
    }
    const used = await api.db.select().from(recoveryCodes);
    expect(used.filter((row) => row.usedAt !== null)).toEqual([]);
    const owner = await api.signIn();
    const entries = (await as(owner, 'GET', '/api/admin/activity?subject=auth')).json().entries as Array<{
      operation: string;
    }>;
    expect(entries.map((e) => e.operation)).toEqual(['confirmTwoStep', 'startTwoStepSetup']);
    // Given back, it still opens a session.
    expect((await sendCode(await ticketFor('sara', PASSWORD), codes[0]!)).statusCode).toBe(200);
  });

  it('takes each recovery code once, whatever its case, spaces and dashes', async () => {
    const { recoveryCodes: codes } = await turnOn(await sara(), PASSWORD);
    const typed = ` ${codes[3]!.toLowerCase().replace(/-/g, ' ')} `;
    const first = await sendCode(await ticketFor('sara', PASSWORD), typed);
    expect(first.statusCode, first.body).toBe(200);
    expect(cookieOf(first)).toBeDefined();
    const second = await sendCode(await ticketFor('sara', PASSWORD), codes[3]!);
    expect(second.statusCode).toBe(401);
    const used = await api.db.select().from(recoveryCodes);
    expect(used.filter((row) => row.usedAt !== null)).toHaveLength(1);

    // The way in without the phone is on the record, for the owner to see: who, and how many codes are left. A
    // code from the app is an ordinary sign-in and leaves nothing.
    const owner = await api.signIn();
    const entries = () =>
      as(owner, 'GET', '/api/admin/activity?subject=auth').then(
        (res) => res.json().entries as Array<{ operation: string; member: { username: string } }>,
      );
    expect(await entries()).toMatchObject([
      {
        operation: 'verifySignInCode',
        member: { username: 'sara', role: 'order_desk' },
        subject: 'auth',
        changes: [{ field: 'recoveryCodes', before: 10, after: 9 }],
      },
      { operation: 'confirmTwoStep' },
      { operation: 'startTwoStepSetup' },
    ]);
  });

  it('ends a ticket after five wrong codes or five minutes; an unknown one is gone too', async () => {
    const { secret } = await turnOn(await sara(), PASSWORD);
    const right = () => totpCode(secret, Date.now() + STEP_MS);

    const ticket = await ticketFor('sara', PASSWORD);
    await api.db.update(signInTickets).set({ failures: 5 });
    const tooMany = await sendCode(ticket, right());
    expect(tooMany.statusCode).toBe(410);
    expect(tooMany.json().error).toBe(
      'Your sign-in took too long or had too many wrong codes. Enter your password again.',
    );

    const late = await ticketFor('sara', PASSWORD);
    await api.db.update(signInTickets).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await sendCode(late, right())).statusCode).toBe(410);

    expect((await sendCode('made-up-ticket', right())).statusCode).toBe(410);
    expect((await sendCode('', right())).statusCode).toBe(400);
  });

  it('counts a wrong code as a failed sign-in: past the limit even the password waits', async () => {
    await turnOn(await sara(), PASSWORD);
    const ticket = await ticketFor('sara', PASSWORD);
    const answers: number[] = [];
    for (let i = 0; i < 6; i += 1) answers.push((await sendCode(ticket, String(100000 + i))).statusCode);
    // Five wrong codes end the ticket; they are also LOGIN_LIMIT_PAIR's five failures (in 15 minutes) for her
    // name from this address, so the password, right as it is, waits out the window.
    expect(answers).toEqual([401, 401, 401, 401, 401, 410]);
    const again = await login('sara', PASSWORD);
    expect(again.statusCode).toBe(429);
    expect(cookieOf(again)).toBeUndefined();
  });
});

describe('the owner and two-step sign-in', () => {
  it('keeps the owner’s on, and lets a member turn hers off with password and code', async () => {
    const owner = await api.signIn();
    const ownerCodes = await turnOn(owner, ADMIN.password);
    const ownerOff = await as(owner, 'POST', '/api/admin/account/two-step/off', {
      currentPassword: ADMIN.password,
      code: ownerCodes.recoveryCodes[0],
    });
    expect(ownerOff.statusCode).toBe(409);
    expect(ownerOff.json().error).toBe(
      "An owner's two-step sign-in stays on. To reset it, start the shop with a new ADMIN_PASSWORD.",
    );

    const member = await sara('manager');
    const { recoveryCodes: codes } = await turnOn(member, PASSWORD);
    const wrongPassword = await as(member, 'POST', '/api/admin/account/two-step/off', {
      currentPassword: 'not hers',
      code: codes[0],
    });
    expect(wrongPassword.statusCode).toBe(400);
    const wrongCode = await as(member, 'POST', '/api/admin/account/two-step/off', {
      currentPassword: PASSWORD,
      code: '000000',
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().details).toEqual([{ field: 'code', message: 'That code is not right' }]);
    const off = await as(member, 'POST', '/api/admin/account/two-step/off', {
      currentPassword: PASSWORD,
      code: codes[0],
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(cookieOf(await login('sara', PASSWORD))).toBeDefined();
    expect(await api.db.select().from(recoveryCodes).where(eq(recoveryCodes.adminId, 2))).toEqual([]);
  });

  it('requires it of everyone once hers is on: a member without it may only set it up', async () => {
    const owner = await api.signIn();
    const member = await sara();
    const early = await as(owner, 'PUT', '/api/admin/staff/two-step', { required: true });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('Turn on your own two-step sign-in before requiring it of everyone');

    await turnOn(owner, ADMIN.password);
    const required = await as(owner, 'PUT', '/api/admin/staff/two-step', { required: true });
    expect(required.statusCode, required.body).toBe(200);
    expect(required.json()).toEqual({ required: true });
    const staff = (await as(owner, 'GET', '/api/admin/staff')).json();
    expect(staff.twoStepRequired).toBe(true);
    expect(staff.members.map((m: { username: string; twoStep: boolean }) => [m.username, m.twoStep])).toEqual(
      [
        ['admin', true],
        ['sara', false],
      ],
    );

    expect((await check(member)).json().twoStep).toEqual({ enabled: false, required: true });
    const orders = await as(member, 'GET', '/api/admin/orders');
    expect(orders.statusCode).toBe(403);
    expect(orders.json().error).toBe('Set up two-step sign-in on your account page first');
    expect((await as(member, 'GET', '/api/admin/account/sessions')).statusCode).toBe(200);

    const { recoveryCodes: codes } = await turnOn(member, PASSWORD);
    expect((await as(member, 'GET', '/api/admin/orders')).statusCode).toBe(200);
    const off = await as(member, 'POST', '/api/admin/account/two-step/off', {
      currentPassword: PASSWORD,
      code: codes[0],
    });
    expect(off.statusCode).toBe(409);
    expect(off.json().error).toBe('The owner requires two-step sign-in of everyone');
  });

  it('resets a member’s after a lost phone, ending her sessions; never her own that way', async () => {
    const owner = await api.signIn();
    const member = await sara();
    await turnOn(member, PASSWORD);
    const [saraRow] = await api.db.select().from(admins).where(eq(admins.username, 'sara'));

    const reset = await as(owner, 'PATCH', `/api/admin/staff/${saraRow!.id}`, { resetTwoStep: true });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toMatchObject({ username: 'sara', twoStep: false });
    expect((await check(member)).statusCode).toBe(401);
    const res = await login('sara', PASSWORD);
    expect(res.json().secondStep).toBeUndefined();
    expect(cookieOf(res)).toBeDefined();

    const own = await as(owner, 'PATCH', '/api/admin/staff/1', { resetTwoStep: true });
    expect(own.statusCode).toBe(409);
    expect(own.json().error).toBe('You cannot reset your own two-step sign-in here');
    const notTrue = await as(owner, 'PATCH', `/api/admin/staff/${saraRow!.id}`, { resetTwoStep: false });
    expect(notTrue.statusCode).toBe(400);
  });

  it('is reset for the owner by a new ADMIN_PASSWORD at start, and only by a new one', async () => {
    const owner = await api.signIn();
    await turnOn(owner, ADMIN.password);
    await ensureAdmin(api.db, ADMIN.username, ADMIN.password);
    expect((await login(ADMIN.username, ADMIN.password)).json().secondStep).toBeDefined();

    const NEW = 'a new owner password, from the server';
    expect((await ensureAdmin(api.db, ADMIN.username, NEW)).action).toBe('reset');
    const res = await login(ADMIN.username, NEW);
    expect(res.json().secondStep).toBeUndefined();
    expect(cookieOf(res)).toBeDefined();
    const [row] = await api.db.select().from(admins).where(eq(admins.username, ADMIN.username));
    expect(row!.totpSecret).toBeNull();
  });
});
