/**
 * The storefront's language: English, or Arabic on every page under `/ar/…`.
 *
 * The language is fixed for the life of a page: it comes from the URL (the `/ar` prefix), else from the choice
 * remembered in localStorage; switching is a full navigation to the other language's URL (a plain link, so
 * crawlers and shared links see it too). Before the first render `startLanguage` loads the Arabic texts a first
 * visit needs (one lazy chunk, `./ar/index.ts`) on an Arabic page only, so an English visit never downloads them;
 * the other pages' Arabic loads with those pages (`loadArabicTexts`).
 *
 * Texts stay one English module per feature, imported by each screen as before (`../../i18n/shop`). Each module
 * wraps its object in `localized('shop', {...})`: a proxy that reads the Arabic module of the same name
 * (`./ar/shop.ts`, registered in `./ar/index.ts`) while the page is Arabic, and English otherwise, key by key
 * (a key missing in Arabic falls back to English). Reading happens at render time, so a screen's chunk may load
 * before or after the Arabic one.
 */
import { setRequestLanguage } from '../../shared/api-fetch';
import { setMoneyLanguage } from '../../shared/format';
import { ARABIC_PREFIX } from '../../shared/routes';

export { ARABIC_PREFIX };

export type Language = 'en' | 'ar';

export const LANGUAGES: readonly Language[] = ['en', 'ar'];

/** Where the shopper's last choice is remembered. */
export const LANGUAGE_STORAGE_KEY = 'morph.language';

/**
 * The shape an Arabic module must have: the English module's, with its strings any string and its functions
 * returning any string (`export const shop: Translation<typeof import('../shop').shop> = {…}`).
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => R extends string ? string : Translation<R>
    : T extends readonly (infer E)[]
      ? readonly Translation<E>[]
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T;

type Registry = Record<string, object | undefined>;

let current: Language = 'en';
const arabic: Registry = {};

/** The page's language. */
export function language(): Language {
  return current;
}

export const isArabic = (): boolean => current === 'ar';

/** Sets the language and its texts (app start, and tests). */
export function setLanguage(lang: Language, texts?: Registry): void {
  current = lang;
  setRequestLanguage(lang);
  setMoneyLanguage(lang);
  if (texts) Object.assign(arabic, texts);
}

const DATE_LOCALES: Record<Language, string> = { en: 'en-GB', ar: 'ar-EG-u-nu-latn' };

/** A date as a shopper reads it, in Cairo time and the page's language: "23 November 2026" / "23 نوفمبر 2026". */
export function formatShopDate(instant: Date | string | number): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[current], {
    timeZone: 'Africa/Cairo',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(instant));
}

/** The English module `english`, read in the page's language. */
export function localized<T extends object>(name: string, english: T): T {
  return new Proxy(english, {
    get(target, key, receiver) {
      if (current === 'ar') {
        const translated = arabic[name] as Record<PropertyKey, unknown> | undefined;
        if (translated && key in translated) return translated[key];
        // A page read a module whose Arabic chunk it does not load (app.tsx ARABIC_OF): English would show on an
        // Arabic page. Loud in development and tests; a shopper still gets the English text.
        if (!translated && import.meta.env.DEV)
          throw new Error(
            `The Arabic of "${name}" was read before it loaded: add it to the page's ARABIC_OF`,
          );
      }
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}

/** The language of a pathname: Arabic under `/ar`. */
export function pathLanguage(pathname: string): Language {
  return pathname === ARABIC_PREFIX || pathname.startsWith(`${ARABIC_PREFIX}/`) ? 'ar' : 'en';
}

/** The pathname without its language prefix: `/ar/shop` → `/shop`, `/ar` → `/`. */
export function stripLanguage(pathname: string): string {
  if (pathLanguage(pathname) === 'en') return pathname;
  return pathname.slice(ARABIC_PREFIX.length) || '/';
}

/** The same page in `lang`: `/shop?q=x` → `/ar/shop?q=x`; `/ar` → `/`. */
export function languagePath(lang: Language, path: string): string {
  const [pathname, ...rest] = path.split(/(?=[?#])/);
  const bare = stripLanguage(pathname || '/');
  const prefixed = lang === 'ar' ? (bare === '/' ? ARABIC_PREFIX : `${ARABIC_PREFIX}${bare}`) : bare;
  return prefixed + rest.join('');
}

/** The router's basename for the language. */
export const basenameOf = (lang: Language): string | undefined => (lang === 'ar' ? ARABIC_PREFIX : undefined);

function remembered(): Language | undefined {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return value === 'ar' || value === 'en' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers the shopper's choice (the language switch calls it before navigating). */
export function rememberLanguage(lang: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Private mode or storage full: the URL still carries the language.
  }
}

/** `<html lang dir>` for the language (the server writes them too; this keeps them right after a change). */
export function applyDocumentLanguage(lang: Language): void {
  const root = document.documentElement;
  root.lang = lang;
  root.dir = lang === 'ar' ? 'rtl' : 'ltr';
}

let arabicTexts: Promise<void> | undefined;

/** Loads the Arabic chunk once (resolves at once when it is here). */
export function loadArabic(): Promise<void> {
  return (arabicTexts ??= import('./ar/index').then(({ ar }) => {
    Object.assign(arabic, ar);
  }));
}

/**
 * The Arabic of the modules a first visit does not need, each a chunk of its own, loaded with the pages that
 * use it (app.tsx ARABIC_OF): the browsing pages' texts with their page, the order's pages' with theirs. Each chunk's
 * exports are modules of the registry by name (`./ar/policies.ts` holds `policies` and `policyCommon`).
 */
const LATER_ARABIC = {
  cart: () => import('./ar/cart'),
  checkout: () => import('./ar/checkout'),
  login: () => import('./ar/login'),
  orders: () => import('./ar/orders'),
  policies: () => import('./ar/policies'),
  product: () => import('./ar/product'),
  shop: () => import('./ar/shop'),
  track: () => import('./ar/track'),
} satisfies Record<string, () => Promise<Registry>>;
export type LaterArabic = keyof typeof LATER_ARABIC;

const loadingArabic = new Map<LaterArabic, Promise<void>>();

/** On an Arabic page, loads the Arabic of these modules (each once); at once on an English page. */
export function loadArabicTexts(...names: LaterArabic[]): Promise<void> {
  if (current !== 'ar') return Promise.resolve();
  return Promise.all(
    names.map((name) => {
      let loading = loadingArabic.get(name);
      if (!loading) {
        loading = LATER_ARABIC[name]().then(
          (module) => void Object.assign(arabic, module),
          (error: unknown) => {
            loadingArabic.delete(name); // a failed download is tried again by the next page that needs it
            throw error;
          },
        );
        loadingArabic.set(name, loading);
      }
      return loading;
    }),
  ).then(() => undefined);
}

/**
 * Once at start: the page's language from its URL, else the remembered choice (the URL then gets the `/ar`
 * prefix, without a reload). Resolves when the language's texts are here. The admin sign-in follows the URL only.
 */
export function startLanguage(location: Location = window.location): Promise<Language> {
  let lang = pathLanguage(location.pathname);
  if (lang === 'en' && remembered() === 'ar' && location.pathname !== '/login') {
    lang = 'ar';
    window.history.replaceState(
      window.history.state,
      '',
      languagePath('ar', location.pathname + location.search + location.hash),
    );
  }
  current = lang;
  setRequestLanguage(lang);
  setMoneyLanguage(lang);
  applyDocumentLanguage(lang);
  return lang === 'ar' ? loadArabic().then(() => lang) : Promise.resolve(lang);
}
