import { describe, expect, it } from 'vitest';
import { CHART_PALETTE, paletteColor } from './chart-theme';

describe('chart palette', () => {
  it('has 15 distinct colours', () => {
    expect(CHART_PALETTE).toHaveLength(15);
    expect(new Set(CHART_PALETTE.map((c) => c.toLowerCase())).size).toBe(15);
    for (const colour of CHART_PALETTE) expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('gives series beyond the 15th the palette again from the start', () => {
    expect(paletteColor(0)).toBe(CHART_PALETTE[0]);
    expect(paletteColor(14)).toBe(CHART_PALETTE[14]);
    expect(paletteColor(15)).toBe(CHART_PALETTE[0]);
    expect(paletteColor(31)).toBe(CHART_PALETTE[1]);
  });
});
