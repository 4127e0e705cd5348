// Admin security (docs/business-rules.md#admin-sign-in): the session cookie, the check every secured operation runs before its body
// is even read, and the refusal of cross-site requests that would change something.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AdminRole } from '../../../generated/models';
import { isSecureOrigin, type Config } from '../config';
import { findSession } from '../modules/auth';
import { HttpError } from './errors';
import { msg } from '../i18n';

export interface AdminIdentity {
  id: number;
  username: string;
  /** What the member may do: each secured operation's `x-roles` in the contract (plugins/openapi.ts). */
  role: AdminRole;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The session cookie's name: `__Host-morph_session` over HTTPS, else `morph_session`. */
    sessionCookieName: string;
    sessionCookieSecure: boolean;
    /** COOKIE_SAMESITE: strict by default; none for a front end on another site (README). */
    sessionCookieSameSite: 'strict' | 'lax' | 'none';
    /** onRequest hook: 401 unless the request carries a valid admin session; sets request.admin. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The signed-in admin of a public call that shows admins more (the inactive categories), if any. */
    optionalAdmin: (request: FastifyRequest) => Promise<AdminIdentity | undefined>;
  }
  interface FastifyRequest {
    admin?: AdminIdentity;
    /** The id of the signed-in member's session (her list of sessions marks it; "everywhere else" keeps it). */
    adminSessionId?: number;
    /** The signed-in member's two-step sign-in: on for her, and required of everyone by the owner. */
    adminTwoStep?: { enabled: boolean; required: boolean };
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * True when a browser tells us the request comes from another site. Non-browser clients send neither header.
 * `trustedOrigins` (CORS_ORIGINS) are front ends of this shop hosted elsewhere: a browser names its page's
 * origin in `Origin` and no page can forge it, so a listed origin passes whatever Sec-Fetch-Site says.
 */
export function isCrossSite(
  request: FastifyRequest,
  publicOrigin?: string,
  trustedOrigins: readonly string[] = [],
): boolean {
  if (typeof request.headers.origin === 'string' && trustedOrigins.includes(request.headers.origin))
    return false;
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || origin === '') return false;
  if (origin === 'null') return true;
  if (publicOrigin && origin === publicOrigin) return false;
  try {
    // Same origin as the host the browser addressed (also true behind the Vite dev proxy, which keeps Host).
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

/** True when the request matched one of the admin's routes (`/api/admin/…` in the contract). */
export function isAdminRoute(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith('/api/admin/') ?? false;
}

export default fp(
  async function auth(
    app: FastifyInstance,
    opts: { config: Pick<Config, 'publicOrigin' | 'corsOrigins' | 'cookieSameSite'> },
  ) {
    const secure = isSecureOrigin(opts.config);
    app.decorate('sessionCookieName', secure ? '__Host-morph_session' : 'morph_session');
    app.decorate('sessionCookieSecure', secure);
    app.decorate('sessionCookieSameSite', opts.config.cookieSameSite ?? 'strict');
    app.decorateRequest('admin', undefined);
    app.decorateRequest('adminSessionId', undefined);
    app.decorateRequest('adminTwoStep', undefined);

    // Cross-site refusal for every unsafe admin call, sign-in included (login CSRF), before anything else. What
    // is an admin call is decided by the route the request matched, never by the raw URL, whose spelling
    // (`/api/%61dmin/…`) the router decodes but a string comparison does not.
    app.addHook('onRequest', async (request) => {
      if (
        UNSAFE.has(request.method) &&
        isAdminRoute(request) &&
        isCrossSite(request, opts.config.publicOrigin, opts.config.corsOrigins)
      ) {
        throw new HttpError(403, msg('request.crossSite'));
      }
    });

    app.decorate('optionalAdmin', async function optionalAdmin(request: FastifyRequest) {
      const token = request.cookies[app.sessionCookieName];
      const session = token ? await findSession(request.db, token) : undefined;
      if (session) {
        request.admin = session.admin;
        request.adminSessionId = session.sessionId;
        request.adminTwoStep = session.twoStep;
      }
      return session?.admin;
    });

    app.decorate('requireAdmin', async function requireAdmin(request: FastifyRequest) {
      if (!(await app.optionalAdmin(request))) throw new HttpError(401, msg('request.signIn'));
    });
  },
  { name: 'auth', dependencies: ['database', 'errors'] },
);
