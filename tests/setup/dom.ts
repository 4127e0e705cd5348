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
import { ltrCache } from '../../src/admin/i18n/admin-language';
import { rtlCache } from '../../src/admin/i18n/rtl-cache';
import { setApiBaseUrl } from '../../src/shared/api-fetch';
import { setLanguage } from '../../src/storefront/i18n/language';
import { resetPageData } from '../../src/storefront/page-data';
import { resetPixel } from '../../src/storefront/pixel/pixel';
import { installFastComputedStyle, takeStyleMismatches } from './fast-computed-style';

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
// The back office's own caches too (one for each direction, src/admin/i18n): a file of admin screens left ~1,500
// rules in the head for every later file, which made each computed style, and this flush, seconds long.
for (const cache of [emotion.cache, ltrCache, rtlCache]) {
  if (!cache) continue;
  cache.sheet.flush();
  for (const key of Object.keys(cache.inserted)) delete cache.inserted[key];
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

// The few style properties role queries and user-event read, answered without jsdom working out the whole style
// (./fast-computed-style.ts). Installed once per window (the window outlives a file).
const patched = window as typeof window & { __morphFastStyles?: true };
if (!patched.__morphFastStyles) {
  patched.__morphFastStyles = true;
  installFastComputedStyle(window);
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  // A test that timed out on fake timers must not leave them to the next one.
  vi.useRealTimers();
  const mismatches = takeStyleMismatches();
  if (mismatches.length > 0) throw new Error(mismatches.join('\n'));
});

// jsdom lays nothing out and has no scrollIntoView; screens that scroll (the shop's pages, the search
// suggestions) call it. A test that checks the scroll spies on it.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = function scrollIntoView() {};
