// applyCoupon and createOrder: what a shopper does at the cart and the checkout (DESIGN.md §4).
import type { CouponApplyRequest, OrderCreateRequest } from '../../../../generated/models';
import type { Handlers } from '../../plugins/openapi';
import { applyCoupon, createOrder } from './service';

export const handlers: Handlers = {
  async applyCoupon(request) {
    return applyCoupon(request.server.db, request.body as CouponApplyRequest);
  },

  async createOrder(request, reply) {
    const key = request.headers['idempotency-key'];
    const body = request.body as OrderCreateRequest;
    const { created, order, stockLeft } = await createOrder(
      request.server.db,
      body,
      typeof key === 'string' && key.length > 0 ? key : undefined,
    );
    // The stock of the ordered products changed: the cached answers that show them get the stock left here
    // (other instances drop theirs), before the shopper reloads them. The rest of the catalogue stays cached.
    if (created)
      await request.server.catalogueCache.invalidate({
        products: body.items.map((i) => Number(i.productId)),
        stock: stockLeft,
      });
    return reply.code(created ? 201 : 200).send(order);
  },
};
