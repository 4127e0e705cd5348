// applyCoupon and createOrder: what a shopper does at the cart and the checkout (docs/business-rules.md#order-placement).
import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../plugins/openapi';
import { withRetryAfter } from '../../plugins/throttle';
import type { Shopper } from './limits';
import { orderLanguage } from '../../../shared/order-lifecycle';
import { cancelShopperOrder, confirmShopperOrder, getShopperOrder, trackOrder } from './shopper-orders';
import { applyCoupon, bodyHash, createOrder } from './checkout';

/** The order number of the path and the key of the X-Order-Key header (both checked against the contract). */
const ownOrder = (request: { params: { orderNumber: string }; headers: { 'x-order-key': string } }) => ({
  orderNumber: request.params.orderNumber,
  key: request.headers['x-order-key'],
});

/** The client address the limits count against (TRUST_PROXY decides whether X-Forwarded-For is read). */
export const shopper = (request: FastifyRequest): Shopper => ({
  address: request.ip,
  limits: request.server.limits,
  language: orderLanguage(request.headers['accept-language']),
});

export const handlers = {
  async applyCoupon(request, reply) {
    return withRetryAfter(reply, () => applyCoupon(request.db, request.body, shopper(request)));
  },

  async createOrder(request, reply) {
    // The key's length (8–100) is checked against the contract before this runs.
    const key = request.headers['idempotency-key'];
    const body = request.body;
    const { created, order, stockLeft } = await withRetryAfter(reply, () =>
      createOrder(
        request.db,
        body,
        typeof key === 'string' ? { key, bodyHash: bodyHash(request.body) } : undefined,
        shopper(request),
      ),
    );
    // The stock of the ordered sizes changed: every instance's cached answers show what is left from their next
    // request on, without a reload (an order that holds no stock changed none). Told through the orders' pool.
    if (created && stockLeft)
      await request.server.catalogueCache.invalidate({ stock: stockLeft }, request.db);
    return reply.code(created ? 201 : 200).send(order);
  },

  async getShopperOrder(request, reply) {
    const { orderNumber, key } = ownOrder(request);
    return withRetryAfter(reply, () => getShopperOrder(request.db, shopper(request), orderNumber, key));
  },

  async confirmShopperOrder(request, reply) {
    const { orderNumber, key } = ownOrder(request);
    return withRetryAfter(reply, () => confirmShopperOrder(request.db, shopper(request), orderNumber, key));
  },

  async cancelShopperOrder(request, reply) {
    const { orderNumber, key } = ownOrder(request);
    const { order, products } = await withRetryAfter(reply, () =>
      cancelShopperOrder(request.db, shopper(request), orderNumber, key),
    );
    // Its stock is back on sale: the cached answers showing those products are cleared on every instance.
    if (products.length > 0) await request.server.catalogueCache.invalidate({ products }, request.db);
    return order;
  },

  async trackOrder(request, reply) {
    return withRetryAfter(reply, () => trackOrder(request.db, shopper(request), request.body));
  },
} satisfies Handlers;
