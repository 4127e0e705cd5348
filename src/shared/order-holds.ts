/**
 * Bounds on the stock that unconfirmed (pending) orders may hold, and the signals an order carries to its
 * confirmation call (docs/business-rules.md#holds-on-stock). An order past a bound is still taken, but holds
 * no stock until staff confirm it; nobody is refused because of what someone else ordered.
 */

/** Signals kept on an order when it is placed; the first five mean it was taken without holding its stock. */
export const HOLD_FLAGS = [
  'large_order',
  'address_holds',
  'size_share',
  'mobile_busy',
  'mobile_elsewhere',
  'self_cancels',
] as const;
export type HoldFlag = (typeof HOLD_FLAGS)[number];

/** The figures the decision reads, all counted under the locks of the order's transaction. */
export interface HoldFacts {
  /** Units and lines of the order. */
  units: number;
  lines: number;
  /** Units held by pending orders placed from the same client address. */
  heldFromAddress: number;
  /** Per size of the order: units it asks, units pending orders hold now, and the stock left. */
  sizes: { quantity: number; held: number; stock: number }[];
  /** The mobile number's orders placed from this address: pending, this hour, today. */
  mobile: { pending: number; hour: number; day: number };
  /** Pending orders with this number placed from another address (or by nobody known). */
  pendingElsewhere: number;
  /** Orders with this number its shopper cancelled herself in the last day. */
  selfCancelled: number;
}

/**
 * Units of a size pending orders may always hold together, whatever the share: a shopper buying the last two
 * of a small size holds them like anyone else. The share only bounds sizes with more stock than this.
 */
export const SIZE_HOLD_FLOOR = 3;

export interface HoldBounds {
  heldUnitsPerOrder: number;
  heldLinesPerOrder: number;
  heldUnitsPerAddress: number;
  /** Percent of a size's stock (left + held) that pending orders may hold together. */
  sizeHoldPercent: number;
  pendingOrdersPerMobile: number;
  ordersPerMobileHour: number;
  ordersPerMobileDay: number;
  /** Self-cancelled orders of one number in a day that make its next order a signal. */
  selfCancelsPerMobileDay: number;
}

/**
 * Whether the order may hold its stock now, and its signals. A size's share is rounded up and never below
 * SIZE_HOLD_FLOOR units, so the last units of a small size can still be held; everything else is a plain
 * comparison.
 */
export function holdDecision(facts: HoldFacts, bounds: HoldBounds): { holds: boolean; flags: HoldFlag[] } {
  const flags: HoldFlag[] = [];
  if (facts.units > bounds.heldUnitsPerOrder || facts.lines > bounds.heldLinesPerOrder)
    flags.push('large_order');
  if (facts.heldFromAddress + facts.units > bounds.heldUnitsPerAddress) flags.push('address_holds');
  const overShare = facts.sizes.some((s) => {
    const total = s.stock + s.held;
    const share = Math.max(
      Math.ceil((total * bounds.sizeHoldPercent) / 100),
      Math.min(total, SIZE_HOLD_FLOOR),
    );
    return s.held + s.quantity > share;
  });
  if (overShare) flags.push('size_share');
  const { pending, hour, day } = facts.mobile;
  if (
    pending >= bounds.pendingOrdersPerMobile ||
    hour >= bounds.ordersPerMobileHour ||
    day >= bounds.ordersPerMobileDay
  )
    flags.push('mobile_busy');
  const holds = flags.length === 0;
  if (facts.pendingElsewhere > 0) flags.push('mobile_elsewhere');
  if (facts.selfCancelled >= bounds.selfCancelsPerMobileDay) flags.push('self_cancels');
  return { holds, flags };
}
