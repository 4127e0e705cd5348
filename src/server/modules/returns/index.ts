// The returns' public door: their operations (the shopper's and the back office's), and what the orders ask of
// them (handed over at start-up by modules/index.ts, since the orders cannot import this module).
import { mergeHandlers } from '../merge-handlers';
import { handlers as admin } from './handlers';
import { handlers as shopper } from './shopper-handlers';

export const handlers = mergeHandlers({ admin, shopper });

export { orderReturns } from './order-returns';
