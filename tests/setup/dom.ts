// Setup for component tests (jsdom): jest-dom matchers, an absolute API base for Node's fetch,
// and a clean DOM and localStorage after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setApiBaseUrl } from '../../src/shared/api-fetch';

setApiBaseUrl('http://localhost');

afterEach(() => {
  cleanup();
  localStorage.clear();
});
