/** The dashboard's constants of docs/product.md#dashboard: chart sizes, bar width, the 15-colour palette, limits. */

export const CHART_HEIGHT = 300;
export const VARIANT_CHART_HEIGHT = 420;
export const MAX_BAR_SIZE = 50;
export const LOW_STOCK_THRESHOLD = 5;
export const TOP_PRODUCTS_LIMIT = 5;
/** Product labels on the variant chart's axis are cut at this many characters. */
export const PRODUCT_LABEL_MAX = 12;

/**
 * Fifteen distinguishable colours (Tableau 10 followed by five darker companions), in the order series use
 * them; a 16th series starts again from the first.
 */
export const CHART_PALETTE = [
  '#4e79a7',
  '#f28e2b',
  '#e15759',
  '#76b7b2',
  '#59a14f',
  '#edc948',
  '#b07aa1',
  '#ff9da7',
  '#9c755f',
  '#bab0ac',
  '#1f4e79',
  '#a0522d',
  '#2e7d32',
  '#6a1b9a',
  '#c62828',
] as const;

export function paletteColor(index: number): string {
  return CHART_PALETTE[((index % CHART_PALETTE.length) + CHART_PALETTE.length) % CHART_PALETTE.length];
}
