// The dashboard's queries (the spec's nine and the refusals by governorate) (docs/business-rules.md#sales-figures); dates are whole Cairo days.
import type {
  GetBestTimeToSellParams,
  GetCouponUsageParams,
  GetDashboardSummaryParams,
  GetLowStockProductsParams,
  GetRefusalsByGovernorateParams,
  GetSalesByCategoryParams,
  GetSalesByProductParams,
  GetSalesByVariantParams,
  GetTopProductsParams,
} from '../../../../generated/models';
import type { Handlers } from '../../plugins/openapi';
import * as dashboard from './service';

export const handlers: Handlers = {
  async getDashboardSummary(request) {
    return dashboard.summary(request.server.db, request.query as GetDashboardSummaryParams);
  },
  async getMonthlySales(request) {
    return dashboard.monthlySales(request.server.db);
  },
  async getBestTimeToSell(request) {
    return dashboard.bestTimeToSell(request.server.db, request.query as GetBestTimeToSellParams);
  },
  async getSalesByProduct(request) {
    return dashboard.salesByProduct(request.server.db, request.query as GetSalesByProductParams);
  },
  async getSalesByCategory(request) {
    return dashboard.salesByCategory(request.server.db, request.query as GetSalesByCategoryParams);
  },
  async getTopProducts(request) {
    return dashboard.topProducts(request.server.db, request.query as GetTopProductsParams);
  },
  async getCouponUsage(request) {
    return dashboard.couponUsage(request.server.db, request.query as GetCouponUsageParams);
  },
  async getLowStockProducts(request) {
    return dashboard.lowStockProducts(
      request.server.db,
      (request.query as GetLowStockProductsParams).threshold,
    );
  },
  async getRefusalsByGovernorate(request) {
    return dashboard.refusalsByGovernorate(
      request.server.db,
      request.query as GetRefusalsByGovernorateParams,
    );
  },
  async getSalesByVariant(request) {
    return dashboard.salesByVariant(request.server.db, request.query as GetSalesByVariantParams);
  },
};
