// The shop's staff: the owner invites a member with a one-time link that expires, the member sets a password and
// is signed in with her role; suspending or removing a member ends her sessions at once; the shop always keeps an
// owner who is not suspended. Roles per operation: staff-roles.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admins, staffInvites } from '../../src/server/db/schema';
import { upsertAdmin } from '../../src/server/modules/auth';
import { testPasswordHash, useTestApp } from './helpers/app';

const api = useTestApp();
const PASSWORD = 'a long enough staff password';
const GONE = "This invitation has expired or was already used. Ask the shop's owner for a new one.";

async function invite(username: string, role = 'order_desk') {
  const res = await api.asAdmin({
    method: 'POST',
    url: '/api/admin/staff/invites',
    payload: { username, role },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; username: string; role: string; expiresAt: string; token: string };
}

const accept = (token: string, password = PASSWORD) =>
  api.app.inject({ method: 'POST', url: '/api/admin/staff/invites/accept', payload: { token, password } });

const cookieOf = (res: { cookies: Array<{ name: string; value: string }> }) => {
  const cookie = res.cookies.find((c) => c.name.endsWith('morph_session'))!;
  return `${cookie.name}=${cookie.value}`;
};

const check = (cookie: string) =>
  api.app.inject({ method: 'GET', url: '/api/admin/auth/check', headers: { cookie } });

describe('invitations', () => {
  it('make the member with her role, sign her in, and work once', async () => {
    const made = await invite('sara');
    expect(made).toMatchObject({ username: 'sara', role: 'order_desk' });
    expect(Date.parse(made.expiresAt) - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    // Only the token's hash is kept.
    const [row] = await api.db.select().from(staffInvites);
    expect(row!.tokenHash).not.toContain(made.token);

    const accepted = await accept(made.token);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().admin).toMatchObject({ username: 'sara', role: 'order_desk' });
    expect((await check(cookieOf(accepted))).json().admin).toMatchObject({
      username: 'sara',
      role: 'order_desk',
    });

    const again = await accept(made.token, 'another long password 2');
    expect(again.statusCode).toBe(410);
    expect(again.json().error).toBe(GONE);
    const listed = await api.asAdmin({ method: 'GET', url: '/api/admin/staff' });
    expect(listed.json().members.map((m: { username: string }) => m.username)).toEqual(['admin', 'sara']);
    expect(listed.json().invites).toEqual([]);
  });

  it('expire after 24 hours, and an unknown token is gone too', async () => {
    const made = await invite('omar', 'packer');
    await api.db.update(staffInvites).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await accept(made.token)).statusCode).toBe(410);
    expect((await accept('not-a-token')).statusCode).toBe(410);
    expect(await api.db.select().from(admins).where(eq(admins.username, 'omar'))).toEqual([]);
  });

  it('refuse a common or short password and change nothing', async () => {
    const made = await invite('mona');
    const res = await accept(made.token, 'password1234');
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('password');
    expect((await accept(made.token, 'short')).statusCode).toBe(400);
    // The invitation still works with a good password.
    expect((await accept(made.token)).statusCode).toBe(201);
  });

  it("refuse a username a member or an open invitation has, or one outside the contract's form", async () => {
    await api.signIn();
    await invite('nour');
    for (const username of ['admin', 'nour']) {
      const res = await api.asAdmin({
        method: 'POST',
        url: '/api/admin/staff/invites',
        payload: { username, role: 'packer' },
      });
      expect(res.statusCode, username).toBe(409);
    }
    const bad = await api.asAdmin({
      method: 'POST',
      url: '/api/admin/staff/invites',
      payload: { username: 'Nour Adel', role: 'packer' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('members', () => {
  async function signedInMember(role: 'order_desk' | 'packer' | 'manager' | 'owner' = 'order_desk') {
    const admin = await upsertAdmin(api.db, `staff-${role}`, await testPasswordHash(PASSWORD), role);
    const cookie = await api.signIn({ username: `staff-${role}`, password: PASSWORD });
    return { id: admin!.id, cookie };
  }

  it("a suspended member's session ends at once, she cannot sign in, and a restored one can", async () => {
    const { id, cookie } = await signedInMember();
    const suspended = await api.asAdmin({
      method: 'PATCH',
      url: `/api/admin/staff/${id}`,
      payload: { suspended: true },
    });
    expect(suspended.json()).toMatchObject({ id, suspended: true });
    expect((await check(cookie)).statusCode).toBe(401);
    const login = () =>
      api.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: 'staff-order_desk', password: PASSWORD },
      });
    expect((await login()).statusCode).toBe(401);
    await api.asAdmin({ method: 'PATCH', url: `/api/admin/staff/${id}`, payload: { suspended: false } });
    expect((await login()).statusCode).toBe(200);
  });

  it('a new role applies from her next call', async () => {
    const { id, cookie } = await signedInMember('packer');
    const coupons = () => api.app.inject({ method: 'GET', url: '/api/admin/coupons', headers: { cookie } });
    expect((await coupons()).statusCode).toBe(403);
    await api.asAdmin({ method: 'PATCH', url: `/api/admin/staff/${id}`, payload: { role: 'manager' } });
    expect((await coupons()).statusCode).toBe(200);
  });

  it("a removed member's session answers 401 at once", async () => {
    const { id, cookie } = await signedInMember();
    const removed = await api.asAdmin({ method: 'DELETE', url: `/api/admin/staff/${id}` });
    expect(removed.statusCode).toBe(204);
    expect((await check(cookie)).statusCode).toBe(401);
    expect((await api.asAdmin({ method: 'DELETE', url: `/api/admin/staff/${id}` })).statusCode).toBe(404);
  });

  it('the last owner who is not suspended can be neither demoted, suspended nor removed', async () => {
    await api.signIn();
    const [owner] = await api.db.select().from(admins).where(eq(admins.username, 'admin'));
    for (const payload of [{ role: 'manager' }, { suspended: true }]) {
      const res = await api.asAdmin({ method: 'PATCH', url: `/api/admin/staff/${owner!.id}`, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(409);
      expect(res.json().error).toBe('The shop needs at least one owner who is not suspended');
    }
    expect((await api.asAdmin({ method: 'DELETE', url: `/api/admin/staff/${owner!.id}` })).statusCode).toBe(
      409,
    );
    // With a second owner, the first may step down.
    await signedInMember('owner');
    const stepDown = await api.asAdmin({
      method: 'PATCH',
      url: `/api/admin/staff/${owner!.id}`,
      payload: { role: 'manager' },
    });
    expect(stepDown.json()).toMatchObject({ role: 'manager' });
  });
});
