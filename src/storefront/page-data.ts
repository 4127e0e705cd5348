/**
 * What the server handed over in the page's HTML (`<script type="application/json" id="page-data">`, written by
 * src/server/seo/head.ts): the answer the page's first request would get, so the app starts with it instead of
 * asking again: on a phone that request is a round trip between the app's start and the product's picture.
 * Read once; anything malformed is ignored (the app then asks as usual).
 */
import type { Product } from '../../generated/models';

export interface PageData {
  product?: Product;
}

let read: PageData | undefined;

export function pageData(doc: Document | undefined = globalThis.document): PageData {
  if (read) return read;
  read = {};
  const text = doc?.getElementById('page-data')?.textContent;
  if (!text) return read;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') {
      const { product } = parsed as Record<string, unknown>;
      if (isProduct(product)) read = { product };
    }
  } catch {
    // Not JSON: ignored.
  }
  return read;
}

/** Forgets what was read (tests). */
export function resetPageData(): void {
  read = undefined;
}

function isProduct(value: unknown): value is Product {
  if (!value || typeof value !== 'object') return false;
  const p = value as Record<string, unknown>;
  return typeof p.slug === 'string' && typeof p.id === 'number' && Array.isArray(p.variants);
}
