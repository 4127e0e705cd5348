// The orders' public door: the back office's and the shopper's operations on orders, and what the customer
// view, the expiry job and the seed use of them.
import { mergeHandlers } from '../merge-handlers';
import { handlers as admin } from './handlers';
import { handlers as shopper } from './shopper-handlers';

export const handlers = mergeHandlers({ admin, shopper });

export { pricedColumns } from './checkout-repository';
export { itemsOf, mobileSummary, ordersOfMobile, riskOf } from './repository';
export { expireUnconfirmedOrders, listItem } from './service';
