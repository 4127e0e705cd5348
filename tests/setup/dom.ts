// Setup for component tests (jsdom): jest-dom matchers, an absolute API base for Node's fetch,
// and a clean DOM and localStorage after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setApiBaseUrl } from '../../src/shared/api-fetch';

setApiBaseUrl('http://localhost');

// findBy*/waitFor give up after 1 s by default. How long a screen takes to appear depends on how busy the machine
// is (a loaded 2-core CI machine gives a test a sixth of a core), so this is only a hang detector, below the test
// timeout so a failure names the element it waited for. A passing test waits no longer than before; a failing
// expectation still fails, only later.
configure({ asyncUtilTimeout: 15_000 });

// jsdom works out an element's style from every stylesheet of the page on each call, and MUI (emotion) puts
// hundreds of rules there; role queries ask for it for every node they look at (is it hidden, what is its
// name), user-event for every element it clicks. An answer is kept until the DOM or a stylesheet changes in
// any way: the observer's records are taken synchronously, so a change is never missed between two calls.
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

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom lays nothing out and has no scrollIntoView; screens that scroll (the shop's pages, the search
// suggestions) call it. A test that checks the scroll spies on it.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = function scrollIntoView() {};
