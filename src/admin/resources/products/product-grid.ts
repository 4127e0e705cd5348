/**
 * The one-screen product form's colour × size grid, as pure functions: the grid's value, its edits (add or
 * remove a colour or a size), the size set a category suggests, SKUs suggested per cell, and the grid turned
 * into the variants the data provider sends (and back, for editing a product).
 */
import type { Product } from '../../../../generated/models';
import type { VariantDraft } from '../../data-provider/product-payload';
import { latinDigits } from '../../../shared/digits';

/** One cell: the stock of a colour in a size (empty: not made in that size) and its own SKU. */
export interface GridCell {
  stock: string;
  sku: string;
}

/** A picture already stored (edit) or a new file. */
export interface StoredPicture {
  url: string;
}

export interface GridColour {
  /** The stored variant's id when editing. */
  id?: number;
  color: string;
  colorAr: string;
  sku: string;
  /** New pictures, in order: the first is the colour's main picture. */
  pictures: File[];
  /** What the colour shows now (edit only); new pictures replace them. */
  stored: StoredPicture[];
  /** Cells by size key (`sizeKey`): a size removed and typed again finds its numbers. */
  cells: Record<string, GridCell>;
}

export interface StockGrid {
  sizes: string[];
  colours: GridColour[];
}

/** The sizes a new product starts with when its category suggests none. */
export const DEFAULT_SIZES = ['S', 'M', 'L', 'XL', 'XXL'];
/** The server's limits: 10 colours a product, 30 sizes a colour, 20 characters a size, 40 a colour. */
export const MAX_COLOURS = 10;
export const MAX_SIZES = 30;
export const MAX_SIZE_LENGTH = 20;
export const MAX_COLOUR_LENGTH = 40;

/** Sizes are one whatever their case ("xl" is "XL"), as the server compares them. */
export const sizeKey = (size: string) => size.trim().toLowerCase();

const clean = (text: string) => text.trim().replace(/\s+/g, ' ');

export const emptyGrid = (sizes: string[] = DEFAULT_SIZES): StockGrid => ({ sizes: [...sizes], colours: [] });

export function cellOf(colour: GridColour, size: string): GridCell {
  return colour.cells[sizeKey(size)] ?? { stock: '', sku: '' };
}

export type GridRefusal = 'empty' | 'twice' | 'tooMany' | 'tooLong';

/** Adds colours (several may be typed at once, separated by commas); the refusal says why one was not. */
export function addColours(grid: StockGrid, typed: string): { grid: StockGrid; refusal?: GridRefusal } {
  const names = typed.split(/[,،]/).map(clean).filter(Boolean);
  if (names.length === 0) return { grid, refusal: 'empty' };
  const colours = [...grid.colours];
  let refusal: GridRefusal | undefined;
  for (const color of names) {
    if (color.length > MAX_COLOUR_LENGTH) refusal = 'tooLong';
    else if (colours.some((c) => sizeKey(c.color) === sizeKey(color))) refusal = 'twice';
    else if (colours.length >= MAX_COLOURS) refusal = 'tooMany';
    else colours.push({ color, colorAr: '', sku: '', pictures: [], stored: [], cells: {} });
  }
  return { grid: { ...grid, colours }, refusal };
}

export function removeColour(grid: StockGrid, index: number): StockGrid {
  return { ...grid, colours: grid.colours.filter((_, i) => i !== index) };
}

/** Adds sizes (comma-separated allowed) after the others. */
export function addSizes(grid: StockGrid, typed: string): { grid: StockGrid; refusal?: GridRefusal } {
  const names = typed.split(/[,،]/).map(clean).filter(Boolean);
  if (names.length === 0) return { grid, refusal: 'empty' };
  const sizes = [...grid.sizes];
  let refusal: GridRefusal | undefined;
  for (const size of names) {
    if (size.length > MAX_SIZE_LENGTH) refusal = 'tooLong';
    else if (sizes.some((s) => sizeKey(s) === sizeKey(size))) refusal = 'twice';
    else if (sizes.length >= MAX_SIZES) refusal = 'tooMany';
    else sizes.push(size);
  }
  return { grid: { ...grid, sizes }, refusal };
}

export function removeSize(grid: StockGrid, size: string): StockGrid {
  return { ...grid, sizes: grid.sizes.filter((s) => sizeKey(s) !== sizeKey(size)) };
}

/** Replaces the size set (a category's), keeping the numbers typed for sizes that stay. */
export function withSizeSet(grid: StockGrid, sizes: string[]): StockGrid {
  return { ...grid, sizes: [...sizes] };
}

export function setCell(
  grid: StockGrid,
  colourIndex: number,
  size: string,
  change: Partial<GridCell>,
): StockGrid {
  return {
    ...grid,
    colours: grid.colours.map((colour, i) =>
      i === colourIndex
        ? {
            ...colour,
            cells: { ...colour.cells, [sizeKey(size)]: { ...cellOf(colour, size), ...change } },
          }
        : colour,
    ),
  };
}

export function setColour(grid: StockGrid, colourIndex: number, change: Partial<GridColour>): StockGrid {
  return {
    ...grid,
    colours: grid.colours.map((colour, i) => (i === colourIndex ? { ...colour, ...change } : colour)),
  };
}

/** True once any stock or SKU has been typed: a category's size set is then offered, not imposed. */
export function hasNumbers(grid: StockGrid): boolean {
  return grid.colours.some((c) =>
    Object.values(c.cells).some((cell) => cell.stock !== '' || cell.sku !== ''),
  );
}

/** Fills every empty stock cell of a colour (or of all colours) with `stock`. */
export function fillStock(grid: StockGrid, stock: string, colourIndex?: number): StockGrid {
  return {
    ...grid,
    colours: grid.colours.map((colour, i) => {
      if (colourIndex !== undefined && i !== colourIndex) return colour;
      const cells = { ...colour.cells };
      for (const size of grid.sizes) {
        const cell = cellOf(colour, size);
        if (cell.stock === '') cells[sizeKey(size)] = { ...cell, stock };
      }
      return { ...colour, cells };
    }),
  };
}

const skuPart = (text: string) =>
  text
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** "MO-DR-014" + "Dusty rose" + "XL" → "MO-DR-014-DUSTY-ROSE-XL" (Arabic-only names give no part). */
export function suggestSku(productSku: string, color: string, size?: string): string {
  return [productSku, color, size]
    .map((part) => skuPart(part ?? ''))
    .filter(Boolean)
    .join('-')
    .slice(0, 60);
}

/** Fills every empty SKU (the colours' and the cells') from the product's SKU, colour and size. */
export function suggestSkus(grid: StockGrid, productSku: string): StockGrid {
  return {
    ...grid,
    colours: grid.colours.map((colour) => {
      const cells = { ...colour.cells };
      for (const size of grid.sizes) {
        const cell = cellOf(colour, size);
        if (cell.sku === '')
          cells[sizeKey(size)] = { ...cell, sku: suggestSku(productSku, colour.color, size) };
      }
      return { ...colour, sku: colour.sku || suggestSku(productSku, colour.color), cells };
    }),
  };
}

/**
 * The sizes a category's products come in, most used first among sizes equally used in the order the
 * products list them (so S, M, L stay in that order); empty when the products have none.
 */
export function deriveSizeSet(products: Array<Pick<Product, 'variants'>>): string[] {
  const seen = new Map<string, { size: string; count: number; first: number }>();
  let order = 0;
  for (const product of products) {
    const inProduct = new Set<string>();
    for (const variant of product.variants)
      for (const { size } of variant.sizes) {
        const key = sizeKey(size);
        if (inProduct.has(key)) continue;
        inProduct.add(key);
        const entry = seen.get(key) ?? { size: size.trim(), count: 0, first: order++ };
        entry.count += 1;
        seen.set(key, entry);
      }
  }
  // A size found in at least a fifth of the products belongs to the set; odd ones stay out.
  const threshold = Math.max(1, Math.ceil(products.length / 5));
  return [...seen.values()]
    .filter((entry) => entry.count >= threshold)
    .sort((a, b) => a.first - b.first)
    .slice(0, MAX_SIZES)
    .map((entry) => entry.size);
}

/** The variants the data provider sends: every colour, with the sizes whose stock is filled. */
export function gridToVariants(grid: StockGrid): VariantDraft[] {
  return grid.colours.map((colour) => ({
    ...(colour.id !== undefined ? { id: colour.id } : {}),
    color: colour.color,
    colorAr: colour.colorAr,
    sku: colour.sku,
    mainImage: colour.pictures[0] ?? null,
    images: colour.pictures.slice(1),
    sizes: grid.sizes
      .map((size) => ({ size, ...cellOf(colour, size) }))
      .filter((cell) => cell.stock.trim() !== '')
      .map((cell) => ({ size: cell.size, stock: latinDigits(cell.stock), sku: cell.sku })),
  }));
}

/** A stored product's colours as the grid: the sizes in the order the colours list them. */
export function productToGrid(product: Pick<Product, 'variants'>): StockGrid {
  const sizes: string[] = [];
  for (const variant of product.variants)
    for (const { size } of variant.sizes)
      if (!sizes.some((s) => sizeKey(s) === sizeKey(size))) sizes.push(size);
  return {
    sizes,
    colours: product.variants.map((variant) => ({
      id: variant.id,
      color: variant.color,
      colorAr: variant.colorAr ?? '',
      sku: variant.sku,
      pictures: [],
      stored: [variant.imageUrl, ...variant.images.map((image) => image.url)]
        .filter((url): url is string => Boolean(url))
        .map((url) => ({ url })),
      cells: Object.fromEntries(
        variant.sizes.map((s) => [sizeKey(s.size), { stock: String(s.stock), sku: s.sku ?? '' }]),
      ),
    })),
  };
}

export type GridProblem =
  { kind: 'noSize'; colour: string } | { kind: 'stock'; colour: string; size: string };

/** What stops the grid from being saved: a stock that is not a whole number ≥ 0, a colour with no size filled. */
export function gridProblems(grid: StockGrid): GridProblem[] {
  const problems: GridProblem[] = [];
  for (const colour of grid.colours) {
    let filled = 0;
    for (const size of grid.sizes) {
      const stock = latinDigits(cellOf(colour, size).stock).trim();
      if (stock === '') continue;
      filled += 1;
      const n = Number(stock);
      if (!Number.isInteger(n) || n < 0 || n > 100_000)
        problems.push({ kind: 'stock', colour: colour.color, size });
    }
    if (filled === 0) problems.push({ kind: 'noSize', colour: colour.color });
  }
  return problems;
}
