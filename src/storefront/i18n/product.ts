import { localized } from './language';
/** Product page texts (spec §2 "Product detail", §4 "Add to cart", §8 "Product page"). */
export const product = localized('product', {
  notFound: 'Product not found',
  loadFailed: 'Failed to load product',
  color: 'Colour',
  size: 'Size',
  outOfStock: '(Out of Stock)',
  quantity: 'Quantity',
  decrease: 'Decrease quantity',
  increase: 'Increase quantity',
  addToCart: 'Add to cart',
  soldOut: 'Sold out',
  chooseColor: 'Please choose a colour.',
  chooseSize: 'Please choose a size.',
  addedToCart: (name: string) => `${name} Added to cart!`,
  imageAlt: (name: string, n: number) => `${name}, picture ${n}`,
  colorImageAlt: (name: string, color: string) => `${name} in ${color}`,
  showImage: (n: number) => `Show picture ${n}`,
  inStock: (n: number) => `${n} in stock`,
  documentTitle: (name: string) => `${name} — Morph`,
  pageTitleNotFound: 'Product not found — Morph',
} as const);
