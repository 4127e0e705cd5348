// The admin's multipart forms carry lists as JSON text (tags, sizes, variants) and amounts as text. These
// parse them into checked values, or throw a 400 naming the field.
import { toPiastres } from '../../../shared/money';
import { HttpError, type ErrorDetail } from '../../plugins/errors';

const MAX_TAGS = 30;
export const MAX_VARIANTS = 10;
const MAX_SIZES = 30;

function invalid(field: string, message: string): HttpError {
  return new HttpError(400, message, [{ field, message }]);
}

function parseJson(field: string, text: unknown): unknown {
  if (typeof text !== 'string') throw invalid(field, `${field} must be a JSON list`);
  try {
    return JSON.parse(text);
  } catch {
    throw invalid(field, `${field} must be a JSON list`);
  }
}

/** EGP with at most two decimals → piastres. */
export function moneyToPiastres(field: string, value: number): number {
  if (!Number.isFinite(value) || value < 0) throw invalid(field, 'Must be an amount of at least 0');
  const piastres = toPiastres(value);
  if (Math.abs(piastres - value * 100) > 1e-6) throw invalid(field, 'Use at most two decimals');
  return piastres;
}

/** previousPrice of the edit form: EGP, or empty for none. */
export function optionalMoneyText(field: string, text: string | undefined): number | null | undefined {
  if (text === undefined) return undefined;
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === 'null') return null;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) throw invalid(field, 'Must be an amount in EGP, or empty');
  if (value > 1_000_000) throw invalid(field, 'Must be at most 1000000');
  return moneyToPiastres(field, value);
}

/** A JSON list of tag names: trimmed, non-empty, at most 60 characters, de-duplicated case-insensitively. */
export function parseTagNames(field: string, text: unknown): string[] {
  if (text === undefined) return [];
  if (typeof text === 'string' && text.trim() === '') return [];
  const value = parseJson(field, text);
  if (!Array.isArray(value)) throw invalid(field, `${field} must be a JSON list of names`);
  const seen = new Set<string>();
  const names: string[] = [];
  for (const [i, item] of value.entries()) {
    if (typeof item !== 'string' || item.trim() === '')
      throw invalid(`${field}[${i}]`, 'Each name must be non-empty text');
    const name = item.trim().replace(/\s+/g, ' ');
    if (name.length > 60) throw invalid(`${field}[${i}]`, 'Each name must be at most 60 characters');
    const key = name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    names.push(name);
  }
  if (names.length > MAX_TAGS) throw invalid(field, `At most ${MAX_TAGS} tags`);
  return names;
}

export interface SizeInput {
  size: string;
  stock: number;
}

function checkSizes(field: string, value: unknown, details: ErrorDetail[]): SizeInput[] {
  if (!Array.isArray(value)) {
    details.push({ field, message: 'Must be a list of sizes' });
    return [];
  }
  if (value.length === 0) details.push({ field, message: 'Add at least one size' });
  if (value.length > MAX_SIZES) details.push({ field, message: `At most ${MAX_SIZES} sizes` });
  const seen = new Set<string>();
  const sizes: SizeInput[] = [];
  value.forEach((item, i) => {
    const at = `${field}[${i}]`;
    if (!item || typeof item !== 'object' || Array.isArray(item)) {
      details.push({ field: at, message: 'Must be {size, stock}' });
      return;
    }
    const { size, stock, ...rest } = item as Record<string, unknown>;
    for (const key of Object.keys(rest))
      if (key !== 'id') details.push({ field: `${at}.${key}`, message: 'This field is not allowed' });
    if (typeof size !== 'string' || size.trim() === '' || size.trim().length > 20) {
      details.push({ field: `${at}.size`, message: 'Must be a size of 1 to 20 characters' });
      return;
    }
    // The spec's form sends stock as a number; a numeric string is accepted as the same number.
    const n = typeof stock === 'string' && stock.trim() !== '' ? Number(stock) : stock;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 100_000) {
      details.push({ field: `${at}.stock`, message: 'Must be a whole number from 0 to 100000' });
      return;
    }
    const key = size.trim().toLowerCase();
    if (seen.has(key)) {
      details.push({ field: `${at}.size`, message: `Size ${size.trim()} is listed twice` });
      return;
    }
    seen.add(key);
    sizes.push({ size: size.trim(), stock: n });
  });
  return sizes;
}

/** addVariants' `sizes`: a JSON list of {size, stock}, at least one. */
export function parseSizes(field: string, text: unknown): SizeInput[] {
  const details: ErrorDetail[] = [];
  const sizes = checkSizes(field, parseJson(field, text), details);
  if (details.length)
    throw new HttpError(400, details.length === 1 ? details[0].message : 'Please check the sizes', details);
  return sizes;
}

/** An optional Arabic text of a form: trimmed; empty means none (null); absent stays undefined. */
export function optionalArabic(text: string | undefined): string | null | undefined {
  if (text === undefined) return undefined;
  return text.trim().replace(/\s+/g, ' ') || null;
}

export interface VariantInput {
  id?: number;
  color: string;
  /** The colour in Arabic: null clears it, undefined keeps what is stored. */
  colorAr?: string | null;
  sku: string;
  sizes: SizeInput[];
}

/** updateProduct's `variants`: the whole new list of {id?, color, sku?, sizes}. */
export function parseVariants(field: string, text: unknown): VariantInput[] {
  const value = parseJson(field, text);
  if (!Array.isArray(value)) throw invalid(field, `${field} must be a JSON list`);
  if (value.length > MAX_VARIANTS) throw invalid(field, `A product has at most ${MAX_VARIANTS} colours`);
  const details: ErrorDetail[] = [];
  const colours = new Set<string>();
  const ids = new Set<number>();
  const result: VariantInput[] = [];
  value.forEach((item, i) => {
    const at = `${field}[${i}]`;
    if (!item || typeof item !== 'object' || Array.isArray(item)) {
      details.push({ field: at, message: 'Must be {id?, color, sku?, sizes}' });
      return;
    }
    const { id, color, colorAr, sku, sizes, ...rest } = item as Record<string, unknown>;
    // The admin's form sends back what it read; fields the server owns are ignored, others refused.
    for (const key of Object.keys(rest)) {
      if (!['imageUrl', 'images', 'productId'].includes(key))
        details.push({ field: `${at}.${key}`, message: 'This field is not allowed' });
    }
    if (id !== undefined && id !== null && (typeof id !== 'number' || !Number.isInteger(id) || id < 1)) {
      details.push({ field: `${at}.id`, message: 'Must be a variant id' });
      return;
    }
    if (typeof color !== 'string' || color.trim() === '' || color.trim().length > 40) {
      details.push({ field: `${at}.color`, message: 'Must be a colour of 1 to 40 characters' });
      return;
    }
    if (
      colorAr !== undefined &&
      colorAr !== null &&
      (typeof colorAr !== 'string' || colorAr.trim().length > 40)
    ) {
      details.push({ field: `${at}.colorAr`, message: 'Must be at most 40 characters' });
      return;
    }
    if (sku !== undefined && sku !== null && (typeof sku !== 'string' || sku.length > 60)) {
      details.push({ field: `${at}.sku`, message: 'Must be at most 60 characters' });
      return;
    }
    const key = color.trim().toLowerCase();
    if (colours.has(key)) {
      details.push({ field: `${at}.color`, message: `The colour ${color.trim()} is listed twice` });
      return;
    }
    colours.add(key);
    if (typeof id === 'number') {
      if (ids.has(id)) details.push({ field: `${at}.id`, message: 'This variant is listed twice' });
      ids.add(id);
    }
    const checked = checkSizes(`${at}.sizes`, sizes, details);
    result.push({
      ...(typeof id === 'number' ? { id } : {}),
      color: color.trim(),
      ...(colorAr === undefined
        ? {}
        : { colorAr: typeof colorAr === 'string' ? colorAr.trim() || null : null }),
      sku: typeof sku === 'string' ? sku.trim() : '',
      sizes: checked,
    });
  });
  if (details.length)
    throw new HttpError(
      400,
      details.length === 1 ? details[0].message : 'Please check the variants',
      details,
    );
  return result;
}
