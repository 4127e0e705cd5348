// The dashboard's queries (the spec's nine and the refusals by governorate) (docs/business-rules.md#sales-figures); dates are whole Cairo days.
import type { Handlers } from '../../plugins/openapi';
import * as dashboard from './service';

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
  async getSalesByProduct(request) {
    return dashboard.salesByProduct(request.db, request.query);
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
  async getLowStockProducts(request) {
    return dashboard.lowStockProducts(request.db, request.query.threshold);
  },
  async getRefusalsByGovernorate(request) {
    return dashboard.refusalsByGovernorate(request.db, request.query);
  },
  async getSalesByVariant(request) {
    return dashboard.salesByVariant(request.db, request.query);
  },
} satisfies Handlers;
