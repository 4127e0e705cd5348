/**
 * The shop's dual price slider (docs/product.md#shop): the handles move over 0..1000 and stand for money 0..10000 EGP
 * (factor 10). The minimum handle always stays at least one step below the maximum handle.
 */
export const SLIDER_MIN = 0;
export const SLIDER_MAX = 1000;
export const PRICE_FACTOR = 10;
export const MONEY_MAX = SLIDER_MAX * PRICE_FACTOR;
/** The smallest gap between the two handles, in slider steps. */
export const MIN_GAP = 1;

export interface SliderRange {
  min: number;
  max: number;
}

function clampStep(value: number): number {
  if (!Number.isFinite(value)) return SLIDER_MIN;
  return Math.min(SLIDER_MAX, Math.max(SLIDER_MIN, Math.round(value)));
}

/** Slider position → EGP. */
export function sliderToMoney(position: number): number {
  return clampStep(position) * PRICE_FACTOR;
}

/** EGP → slider position (rounded to the nearest step, clamped to the track). */
export function moneyToSlider(money: number): number {
  return clampStep(money / PRICE_FACTOR);
}

/** Moves the minimum handle; it stops one step below the maximum. */
export function moveMin(range: SliderRange, position: number): SliderRange {
  return { min: Math.min(clampStep(position), range.max - MIN_GAP), max: range.max };
}

/** Moves the maximum handle; it stops one step above the minimum. */
export function moveMax(range: SliderRange, position: number): SliderRange {
  return { min: range.min, max: Math.max(clampStep(position), range.min + MIN_GAP) };
}

/**
 * The slider's handles for the prices in the URL (EGP, either may be missing): the full track when missing,
 * and a valid pair (min at least one step below max) whatever was typed into the address bar.
 */
export function rangeFromPrices(minPrice: number | undefined, maxPrice: number | undefined): SliderRange {
  const max = maxPrice === undefined ? SLIDER_MAX : Math.max(moneyToSlider(maxPrice), SLIDER_MIN + MIN_GAP);
  const min = minPrice === undefined ? SLIDER_MIN : Math.min(moneyToSlider(minPrice), max - MIN_GAP);
  return { min, max };
}

/** The URL's price filter for a slider range: a handle at its end of the track means "no limit". */
export function pricesFromRange(range: SliderRange): { minPrice?: number; maxPrice?: number } {
  return {
    ...(range.min > SLIDER_MIN ? { minPrice: sliderToMoney(range.min) } : {}),
    ...(range.max < SLIDER_MAX ? { maxPrice: sliderToMoney(range.max) } : {}),
  };
}
