// getShopContact (public, cached like the catalogue) and updateShopContact (the back office's Settings page);
// the returns policy (getReturnPolicy, updateReturnPolicy; its public terms, getShopReturnPolicy, cached); the
// dashboard's setup guide (getSetupGuide, markSetupStep, dismissSetupGuide). Every write leaves its activity entry.
import { sendCached } from '../../plugins/cache';
import type { Handlers } from '../../plugins/openapi';
import { changesOf, withActivity } from '../activity';
import { readReturnPolicy, RETURN_POLICY_FIELDS, writeReturnPolicy } from './return-policy';
import { CONTACT_FIELDS, getShopContact, updateShopContact } from './service';
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
    return withActivity(request, async (tx, note) => {
      const before = await getShopContact(tx, request.server.contactDefaults);
      const after = await updateShopContact(tx, request.body, request.admin!.username);
      note({ changes: changesOf(before, after, CONTACT_FIELDS) });
      return after;
    });
  },

  async getShopReturnPolicy(request, reply) {
    // The shop's texts name the window and the fees on every product page: served from memory like the contact.
    // updateReturnPolicy is an admin write, which clears the cache on every instance before answering.
    return sendCached(request, reply, 'getShopReturnPolicy', async () => {
      const { windowDays, refundShipping, exchangeShippingCharged } = await readReturnPolicy(request.db);
      return { windowDays, refundShipping, exchangeShippingCharged };
    });
  },

  async getReturnPolicy(request) {
    return readReturnPolicy(request.db);
  },

  async updateReturnPolicy(request) {
    return withActivity(request, async (tx, note) => {
      const before = await readReturnPolicy(tx);
      const after = await writeReturnPolicy(tx, request.body, request.admin!.username);
      note({ subjectId: 'returns', changes: changesOf(before, after, RETURN_POLICY_FIELDS) });
      return after;
    });
  },

  async getSetupGuide(request) {
    return getSetupGuide(request.db, request.server.contactDefaults);
  },

  async markSetupStep(request) {
    const { step } = request.params;
    return withActivity(request, async (tx, note) => {
      note({ subjectId: step });
      return markSetupStep(tx, step, request.admin!.username, request.server.contactDefaults);
    });
  },

  async dismissSetupGuide(request) {
    return withActivity(request, async (tx) =>
      dismissSetupGuide(tx, request.admin!.username, request.server.contactDefaults),
    );
  },
} satisfies Handlers;
