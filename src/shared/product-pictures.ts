/**
 * Which pictures a product page shows first, shared by the storefront (its gallery) and the server (which
 * preloads the first one from the page's HTML, so the largest paint does not wait for the app and the API).
 * Typed by shape: shared code does not import the generated models.
 */

/** The widths the server re-encodes every upload to (`…-320.webp`, `…-640.webp`, `…-1280.webp`). */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;

const SERVER_IMAGE = /-640\.webp$/;

/** `srcset` for a server image (the 640 px URL the API hands out), or undefined for any other URL. */
export function srcSetFor(url: string | null | undefined): string | undefined {
  if (!url || !SERVER_IMAGE.test(url)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${url.replace(SERVER_IMAGE, `-${w}.webp`)} ${w}w`).join(', ');
}

/** The main picture's `sizes` on the product page: half the screen beside the details, else all of it. */
export const PRODUCT_MAIN_IMAGE_SIZES = '(min-width: 900px) 50vw, 100vw';

interface Picture {
  url: string;
}
interface Colour {
  id: number;
  imageUrl?: string | null;
  images: Picture[];
  sizes: Array<{ stock: number }>;
}
interface Pictured {
  imageUrl?: string | null;
  images: Picture[];
  variants: Colour[];
}

/** The colour a product page starts on: the first with a size in stock (none when nothing is in stock). */
export function firstColourInStock<V extends Colour>(product: { variants: V[] }): V | undefined {
  return product.variants.find((v) => v.sizes.some((s) => s.stock > 0));
}

/**
 * The pictures of a colour: its main picture and the extra ones uploaded for it, in order and without repeats.
 * A colour with no picture of its own shows the product's pictures (main first, then the others).
 */
export function galleryFor(product: Omit<Pictured, 'variants'>, variant: Colour | undefined): string[] {
  const unique = (urls: Array<string | null | undefined>) => [
    ...new Set(urls.filter((u): u is string => !!u)),
  ];
  const ofColour = variant ? unique([variant.imageUrl, ...variant.images.map((i) => i.url)]) : [];
  return ofColour.length ? ofColour : unique([product.imageUrl, ...product.images.map((i) => i.url)]);
}

/** The picture a product page opens with (the gallery's first, of the colour it starts on). */
export function firstPictureOf(product: Pictured): string | undefined {
  return galleryFor(product, firstColourInStock(product))[0];
}
