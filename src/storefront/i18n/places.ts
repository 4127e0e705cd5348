import { localized } from './language';

/**
 * Place names the shop writes. English pages show the shipping table's own name; the Arabic chunk
 * gives each governorate its Arabic name, so the 27 names never weigh on an English visit.
 */
export const places = localized('places', {
  governorate: (city: string) => city,
} as const);
