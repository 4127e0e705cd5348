/**
 * Image helpers. The server re-encodes every upload to WebP in three widths and hands out the 640 px one
 * (`…-640.webp`); the -320 and -1280 files sit beside it, so the browser can pick by screen width (`srcSetFor`,
 * shared with the server, which preloads a product page's first picture).
 */
export { IMAGE_WIDTHS, srcSetFor } from '../../shared/product-pictures';

/**
 * Whether an image URL is usable. docs/product.md#home-page: a category card falls back when its image URL is missing or
 * 5 characters or shorter (left-overs such as "null" or "/" in old data).
 */
export function isUsableImageUrl(url: string | null | undefined): url is string {
  return typeof url === 'string' && url.trim().length > 5;
}

/** A neutral placeholder drawn inline, so a broken or missing image never needs another request. */
export const FALLBACK_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 800"><rect width="640" height="800" fill="#f1ece6"/>' +
      '<path d="M250 330h140l30 40-40 20v120H260V390l-40-20z" fill="none" stroke="#b9aea2" stroke-width="10" stroke-linejoin="round"/>' +
      '<text x="320" y="600" font-family="Georgia,serif" font-size="44" fill="#8f8478" text-anchor="middle">Morph</text></svg>',
  );
