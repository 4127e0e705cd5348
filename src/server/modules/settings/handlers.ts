// getShopContact (public, cached like the catalogue) and updateShopContact (the back office's Settings page);
// the dashboard's setup guide (getSetupGuide, markSetupStep, dismissSetupGuide).
import { sendCached } from '../../plugins/cache';
import type { Handlers } from '../../plugins/openapi';
import { getShopContact, updateShopContact } from './service';
import { dismissSetupGuide, getSetupGuide, markSetupStep } from './setup-guide';

export const handlers = {
  async getShopContact(request, reply) {
    // Every page shows it: served from memory. A successful admin write (updateShopContact among them) clears
    // the cache on every instance before answering (plugins/cache.ts), so the new details show at once.
    return sendCached(request, reply, 'getShopContact', () =>
      getShopContact(request.db, request.server.contactDefaults),
    );
  },

  async updateShopContact(request) {
    return updateShopContact(request.db, request.body, request.admin!.username);
  },

  async getSetupGuide(request) {
    return getSetupGuide(request.db, request.server.contactDefaults);
  },

  async markSetupStep(request) {
    return markSetupStep(
      request.db,
      request.params.step,
      request.admin!.username,
      request.server.contactDefaults,
    );
  },

  async dismissSetupGuide(request) {
    return dismissSetupGuide(request.db, request.admin!.username, request.server.contactDefaults);
  },
} satisfies Handlers;
