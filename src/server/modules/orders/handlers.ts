// listOrders, getOrder, updateOrderStatus, getOrderHistory: orders in the back office.
import type { ListOrdersParams as ListQuery, OrderStatusUpdate } from '../../../../generated/models';
import type { Handlers } from '../../plugins/openapi';
import { getOrder, getOrderHistory, listOrders, updateOrderStatus } from './service';

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
};
