/**
 * The back office's own texts in its language. Each feature keeps its English texts in `<feature>.ts` (they ship
 * with the back office) and its Arabic in `<feature>.ar.ts`, typed by the English so that a text missing in one
 * language does not compile. The Arabic files are gathered in `ar.ts`, which loads as its own chunk the first
 * time the back office switches to Arabic (react-admin waits for it before it changes the locale), so an
 * English-speaking owner never downloads them.
 */
import { useLocaleState } from 'react-admin';
import type { ArabicTexts } from './ar';

type AppTexts = ArabicTexts['app'];

let arabic: ArabicTexts | undefined;

/** Loads the Arabic chunk (react-admin's texts and ours) once. */
export async function loadArabic(): Promise<ArabicTexts> {
  arabic ??= (await import('./ar')).default;
  return arabic;
}

/** The Arabic texts if they are loaded already (the i18n provider loads them before the locale becomes 'ar'). */
export function loadedArabic(): ArabicTexts | undefined {
  return arabic;
}

/** A feature's texts in the back office's current language; `english` is the feature's English catalogue. */
export function useAdminTexts<K extends keyof AppTexts>(feature: K, english: AppTexts[K]): AppTexts[K] {
  const [locale] = useLocaleState();
  return locale === 'ar' && arabic ? arabic.app[feature] : english;
}
