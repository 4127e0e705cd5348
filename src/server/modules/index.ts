// The registry of every operation handler, by operationId. Each module exports `handlers` from its
// handlers.ts; the contract's operations are bound to these (plugins/openapi.ts), and one missing here stops
// start-up with its name.
import type { AllHandlers, Handlers, OperationId } from '../plugins/openapi';
import { handlers as auth } from './auth/handlers';
import { handlers as categories } from './categories/handlers';
import { handlers as coupons } from './coupons/handlers';
import { handlers as customer } from './customer/handlers';
import { handlers as customers } from './customers/handlers';
import { handlers as dashboard } from './dashboard/handlers';
import { handlers as discounts } from './discounts/handlers';
import { handlers as orders } from './orders/handlers';
import { handlers as products } from './products/handlers';
import { handlers as settings } from './settings/handlers';
import { handlers as shipping } from './shipping/handlers';
import { handlers as tags } from './tags/handlers';

const modules = {
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
} satisfies Record<string, Handlers>;

// Every operation of the contract has a handler in some module: a missing one fails `npm run typecheck` with
// its name (and start-up too, plugins/openapi.ts).
type Modules = typeof modules;
type Handled = { [M in keyof Modules]: keyof Modules[M] }[keyof Modules];
type Missing = Exclude<OperationId, Handled>;
const everyOperationHandled: [Missing] extends [never] ? true : Missing = true;
void everyOperationHandled;

function merge(all: Record<string, Handlers>): AllHandlers {
  const merged: Record<string, unknown> = {};
  for (const [module, moduleHandlers] of Object.entries(all)) {
    for (const [operationId, handler] of Object.entries(moduleHandlers)) {
      if (operationId in merged)
        throw new Error(`Two modules handle ${operationId} (the second is ${module})`);
      merged[operationId] = handler;
    }
  }
  // Complete by the type check above; plugins/openapi.ts checks it again against the contract at start-up.
  return merged as AllHandlers;
}

export const handlers: AllHandlers = merge(modules);
