// The shopper's two calls on her delivered order: ask to return or exchange items, and withdraw a request the
// shop has not answered. The order opens as her pages open it (key or mobile), with their one 404 and throttle.
import type { Handlers } from '../../plugins/openapi';
import { withRetryAfter } from '../../plugins/throttle';
import { openShopperOrder, shopperOf } from '../orders';
import { cancelShopperReturn, requestShopperReturn } from './service';

export const handlers = {
  async requestReturn(request, reply) {
    const { orderNumber, mobileNumber, ...input } = request.body;
    const order = await withRetryAfter(reply, () =>
      openShopperOrder(request.db, shopperOf(request), {
        orderNumber,
        mobileNumber,
        key: request.headers['x-order-key'],
      }),
    );
    const made = await requestShopperReturn(request.db, order, input);
    return reply.code(201).send(made);
  },

  async cancelShopperReturn(request, reply) {
    const { orderNumber, mobileNumber } = request.body;
    const order = await withRetryAfter(reply, () =>
      openShopperOrder(request.db, shopperOf(request), {
        orderNumber,
        mobileNumber,
        key: request.headers['x-order-key'],
      }),
    );
    const cancelled = await cancelShopperReturn(request.db, order, request.params.id);
    return cancelled;
  },
} satisfies Handlers;
