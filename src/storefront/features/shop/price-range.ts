/**
 * The shop's dual price slider (docs/product.md#shop): the handles move in steps of 10 EGP (slider position × 10 =
 * money, the original product's factor) over the catalogue's real range, from its lowest price paid to its
 * highest (the `prices` of the filters answer), rounded outwards to a step; the original product's 0..10,000 EGP
 * while that range is not known. The minimum handle always stays at least one step below the maximum handle,
 * and a handle at its end of the track is no limit at all.
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

/** The track's two ends, in slider positions. */
export interface Track {
  low: number;
  high: number;
}

/** The original product's track: 0..1000, that is 0..10,000 EGP. */
export const DEFAULT_TRACK: Track = { low: SLIDER_MIN, high: SLIDER_MAX };

/**
 * The track for the catalogue's prices (EGP): its lowest price rounded down to a step, its highest rounded up,
 * at least one step long. Without prices (not loaded yet, or nothing to show), the default track.
 */
export function trackFor(prices: { min: number; max: number } | null | undefined): Track {
  if (!prices || !Number.isFinite(prices.min) || !Number.isFinite(prices.max) || prices.max < prices.min)
    return DEFAULT_TRACK;
  const low = Math.max(0, Math.floor(prices.min / PRICE_FACTOR));
  const high = Math.max(Math.ceil(prices.max / PRICE_FACTOR), low + MIN_GAP);
  return { low, high };
}

function clampStep(value: number, track: Track = DEFAULT_TRACK): number {
  if (!Number.isFinite(value)) return track.low;
  return Math.min(track.high, Math.max(track.low, Math.round(value)));
}

/** Slider position → EGP. */
export function sliderToMoney(position: number, track: Track = DEFAULT_TRACK): number {
  return clampStep(position, track) * PRICE_FACTOR;
}

/** EGP → slider position (rounded to the nearest step, clamped to the track). */
export function moneyToSlider(money: number, track: Track = DEFAULT_TRACK): number {
  return clampStep(money / PRICE_FACTOR, track);
}

/** Moves the minimum handle; it stops one step below the maximum. */
export function moveMin(range: SliderRange, position: number, track: Track = DEFAULT_TRACK): SliderRange {
  return { min: Math.min(clampStep(position, track), range.max - MIN_GAP), max: range.max };
}

/** Moves the maximum handle; it stops one step above the minimum. */
export function moveMax(range: SliderRange, position: number, track: Track = DEFAULT_TRACK): SliderRange {
  return { min: range.min, max: Math.max(clampStep(position, track), range.min + MIN_GAP) };
}

/**
 * The slider's handles for the prices in the URL (EGP, either may be missing): the full track when missing,
 * and a valid pair (min at least one step below max) whatever was typed into the address bar.
 */
export function rangeFromPrices(
  minPrice: number | undefined,
  maxPrice: number | undefined,
  track: Track = DEFAULT_TRACK,
): SliderRange {
  const max =
    maxPrice === undefined ? track.high : Math.max(moneyToSlider(maxPrice, track), track.low + MIN_GAP);
  const min = minPrice === undefined ? track.low : Math.min(moneyToSlider(minPrice, track), max - MIN_GAP);
  return { min, max };
}

/** The URL's price filter for a slider range: a handle at its end of the track means "no limit". */
export function pricesFromRange(
  range: SliderRange,
  track: Track = DEFAULT_TRACK,
): { minPrice?: number; maxPrice?: number } {
  return {
    ...(range.min > track.low ? { minPrice: sliderToMoney(range.min, track) } : {}),
    ...(range.max < track.high ? { maxPrice: sliderToMoney(range.max, track) } : {}),
  };
}
