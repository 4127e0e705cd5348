// The check run before a guarded operation's handler (a route preHandler, plugins/openapi.ts): after the
// contract validated the call, before any limit is counted or anything is written.
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { challengeRefusal, spendPayload } from './service';
import { isSuspicious, type GuardedOperation } from './suspicion';

function guard(operation: GuardedOperation): preHandlerAsyncHookHandler {
  return async function challengeGuard(request: FastifyRequest) {
    const settings = request.server.challenge;
    if (settings.config.mode === 'off') return;
    const header = request.headers['x-altcha'];
    // A solution sent is always checked (and used up), asked for or not: the client sends one only after a 428.
    if (typeof header === 'string' && header !== '') {
      await spendPayload(request.db, settings, header);
      request.challengeSolved = true;
      return;
    }
    if (
      settings.config.mode === 'always' ||
      (await isSuspicious(request.db, operation, request, settings.config))
    ) {
      throw challengeRefusal('challenge.needed');
    }
  };
}

/** The preHandler of each operation a challenge can be asked of, by operationId. */
export const challengeGuards: Record<GuardedOperation, preHandlerAsyncHookHandler> = {
  createOrder: guard('createOrder'),
  applyCoupon: guard('applyCoupon'),
  trackOrder: guard('trackOrder'),
  login: guard('login'),
};
