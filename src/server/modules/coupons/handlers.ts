// addCoupon, listCoupons, updateCoupon, updateCouponStatus, deleteCoupon.
import type { CouponCreate, ListCouponsParams, StatusUpdate } from '../../../../generated/models';
import type { Handlers } from '../../plugins/openapi';
import { addCoupon, deleteCoupon, listCoupons, updateCoupon, updateCouponStatus } from './service';

type IdParams = { id: number };

export const handlers: Handlers = {
  async addCoupon(request, reply) {
    return reply.code(201).send(await addCoupon(request.server.db, request.body as CouponCreate));
  },

  async listCoupons(request) {
    return listCoupons(request.server.db, request.query as ListCouponsParams);
  },

  async updateCoupon(request) {
    return updateCoupon(request.server.db, (request.params as IdParams).id, request.body as CouponCreate);
  },

  async updateCouponStatus(request) {
    const { isActive } = request.body as StatusUpdate;
    return updateCouponStatus(request.server.db, (request.params as IdParams).id, isActive);
  },

  async deleteCoupon(request) {
    return deleteCoupon(request.server.db, (request.params as IdParams).id);
  },
};
