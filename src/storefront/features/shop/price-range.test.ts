import { describe, expect, it } from 'vitest';
import {
  moneyToSlider,
  moveMax,
  moveMin,
  pricesFromRange,
  rangeFromPrices,
  sliderToMoney,
  trackFor,
} from './price-range';

describe('price slider mapping (0..1000 ↔ 0..10000 EGP)', () => {
  it('maps positions to money with factor 10', () => {
    expect(sliderToMoney(0)).toBe(0);
    expect(sliderToMoney(1)).toBe(10);
    expect(sliderToMoney(250)).toBe(2500);
    expect(sliderToMoney(1000)).toBe(10000);
  });

  it('clamps positions to the track', () => {
    expect(sliderToMoney(-5)).toBe(0);
    expect(sliderToMoney(1200)).toBe(10000);
  });

  it('maps money back to the nearest step', () => {
    expect(moneyToSlider(2500)).toBe(250);
    expect(moneyToSlider(2504)).toBe(250);
    expect(moneyToSlider(2506)).toBe(251);
    expect(moneyToSlider(50000)).toBe(1000);
  });
});

describe('handles keep a gap of 1', () => {
  it('stops the min handle one step below the max', () => {
    expect(moveMin({ min: 0, max: 300 }, 500)).toEqual({ min: 299, max: 300 });
    expect(moveMin({ min: 0, max: 300 }, 299)).toEqual({ min: 299, max: 300 });
    expect(moveMin({ min: 100, max: 300 }, 20)).toEqual({ min: 20, max: 300 });
  });

  it('stops the max handle one step above the min', () => {
    expect(moveMax({ min: 400, max: 1000 }, 100)).toEqual({ min: 400, max: 401 });
    expect(moveMax({ min: 400, max: 1000 }, 700)).toEqual({ min: 400, max: 700 });
  });

  it('reads prices from the URL into a valid range', () => {
    expect(rangeFromPrices(undefined, undefined)).toEqual({ min: 0, max: 1000 });
    expect(rangeFromPrices(500, 2000)).toEqual({ min: 50, max: 200 });
    expect(rangeFromPrices(3000, 1000)).toEqual({ min: 99, max: 100 });
    expect(rangeFromPrices(0, 0)).toEqual({ min: 0, max: 1 });
  });

  it('leaves a handle at the end of the track out of the URL', () => {
    expect(pricesFromRange({ min: 0, max: 1000 })).toEqual({});
    expect(pricesFromRange({ min: 50, max: 1000 })).toEqual({ minPrice: 500 });
    expect(pricesFromRange({ min: 0, max: 200 })).toEqual({ maxPrice: 2000 });
  });
});

describe("the track over the catalogue's real prices", () => {
  // The filters answer's prices: the cheapest piece 390 EGP, the dearest 2,950 (after discounts).
  const track = trackFor({ min: 395, max: 2_941.5 });

  it('runs from the lowest price rounded down to a step to the highest rounded up', () => {
    expect(track).toEqual({ low: 39, high: 295 });
    expect(sliderToMoney(track.low, track)).toBe(390);
    expect(sliderToMoney(track.high, track)).toBe(2950);
    expect(trackFor({ min: 500, max: 500 })).toEqual({ low: 50, high: 51 });
  });

  it('keeps the original 0..10,000 EGP until the range is known, or when there is none', () => {
    expect(trackFor(undefined)).toEqual({ low: 0, high: 1000 });
    expect(trackFor(null)).toEqual({ low: 0, high: 1000 });
  });

  it('clamps handles and URL prices to the track, and leaves a handle at its end out of the URL', () => {
    expect(rangeFromPrices(undefined, undefined, track)).toEqual({ min: 39, max: 295 });
    expect(rangeFromPrices(100, 9000, track)).toEqual({ min: 39, max: 295 });
    expect(rangeFromPrices(5000, undefined, track)).toEqual({ min: 294, max: 295 });
    expect(moveMin({ min: 39, max: 295 }, 0, track)).toEqual({ min: 39, max: 295 });
    expect(pricesFromRange({ min: 39, max: 295 }, track)).toEqual({});
    expect(pricesFromRange({ min: 60, max: 200 }, track)).toEqual({ minPrice: 600, maxPrice: 2000 });
  });
});
