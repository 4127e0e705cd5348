// The back office's returns queue: list, one request, staff's own request, the answer (approve, refuse), the
// pickup, the receipt, the refund, the cancel, and the pickups' courier sheet. Every write leaves its activity
// entry in its own transaction; the catalogue's cached pages are cleared after every admin write
// (plugins/cache.ts), so stock moved by an approval, a cancel or a receipt shows at once.
import { cairoDateOf } from '../../../shared/cairo-dates';
import type { Handlers } from '../../plugins/openapi';
import { recordActivity, withActivity, type ActivityNote } from '../activity';
import { pickupSheet } from './courier-sheet';
import {
  approveReturn,
  cancelReturn,
  createRequest,
  getReturn,
  listReturns,
  markReturnPickedUp,
  receiveReturn,
  refundReturn,
  refuseReturn,
  scheduleReturnPickup,
  type StepResult,
} from './service';

/** A step's entry: the request, its order number, and its status (and pickup day, refund) before → after. */
function stepNote({ before, view }: StepResult): ActivityNote {
  const after = view;
  const changes = [
    { field: 'status', before: before.status, after: after.status },
    { field: 'pickupDate', before: before.pickupDate, after: after.pickupDate },
    {
      field: 'refund',
      before: before.refundPiastres,
      after: after.refund ? after.refund.amount * 100 : null,
    },
  ].filter((c) => c.before !== c.after);
  return { subjectId: before.id, label: view.orderNumber, changes };
}

export const handlers = {
  async listReturns(request) {
    return listReturns(request.db, request.query);
  },

  async getReturn(request) {
    return getReturn(request.db, request.params.id);
  },

  async createReturn(request, reply) {
    const made = await withActivity(request, async (tx, note) => {
      const id = await createRequest(tx, request.body.orderId, request.body, {
        requestedBy: 'admin',
        createdBy: request.admin!.username,
      });
      const view = await getReturn(tx, id);
      note({
        subjectId: id,
        label: view.orderNumber,
        changes: [{ field: 'status', before: null, after: 'requested' }],
      });
      return view;
    });
    return reply.code(201).send(made);
  },

  async approveReturn(request) {
    return withActivity(request, async (tx, note) => {
      const step = await approveReturn(tx, request.params.id, request.body ?? {}, request.admin!.username);
      note(stepNote(step));
      return step.view;
    });
  },

  async refuseReturn(request) {
    return withActivity(request, async (tx, note) => {
      const step = await refuseReturn(tx, request.params.id, request.body.reason);
      note(stepNote(step));
      return step.view;
    });
  },

  async scheduleReturnPickup(request) {
    return withActivity(request, async (tx, note) => {
      const step = await scheduleReturnPickup(tx, request.params.id, request.body.pickupDate);
      note(stepNote(step));
      return step.view;
    });
  },

  async markReturnPickedUp(request) {
    return withActivity(request, async (tx, note) => {
      const step = await markReturnPickedUp(tx, request.params.id);
      note(stepNote(step));
      return step.view;
    });
  },

  async receiveReturn(request) {
    return withActivity(request, async (tx, note) => {
      const step = await receiveReturn(tx, request.params.id, request.body);
      note(stepNote(step));
      return step.view;
    });
  },

  async refundReturn(request) {
    return withActivity(request, async (tx, note) => {
      const step = await refundReturn(tx, request.params.id, request.body, request.admin!.username);
      note(stepNote(step));
      return step.view;
    });
  },

  async cancelReturn(request) {
    return withActivity(request, async (tx, note) => {
      const step = await cancelReturn(tx, request.params.id, request.admin!.username);
      note(stepNote(step));
      return step.view;
    });
  },

  async getReturnsCourierSheet(request, reply) {
    const csv = await pickupSheet(request.db, request.query);
    const filter = new URLSearchParams(
      Object.entries(request.query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
    ).toString();
    await recordActivity(request.db, request, { label: filter || null });
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="pickups-${cairoDateOf(new Date())}.csv"`);
    return csv;
  },
} satisfies Handlers;
