/**
 * The shop's contact settings for the footer, the policy pages and the confirmation page: one request per visit
 * (the owner rarely changes them), none of the pages waiting for it, and no contact way shown when it fails.
 */
import { useGetShopContact } from '../../../../generated/shop-api/settings/settings';
import { cachePolicy } from '../../query-client';
import { NO_CONTACT, type ShopContact } from './shop-contact';

export function useShopContact(): ShopContact {
  const query = useGetShopContact({ query: { ...cachePolicy.shopContact } });
  return query.data ?? NO_CONTACT;
}
