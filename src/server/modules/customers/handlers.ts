// getCustomer: a customer by mobile number, for the back office (risk signals).
import type { Handlers } from '../../plugins/openapi';
import { getCustomer } from './service';

export const handlers = {
  async getCustomer(request) {
    return getCustomer(request.server.db, request.params.mobile);
  },
} satisfies Handlers;
