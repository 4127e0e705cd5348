// listDiscounts, addDiscount, updateDiscount, updateDiscountStatus, deleteDiscount. The public catalogue shows discounted
// prices: each change clears its cache before answering (plugins/cache.ts does it for every admin write).
import type { Handlers } from '../../plugins/openapi';
import { addDiscount, deleteDiscount, listDiscounts, updateDiscount, updateDiscountStatus } from './service';

export const handlers = {
  async listDiscounts(request) {
    return listDiscounts(request.db, request.query);
  },

  async addDiscount(request, reply) {
    return reply.code(201).send(await addDiscount(request.db, request.body));
  },

  async updateDiscount(request) {
    return updateDiscount(request.db, request.params.id, request.body);
  },

  async updateDiscountStatus(request) {
    const { isActive } = request.body;
    return updateDiscountStatus(request.db, request.params.id, isActive);
  },

  async deleteDiscount(request) {
    return deleteDiscount(request.db, request.params.id);
  },
} satisfies Handlers;
