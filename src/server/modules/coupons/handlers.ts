// addCoupon, listCoupons, updateCoupon, updateCouponStatus, deleteCoupon.
import type { Handlers } from '../../plugins/openapi';
import { addCoupon, deleteCoupon, listCoupons, updateCoupon, updateCouponStatus } from './service';

export const handlers = {
  async addCoupon(request, reply) {
    return reply.code(201).send(await addCoupon(request.db, request.body));
  },

  async listCoupons(request) {
    return listCoupons(request.db, request.query);
  },

  async updateCoupon(request) {
    return updateCoupon(request.db, request.params.id, request.body);
  },

  async updateCouponStatus(request) {
    const { isActive } = request.body;
    return updateCouponStatus(request.db, request.params.id, isActive);
  },

  async deleteCoupon(request) {
    return deleteCoupon(request.db, request.params.id);
  },
} satisfies Handlers;
