// checkAuth, login, logout (DESIGN.md §5).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginRequest } from '../../../../generated/models';
import { HttpError } from '../../plugins/errors';
import type { Handlers } from '../../plugins/openapi';
import { verifyPassword } from './passwords';
import {
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ADDRESS,
  createSession,
  deleteSession,
  findAdminByUsername,
  recentFailures,
  recordAttempt,
} from './repository';

/** One message for every failed sign-in: it never tells which part was wrong. */
export const INVALID_CREDENTIALS = 'Invalid credentials';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

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

export const handlers: Handlers = {
  async checkAuth(request) {
    // requireAdmin (onRequest) has already refused a missing or expired session.
    return { authenticated: true, admin: request.admin! };
  },

  async login(request, reply) {
    const { username, password } = request.body as LoginRequest;
    const db = request.server.db;
    const account = username.trim().toLowerCase();
    const address = request.ip;

    const failures = await recentFailures(db, account, address);
    if (failures.account >= MAX_FAILURES_PER_ACCOUNT || failures.address >= MAX_FAILURES_PER_ADDRESS) {
      reply.header('retry-after', '900');
      throw new HttpError(429, TOO_MANY_ATTEMPTS);
    }

    const admin = await findAdminByUsername(db, username.trim());
    const ok = await verifyPassword(admin?.passwordHash, password);
    await recordAttempt(db, account, address, ok && Boolean(admin));
    if (!admin || !ok) throw new HttpError(401, INVALID_CREDENTIALS);

    // A new token at every sign-in (no session fixation); the old cookie, if any, is simply replaced.
    const old = request.cookies[request.server.sessionCookieName];
    if (old) await deleteSession(db, old);
    const { token, maxAgeSeconds } = await createSession(db, admin.id);
    setSessionCookie(request, reply, token, maxAgeSeconds);
    return { message: 'Signed in', admin: { id: admin.id, username: admin.username } };
  },

  async logout(request, reply) {
    const app = request.server;
    const token = request.cookies[app.sessionCookieName];
    if (token) await deleteSession(app.db, token);
    reply.clearCookie(app.sessionCookieName, {
      path: '/',
      httpOnly: true,
      sameSite: app.sessionCookieSameSite,
      secure: app.sessionCookieSecure,
    });
    return { message: 'Signed out' };
  },
};
