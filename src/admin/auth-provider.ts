/**
 * react-admin auth provider over the session endpoints (docs/product.md#admin-authentication).
 *
 * The session is checked once: the first `checkAuth` calls GET /api/admin/auth/check and every later check
 * reuses that answer. Only a success status means signed in; any failure (401, network, 500) means signed
 * out, silently. From then on, a 401 from any admin call means the session is gone: the cached answer flips
 * to signed out and react-admin logs out. Signing in happens on the storefront's /login page (outside the
 * admin app), so "go to the login page" is a full navigation, never a route inside react-admin.
 * `refreshSession` asks again once the member's own account changed (her two-step sign-in turned on or off).
 */
import type { AuthProvider, UserIdentity } from 'react-admin';
import { checkAuth, logout } from '../../generated/api/auth/auth';
import type { AdminRole, AuthStatus } from '../../generated/models';
import { mayDo } from './access';

export const LOGIN_PATH = '/login';

export interface AuthProviderOptions {
  /** Leaves the admin app for the login page; tests pass a spy. */
  goToLogin?: () => void;
}

/** The error react-admin receives when signed out: no notification, no in-app redirect (we navigate ourselves). */
const signedOut = () =>
  Object.assign(new Error('Signed out'), { message: false as const, redirectTo: false as const });

function statusOf(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number')
    return error.status;
  return undefined;
}

export function createAuthProvider({
  goToLogin = () => window.location.assign(LOGIN_PATH),
}: AuthProviderOptions = {}): AuthProvider {
  // The one start-up check, shared by every caller; `null` once a 401 or a logout has ended the session.
  let session: Promise<AuthStatus | null> | undefined;
  const currentSession = () =>
    (session ??= checkAuth().then(
      (status) => status,
      () => null,
    ));

  return {
    // Sign-in is the storefront's /login page; react-admin's own login page is not used.
    login: async () => {
      goToLogin();
    },
    checkAuth: async () => {
      if (!(await currentSession())) throw signedOut();
    },
    checkError: async (error: unknown) => {
      const status = statusOf(error);
      if (status === 401) {
        session = Promise.resolve(null);
        throw signedOut();
      }
      // 403 here is a refused Origin or a forbidden action, not a lost session: stay signed in.
    },
    logout: async () => {
      const wasSignedIn = (await session) != null;
      session = Promise.resolve(null);
      if (wasSignedIn) {
        // Best effort: even if the call fails, the admin asked to leave, so leave.
        await logout().catch(() => undefined);
      }
      goToLogin();
      return false; // react-admin must not redirect inside the app: goToLogin already left it.
    },
    getIdentity: async (): Promise<UserIdentity> => {
      const status = await currentSession();
      if (!status) throw signedOut();
      // Her two-step sign-in: while the owner requires it and she has none, only her account page works.
      return { id: status.admin.id, fullName: status.admin.username, twoStep: status.twoStep };
    },
    // The member's role (docs/decisions/0030-staff-roles.md): what the menu and the screens show (./access.ts).
    getPermissions: async (): Promise<AdminRole | undefined> => (await currentSession())?.admin.role,
    canAccess: async ({ resource, action }) => {
      const role = (await currentSession())?.admin.role;
      return role !== undefined && mayDo(role, resource, action);
    },
    /** The next checks answer what the server says now; react-admin's own are asked again by `useRefresh`. */
    refreshSession: async () => {
      session = undefined;
      await currentSession();
    },
  };
}
