// listOrders, getOrder, updateOrderStatus, getOrderHistory: orders in the back office; cancelOrder, the notes
// and the courier sheet: the order lifecycle.
import type {
  GetCourierSheetParams,
  ListOrdersParams as ListQuery,
  OrderCancelRequest,
  OrderNoteCreate,
  OrderStatusUpdate,
} from '../../../../generated/models';
import { cairoDateOf } from '../../../shared/cairo-dates';
import type { Handlers } from '../../plugins/openapi';
import {
  addOrderNote,
  cancelOrder,
  courierSheet,
  getOrder,
  getOrderHistory,
  listOrderNotes,
  listOrders,
  updateOrderStatus,
} from './service';

type IdParams = { id: number };

export const handlers: Handlers = {
  async listOrders(request) {
    return listOrders(request.server.db, request.query as ListQuery);
  },

  async getOrder(request) {
    return getOrder(request.server.db, (request.params as IdParams).id);
  },

  async updateOrderStatus(request) {
    const { status } = request.body as OrderStatusUpdate;
    const order = await updateOrderStatus(
      request.server.db,
      (request.params as IdParams).id,
      status,
      request.admin!.username,
    );
    // Cancelling or reopening moves stock: plugins/cache.ts clears the catalogue's cached pages, as after
    // every admin write.
    return order;
  },

  async getOrderHistory(request) {
    return getOrderHistory(request.server.db, (request.params as IdParams).id);
  },

  async cancelOrder(request) {
    // The stock given back shows in the catalogue: plugins/cache.ts clears it, as after every admin write.
    return cancelOrder(
      request.server.db,
      (request.params as IdParams).id,
      request.body as OrderCancelRequest,
      request.admin!.username,
    );
  },

  async listOrderNotes(request) {
    return listOrderNotes(request.server.db, (request.params as IdParams).id);
  },

  async addOrderNote(request, reply) {
    const { body } = request.body as OrderNoteCreate;
    const note = await addOrderNote(
      request.server.db,
      (request.params as IdParams).id,
      body,
      request.admin!.username,
    );
    return reply.code(201).send(note);
  },

  async getCourierSheet(request, reply) {
    const csv = await courierSheet(request.server.db, request.query as GetCourierSheetParams);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="courier-${cairoDateOf(new Date())}.csv"`)
      .send(csv);
  },
};
