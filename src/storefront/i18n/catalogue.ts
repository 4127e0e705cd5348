/**
 * The catalogue's own words in the page's language (issue 14): the Arabic the shop wrote for a product, colour or
 * category on Arabic pages, else its English. Identity (cart lines, the pixel, the order) stays the English.
 */
import { isArabic } from './language';

type Named = { name: string; nameAr?: string | null };
type Described = { description?: string | null; descriptionAr?: string | null };

const arabicOr = (arabic: string | null | undefined, english: string): string =>
  isArabic() && arabic?.trim() ? arabic : english;

/** A product's or category's name. */
export const nameOf = (item: Named): string => arabicOr(item.nameAr, item.name);

/** A product's or category's description ('' when it has none). */
export const descriptionOf = (item: Described): string =>
  arabicOr(item.descriptionAr, item.description ?? '');

/** A colour's name. */
export const colorOf = (variant: { color: string; colorAr?: string | null }): string =>
  arabicOr(variant.colorAr, variant.color);
