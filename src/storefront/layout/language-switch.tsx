/**
 * The language switch, in the header and the mobile menu: a plain link to the same page in the other
 * language (`/shop?q=x` ⇄ `/ar/shop?q=x`), named in that language. Following it is a full navigation, so the
 * server writes the other language's head and the page starts with that language's texts; the choice is
 * remembered for the next visit.
 */
import { useLocation } from '../router';
import { header } from '../i18n/header';
import { language, languagePath, rememberLanguage, type Language } from '../i18n/language';

export function LanguageSwitch({ className, onSwitch }: { className?: string; onSwitch?: () => void }) {
  const { pathname, search } = useLocation();
  const other: Language = language() === 'ar' ? 'en' : 'ar';
  return (
    <a
      href={languagePath(other, pathname + search)}
      hrefLang={other}
      lang={other}
      className={className}
      data-testid="language-switch"
      onClick={() => {
        rememberLanguage(other);
        onSwitch?.();
      }}
    >
      {header.switchTo}
    </a>
  );
}
