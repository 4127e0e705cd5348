// checkAuth, login, logout, and a member's own account: changeOwnPassword, listOwnSessions, endOtherSessions
// (docs/business-rules.md#admin-sign-in).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { withTransaction, type Tx } from '../../db/client';
import { changesOf, recordActivity, withActivity, type ActivityNote } from '../activity';
import { fieldError, HttpError } from '../../plugins/errors';
import { msg } from '../../i18n';
import type { Handlers } from '../../plugins/openapi';
import { withRetryAfter } from '../../plugins/throttle';
import { adminPasswordProblem } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import {
  clearTotp,
  countRecoveryCodesLeft,
  countTicketFailure,
  createSession,
  createSignInTicket,
  deleteOtherSessions,
  deleteSession,
  enableTotp,
  findAdminById,
  findAdminByUsername,
  findSignInTicket,
  listSessionsOf,
  markSessionTwoStep,
  setPasswordHash,
  setPendingTotpSecret,
  spendRecoveryCode,
  spendTotpStep,
  takeSignInTicket,
  twoStepRequired,
} from './repository';
import { sessionOrigin } from './session-origin';
import { countSignIn } from './throttle';
import {
  asTotpCode,
  canonicalRecoveryCode,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  setupOf,
  totpStep,
} from './two-step';

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
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  adminId: number,
  { twoStep = false }: { twoStep?: boolean } = {},
) {
  const old = request.cookies[request.server.sessionCookieName];
  if (old) await deleteSession(request.db, old);
  const { token, maxAgeSeconds } = await createSession(request.db, adminId, sessionOrigin(request), {
    twoStep,
  });
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

/**
 * The member's second step: six digits from her app (a step later than the last accepted one) or one of her
 * unused recovery codes. A right one is spent here, whichever it was; the answer says which (undefined: neither).
 */
async function spendSecondStep(
  db: Tx | FastifyRequest['db'],
  adminId: number,
  secret: string,
  code: string,
): Promise<'app' | 'recovery' | undefined> {
  const digits = asTotpCode(code);
  if (digits) {
    const step = totpStep(secret, digits);
    return step !== undefined && (await spendTotpStep(db, adminId, step)) ? 'app' : undefined;
  }
  const canonical = canonicalRecoveryCode(code);
  return canonical !== undefined && (await spendRecoveryCode(db, adminId, hashRecoveryCode(canonical)))
    ? 'recovery'
    : undefined;
}

/** A guess at the member's current password (or code) is a guess like a sign-in's: counted first, same limits. */
function countOwnGuess(request: FastifyRequest, reply: FastifyReply) {
  return withRetryAfter(reply, () =>
    countSignIn(request.db, request.server.limits, request.admin!.username.toLowerCase(), request.ip),
  );
}

export const handlers = {
  async checkAuth(request) {
    // requireAdmin (onRequest) has already refused a missing or expired session.
    return { authenticated: true, admin: request.admin!, twoStep: request.adminTwoStep! };
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
    const who = { id: admin.id, username: admin.username, role: admin.role };

    // With two-step sign-in on, the password earns a five-minute ticket, not a session.
    if (admin.totpSecret) {
      const { ticket, expiresAt } = await createSignInTicket(db, admin.id);
      return {
        message: 'Enter the code from your authenticator app',
        admin: who,
        secondStep: { ticket, expiresAt: expiresAt.toISOString() },
      };
    }
    // A new token at every sign-in (no session fixation); the old cookie, if any, is simply replaced.
    await startSession(request, reply, admin.id);
    return { message: 'Signed in', admin: who };
  },

  async verifySignInCode(request, reply) {
    const { ticket, code } = request.body;
    const db = request.db;
    // The ticket first: a made-up one costs one indexed look-up and is not a guess at anybody's code.
    const found = await findSignInTicket(db, ticket);
    if (!found?.totpSecret) throw new HttpError(410, msg('auth.ticketGone'));
    const attempt = await withRetryAfter(reply, () =>
      countSignIn(db, request.server.limits, found.username.toLowerCase(), request.ip),
    );
    const admin = { id: found.adminId, username: found.username, role: found.role };
    // The code is spent, the ticket taken and a recovery code's entry written in one transaction. Two tabs
    // sending right codes at once: one session, and the code the losing tab sent is given back by the rollback,
    // not used up for nothing. And a recovery code is never spent without its entry.
    const spent = await withTransaction(db, async (tx) => {
      const way = await spendSecondStep(tx, found.adminId, found.totpSecret!, code);
      if (!way) return undefined;
      if (!(await takeSignInTicket(tx, found.id))) throw new HttpError(410, msg('auth.ticketGone'));
      // A recovery code is the way in without the phone: if it was not the member who used it, the owner (and
      // she) must be able to see it. A code from the app is an ordinary sign-in and leaves no entry.
      if (way === 'recovery') {
        const left = await countRecoveryCodesLeft(tx, found.adminId);
        await recordActivity(
          tx,
          request,
          {
            subject: 'auth',
            subjectId: found.adminId,
            changes: [{ field: 'recoveryCodes', before: left + 1, after: left }],
          },
          admin,
        );
      }
      return way;
    });
    if (!spent) {
      await countTicketFailure(db, found.id);
      throw new HttpError(401, msg('auth.codeWrong'));
    }
    await attempt.succeeded();
    await startSession(request, reply, found.adminId, { twoStep: true });
    return { message: 'Signed in', admin };
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
    const attempt = await countOwnGuess(request, reply);
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

  async startTwoStepSetup(request, reply) {
    const me = request.admin!;
    const admin = await findAdminById(request.db, me.id);
    if (!admin) throw new HttpError(401, msg('request.signIn'));
    if (admin.totpSecret) throw new HttpError(409, msg('auth.twoStepAlreadyOn'));
    const attempt = await countOwnGuess(request, reply);
    if (!(await verifyPassword(admin.passwordHash, request.body.currentPassword)))
      throw fieldError('currentPassword', msg('auth.currentPasswordWrong'));
    await attempt.succeeded();
    const secret = newTotpSecret();
    await withActivity(request, async (tx, note) => {
      await setPendingTotpSecret(tx, me.id, secret);
      note({ subjectId: me.id, label: me.username });
    });
    reply.header('cache-control', 'no-store');
    return setupOf(secret, me.username);
  },

  async confirmTwoStep(request, reply) {
    const me = request.admin!;
    const admin = await findAdminById(request.db, me.id);
    if (!admin) throw new HttpError(401, msg('request.signIn'));
    if (admin.totpSecret) throw new HttpError(409, msg('auth.twoStepAlreadyOn'));
    const secret = admin.totpPendingSecret;
    if (!secret) throw new HttpError(409, msg('auth.twoStepNoSetup'));
    const digits = asTotpCode(request.body.code);
    const step = digits === undefined ? undefined : totpStep(secret, digits);
    if (step === undefined) throw fieldError('code', msg('auth.codeWrongField'));
    const codes = newRecoveryCodes();
    const hashes = codes.map((code) => hashRecoveryCode(canonicalRecoveryCode(code)!));
    const ended = await withActivity(request, async (tx, note) => {
      // Another setup started meanwhile (another tab) replaced the secret this code was for.
      if (!(await enableTotp(tx, me.id, secret, step, hashes)))
        throw new HttpError(409, msg('auth.twoStepNoSetup'));
      // This session is the one that proved the code; every other one, opened with the password alone, ends.
      await markSessionTwoStep(tx, request.adminSessionId!);
      const count = await deleteOtherSessions(tx, me.id, request.adminSessionId!);
      note({
        subjectId: me.id,
        label: me.username,
        changes: changesOf({ twoStep: false, otherSessions: count }, { twoStep: true, otherSessions: 0 }, [
          'twoStep',
          'otherSessions',
        ]),
      });
      return count;
    });
    reply.header('cache-control', 'no-store');
    return { message: 'Two-step sign-in is on', recoveryCodes: codes, ended };
  },

  async disableTwoStep(request, reply) {
    const me = request.admin!;
    const { currentPassword, code } = request.body;
    const db = request.db;
    const admin = await findAdminById(db, me.id);
    if (!admin) throw new HttpError(401, msg('request.signIn'));
    if (!admin.totpSecret) throw new HttpError(409, msg('auth.twoStepAlreadyOff'));
    if (admin.role === 'owner') throw new HttpError(409, msg('auth.twoStepOwnerStays'));
    if (await twoStepRequired(db)) throw new HttpError(409, msg('auth.twoStepRequired'));
    const attempt = await countOwnGuess(request, reply);
    if (!(await verifyPassword(admin.passwordHash, currentPassword)))
      throw fieldError('currentPassword', msg('auth.currentPasswordWrong'));
    if (!(await spendSecondStep(db, me.id, admin.totpSecret, code)))
      throw fieldError('code', msg('auth.codeWrongField'));
    await attempt.succeeded();
    await withActivity(request, async (tx, note) => {
      await clearTotp(tx, me.id);
      note({
        subjectId: me.id,
        label: me.username,
        changes: changesOf({ twoStep: true }, { twoStep: false }, ['twoStep']),
      });
    });
    return { message: 'Two-step sign-in is off' };
  },
} satisfies Handlers;
