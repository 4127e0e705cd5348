// listOrders, getOrder, updateOrderStatus, getOrderHistory: orders in the back office; cancelOrder, the notes
// and the courier sheet: the order lifecycle. Every write, and every export, leaves its activity entry.
import { cairoDateOf } from '../../../shared/cairo-dates';
import { mayMoveOrderTo } from '../../../shared/staff-roles';
import { msg } from '../../i18n';
import { HttpError } from '../../plugins/errors';
import type { Handlers } from '../../plugins/openapi';
import { changesOf, recordActivity, withActivity, type ActivityNote } from '../activity';
import {
  addOrderNote,
  cancelOrder,
  cancelOrdersAsFake,
  unconfirmedHolds,
  courierSheet,
  getOrder,
  getOrderHistory,
  listOrderNotes,
  listOrders,
  updateOrderStatus,
  bulkUpdateOrderStatus,
  nextOrderToConfirm,
  orderViewCounts,
} from './service';
import { courierSheetXlsx, orderLinesXlsx, sendXlsx } from './xlsx-exports';
import { findOrder } from './repository';

/**
 * An export's entry: the chosen orders, or the list's filter it took (the query as sent), so the owner can tell
 * which customers' details left the shop.
 */
function exportNote(query: object): ActivityNote {
  const ids = (query as { ids?: number[] }).ids;
  const filter = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) =>
      key === 'ids' || value === undefined ? [] : [[key, String(value)]],
    ),
  ).toString();
  return { subjectIds: ids ?? [], label: filter || null };
}

export const handlers = {
  async listOrders(request) {
    return listOrders(request.db, request.query);
  },

  async getOrder(request) {
    return getOrder(request.db, request.params.id);
  },

  async updateOrderStatus(request) {
    const { status } = request.body;
    if (!mayMoveOrderTo(request.admin!.role, status)) throw new HttpError(403, msg('auth.packerShipsOnly'));
    const id = request.params.id;
    // Cancelling or reopening moves stock: plugins/cache.ts clears the catalogue's cached pages, as after
    // every admin write.
    return withActivity(request, async (tx, note) => {
      const before = await findOrder(tx, id);
      const order = await updateOrderStatus(tx, id, status, request.admin!.username);
      note({ subjectId: id, label: order.orderNumber, changes: changesOf(before, order, ['status']) });
      return order;
    });
  },

  async getOrderHistory(request) {
    return getOrderHistory(request.db, request.params.id);
  },

  async cancelOrder(request) {
    // The stock given back shows in the catalogue: plugins/cache.ts clears it, as after every admin write.
    const id = request.params.id;
    return withActivity(request, async (tx, note) => {
      const before = await findOrder(tx, id);
      const order = await cancelOrder(tx, id, request.body, request.admin!.username);
      const after = { status: order.status, cancelReason: request.body.reason };
      note({
        subjectId: id,
        label: order.orderNumber,
        changes: changesOf(before, after, ['status', 'cancelReason']),
      });
      return order;
    });
  },

  async listOrderNotes(request) {
    return listOrderNotes(request.db, request.params.id);
  },

  async addOrderNote(request, reply) {
    const { body } = request.body;
    const id = request.params.id;
    const added = await withActivity(request, async (tx, note) => {
      const made = await addOrderNote(tx, id, body, request.admin!.username);
      note({ subjectId: id, label: (await findOrder(tx, id))?.orderNumber });
      return made;
    });
    return reply.code(201).send(added);
  },

  async getUnconfirmedHolds(request) {
    return unconfirmedHolds(request.db, request.server.limits.holdAlarmUnitsHour);
  },

  async cancelOrdersAsFake(request) {
    // The stock given back shows in the catalogue: plugins/cache.ts clears it, as after every admin write.
    return withActivity(request, async (tx, note) => {
      const result = await cancelOrdersAsFake(tx, request.body.ids, request.admin!.username);
      note({
        subjectIds: result.cancelled,
        changes: [{ field: 'status', before: 'pending', after: 'cancelled' }],
      });
      return result;
    });
  },

  async getOrderViewCounts(request) {
    return orderViewCounts(request.db, request.query);
  },

  async getNextOrderToConfirm(request) {
    return nextOrderToConfirm(request.db, request.query.after);
  },

  async bulkUpdateOrderStatus(request) {
    if (!mayMoveOrderTo(request.admin!.role, request.body.status))
      throw new HttpError(403, msg('auth.packerShipsOnly'));
    // Stock moved shows in the catalogue: plugins/cache.ts clears it, as after every admin write.
    return withActivity(request, async (tx, note) => {
      const result = await bulkUpdateOrderStatus(tx, request.body, request.admin!.username);
      note({
        subjectIds: result.changed.map((o) => o.orderId),
        // One line per status the orders moved from ("Pending → Processing", "Shipped → Processing").
        changes: [...new Set(result.changed.map((o) => o.fromStatus))].map((from) => ({
          field: 'status',
          before: from,
          after: result.status,
        })),
      });
      return result;
    });
  },

  async getCourierSheetXlsx(request, reply) {
    const file = await courierSheetXlsx(request.db, request.query, (error) =>
      request.log.error({ err: error }, 'courier sheet export failed'),
    );
    await recordActivity(request.db, request, exportNote(request.query));
    return sendXlsx(reply, `courier-${cairoDateOf(new Date())}.xlsx`, file);
  },

  async exportOrderLines(request, reply) {
    const file = await orderLinesXlsx(request.db, request.query, (error) =>
      request.log.error({ err: error }, 'order lines export failed'),
    );
    await recordActivity(request.db, request, exportNote(request.query));
    return sendXlsx(reply, `order-lines-${cairoDateOf(new Date())}.xlsx`, file);
  },

  async getCourierSheet(request, reply) {
    const csv = await courierSheet(request.db, request.query);
    await recordActivity(request.db, request, exportNote(request.query));
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="courier-${cairoDateOf(new Date())}.csv"`);
    return csv;
  },
} satisfies Handlers;
