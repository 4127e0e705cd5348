// The orders' public door: the back office's and the shopper's operations on orders, and what the customer
// view, the expiry job, the seed and the returns module use of them.
import { mergeHandlers } from '../merge-handlers';
import { handlers as admin } from './handlers';
import { handlers as shopper } from './shopper-handlers';

export const handlers = mergeHandlers({ admin, shopper });

export { pricedColumns } from './checkout-repository';
export {
  deliveredAt,
  findOrder,
  itemsOf,
  lockOrder,
  mobileHolds,
  mobileSummary,
  ordersOfMobile,
  riskOf,
  sizeOfLine,
  type OrderItemRow,
  type OrderRow,
} from './repository';
export { applyStatusChange, expireUnconfirmedOrders, listItem } from './service';
export { openShopperOrder } from './shopper-orders';
export { shopper as shopperOf } from './shopper-handlers';
export type { Shopper } from './limits';
export { createReplacementOrder, type ReplacementLine } from './replacement';
export { useOrderReturns, type OrderReturns } from './order-returns';
