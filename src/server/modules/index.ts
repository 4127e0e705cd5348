// The registry of every operation handler, by operationId. Each module exports `handlers` from its index.ts
// (its only public door); the contract's operations are bound to these (plugins/openapi.ts), and one missing
// here fails the type check and stops start-up with its name. Which module owns what: README.md beside this file.
import type { AllHandlers, Handlers, OperationId } from '../plugins/openapi';
import { handlers as activity } from './activity';
import { handlers as auth } from './auth';
import { handlers as catalogue } from './catalogue';
import { handlers as challenge } from './challenge';
import { handlers as coupons } from './coupons';
import { handlers as customers } from './customers';
import { handlers as dashboard } from './dashboard';
import { handlers as discounts } from './discounts';
import { mergeHandlers } from './merge-handlers';
import { handlers as orders, useOrderReturns } from './orders';
import { handlers as returns, orderReturns } from './returns';
import { handlers as settings } from './settings';
import { handlers as shipping } from './shipping';
import { handlers as staff } from './staff';
import { handlers as synonyms } from './synonyms';

const modules = {
  activity,
  auth,
  catalogue,
  challenge,
  coupons,
  customers,
  dashboard,
  discounts,
  orders,
  returns,
  settings,
  shipping,
  staff,
  synonyms,
} satisfies Record<string, Handlers>;

// Every operation of the contract has a handler in some module: a missing one fails `npm run typecheck` with
// its name (and start-up too, plugins/openapi.ts).
type Modules = typeof modules;
type Handled = { [M in keyof Modules]: keyof Modules[M] }[keyof Modules];
type Missing = Exclude<OperationId, Handled>;
const everyOperationHandled: [Missing] extends [never] ? true : Missing = true;
void everyOperationHandled;

// The orders' answers and status changes read and write returns through this: the returns module uses the
// orders, so the orders cannot import it (modules.test.ts refuses a cycle).
useOrderReturns(orderReturns);

// Complete by the type check above; plugins/openapi.ts checks it again against the contract at start-up.
export const handlers = mergeHandlers(modules) as AllHandlers;
