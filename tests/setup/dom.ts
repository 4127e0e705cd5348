// Setup for component tests (jsdom): jest-dom matchers, an absolute API base for Node's fetch,
// and a clean DOM and localStorage after each test.
//
// The dom project runs without isolation (vitest.config.ts): each worker keeps one jsdom window and its loaded
// modules for all the files it runs, instead of starting a process, a window and react-admin/MUI again for
// each file. This file runs again before each file, and puts back what a file may have changed for the next.
import '@testing-library/jest-dom/vitest';
import { __unsafe_useEmotionCache as useEmotionCache, type EmotionCache } from '@emotion/react';
import { cleanup, configure, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, vi } from 'vitest';
import { setApiBaseUrl } from '../../src/shared/api-fetch';
import { setLanguage } from '../../src/storefront/i18n/language';
import { resetPageData } from '../../src/storefront/page-data';
import { resetPixel } from '../../src/storefront/pixel/pixel';

setApiBaseUrl('http://localhost');

const fresh = globalThis as typeof globalThis & { __morphFirstUrl?: string };
fresh.__morphFirstUrl ??= window.location.href;
vi.useRealTimers();
vi.unstubAllGlobals();
cleanup();
document.body.replaceChildren();
// MUI's styles (emotion inserts each rule once per cache, and never removes it): without this the head would
// keep every rule of the earlier files, and jsdom's computed styles, which role queries ask for on every node,
// would match each element against all of them.
const emotion: { cache?: EmotionCache | null } = {};
render(
  createElement(function ReadEmotionCache() {
    emotion.cache = useEmotionCache();
    return null;
  }),
);
cleanup();
if (emotion.cache) {
  emotion.cache.sheet.flush();
  for (const key of Object.keys(emotion.cache.inserted)) delete emotion.cache.inserted[key];
}
for (const element of [...document.head.children]) if (element.tagName !== 'STYLE') element.remove();
document.title = '';
document.documentElement.removeAttribute('lang');
document.documentElement.removeAttribute('dir');
window.history.replaceState(null, '', fresh.__morphFirstUrl);
localStorage.clear();
sessionStorage.clear();
setLanguage('en');
resetPageData();
resetPixel();
delete window.fbq;
delete window._fbq;

// findBy*/waitFor give up after 1 s by default. How long a screen takes to appear depends on how busy the machine
// is (a loaded 2-core CI machine gives a test a sixth of a core), so this is only a hang detector, below the test
// timeout so a failure names the element it waited for. A passing test waits no longer than before; a failing
// expectation still fails, only later.
configure({ asyncUtilTimeout: 15_000 });

// jsdom works out an element's style from every stylesheet of the page on each call, and MUI (emotion) puts
// hundreds of rules there; role queries ask for it for every node they look at (is it hidden, what is its
// name), user-event for every element it clicks. An answer is kept until the DOM or a stylesheet changes in
// any way: the observer's records are taken synchronously, so a change is never missed between two calls.
// Installed once per window (the window outlives a file).
const patched = window as typeof window & { __morphStyleCache?: true };
if (!patched.__morphStyleCache) {
  patched.__morphStyleCache = true;
  const computedStyle = window.getComputedStyle.bind(window);
  let styles = new WeakMap<Element, CSSStyleDeclaration>();
  const changes = new MutationObserver(() => {
    styles = new WeakMap();
  });
  changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    if (pseudoElement) return computedStyle(element, pseudoElement);
    if (changes.takeRecords().length > 0) styles = new WeakMap();
    let style = styles.get(element);
    if (!style) {
      style = computedStyle(element);
      styles.set(element, style);
    }
    return style;
  };
  for (const method of ['insertRule', 'deleteRule'] as const) {
    const original = CSSStyleSheet.prototype[method] as (...args: unknown[]) => number & void;
    CSSStyleSheet.prototype[method] = function (this: CSSStyleSheet, ...args: unknown[]) {
      styles = new WeakMap();
      return original.apply(this, args);
    } as never;
  }
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  // A test that timed out on fake timers must not leave them to the next one.
  vi.useRealTimers();
});

// jsdom lays nothing out and has no scrollIntoView; screens that scroll (the shop's pages, the search
// suggestions) call it. A test that checks the scroll spies on it.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = function scrollIntoView() {};
