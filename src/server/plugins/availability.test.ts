import { describe, expect, it } from 'vitest';
import { Availability } from './availability';

/** A product as the catalogue answers it, its sizes with the number of their stock's last change. */
const dress = () => ({
  id: 1,
  name: 'Linen Wrap Midi Dress',
  totalStock: 11,
  variants: [
    {
      color: 'Sage',
      sizes: [
        { id: 10, size: 'M', stock: 3, stockSeq: 5 },
        { id: 11, size: 'L', stock: 8, stockSeq: 2 },
      ],
    },
  ],
});
const bag = () => ({
  id: 2,
  totalStock: 12,
  variants: [{ sizes: [{ id: 20, size: 'One Size', stock: 12, stockSeq: 1 }] }],
});

describe('Availability', () => {
  it('shows the newest stock it was told of, in a product and in a page, and counts the total again', () => {
    const availability = new Availability();
    availability.apply([{ productId: 1, sizeId: 10, stock: 2, seq: 6 }]);
    const shown = availability.overlay(dress());
    expect(shown.variants[0]!.sizes.map((s) => s.stock)).toEqual([2, 8]);
    expect(shown.totalStock).toBe(10);
    const page = availability.overlay({ products: [dress(), bag()], totalCount: 2 });
    expect(page.products.map((p) => p.totalStock)).toEqual([10, 12]);
    expect(page.totalCount).toBe(2);
  });

  it('keeps the newer of two pieces of news whatever order they arrive in', () => {
    const availability = new Availability();
    availability.apply([{ productId: 1, sizeId: 10, stock: 1, seq: 8 }]);
    availability.apply([{ productId: 1, sizeId: 10, stock: 2, seq: 7 }]); // an earlier order, told late
    expect(availability.overlay(dress()).variants[0]!.sizes[0]!.stock).toBe(1);
  });

  it('never shows news older than what an answer was loaded with', () => {
    const availability = new Availability();
    availability.apply([{ productId: 1, sizeId: 10, stock: 4, seq: 4 }]); // before the load's (seq 5)
    const loaded = dress();
    expect(availability.overlay(loaded)).toBe(loaded);
  });

  it('tells which answers changed since they were rendered', () => {
    const availability = new Availability();
    const renderedAt = availability.tick;
    availability.apply([{ productId: 1, sizeId: 10, stock: 2, seq: 6 }]);
    expect(availability.changedSince([2], renderedAt)).toBe(false);
    expect(availability.changedSince([2, 1], renderedAt)).toBe(true);
    expect(availability.changedSince([1], availability.tick)).toBe(false);
    // Old news changes nothing.
    const now = availability.tick;
    availability.apply([{ productId: 1, sizeId: 10, stock: 3, seq: 5 }]);
    expect(availability.changedSince([1], now)).toBe(false);
  });

  it('counts a size selling out or coming back, for the answers a stock filter made', () => {
    const availability = new Availability();
    availability.apply([{ productId: 1, sizeId: 10, stock: 1, seq: 6 }]);
    expect(availability.soldOutChanges).toBe(0);
    availability.apply([{ productId: 1, sizeId: 10, stock: 0, seq: 7 }]);
    expect(availability.soldOutChanges).toBe(1);
    availability.stockReturned();
    expect(availability.soldOutChanges).toBe(2);
  });
});
