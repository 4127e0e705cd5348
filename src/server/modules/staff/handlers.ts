// listStaff, inviteStaff, acceptStaffInvite, updateStaffMember, removeStaffMember (docs/decisions/0030-staff-roles.md).
import { eq } from 'drizzle-orm';
import { withTransaction } from '../../db/client';
import { admins } from '../../db/schema';
import { msg } from '../../i18n';
import { fieldError, HttpError } from '../../plugins/errors';
import type { Handlers } from '../../plugins/openapi';
import { changesOf, recordActivity, withActivity } from '../activity';
import {
  adminPasswordProblem,
  clearTotp,
  deleteSessionsOf,
  hashPassword,
  setTwoStepRequirement,
  startSession,
  twoStepRequired,
  upsertAdmin,
} from '../auth';
import {
  createInvite,
  findMember,
  findOpenInvite,
  listMembers,
  lockActiveOwners,
  MAX_OPEN_INVITES,
  openInvites,
  takeInvite,
  toMember,
  usernameTaken,
} from './repository';

const inviteView = (row: { id: number; username: string; role: string; expiresAt: Date }) => ({
  id: row.id,
  username: row.username,
  role: row.role as 'owner' | 'manager' | 'order_desk' | 'packer',
  expiresAt: row.expiresAt.toISOString(),
});

export const handlers = {
  async listStaff(request) {
    const [members, invites, required] = await Promise.all([
      listMembers(request.db),
      openInvites(request.db),
      twoStepRequired(request.db),
    ]);
    return { members: members.map(toMember), invites: invites.map(inviteView), twoStepRequired: required };
  },

  async inviteStaff(request, reply) {
    const { username, role } = request.body;
    const created = await withActivity(request, async (tx, note) => {
      note({ subjectId: username, label: username, changes: changesOf(null, { role }, ['role']) });
      if (await usernameTaken(tx, username)) throw fieldError('username', msg('staff.usernameTaken'), 409);
      if ((await openInvites(tx)).length >= MAX_OPEN_INVITES)
        throw new HttpError(409, msg('staff.tooManyInvites', { max: MAX_OPEN_INVITES }));
      return createInvite(tx, { username, role, invitedBy: request.admin!.id });
    });
    return reply.code(201).send({ ...inviteView(created), token: created.token });
  },

  async acceptStaffInvite(request, reply) {
    const { token, password } = request.body;
    // The token first: a made-up one costs one indexed look-up, never a password hash (tens of ms of CPU).
    if (!(await findOpenInvite(request.db, token))) throw new HttpError(410, msg('staff.inviteGone'));
    const problem = adminPasswordProblem(password);
    if (problem) throw fieldError('password', msg('staff.passwordPolicy', { problem }));
    // Hashing takes a while: done before the transaction, so the invitation's row is locked only briefly.
    const passwordHash = await hashPassword(password);
    const admin = await withTransaction(request.db, async (tx) => {
      const invite = await takeInvite(tx, token);
      if (!invite) throw new HttpError(410, msg('staff.inviteGone'));
      // A member of that name made meanwhile (by ADMIN_USERNAME at a start) keeps her account.
      const [existing] = await tx
        .select({ id: admins.id })
        .from(admins)
        .where(eq(admins.username, invite.username));
      if (existing) throw new HttpError(410, msg('staff.inviteGone'));
      const joined = (await upsertAdmin(tx, invite.username, passwordHash, invite.role))!;
      // Nobody is signed in yet: the entry is the new member's own.
      const actor = { id: joined.id, username: joined.username, role: joined.role };
      await recordActivity(tx, request, { subjectId: joined.id, label: joined.username }, actor);
      return joined;
    });
    await startSession(request, reply, admin!.id);
    return reply
      .code(201)
      .send({ message: 'Signed in', admin: { id: admin!.id, username: admin!.username, role: admin!.role } });
  },

  async updateStaffMember(request) {
    const { id } = request.params;
    const { role, suspended, resetTwoStep } = request.body;
    // Her own is reset only by ADMIN_PASSWORD at a start: a session left open cannot take the second factor off.
    if (resetTwoStep && id === request.admin!.id) throw new HttpError(409, msg('staff.resetOwnTwoStep'));
    const updated = await withActivity(request, async (tx, note) => {
      const owners = await lockActiveOwners(tx);
      const current = await findMember(tx, id);
      if (!current) throw new HttpError(404, msg('staff.notFound'));
      const willBeActiveOwner =
        (role ?? current.role) === 'owner' && !(suspended ?? current.suspendedAt !== null);
      if (!willBeActiveOwner && owners.every((owner) => owner === id))
        throw new HttpError(409, msg('staff.lastOwner'));
      const suspendedAt =
        suspended === undefined
          ? current.suspendedAt
          : suspended
            ? (current.suspendedAt ?? new Date())
            : null;
      await tx
        .update(admins)
        .set({ role: role ?? current.role, suspendedAt, updatedAt: new Date() })
        .where(eq(admins.id, id));
      // A lost phone: her secret and recovery codes go, and with them her sessions; she sets it up again.
      if (resetTwoStep) await clearTotp(tx, id);
      // A suspended member's sessions end now (a session check also refuses her while suspended).
      if (suspendedAt || resetTwoStep) await deleteSessionsOf(tx, id);
      const after = (await findMember(tx, id))!;
      const facts = (m: typeof current) => ({
        role: m.role,
        suspended: m.suspendedAt !== null,
        twoStep: m.twoStep,
      });
      note({
        subjectId: id,
        label: current.username,
        changes: changesOf(facts(current), facts(after), ['role', 'suspended', 'twoStep']),
      });
      return after;
    });
    return toMember(updated);
  },

  async removeStaffMember(request, reply) {
    const { id } = request.params;
    await withActivity(request, async (tx, note) => {
      const owners = await lockActiveOwners(tx);
      const current = await findMember(tx, id);
      if (!current) throw new HttpError(404, msg('staff.notFound'));
      if (owners.includes(id) && owners.length === 1) throw new HttpError(409, msg('staff.lastOwner'));
      note({
        subjectId: id,
        label: current.username,
        changes: changesOf({ role: current.role }, null, ['role']),
      });
      // Her sessions go with her (sessions.admin_id cascades); the order history keeps her name as text.
      await tx.delete(admins).where(eq(admins.id, id));
    });
    return reply.code(204).send();
  },

  async setTwoStepRequired(request) {
    const { required } = request.body;
    // Required of everyone, it is required of her too: she turns hers on first rather than lock her own screens.
    if (required && !request.adminTwoStep?.enabled) throw new HttpError(409, msg('staff.twoStepOwnFirst'));
    await withActivity(request, async (tx, note) => {
      const before = await twoStepRequired(tx);
      await setTwoStepRequirement(tx, required, request.admin!.username);
      note({
        subjectId: null,
        label: '',
        changes: changesOf({ twoStepRequired: before }, { twoStepRequired: required }, ['twoStepRequired']),
      });
    });
    return { required };
  },
} satisfies Handlers;
