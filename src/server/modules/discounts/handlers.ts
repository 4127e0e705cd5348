// listDiscounts, addDiscount, updateDiscount, updateDiscountStatus, deleteDiscount. The public catalogue shows discounted
// prices: each change clears its cache before answering (plugins/cache.ts does it for every admin write).
import type { DiscountCreate, ListDiscountsParams, StatusUpdate } from '../../../../generated/models';
import type { Handlers } from '../../plugins/openapi';
import { addDiscount, deleteDiscount, listDiscounts, updateDiscount, updateDiscountStatus } from './service';

type IdParams = { id: number };

export const handlers: Handlers = {
  async listDiscounts(request) {
    return listDiscounts(request.server.db, request.query as ListDiscountsParams);
  },

  async addDiscount(request, reply) {
    return reply.code(201).send(await addDiscount(request.server.db, request.body as DiscountCreate));
  },

  async updateDiscount(request) {
    return updateDiscount(request.server.db, (request.params as IdParams).id, request.body as DiscountCreate);
  },

  async updateDiscountStatus(request) {
    const { isActive } = request.body as StatusUpdate;
    return updateDiscountStatus(request.server.db, (request.params as IdParams).id, isActive);
  },

  async deleteDiscount(request) {
    return deleteDiscount(request.server.db, (request.params as IdParams).id);
  },
};
