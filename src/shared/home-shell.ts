/**
 * The home page's first screen as plain HTML, sent inside `<div id="root">` (src/server/plugins/spa.ts) so the
 * hero paints with the page's HTML and stylesheet instead of after the app's code: it is the page's largest
 * paint, and on a phone the app takes seconds to arrive. The app then renders the same hero in its place (React
 * replaces the root's content), so nothing moves. Its markup is React's (features/home/home-page.tsx and
 * layout/layout.tsx), checked against it by features/home/home-shell.test.tsx.
 */
import { escapeHtml } from './escape-html';
import { ARABIC_PREFIX } from './routes';
import { HOME_HERO } from './site-texts';

export function homeShell(language: 'en' | 'ar'): string {
  const hero = HOME_HERO[language];
  const shop = language === 'ar' ? `${ARABIC_PREFIX}/shop` : '/shop';
  return (
    '<div class="site"><main id="main" tabindex="-1" class="site-main site-main--home"><div class="home">' +
    '<section class="hero" aria-labelledby="hero-title"><div class="hero__content">' +
    `<h1 id="hero-title">${escapeHtml(hero.title)}</h1><p>${escapeHtml(hero.subtitle)}</p>` +
    // data-discover: react-router's Link writes it; the same element, attribute for attribute.
    `<a class="button button--hero" href="${shop}" data-discover="true">${escapeHtml(hero.shopNow)}</a>` +
    '</div></section></div></main></div>'
  );
}
