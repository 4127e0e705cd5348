// TEMPORARY (issue 11 in progress): the order-lifecycle operations are in the contract; their handlers are being
// written in their modules (customer, orders, customers, settings). Until then they answer 501 so the app starts.
// This file is deleted when they land.
import type { Handlers } from '../plugins/openapi';

const notYet = async () => {
  throw Object.assign(new Error('Not implemented yet'), { statusCode: 501 });
};

export const handlers: Handlers = Object.fromEntries(
  [
    'getShopperOrder',
    'confirmShopperOrder',
    'cancelShopperOrder',
    'trackOrder',
    'getCustomer',
    'getShopContact',
    'updateShopContact',
  ].map((operationId) => [operationId, notYet]),
);
