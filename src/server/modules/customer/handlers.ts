// applyCoupon and createOrder: what a shopper does at the cart and the checkout (DESIGN.md §4).
import type { CouponApplyRequest, OrderCreateRequest } from '../../../../generated/models';
import type { Handlers } from '../../plugins/openapi';
import { applyCoupon, bodyHash, createOrder } from './service';

export const handlers: Handlers = {
  async applyCoupon(request) {
    return applyCoupon(request.server.db, request.body as CouponApplyRequest);
  },

  async createOrder(request, reply) {
    // The key's length (8–100) is checked against the contract before this runs.
    const key = request.headers['idempotency-key'];
    const { created, order } = await createOrder(
      request.server.db,
      request.body as OrderCreateRequest,
      typeof key === 'string' ? { key, bodyHash: bodyHash(request.body) } : undefined,
    );
    // The stock shown by the catalogue changed: drop its cached pages now, before the shopper reloads them.
    if (created) request.server.catalogueCache.clear();
    return reply.code(created ? 201 : 200).send(order);
  },
};
