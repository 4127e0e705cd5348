// The admin's multipart forms carry lists as JSON text (tags, sizes, variants) and amounts as text. These
// parse them into checked values, or throw a 400 naming the field.
import { toPiastres } from '../../../shared/money';
import { HttpError, type FieldMessage } from '../../plugins/errors';
import { msg, type Message } from '../../i18n';

const MAX_TAGS = 30;
export const MAX_VARIANTS = 10;
const MAX_SIZES = 30;

function invalid(field: string, message: Message): HttpError {
  return new HttpError(400, message, [{ field, message }]);
}

function parseJson(field: string, text: unknown): unknown {
  if (typeof text !== 'string') throw invalid(field, msg('catalogue.jsonList', { field }));
  try {
    return JSON.parse(text);
  } catch {
    throw invalid(field, msg('catalogue.jsonList', { field }));
  }
}

/** EGP with at most two decimals → piastres. */
export function moneyToPiastres(field: string, value: number): number {
  if (!Number.isFinite(value) || value < 0) throw invalid(field, msg('catalogue.amount'));
  const piastres = toPiastres(value);
  if (Math.abs(piastres - value * 100) > 1e-6) throw invalid(field, msg('catalogue.twoDecimals'));
  return piastres;
}

/** previousPrice of the edit form: EGP, or empty for none. */
export function optionalMoneyText(field: string, text: string | undefined): number | null | undefined {
  if (text === undefined) return undefined;
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === 'null') return null;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) throw invalid(field, msg('catalogue.amountOrEmpty'));
  if (value > 1_000_000) throw invalid(field, msg('catalogue.amountMax', { max: 1000000 }));
  return moneyToPiastres(field, value);
}

/** A JSON list of tag names: trimmed, non-empty, at most 60 characters, de-duplicated case-insensitively. */
export function parseTagNames(field: string, text: unknown): string[] {
  if (text === undefined) return [];
  if (typeof text === 'string' && text.trim() === '') return [];
  const value = parseJson(field, text);
  if (!Array.isArray(value)) throw invalid(field, msg('catalogue.jsonNames', { field }));
  const seen = new Set<string>();
  const names: string[] = [];
  for (const [i, item] of value.entries()) {
    if (typeof item !== 'string' || item.trim() === '')
      throw invalid(`${field}[${i}]`, msg('catalogue.nameText'));
    const name = item.trim().replace(/\s+/g, ' ');
    if (name.length > 60) throw invalid(`${field}[${i}]`, msg('catalogue.nameLength', { max: 60 }));
    const key = name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    names.push(name);
  }
  if (names.length > MAX_TAGS) throw invalid(field, msg('catalogue.maxTags', { max: MAX_TAGS }));
  return names;
}

export interface SizeInput {
  size: string;
  stock: number;
  /** The size's own SKU, or '' (the colour's then stands). */
  sku: string;
}

function checkSizes(field: string, value: unknown, details: FieldMessage[]): SizeInput[] {
  if (!Array.isArray(value)) {
    details.push({ field, message: msg('catalogue.sizeList') });
    return [];
  }
  if (value.length === 0) details.push({ field, message: msg('catalogue.addSize') });
  if (value.length > MAX_SIZES)
    details.push({ field, message: msg('catalogue.maxSizes', { max: MAX_SIZES }) });
  const seen = new Set<string>();
  const sizes: SizeInput[] = [];
  value.forEach((item, i) => {
    const at = `${field}[${i}]`;
    if (!item || typeof item !== 'object' || Array.isArray(item)) {
      details.push({ field: at, message: msg('catalogue.sizeShape') });
      return;
    }
    const { size, stock, sku, ...rest } = item as Record<string, unknown>;
    for (const key of Object.keys(rest))
      if (key !== 'id') details.push({ field: `${at}.${key}`, message: msg('validation.notAllowed') });
    if (typeof size !== 'string' || size.trim() === '' || size.trim().length > 20) {
      details.push({ field: `${at}.size`, message: msg('catalogue.sizeText') });
      return;
    }
    if (sku !== undefined && sku !== null && (typeof sku !== 'string' || sku.trim().length > 60)) {
      details.push({ field: `${at}.sku`, message: msg('catalogue.atMostChars', { max: 60 }) });
      return;
    }
    // The spec's form sends stock as a number; a numeric string is accepted as the same number.
    const n = typeof stock === 'string' && stock.trim() !== '' ? Number(stock) : stock;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 100_000) {
      details.push({ field: `${at}.stock`, message: msg('catalogue.stockNumber') });
      return;
    }
    const key = size.trim().toLowerCase();
    if (seen.has(key)) {
      details.push({ field: `${at}.size`, message: msg('catalogue.sizeTwiceNamed', { size: size.trim() }) });
      return;
    }
    seen.add(key);
    sizes.push({ size: size.trim(), stock: n, sku: typeof sku === 'string' ? sku.trim() : '' });
  });
  return sizes;
}

/** addVariants' `sizes`: a JSON list of {size, stock}, at least one. */
export function parseSizes(field: string, text: unknown): SizeInput[] {
  const details: FieldMessage[] = [];
  const sizes = checkSizes(field, parseJson(field, text), details);
  if (details.length)
    throw new HttpError(
      400,
      details.length === 1 ? details[0].message : msg('catalogue.checkSizes'),
      details,
    );
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
  if (!Array.isArray(value)) throw invalid(field, msg('catalogue.jsonList', { field }));
  if (value.length > MAX_VARIANTS) throw invalid(field, msg('catalogue.maxColours', { max: MAX_VARIANTS }));
  const details: FieldMessage[] = [];
  const colours = new Set<string>();
  const ids = new Set<number>();
  const result: VariantInput[] = [];
  value.forEach((item, i) => {
    const at = `${field}[${i}]`;
    if (!item || typeof item !== 'object' || Array.isArray(item)) {
      details.push({ field: at, message: msg('catalogue.variantShape') });
      return;
    }
    const { id, color, colorAr, sku, sizes, ...rest } = item as Record<string, unknown>;
    // The admin's form sends back what it read; fields the server owns are ignored, others refused.
    for (const key of Object.keys(rest)) {
      if (!['imageUrl', 'images', 'productId'].includes(key))
        details.push({ field: `${at}.${key}`, message: msg('validation.notAllowed') });
    }
    if (id !== undefined && id !== null && (typeof id !== 'number' || !Number.isInteger(id) || id < 1)) {
      details.push({ field: `${at}.id`, message: msg('catalogue.variantId') });
      return;
    }
    if (typeof color !== 'string' || color.trim() === '' || color.trim().length > 40) {
      details.push({ field: `${at}.color`, message: msg('catalogue.colourText') });
      return;
    }
    if (
      colorAr !== undefined &&
      colorAr !== null &&
      (typeof colorAr !== 'string' || colorAr.trim().length > 40)
    ) {
      details.push({ field: `${at}.colorAr`, message: msg('catalogue.atMostChars', { max: 40 }) });
      return;
    }
    if (sku !== undefined && sku !== null && (typeof sku !== 'string' || sku.length > 60)) {
      details.push({ field: `${at}.sku`, message: msg('catalogue.atMostChars', { max: 60 }) });
      return;
    }
    const key = color.trim().toLowerCase();
    if (colours.has(key)) {
      details.push({ field: `${at}.color`, message: msg('catalogue.colourTwice', { colour: color.trim() }) });
      return;
    }
    colours.add(key);
    if (typeof id === 'number') {
      if (ids.has(id)) details.push({ field: `${at}.id`, message: msg('catalogue.variantTwice') });
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
      details.length === 1 ? details[0].message : msg('catalogue.checkVariants'),
      details,
    );
  return result;
}
