// listOrders, getOrder, updateOrderStatus, getOrderHistory: orders in the back office; cancelOrder, the notes
// and the courier sheet: the order lifecycle.
import { cairoDateOf } from '../../../shared/cairo-dates';
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
} from './service';

export const handlers = {
  async listOrders(request) {
    return listOrders(request.db, request.query);
  },

  async getOrder(request) {
    return getOrder(request.db, request.params.id);
  },

  async updateOrderStatus(request) {
    const { status } = request.body;
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

  async getCourierSheet(request, reply) {
    const csv = await courierSheet(request.db, request.query);
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="courier-${cairoDateOf(new Date())}.csv"`);
    return csv;
  },
} satisfies Handlers;
