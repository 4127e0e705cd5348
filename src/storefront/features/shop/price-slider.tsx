/**
 * The dual price slider (docs/product.md#shop): two handles over 0..1000 standing for 0..10000 EGP. The shop is asked again
 * only once the shopper stops moving a handle, not on every step.
 */
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { formatEGP } from '../../../shared/format';
import { shop } from '../../i18n/shop';
import {
  moveMax,
  moveMin,
  pricesFromRange,
  rangeFromPrices,
  sliderToMoney,
  SLIDER_MAX,
  SLIDER_MIN,
  type SliderRange,
} from './price-range';

export const COMMIT_DELAY_MS = 400;

export function PriceSlider({
  minPrice,
  maxPrice,
  onChange,
}: {
  minPrice?: number;
  maxPrice?: number;
  onChange: (prices: { minPrice?: number; maxPrice?: number }) => void;
}) {
  const fromUrl = rangeFromPrices(minPrice, maxPrice);
  const [range, setRange] = useState<SliderRange>(fromUrl);
  const pending = useRef(false);

  // Follow the URL (back button, "Clear All Filters") unless the shopper is moving a handle right now.
  useEffect(() => {
    if (!pending.current) setRange(rangeFromPrices(minPrice, maxPrice));
  }, [minPrice, maxPrice]);

  useEffect(() => {
    if (!pending.current) return;
    const timer = setTimeout(() => {
      pending.current = false;
      onChange(pricesFromRange(range));
    }, COMMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [range, onChange]);

  function update(next: SliderRange) {
    pending.current = true;
    setRange(next);
  }

  const low = range.min / SLIDER_MAX;
  const high = range.max / SLIDER_MAX;
  return (
    <fieldset className="price-slider">
      <legend>{shop.price}</legend>
      <div className="price-slider__track" style={{ '--low': low, '--high': high } as CSSProperties}>
        <input
          type="range"
          min={SLIDER_MIN}
          max={SLIDER_MAX}
          step={1}
          value={range.min}
          aria-label={shop.minPrice}
          aria-valuetext={formatEGP(sliderToMoney(range.min), { whole: true })}
          onChange={(e) => update(moveMin(range, Number(e.target.value)))}
        />
        <input
          type="range"
          min={SLIDER_MIN}
          max={SLIDER_MAX}
          step={1}
          value={range.max}
          aria-label={shop.maxPrice}
          aria-valuetext={formatEGP(sliderToMoney(range.max), { whole: true })}
          onChange={(e) => update(moveMax(range, Number(e.target.value)))}
        />
      </div>
      <p className="price-slider__values" aria-hidden="true">
        <span data-testid="price-min">{formatEGP(sliderToMoney(range.min), { whole: true })}</span>
        <span>–</span>
        <span data-testid="price-max">{formatEGP(sliderToMoney(range.max), { whole: true })}</span>
      </p>
    </fieldset>
  );
}
