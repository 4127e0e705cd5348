/**
 * A date and time of an order as the shopper reads it, in Cairo time and the page's language, in the one form the
 * shop writes everywhere (src/shared/shop-dates.ts): "23 Nov 2026, 15:40" / "23 نوفمبر 2026، 3:40 م".
 */
import { shopDateTime } from '../../../shared/shop-dates';
import { language } from '../../i18n/language';

export function formatOrderDateTime(iso: string): string {
  return shopDateTime(iso, language());
}
