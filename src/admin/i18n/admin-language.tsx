/**
 * The back office's language outside react-admin's texts: which way the page reads, MUI's theme and styles,
 * and the language the API answers in. It follows the locale in react-admin's store (where the language switch
 * writes it), so it sits around `<Admin>` and reads the same store.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Store } from 'react-admin';
import { setRequestLanguage } from '../../shared/api-fetch';
import { setMoneyLanguage } from '../../shared/format';
import type { AdminLocale } from './i18n-provider';
import { loadArabic, loadedArabic } from './use-admin-texts';

// English keeps MUI's styles as they are; one cache for each direction so that switching swaps the cache
// rather than re-mounting the back office (and checking the session again).
export const ltrCache = createCache({ key: 'mui' });

/** The back office's locale as the store holds it ('en' unless Arabic was chosen). */
export function useStoredLocale(store: Store): AdminLocale {
  const read = () => (store.getItem<string>('locale') === 'ar' ? 'ar' : 'en');
  return useSyncExternalStore((changed) => store.subscribe('locale', changed), read, read);
}

/**
 * Right to left in Arabic: `dir` and `lang` on the back office's root and on <html> (MUI's menus and dialogs
 * open in <body>), MUI's mirrored styles, and `Accept-Language: ar` on every API call so that refusals come
 * in Arabic (`en` in English, whatever the browser's own languages), amounts written the Arabic storefront's way. `children` gets `rtl` once the Arabic chunk (which carries the mirroring cache) is here.
 */
export function AdminLanguage({
  locale,
  children,
}: {
  locale: AdminLocale;
  children: (rtl: boolean) => ReactNode;
}) {
  const [arabic, setArabic] = useState(loadedArabic);
  const rtl = locale === 'ar' && arabic !== undefined;
  // Set before the children render: their first requests carry the language, their amounts read "1,450.00 ج.م".
  setRequestLanguage(locale);
  setMoneyLanguage(locale);

  useEffect(() => {
    if (locale === 'ar' && !arabic) void loadArabic().then(setArabic);
  }, [locale, arabic]);

  useEffect(() => {
    const root = document.documentElement;
    const before = { lang: root.lang, dir: root.dir };
    root.lang = locale;
    root.dir = rtl ? 'rtl' : 'ltr';
    return () => {
      root.lang = before.lang;
      root.dir = before.dir;
    };
  }, [locale, rtl]);

  return (
    <CacheProvider value={rtl && arabic ? arabic.rtlCache : ltrCache}>
      <div dir={rtl ? 'rtl' : 'ltr'} lang={locale} data-admin-root="">
        {children(rtl)}
      </div>
    </CacheProvider>
  );
}
