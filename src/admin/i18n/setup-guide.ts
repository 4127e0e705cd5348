/**
 * The dashboard's setup guide (dashboard/setup-guide.tsx), in English (the Arabic is in setup-guide.ar.ts), after the back office's
 * language. The Arabic catalogue is typed by the English one.
 */
import { useAdminTexts } from './use-admin-texts';
import type { SetupStepId, SetupStepState } from '../../../generated/models';

const en = {
  title: 'Set up your shop',
  progress: (done: number, total: number) => `${done} of ${total} done`,
  dismiss: 'Hide the setup guide',
  dismissFailed: 'Could not hide the guide. Please try again.',
  markFailed: 'Could not save. Please try again.',
  state: { done: 'Done', demo: 'Demo data', todo: 'To do' } satisfies Record<SetupStepState, string>,
  steps: {
    contact: {
      title: 'Shop contact and WhatsApp',
      todo: 'Shoppers confirm orders on WhatsApp and see your contact on every page.',
      demo: 'The demo’s contact is in place: put in your own WhatsApp and phone.',
      done: 'Shoppers can reach you.',
    },
    shipping: {
      title: 'Shipping prices checked',
      todo: 'Check the fee to each of the 27 governorates.',
      demo: '',
      done: 'Checked.',
    },
    policies: {
      title: 'Policies read',
      todo: 'Read the shop’s terms, privacy and returns policies as shoppers see them.',
      demo: '',
      done: 'Read.',
    },
    product: {
      title: 'Your first product',
      todo: 'Add a product with its colours, sizes and pictures.',
      demo: 'Only the demo’s products so far: add one of your own.',
      done: 'Your catalogue has started.',
    },
    testOrder: {
      title: 'A test order',
      todo: 'Place an order from the shop and follow it here, as a shopper would.',
      demo: 'Only the demo’s orders so far: place one yourself from the shop.',
      done: 'An order went through.',
    },
  } satisfies Record<SetupStepId, Record<SetupStepState | 'title', string>>,
  actions: {
    settings: 'Open Settings',
    shipping: 'Open shipping prices',
    shippingDone: 'The prices are right',
    terms: 'Terms',
    privacy: 'Privacy',
    returns: 'Returns',
    policiesDone: 'I have read them',
    addProduct: 'Add a product',
    openShop: 'Open the shop',
  },
  newTab: '(opens in a new tab)',
};

export type SetupGuideText = typeof en;

/** The English texts (tests and pure logic use them without a component). */
export const SETUP_GUIDE_EN = en;

/** The texts in the back office's language. */
export function useSetupGuideText(): SetupGuideText {
  return useAdminTexts('setupGuide', en);
}
