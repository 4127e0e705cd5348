// listOrders, getOrder, updateOrderStatus, getOrderHistory: orders in the back office; cancelOrder, the notes
// and the courier sheet: the order lifecycle.
import { cairoDateOf } from '../../../shared/cairo-dates';
import { mayMoveOrderTo } from '../../../shared/staff-roles';
import { msg } from '../../i18n';
import { HttpError } from '../../plugins/errors';
import type { Handlers } from '../../plugins/openapi';
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
    const order = await updateOrderStatus(request.db, request.params.id, status, request.admin!.username);
    // Cancelling or reopening moves stock: plugins/cache.ts clears the catalogue's cached pages, as after
    // every admin write.
    return order;
  },

  async getOrderHistory(request) {
    return getOrderHistory(request.db, request.params.id);
  },

  async cancelOrder(request) {
    // The stock given back shows in the catalogue: plugins/cache.ts clears it, as after every admin write.
    return cancelOrder(request.db, request.params.id, request.body, request.admin!.username);
  },

  async listOrderNotes(request) {
    return listOrderNotes(request.db, request.params.id);
  },

  async addOrderNote(request, reply) {
    const { body } = request.body;
    const note = await addOrderNote(request.db, request.params.id, body, request.admin!.username);
    return reply.code(201).send(note);
  },

  async getUnconfirmedHolds(request) {
    return unconfirmedHolds(request.db, request.server.limits.holdAlarmUnitsHour);
  },

  async cancelOrdersAsFake(request) {
    // The stock given back shows in the catalogue: plugins/cache.ts clears it, as after every admin write.
    return cancelOrdersAsFake(request.db, request.body.ids, request.admin!.username);
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
    return bulkUpdateOrderStatus(request.db, request.body, request.admin!.username);
  },

  async getCourierSheetXlsx(request, reply) {
    const file = await courierSheetXlsx(request.db, request.query, (error) =>
      request.log.error({ err: error }, 'courier sheet export failed'),
    );
    return sendXlsx(reply, `courier-${cairoDateOf(new Date())}.xlsx`, file);
  },

  async exportOrderLines(request, reply) {
    const file = await orderLinesXlsx(request.db, request.query, (error) =>
      request.log.error({ err: error }, 'order lines export failed'),
    );
    return sendXlsx(reply, `order-lines-${cairoDateOf(new Date())}.xlsx`, file);
  },

  async getCourierSheet(request, reply) {
    const csv = await courierSheet(request.db, request.query);
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="courier-${cairoDateOf(new Date())}.csv"`);
    return csv;
  },
} satisfies Handlers;
