/**
 * The back office's data provider: one adapter per resource (docs/architecture.md#the-apps), routed by resource name.
 * Every adapter throws react-admin's HttpError with the server's message (http-error.ts).
 */
import { combineDataProviders, type DataProvider } from 'react-admin';
import { activityDataProvider } from './activity';
import { categoriesDataProvider } from './categories';
import { couponsDataProvider } from './coupons';
import { customersDataProvider } from './customers';
import { discountsDataProvider } from './discounts';
import { ordersDataProvider } from './orders';
import { productsDataProvider } from './products';
import { returnsDataProvider } from './returns';
import { shippingDataProvider } from './shipping';
import { tagsDataProvider } from './tags';

export const RESOURCES = [
  'products',
  'categories',
  'tags',
  'orders',
  'coupons',
  'discounts',
  'shipping',
  'customers',
  'activity',
  'returns',
] as const;
export type ResourceName = (typeof RESOURCES)[number];

const providers: Record<ResourceName, DataProvider> = {
  products: productsDataProvider,
  categories: categoriesDataProvider,
  tags: tagsDataProvider,
  orders: ordersDataProvider,
  coupons: couponsDataProvider,
  discounts: discountsDataProvider,
  shipping: shippingDataProvider,
  customers: customersDataProvider,
  activity: activityDataProvider,
  returns: returnsDataProvider,
};

export const dataProvider: DataProvider = combineDataProviders((resource) => {
  const provider = providers[resource as ResourceName];
  if (!provider) throw new Error(`Unknown resource: ${resource}`);
  return provider;
});
