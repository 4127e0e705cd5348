// jsdom has no layout and no window.matchMedia; MUI's useMediaQuery then answers "no match" (a wide screen).
// `useScreenWidth(390)` in a describe makes media queries answer as a screen of that width would, in each test.
import { afterEach, beforeEach, vi } from 'vitest';

function matchesWidth(query: string, width: number): boolean {
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
}

export function useScreenWidth(width: number) {
  beforeEach(() => stubScreenWidth(width));
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}

export function stubScreenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matchesWidth(query, width),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
