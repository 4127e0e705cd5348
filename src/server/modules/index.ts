// The registry of every operation handler, by operationId. Each module exports `handlers` from its
// handlers.ts; the contract's operations are bound to these (plugins/openapi.ts), and one missing here stops
// start-up with its name.
import type { Handlers } from '../plugins/openapi';
import { handlers as auth } from './auth/handlers';
import { handlers as categories } from './catalogue/category-handlers';
import { handlers as coupons } from './coupons/handlers';
import { handlers as customer } from './orders/shopper-handlers';
import { handlers as customers } from './customers/handlers';
import { handlers as dashboard } from './dashboard/handlers';
import { handlers as discounts } from './discounts/handlers';
import { handlers as orders } from './orders/handlers';
import { handlers as products } from './catalogue/product-handlers';
import { handlers as settings } from './settings/handlers';
import { handlers as shipping } from './shipping/handlers';
import { handlers as tags } from './catalogue/tag-handlers';

const modules: Record<string, Handlers> = {
  auth,
  categories,
  coupons,
  customer,
  customers,
  dashboard,
  discounts,
  orders,
  products,
  settings,
  shipping,
  tags,
};

function merge(all: Record<string, Handlers>): Handlers {
  const merged: Handlers = {};
  for (const [module, moduleHandlers] of Object.entries(all)) {
    for (const [operationId, handler] of Object.entries(moduleHandlers)) {
      if (operationId in merged)
        throw new Error(`Two modules handle ${operationId} (the second is ${module})`);
      merged[operationId] = handler;
    }
  }
  return merged;
}

export const handlers: Handlers = merge(modules);
