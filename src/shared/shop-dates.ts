/**
 * A date and time as a shopper (or the owner, about an order) reads it, in Cairo time and one fixed form per
 * language, everywhere: the confirmation page, /track, the recent orders, the WhatsApp texts, the packing slip.
 *
 * - `shopDateTime('2026-11-25T20:36:00Z', 'ar')` → '25 نوفمبر 2026، 10:36 م' (Latin digits, as amounts are
 *   written on Arabic pages; 12 hours with ص/م, the Arabic comma)
 * - `shopDateTime('2026-11-25T20:36:00Z', 'en')` → '25 Nov 2026, 22:36'
 * - `shopDate(instant, 'ar')`                    → '25 نوفمبر 2026'
 *
 * Written from the Cairo calendar fields (Intl, the tz database) rather than a locale's own pattern, which
 * differs between browsers and ICU versions (ar-EG alone writes ٢٥ or 25, "في" or "،" by version).
 */
import type { OrderLanguage } from './order-lifecycle';

const MONTHS: Record<OrderLanguage, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  ar: [
    'يناير',
    'فبراير',
    'مارس',
    'أبريل',
    'مايو',
    'يونيو',
    'يوليو',
    'أغسطس',
    'سبتمبر',
    'أكتوبر',
    'نوفمبر',
    'ديسمبر',
  ],
};

const CAIRO_FIELDS = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Africa/Cairo',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

interface CairoFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function cairoFields(instant: Date): CairoFields {
  const fields: Record<string, number> = {};
  for (const part of CAIRO_FIELDS.formatToParts(instant)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year!,
    month: fields.month!,
    day: fields.day!,
    // Some engines write midnight as 24 even with h23.
    hour: fields.hour! % 24,
    minute: fields.minute!,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

function toDate(instant: Date | string | number): Date | null {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? null : date;
}

function dayOf(t: CairoFields, language: OrderLanguage): string {
  return `${t.day} ${MONTHS[language][t.month - 1]} ${t.year}`;
}

/** The Cairo day holding `instant`: '25 نوفمبر 2026' / '25 Nov 2026' (a text that is no date comes back as is). */
export function shopDate(instant: Date | string | number, language: OrderLanguage): string {
  const date = toDate(instant);
  return date ? dayOf(cairoFields(date), language) : String(instant);
}

/** The Cairo date and time of `instant`: '25 نوفمبر 2026، 10:36 م' / '25 Nov 2026, 22:36'. */
export function shopDateTime(instant: Date | string | number, language: OrderLanguage): string {
  const date = toDate(instant);
  if (!date) return String(instant);
  const t = cairoFields(date);
  if (language === 'en') return `${dayOf(t, 'en')}, ${pad(t.hour)}:${pad(t.minute)}`;
  const hour12 = t.hour % 12 === 0 ? 12 : t.hour % 12;
  return `${dayOf(t, 'ar')}، ${hour12}:${pad(t.minute)} ${t.hour < 12 ? 'ص' : 'م'}`;
}
