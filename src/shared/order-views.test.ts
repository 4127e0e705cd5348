import { describe, expect, it } from 'vitest';
import { ORDER_VIEWS, ORDER_VIEW_FILTERS, viewOfFilter } from './order-views';

describe('saved order views', () => {
  it('each view is found again from the filter it sets', () => {
    for (const view of ORDER_VIEWS) expect(viewOfFilter(ORDER_VIEW_FILTERS[view])).toBe(view);
  });

  it('a filter no view sets is no view', () => {
    expect(viewOfFilter({ status: 'delivered' })).toBeNull();
    expect(viewOfFilter({ status: 'cancelled' })).toBeNull();
    expect(viewOfFilter({ status: 'cancelled', cancelReason: 'fake_order' })).toBeNull();
    expect(viewOfFilter({ cancelReason: 'refused_at_delivery' })).toBeNull();
  });
});
