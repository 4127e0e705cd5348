// Setup for component tests (jsdom): jest-dom matchers, an absolute API base for Node's fetch,
// and a clean DOM and localStorage after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setApiBaseUrl } from '../../src/shared/api-fetch';

setApiBaseUrl('http://localhost');

// findBy*/waitFor give up after 1 s by default; the first render of a lazily loaded screen on a busy two-core CI
// machine can take longer. A failing expectation still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom lays nothing out and has no scrollIntoView; screens that scroll (the shop's pages, the search
// suggestions) call it. A test that checks the scroll spies on it.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = function scrollIntoView() {};
