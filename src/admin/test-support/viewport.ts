// A phone-sized window for component tests: MUI's useMediaQuery asks matchMedia, which the test DOM answers for
// its own 1024 px window. `phoneViewport(390)` answers min-width/max-width queries as a 390 px wide window would; call the
// returned function (or vi.unstubAllGlobals) to restore.
import { vi } from 'vitest';

function matches(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, kind, px]) => (kind === 'min' ? width >= Number(px) : width <= Number(px)));
}

export function phoneViewport(width = 390): () => void {
  const previous = window.innerWidth;
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  vi.stubGlobal(
    'matchMedia',
    (query: string): MediaQueryList =>
      ({
        matches: matches(query, width),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
  return () => {
    vi.unstubAllGlobals();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: previous });
  };
}
