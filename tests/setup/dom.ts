// Setup for component tests (happy-dom): jest-dom matchers, an absolute API base for Node's fetch,
// and a clean DOM and localStorage after each test.
//
// The dom project runs without isolation (vitest.config.ts): each worker keeps one happy-dom window and its
// loaded modules for all the files it runs, instead of starting a process, a window and react-admin/MUI again for
// each file. This file runs again before each file, and puts back what a file may have changed for the next.
import '@testing-library/jest-dom/vitest';
import { __unsafe_useEmotionCache as useEmotionCache, type EmotionCache } from '@emotion/react';
import { cleanup, configure, render } from '@testing-library/react';
import * as React from 'react';
import { afterEach, vi } from 'vitest';
import { ltrCache } from '../../src/admin/i18n/admin-language';
import { rtlCache } from '../../src/admin/i18n/rtl-cache';
import { setApiBaseUrl } from '../../src/shared/api-fetch';
import { resetSiteFacts } from '../../src/storefront/components/apply-page-head';
import { noteLandingHead } from '../../src/storefront/components/page-head';
import { setLanguage } from '../../src/storefront/i18n/language';
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
// keep every rule of the earlier files, and the computed styles, which role queries ask for on every node,
// would match each element against all of them.
const emotion: { cache?: EmotionCache | null } = {};
render(
  React.createElement(function ReadEmotionCache() {
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
// The heads the storefront writes (components/page-head.ts): no landing head and no site facts carried over.
resetSiteFacts();
noteLandingHead();
document.documentElement.removeAttribute('lang');
document.documentElement.removeAttribute('dir');
window.history.replaceState(null, '', fresh.__morphFirstUrl);
// happy-dom's IntersectionObserver never reports anything, so a section waiting to come near the screen
// (use-deferred.ts) would wait forever. Without one the shop shows such sections at once, as it did under jsdom;
// a test that drives the deferral stubs its own.
Reflect.deleteProperty(globalThis, 'IntersectionObserver');
// The window's size, which happy-dom's media queries (matchMedia and @media rules) answer to: a file may make
// it a phone's.
window.happyDOM?.setViewport({ width: 1024, height: 768 });
localStorage.clear();
sessionStorage.clear();
setLanguage('en');
resetPixel();
delete window.fbq;
delete window._fbq;

// React's development build records, for every element created, a stack trace and a console task of the code that
// created it (an "owner stack", for its warnings in a browser's devtools): a tenth of this project's CPU (311 → 277
// CPU-s on one machine; a sixth on the admin screens' files). React skips both once 10,000 elements were made since the last render, and
// puts the count back at each render: held above that here. Warnings still name the component and its parents.
const reactInternals = (React as unknown as Record<string, object>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (reactInternals)
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => Number.MAX_SAFE_INTEGER,
    set: () => undefined,
  });

// findBy*/waitFor give up after 1 s by default. How long a screen takes to appear depends on how busy the machine
// is (a loaded 2-core CI machine gives a test a sixth of a core), so this is only a hang detector, below the test
// timeout so a failure names the element it waited for. A passing test waits no longer than before; a failing
// expectation still fails, only later.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  // The shop's router reads this window's history (src/storefront/router.tsx): each test starts at the same
  // address, wherever the one before navigated to.
  window.history.replaceState(null, '', fresh.__morphFirstUrl);
  // A test that timed out on fake timers must not leave them to the next one.
  vi.useRealTimers();
  const mismatches = takeStyleMismatches();
  if (mismatches.length > 0) throw new Error(mismatches.join('\n'));
});

// happy-dom has no alert, confirm, prompt or print (jsdom had them, doing nothing), and calling a missing one
// throws: checkout and sign-in alert, the order pages print. Tests that check them spy on them.
function fillMissingDialogs() {
  for (const name of ['alert', 'confirm', 'prompt', 'print'] as const)
    if (typeof window[name] !== 'function') Object.assign(window, { [name]: () => undefined });
}

// happy-dom's element.toString() is the element's outerHTML; a browser's is "[object HTMLDivElement]". Popper
// (MUI's menus, tooltips and autocompletes) calls it on each update to tell a window from an element, and
// serialising the subtree every time was a tenth of an admin screen test's CPU. Links keep theirs (their href).
function browserElementToString() {
  Element.prototype.toString = function toString(this: Element) {
    return Object.prototype.toString.call(this);
  };
}

// happy-dom works out a number input's stepMismatch as value % step in binary floating point, so 65 with step
// 0.01 is a mismatch and the form will not submit (a browser's would). As the HTML standard has it instead: the
// value's distance from the step base (min, else the value attribute, else 0) is a whole number of steps.
function standardStepMismatch() {
  const validityProto = Object.getPrototypeOf(document.createElement('input').validity) as object;
  Object.defineProperty(validityProto, 'stepMismatch', {
    configurable: true,
    get(this: { element: HTMLInputElement }) {
      const input = this.element;
      if (input.localName !== 'input' || (input.type !== 'number' && input.type !== 'range')) return false;
      const number = (text: string | null) =>
        text !== null && /^-?(\d+|\d*\.\d+)([eE][-+]?\d+)?$/.test(text) ? Number(text) : null;
      const value = number(input.value);
      const stepText = input.getAttribute('step');
      if (value === null || stepText?.toLowerCase() === 'any') return false;
      const given = number(stepText);
      const step = given !== null && given > 0 ? given : 1;
      const base = number(input.getAttribute('min')) ?? number(input.getAttribute('value')) ?? 0;
      const steps = (value - base) / step;
      // Floating point leaves 64.99999999999999 steps where a decimal count has 65.
      return Math.abs(steps - Math.round(steps)) > 1e-9 * Math.max(1, Math.abs(steps));
    },
  });
}

// What happy-dom does differently from a browser in ways these screens meet, put right once per window (the
// window outlives a file); and the few style properties role queries and user-event read, answered without
// happy-dom working out the whole style (./fast-computed-style.ts).
const patched = window as typeof window & { __morphHappyDomFixes?: true };
if (window.happyDOM && !patched.__morphHappyDomFixes) {
  patched.__morphHappyDomFixes = true;
  fillMissingDialogs();
  browserElementToString();
  standardStepMismatch();
  installFastComputedStyle(window);
}
