// listDiscounts, addDiscount, updateDiscountStatus, deleteDiscount. The public catalogue shows discounted
// prices, so each change clears its cache before answering.
import type { DiscountCreate, ListDiscountsParams, StatusUpdate } from '../../../../generated/models';
import type { Handlers } from '../../plugins/openapi';
import { addDiscount, deleteDiscount, listDiscounts, updateDiscountStatus } from './service';

type IdParams = { id: number };

export const handlers: Handlers = {
  async listDiscounts(request) {
    return listDiscounts(request.server.db, request.query as ListDiscountsParams);
  },

  async addDiscount(request, reply) {
    const result = await addDiscount(request.server.db, request.body as DiscountCreate);
    request.server.catalogueCache.clear();
    return reply.code(201).send(result);
  },

  async updateDiscountStatus(request) {
    const { isActive } = request.body as StatusUpdate;
    const result = await updateDiscountStatus(request.server.db, (request.params as IdParams).id, isActive);
    request.server.catalogueCache.clear();
    return result;
  },

  async deleteDiscount(request) {
    const result = await deleteDiscount(request.server.db, (request.params as IdParams).id);
    request.server.catalogueCache.clear();
    return result;
  },
};
