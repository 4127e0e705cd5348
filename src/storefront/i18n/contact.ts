import { localized } from './language';
/**
 * The shop's contact ways, read from the back office's settings (getShopContact): the footer's
 * contact block, the policy pages and the confirmation page.
 */
export const contact = localized('contact', {
  heading: 'Contact us',
  whatsapp: 'WhatsApp',
  call: 'Call',
  email: 'Email',
  address: 'Address',
  /** Where a link opens in a new tab, for screen readers. */
  newTab: '(opens in a new tab)',
  trackOrder: 'Track your order',
  /** The policy pages' "Contact us" section. */
  policyIntro: 'To reach Morph Customer Care:',
  policyOrderNumber:
    'Please include your order number (for example MO-7K3Q9D) so we can find your order quickly.',
  policyNone:
    'You can follow your order at any time on our order tracking page, with your order number and the mobile number you ordered with.',
  /** The message a shopper sends the shop from the WhatsApp button of the confirmation page. */
  whatsappOrderMessage: (orderNumber: string) =>
    `Hello Morph, I would like to confirm my order ${orderNumber}.`,
});
