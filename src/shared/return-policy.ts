// The returns policy's shape and its default, apart from returns.ts (the window's dates, the request rules) so the
// shop's texts can name the window without carrying the date code into a first visit.

/** The shop's returns policy (settings key `returns`). */
export interface ReturnPolicy {
  windowDays: number;
  refundShipping: boolean;
  exchangeShippingCharged: boolean;
  restockRefusedOnReceipt: boolean;
}

/** Egypt's consumer protection law (181/2018) gives 14 days; the owner may give more. */
export const DEFAULT_RETURN_POLICY: ReturnPolicy = {
  windowDays: 14,
  refundShipping: false,
  exchangeShippingCharged: false,
  restockRefusedOnReceipt: false,
};
