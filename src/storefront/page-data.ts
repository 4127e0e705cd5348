/**
 * What the server handed over in the page's HTML (`<script type="application/json" id="page-data">`, written by
 * src/server/seo/head.ts): the answer the page's first request would get, so the app starts with it instead of
 * asking again: on a phone that request is a round trip between the app's start and the product's picture.
 * Read once; anything malformed is ignored (the app then asks as usual).
 */
import type { Product } from '../../generated/models';

export interface PageData {
  product?: Product;
  /** Other answers of the page's first requests, by URL (the shop's grid and categories). */
  answers?: Array<{ url: string; body: unknown }>;
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
      const { product, answers } = parsed as Record<string, unknown>;
      if (isProduct(product)) read.product = product;
      if (Array.isArray(answers))
        read.answers = answers.filter(
          (a): a is { url: string; body: unknown } =>
            !!a && typeof a === 'object' && typeof (a as { url?: unknown }).url === 'string' && 'body' in a,
        );
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

/** The answer the page's HTML carries for `url` (a GET the app would make), if any. */
export function handedAnswer(url: string): unknown {
  return pageData().answers?.find((a) => a.url === url)?.body;
}
