// getCustomer: a customer by mobile number, for the back office (risk signals). The number comes in the body
// (POST /api/admin/customers/lookup), never in a URL that access logs keep.
import type { Handlers } from '../../plugins/openapi';
import { getCustomer } from './service';

export const handlers = {
  async getCustomer(request) {
    return getCustomer(request.db, request.body.mobile);
  },
} satisfies Handlers;
