/**
 * react-admin adapter for the "customers" resource: a customer is everyone who ordered with one
 * mobile number, so the record's id is the number as the URL carries it. Only getOne exists: the contract has no
 * list of customers, the back office opens one from an order or by typing the number.
 */
import type { DataProvider, GetOneParams, RaRecord } from 'react-admin';
import { getCustomer } from '../../../generated/api/customers/customers';
import type { Customer } from '../../../generated/models';
import { withHttpErrors } from './http-error';
import { onlyThese } from './unsupported';

export type CustomerRecord = Customer & RaRecord<string>;

/** The contract's EgyptianMobile: 01[0125] and 8 digits, or the same after +20. */
export const EGYPTIAN_MOBILE = /^(\+20|0)1[0125][0-9]{8}$/;

export const customersDataProvider: DataProvider = withHttpErrors(
  onlyThese('customers', 'customers are read by mobile number.', {
    getOne: async (_resource: string, params: GetOneParams) => {
      const mobile = String(params.id).trim();
      if (!EGYPTIAN_MOBILE.test(mobile)) throw new Error(`Not an Egyptian mobile number: ${mobile}`);
      // Asked in a POST body, so the number never reaches a URL the server logs.
      const customer = await getCustomer({ mobile }, { signal: params.signal });
      // The id stays the number as asked (01… or +201…) so react-admin finds the record it asked for.
      return { data: { ...customer, id: mobile } };
    },
  } as Partial<DataProvider>),
);
