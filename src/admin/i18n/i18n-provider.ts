/**
 * The back office's i18n provider: react-admin's polyglot provider over its English pack, and the Arabic chunk
 * (ar.ts) loaded on first use. The chosen language is kept in react-admin's store (localStorage), so the back
 * office opens in it next time.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { loadArabic } from './use-admin-texts';

export type AdminLocale = 'en' | 'ar';

export const ADMIN_LOCALES: Array<{ locale: AdminLocale; name: string }> = [
  { locale: 'en', name: 'English' },
  { locale: 'ar', name: 'العربية' },
];

/**
 * A provider for one back office. One per app rather than one per module: the provider holds the current locale,
 * and a locale an earlier app left in a shared one would become the next app's default (react-admin falls back
 * to the provider's locale where its store has none), as a test renders app after app in one process.
 */
export function createI18nProvider() {
  return polyglotI18nProvider(
    (locale) => (locale === 'ar' ? loadArabic().then((texts) => texts.ra) : englishMessages),
    'en',
    ADMIN_LOCALES,
  );
}
