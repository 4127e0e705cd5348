/**
 * The shipping screen's texts (/admin/shipping: each governorate's fee, edited in place). Governorates are named
 * in the back office's language (src/shared/governorates.ts). English here, Arabic in shipping.ar.ts.
 */
import { useAdminTexts } from './use-admin-texts';

const en = {
  title: 'Shipping prices',
  governorate: 'Governorate',
  price: 'Shipping price (EGP)',
  name: (governorate: string) => governorate,
  priceTo: (governorate: string) => `Shipping price to ${governorate}`,
  save: 'Save',
  saved: (governorate: string) => `Shipping to ${governorate} saved`,
  failed: (governorate: string, why: string) => `Could not save the price for ${governorate}: ${why}`,
  errors: {
    empty: 'Enter a price.',
    range: 'Between 0 and 10,000.',
    decimals: 'At most two decimals.',
  },
};

export type ShippingText = typeof en;

export const SHIPPING_EN: ShippingText = en;

/** The texts in the back office's language. */
export function useShippingText(): ShippingText {
  return useAdminTexts('shipping', en);
}
