import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from './auth-provider';
import { json, stubFetch } from './test-support/stub-fetch';

const signedIn = json({ authenticated: true, admin: { id: 1, username: 'admin', role: 'owner' } });

afterEach(() => vi.unstubAllGlobals());

describe('auth provider', () => {
  it('checks the session once at start-up and reuses the answer', async () => {
    const { requests } = stubFetch(signedIn);
    const auth = createAuthProvider({ goToLogin: vi.fn() });
    await auth.checkAuth({});
    await auth.checkAuth({});
    await expect(auth.getIdentity!()).resolves.toEqual({ id: 1, fullName: 'admin' });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET http://localhost/api/admin/auth/check',
    ]);
    expect(requests[0].credentials).toBe('include');
  });

  it("answers the member's role, and what it may do, from the same one check", async () => {
    const { requests } = stubFetch(
      json({ authenticated: true, admin: { id: 7, username: 'sara', role: 'order_desk' } }),
    );
    const auth = createAuthProvider({ goToLogin: vi.fn() });
    await expect(auth.getPermissions!({})).resolves.toBe('order_desk');
    await expect(auth.canAccess!({ resource: 'orders', action: 'edit' })).resolves.toBe(true);
    await expect(auth.canAccess!({ resource: 'coupons', action: 'list' })).resolves.toBe(false);
    await expect(auth.canAccess!({ resource: 'products', action: 'edit' })).resolves.toBe(false);
    expect(requests).toHaveLength(1);
  });

  it.each([
    ['a 401', json({ error: 'Please sign in' }, 401)],
    ['a 500', json({ error: 'Internal error' }, 500)],
  ])('treats %s from the check as signed out, silently', async (_label, response) => {
    stubFetch(response);
    const auth = createAuthProvider({ goToLogin: vi.fn() });
    // message: false tells react-admin not to show a notification; redirectTo: false keeps it from routing.
    await expect(auth.checkAuth({})).rejects.toMatchObject({ message: false, redirectTo: false });
  });

  it('treats a network failure as signed out', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(createAuthProvider({ goToLogin: vi.fn() }).checkAuth({})).rejects.toMatchObject({
      message: false,
    });
  });

  it('a 401 from any later call signs out; other errors do not', async () => {
    const { requests } = stubFetch(signedIn);
    const auth = createAuthProvider({ goToLogin: vi.fn() });
    await auth.checkAuth({});
    await expect(auth.checkError(new HttpError('Forbidden', 403))).resolves.toBeUndefined();
    await expect(auth.checkError(new HttpError('Server error', 500))).resolves.toBeUndefined();
    await expect(auth.checkError(new HttpError('Please sign in', 401))).rejects.toMatchObject({
      message: false,
    });
    await expect(auth.checkAuth({})).rejects.toBeDefined();
    expect(requests).toHaveLength(1);
  });

  it('logout calls the logout operation, then leaves for /login', async () => {
    const { requests } = stubFetch(signedIn, json({ message: 'Signed out' }));
    const goToLogin = vi.fn();
    const auth = createAuthProvider({ goToLogin });
    await auth.checkAuth({});
    await expect(auth.logout({})).resolves.toBe(false);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET http://localhost/api/admin/auth/check',
      'POST http://localhost/api/admin/logout',
    ]);
    expect(goToLogin).toHaveBeenCalledOnce();
    await expect(auth.checkAuth({})).rejects.toBeDefined();
  });

  it('logout still leaves when the logout call fails', async () => {
    stubFetch(signedIn, json({ error: 'Cross-site request refused' }, 403));
    const goToLogin = vi.fn();
    const auth = createAuthProvider({ goToLogin });
    await auth.checkAuth({});
    await auth.logout({});
    expect(goToLogin).toHaveBeenCalledOnce();
  });

  it('a signed-out visitor is sent to /login without a logout call', async () => {
    const { requests } = stubFetch(json({ error: 'Please sign in' }, 401));
    const goToLogin = vi.fn();
    const auth = createAuthProvider({ goToLogin });
    await auth.checkAuth({}).catch(() => undefined);
    await auth.logout({});
    expect(requests).toHaveLength(1);
    expect(goToLogin).toHaveBeenCalledOnce();
  });

  it('asks the server again when told to, and answers her two-step sign-in with her identity', async () => {
    const before = { enabled: false, required: true };
    const after = { enabled: true, required: true };
    const admin = { id: 4, username: 'sara', role: 'manager' };
    const { requests } = stubFetch(
      json({ authenticated: true, admin, twoStep: before }),
      json({ authenticated: true, admin, twoStep: after }),
    );
    const auth = createAuthProvider({ goToLogin: vi.fn() });
    await expect(auth.getIdentity!()).resolves.toEqual({ id: 4, fullName: 'sara', twoStep: before });
    await auth.refreshSession();
    await expect(auth.getIdentity!()).resolves.toEqual({ id: 4, fullName: 'sara', twoStep: after });
    await auth.checkAuth({});
    expect(requests).toHaveLength(2);
  });

  it('by default leaves with a full navigation to /login', async () => {
    stubFetch(json({ error: 'Please sign in' }, 401));
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const auth = createAuthProvider();
    await auth.checkAuth({}).catch(() => undefined);
    await auth.logout({});
    expect(assign).toHaveBeenCalledWith('/login');
  });
});
