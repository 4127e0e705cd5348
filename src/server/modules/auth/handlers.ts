// checkAuth, login, logout (docs/business-rules.md#admin-sign-in).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/errors';
import { msg } from '../../i18n';
import type { Handlers } from '../../plugins/openapi';
import { withRetryAfter } from '../../plugins/throttle';
import { verifyPassword } from './passwords';
import { createSession, deleteSession, findAdminByUsername } from './repository';
import { countSignIn } from './throttle';

/** One message for every failed sign-in: it never tells which part was wrong. */

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAge: number) {
  const app = request.server;
  reply.setCookie(app.sessionCookieName, token, {
    path: '/',
    httpOnly: true,
    sameSite: app.sessionCookieSameSite,
    secure: app.sessionCookieSecure,
    maxAge,
  });
}

/**
 * Signs the member in on this reply: a new session (the cookie's old one, if any, deleted: no session fixation).
 * Sign-in and an accepted staff invitation both end so.
 */
export async function startSession(request: FastifyRequest, reply: FastifyReply, adminId: number) {
  const old = request.cookies[request.server.sessionCookieName];
  if (old) await deleteSession(request.db, old);
  const { token, maxAgeSeconds } = await createSession(request.db, adminId);
  setSessionCookie(request, reply, token, maxAgeSeconds);
}

export const handlers = {
  async checkAuth(request) {
    // requireAdmin (onRequest) has already refused a missing or expired session.
    return { authenticated: true, admin: request.admin! };
  },

  async login(request, reply) {
    const { username, password } = request.body;
    const db = request.db;

    // Counted as a failure before the password is checked (throttle.ts), so parallel guesses are all counted.
    const attempt = await withRetryAfter(reply, () =>
      countSignIn(db, request.server.limits, username.trim().toLowerCase(), request.ip, {
        proven: request.challengeSolved,
      }),
    );
    const admin = await findAdminByUsername(db, username.trim());
    const ok = await verifyPassword(admin?.passwordHash, password);
    // A suspended member is refused as a wrong password is: the answer tells a guesser nothing.
    if (!admin || !ok || admin.suspendedAt) throw new HttpError(401, msg('auth.invalid'));
    await attempt.succeeded();

    // A new token at every sign-in (no session fixation); the old cookie, if any, is simply replaced.
    await startSession(request, reply, admin.id);
    return { message: 'Signed in', admin: { id: admin.id, username: admin.username, role: admin.role } };
  },

  async logout(request, reply) {
    const app = request.server;
    const token = request.cookies[app.sessionCookieName];
    if (token) await deleteSession(request.db, token);
    reply.clearCookie(app.sessionCookieName, {
      path: '/',
      httpOnly: true,
      sameSite: app.sessionCookieSameSite,
      secure: app.sessionCookieSecure,
    });
    return { message: 'Signed out' };
  },
} satisfies Handlers;
