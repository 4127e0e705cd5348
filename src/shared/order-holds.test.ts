import { describe, expect, it } from 'vitest';
import { holdDecision, type HoldBounds, type HoldFacts } from './order-holds';

const bounds: HoldBounds = {
  heldUnitsPerOrder: 20,
  heldLinesPerOrder: 10,
  heldUnitsPerAddress: 30,
  sizeHoldPercent: 50,
  pendingOrdersPerMobile: 3,
  ordersPerMobileHour: 5,
  ordersPerMobileDay: 10,
  selfCancelsPerMobileDay: 3,
};
const facts = (size: { quantity: number; held: number; stock: number }): HoldFacts => ({
  units: size.quantity,
  lines: 1,
  heldFromAddress: 0,
  sizes: [size],
  mobile: { pending: 0, hour: 0, day: 0 },
  pendingElsewhere: 0,
  selfCancelled: 0,
});

describe('the share of a size pending orders may hold', () => {
  it('lets a shopper hold the last units of a small size', () => {
    expect(holdDecision(facts({ quantity: 2, held: 0, stock: 2 }), bounds)).toEqual({
      holds: true,
      flags: [],
    });
    expect(holdDecision(facts({ quantity: 1, held: 2, stock: 1 }), bounds).holds).toBe(true);
  });

  it('bounds a bigger size at half its stock, rounded up', () => {
    expect(holdDecision(facts({ quantity: 5, held: 0, stock: 10 }), bounds).holds).toBe(true);
    expect(holdDecision(facts({ quantity: 1, held: 5, stock: 5 }), bounds)).toEqual({
      holds: false,
      flags: ['size_share'],
    });
  });
});
