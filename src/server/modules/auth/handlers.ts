// checkAuth, login, logout, and a member's own account: changeOwnPassword, listOwnSessions, endOtherSessions
// (docs/business-rules.md#admin-sign-in).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client';
import { changesOf, withActivity, type ActivityNote } from '../activity';
import { fieldError, HttpError } from '../../plugins/errors';
import { msg } from '../../i18n';
import type { Handlers } from '../../plugins/openapi';
import { withRetryAfter } from '../../plugins/throttle';
import { adminPasswordProblem } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import {
  createSession,
  deleteOtherSessions,
  deleteSession,
  findAdminById,
  findAdminByUsername,
  listSessionsOf,
  setPasswordHash,
} from './repository';
import { sessionOrigin } from './session-origin';
import { countSignIn } from './throttle';

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
  const { token, maxAgeSeconds } = await createSession(request.db, adminId, sessionOrigin(request));
  setSessionCookie(request, reply, token, maxAgeSeconds);
}

/** The contract's most listed sessions (AdminSessionList); sessions last 12 hours at most. */
const MAX_LISTED_SESSIONS = 50;

/** Ends the member's other sessions, noting how many for the activity log; returns how many. */
async function endOthers(tx: Tx, request: FastifyRequest, note: (n: ActivityNote) => void): Promise<number> {
  const me = request.admin!;
  const count = await deleteOtherSessions(tx, me.id, request.adminSessionId!);
  note({
    subjectId: me.id,
    label: me.username,
    changes: changesOf({ otherSessions: count }, { otherSessions: 0 }, ['otherSessions']),
  });
  return count;
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

  async changeOwnPassword(request, reply) {
    const { currentPassword, newPassword } = request.body;
    const db = request.db;
    const me = request.admin!;
    // The current password is a guess like a sign-in's: counted first, under the same limits.
    const attempt = await withRetryAfter(reply, () =>
      countSignIn(db, request.server.limits, me.username.toLowerCase(), request.ip),
    );
    const admin = await findAdminById(db, me.id);
    if (!admin || !(await verifyPassword(admin.passwordHash, currentPassword)))
      throw fieldError('currentPassword', msg('auth.currentPasswordWrong'));
    await attempt.succeeded();
    const problem = adminPasswordProblem(newPassword);
    if (problem) throw fieldError('newPassword', msg('staff.passwordPolicy', { problem }));
    if (await verifyPassword(admin.passwordHash, newPassword))
      throw fieldError('newPassword', msg('auth.passwordUnchanged'));
    const passwordHash = await hashPassword(newPassword);
    const ended = await withActivity(request, async (tx, note) => {
      await setPasswordHash(tx, me.id, passwordHash);
      // Whoever else holds a session of hers (a shared computer, a stolen cookie) is out with the old password.
      return endOthers(tx, request, note);
    });
    return { message: 'Password changed', ended };
  },

  async listOwnSessions(request) {
    const rows = await listSessionsOf(request.db, request.admin!.id, MAX_LISTED_SESSIONS);
    return {
      sessions: rows.map((row) => ({
        id: row.id,
        browser: row.browser,
        os: row.os,
        address: row.address,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === request.adminSessionId,
      })),
    };
  },

  async endOtherSessions(request) {
    const ended = await withActivity(request, (tx, note) => endOthers(tx, request, note));
    return { message: 'Signed out everywhere else', ended };
  },
} satisfies Handlers;
