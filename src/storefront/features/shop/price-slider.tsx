/**
 * The dual price slider (docs/product.md#shop): two handles in steps of 10 EGP over the catalogue's real range (the
 * original 0..10,000 EGP until it is known). The shop is asked again only once the shopper stops moving a handle,
 * not on every step.
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
  type SliderRange,
  type Track,
} from './price-range';

export const COMMIT_DELAY_MS = 400;

export function PriceSlider({
  minPrice,
  maxPrice,
  track,
  onChange,
}: {
  minPrice?: number;
  maxPrice?: number;
  track: Track;
  onChange: (prices: { minPrice?: number; maxPrice?: number }) => void;
}) {
  const fromUrl = rangeFromPrices(minPrice, maxPrice, track);
  const [range, setRange] = useState<SliderRange>(fromUrl);
  const pending = useRef(false);
  const { low, high } = track;

  // Follow the URL (back button, "Clear All Filters") and the catalogue's range once it is known, unless the
  // shopper is moving a handle right now.
  useEffect(() => {
    if (!pending.current) setRange(rangeFromPrices(minPrice, maxPrice, { low, high }));
  }, [minPrice, maxPrice, low, high]);

  useEffect(() => {
    if (!pending.current) return;
    const timer = setTimeout(() => {
      pending.current = false;
      onChange(pricesFromRange(range, { low, high }));
    }, COMMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [range, onChange, low, high]);

  function update(next: SliderRange) {
    pending.current = true;
    setRange(next);
  }

  const span = high - low;
  const money = (position: number) => formatEGP(sliderToMoney(position, track), { whole: true });
  return (
    <fieldset className="price-slider">
      <legend>{shop.price}</legend>
      <div
        className="price-slider__track"
        style={{ '--low': (range.min - low) / span, '--high': (range.max - low) / span } as CSSProperties}
      >
        <input
          type="range"
          min={low}
          max={high}
          step={1}
          value={range.min}
          aria-label={shop.minPrice}
          aria-valuetext={money(range.min)}
          onChange={(e) => update(moveMin(range, Number(e.target.value), track))}
        />
        <input
          type="range"
          min={low}
          max={high}
          step={1}
          value={range.max}
          aria-label={shop.maxPrice}
          aria-valuetext={money(range.max)}
          onChange={(e) => update(moveMax(range, Number(e.target.value), track))}
        />
      </div>
      <p className="price-slider__values" aria-hidden="true">
        <span data-testid="price-min">{money(range.min)}</span>
        <span>–</span>
        <span data-testid="price-max">{money(range.max)}</span>
      </p>
    </fieldset>
  );
}
