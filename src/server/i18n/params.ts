// How the values inside a message are written in each language: a catalogue word (the shop's Arabic where it
// wrote one), an amount in the shop's EGP format, a wait, a governorate.
import { CURRENCY, CURRENCY_AR } from '../../shared/format';
import { governorateName } from '../../shared/governorates';
import { toEgp, type Piastres } from '../../shared/money';

export type Language = 'en' | 'ar';

/** A word of the catalogue (a product's name, a colour) as the shop wrote it in each language. */
export interface Named {
  en: string;
  /** name_ar / color_ar; empty or absent: the English stands in Arabic too. */
  ar?: string | null;
}

export const named = (word: Named, language: Language): string =>
  language === 'ar' && word.ar?.trim() ? word.ar.trim() : word.en;

/** A catalogue word from its two columns, e.g. `word(product.name, product.nameAr)`. */
export const word = (en: string, ar?: string | null): Named => ({ en, ar });

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "EGP 1,450.00"; in Arabic "1,450.00 ج.م" (Western digits, as the Arabic pages write amounts). */
export function money(amount: Piastres, language: Language): string {
  const figure = twoDecimals.format(toEgp(amount));
  return language === 'ar' ? `${figure} ${CURRENCY_AR}` : `${CURRENCY} ${figure}`;
}

/** A wait in whole minutes (at least one), or whole hours past 90 minutes. */
function waitUnits(seconds: number): { n: number; hours: boolean } {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes > 90 ? { n: Math.ceil(minutes / 60), hours: true } : { n: minutes, hours: false };
}

const englishPlural = new Intl.PluralRules('en');
const arabicPlural = new Intl.PluralRules('ar');

/** "1 minute", "25 minutes", "3 hours"; Arabic "دقيقة", "دقيقتين", "3 دقائق", "25 دقيقة", "ساعتين". */
export function wait(seconds: number, language: Language): string {
  const { n, hours } = waitUnits(seconds);
  if (language === 'en') {
    const unit = hours ? 'hour' : 'minute';
    return `${n} ${englishPlural.select(n) === 'one' ? unit : `${unit}s`}`;
  }
  switch (arabicPlural.select(n)) {
    case 'one':
      return hours ? 'ساعة' : 'دقيقة';
    case 'two':
      return hours ? 'ساعتين' : 'دقيقتين';
    case 'few':
      return `${n} ${hours ? 'ساعات' : 'دقائق'}`;
    default:
      return `${n} ${hours ? 'ساعة' : 'دقيقة'}`;
  }
}

/** A governorate (the shipping table's English name) as `language` writes it. */
export const governorate = (city: string, language: Language): string => governorateName(city, language);
