// The registry of every operation handler, by operationId. Each module exports `handlers` from its index.ts
// (its only public door); the contract's operations are bound to these (plugins/openapi.ts), and one missing
// here stops start-up with its name. Which module owns what: README.md beside this file.
import type { Handlers } from '../plugins/openapi';
import { handlers as auth } from './auth';
import { handlers as catalogue } from './catalogue';
import { handlers as coupons } from './coupons';
import { handlers as customers } from './customers';
import { handlers as dashboard } from './dashboard';
import { handlers as discounts } from './discounts';
import { mergeHandlers } from './merge-handlers';
import { handlers as orders } from './orders';
import { handlers as settings } from './settings';
import { handlers as shipping } from './shipping';

export const handlers: Handlers = mergeHandlers({
  auth,
  catalogue,
  coupons,
  customers,
  dashboard,
  discounts,
  orders,
  settings,
  shipping,
});
