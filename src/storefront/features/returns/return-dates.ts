/**
 * The returns' calendar days (`YYYY-MM-DD`, Cairo days: the window's last day, the pickup day) in the page's
 * language and the shop's one form (src/shared/shop-dates.ts): "8 Dec 2026" / "8 ديسمبر 2026", and the pickup
 * with its weekday, "Thursday, 26 Nov 2026" / "الخميس، 26 نوفمبر 2026".
 */
import { shopDate } from '../../../shared/shop-dates';
import { language } from '../../i18n/language';

/** Noon UTC of a calendar day is the same day in Cairo (UTC+2 or +3): no time-zone library needed. */
const noonOf = (ymd: string) => new Date(`${ymd}T12:00:00Z`);

export function formatCairoDay(ymd: string): string {
  return shopDate(noonOf(ymd), language());
}

export function formatPickupDay(ymd: string): string {
  const date = noonOf(ymd);
  if (Number.isNaN(date.getTime())) return ymd;
  const lang = language();
  const weekday = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-EG' : 'en-GB', {
    weekday: 'long',
    timeZone: 'UTC',
  }).format(date);
  return `${weekday}${lang === 'ar' ? '،' : ','} ${shopDate(date, lang)}`;
}
