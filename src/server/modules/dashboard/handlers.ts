// The dashboard's queries (the spec's nine and the refusals by governorate) (docs/business-rules.md#sales-figures); dates are whole Cairo days.
import type { Handlers } from '../../plugins/openapi';
import type { FastifyReply } from 'fastify';
import * as dashboard from './service';

/** A limited answer's rows, its total in X-Total-Count (the body stays the contract's array). */
function counted<T>(reply: FastifyReply, { rows, total }: dashboard.Counted<T>): T[] {
  reply.header('x-total-count', String(total));
  return rows;
}

export const handlers = {
  async getDashboardSummary(request) {
    return dashboard.summary(request.db, request.query);
  },
  async getMonthlySales(request) {
    return dashboard.monthlySales(request.db);
  },
  async getBestTimeToSell(request) {
    return dashboard.bestTimeToSell(request.db, request.query);
  },
  async getSalesByProduct(request, reply) {
    return counted(reply, await dashboard.salesByProduct(request.db, request.query));
  },
  async getSalesByCategory(request) {
    return dashboard.salesByCategory(request.db, request.query);
  },
  async getTopProducts(request) {
    return dashboard.topProducts(request.db, request.query);
  },
  async getCouponUsage(request) {
    return dashboard.couponUsage(request.db, request.query);
  },
  async getLowStockProducts(request, reply) {
    return counted(reply, await dashboard.lowStockProducts(request.db, request.query));
  },
  async getRefusalsByGovernorate(request) {
    return dashboard.refusalsByGovernorate(request.db, request.query);
  },
  async getSalesByVariant(request, reply) {
    return counted(reply, await dashboard.salesByVariant(request.db, request.query));
  },
  async getReturnsSummary(request) {
    return dashboard.returnsSummary(request.db, request.query);
  },
} satisfies Handlers;
