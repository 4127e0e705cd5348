/**
 * The owner's returns policy as the shop's texts promise it (the window in days, whether a return's refund
 * includes the shipping fee, whether an exchange's delivery is charged): the product page's returns line, the
 * order page, the Return Policy and the Terms. Once per visit (rendered with the page by the
 * server); the law's 14 days and no fees refunded or charged until it has arrived.
 */
import { useGetShopReturnPolicy } from '../../../../generated/shop-api/settings/settings';
import type { ShopReturnPolicy } from '../../../../generated/models';
import { DEFAULT_RETURN_POLICY } from '../../../shared/return-policy';
import { cachePolicy } from '../../query-client';

const DEFAULT_TERMS: ShopReturnPolicy = {
  windowDays: DEFAULT_RETURN_POLICY.windowDays,
  refundShipping: DEFAULT_RETURN_POLICY.refundShipping,
  exchangeShippingCharged: DEFAULT_RETURN_POLICY.exchangeShippingCharged,
};

export function useShopReturnPolicy(): ShopReturnPolicy {
  const query = useGetShopReturnPolicy({ query: { ...cachePolicy.shopReturnPolicy } });
  return query.data ?? DEFAULT_TERMS;
}
