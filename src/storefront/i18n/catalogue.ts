/**
 * The catalogue's own words in the page's language: the Arabic the shop wrote for a product, colour or
 * category on Arabic pages, else its English; a governorate's standard Arabic name (./places.ts, from
 * src/shared/governorates.ts in the Arabic chunk).
 * Identity (cart lines, the pixel, the order, the city a checkout sends) stays the English.
 */
import { isArabic } from './language';
import { places } from './places';

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

/** A governorate of the shipping table (its English name) as the page writes it: "Giza" / "الجيزة". */
export const governorateOf = (city: string): string => places.governorate(city);
