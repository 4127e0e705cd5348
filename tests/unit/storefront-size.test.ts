// The storefront's budget: the JavaScript a first visit to `/` downloads is at most 100 KB gzip, and the storefront never
// pulls in the back office's libraries. Adds up what index.html loads, the storefront shell
// (src/storefront/app.tsx) and the home route, with their static imports. The whole app is built, back office
// included: chunks shared by both apps carry what either needs. tests/e2e/first-paint.spec.ts measures the same
// visits in Chromium, counting every script the page asks for (lazily loaded ones too).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBundle, type Bundle } from '../helpers/bundle';

// 99.4 KB at the commit that set it: React and React DOM are 66 KB of it, TanStack Query 11.5, the shop's own code
// the rest. It was 110.8 KB with react-router, whose links and routes are 13.8 KB gzip where wouter's are 3 KB
// (src/storefront/router.tsx); the digit listener now loads with the first number box a visitor enters, not on
// idle (0.7 KB); a build without a pixel id leaves Meta's loader out (0.2 KB); and the shop's small shared modules
// are two files instead of nine (vite.config.ts, 0.5 KB).
const BUDGET_BYTES = 100 * 1024;
// An Arabic first visit also loads the Arabic texts' chunk: those of the layout, the home page and the places
// only (every other page's Arabic loads with that page).
const ARABIC_BUDGET_BYTES = 103 * 1024;
const FORBIDDEN = [
  /[\\/]node_modules[\\/]@mui[\\/]/,
  /[\\/]node_modules[\\/](react-admin|ra-core|ra-ui-materialui)[\\/]/,
  /[\\/]node_modules[\\/]recharts[\\/]/,
  // The back office's router (react-admin's); the shop's is wouter (src/storefront/router.tsx).
  /[\\/]node_modules[\\/]react-router(-dom)?[\\/]/,
  /[\\/]src[\\/]admin[\\/]/,
  // The back office's generated calls: the storefront's are generated/shop-api (orval.config.ts).
  /[\\/]generated[\\/]api[\\/]/,
];
const SHELL_AND_HOME = ['src/storefront/app.tsx', 'src/storefront/features/home/home-page.tsx'];

let bundle: Bundle;
beforeAll(async () => {
  bundle = await buildBundle();
  // A production build of its own when dist/ is missing or stale: minutes on a loaded machine.
}, 180_000);
afterAll(() => bundle?.remove());

describe('storefront size', () => {
  it('downloads at most 100 KB of gzipped JS on the first visit to /', () => {
    expect(bundle.htmlScripts.length).toBeGreaterThan(0);
    const firstVisit = bundle.withStaticImports([
      ...bundle.htmlScripts,
      ...SHELL_AND_HOME.map((page) => bundle.chunkOf(page).fileName),
    ]);
    expect(bundle.reportSize('First visit to /', firstVisit)).toBeLessThanOrEqual(BUDGET_BYTES);

    const modules = [...firstVisit].flatMap((f) => bundle.chunks.get(f)!.moduleIds);
    expect(modules.filter((m) => FORBIDDEN.some((re) => re.test(m)))).toEqual([]);
    // Nor any back-office call: a generated module shared with the back office brought its product, settings and
    // setup-guide calls along (1.5 KB gzip).
    const adminCalls = [...firstVisit].flatMap(
      (f) => bundle.chunks.get(f)!.code.match(/\/api\/admin\/[\w/-]*/g) ?? [],
    );
    expect(adminCalls).toEqual([]);
  });

  it('downloads at most 103 KB of gzipped JS and 60 KB of fonts on the first visit to /ar', () => {
    const arabic = bundle.chunkOf('src/storefront/i18n/ar/index.ts').fileName;
    const firstVisit = bundle.withStaticImports([
      ...bundle.htmlScripts,
      ...SHELL_AND_HOME.map((page) => bundle.chunkOf(page).fileName),
      arabic,
    ]);
    expect(bundle.reportSize('First visit to /ar', firstVisit)).toBeLessThanOrEqual(ARABIC_BUDGET_BYTES);
    const arabicModules = [...firstVisit]
      .flatMap((f) => bundle.chunks.get(f)!.moduleIds)
      .map((m) => /\/src\/storefront\/i18n\/ar\/([a-z-]+)\.ts$/.exec(m.replace(/\\/g, '/'))?.[1])
      .filter(Boolean)
      .sort();
    expect(arabicModules).toEqual(['common', 'contact', 'footer', 'header', 'home', 'index', 'places']);
    // The fonts an Arabic page preloads (the server names them in its head): Cairo's Arabic subset, 2 weights.
    const fonts = [...bundle.assets].filter(([name]) => /cairo-arabic-(400|700)-normal.*\.woff2$/.test(name));
    expect(fonts).toHaveLength(2);
    const fontBytes = fonts.reduce((sum, [, size]) => sum + size, 0);
    console.info(`Fonts on /ar: ${(fontBytes / 1024).toFixed(1)} KB`);
    expect(fontBytes).toBeLessThanOrEqual(60 * 1024);
  });

  it('keeps the Arabic texts out of an English visit', () => {
    const english = bundle.withStaticImports([
      ...bundle.htmlScripts,
      ...SHELL_AND_HOME.map((page) => bundle.chunkOf(page).fileName),
    ]);
    const modules = [...english].flatMap((f) => bundle.chunks.get(f)!.moduleIds);
    expect(modules.filter((m) => m.replace(/\\/g, '/').includes('/src/storefront/i18n/ar/'))).toEqual([]);
  });

  it('keeps checkout, login, the confirmation page and tracking in chunks of their own, outside the first visit', () => {
    const firstVisit = bundle.withStaticImports(SHELL_AND_HOME.map((page) => bundle.chunkOf(page).fileName));
    for (const page of [
      'src/storefront/features/checkout/checkout-page.tsx',
      'src/storefront/features/login/login-page.tsx',
      'src/storefront/features/orders/order-page.tsx',
      'src/storefront/features/track/track-page.tsx',
    ]) {
      expect(firstVisit.has(bundle.chunkOf(page).fileName)).toBe(false);
    }
  });

  it('never bundles MUI, react-admin, recharts or react-router into any storefront chunk', () => {
    const storefront = [...bundle.chunks.values()].filter((c) =>
      c.moduleIds.some((m) => m.replace(/\\/g, '/').includes('/src/storefront/')),
    );
    expect(storefront.length).toBeGreaterThan(0);
    for (const chunk of storefront) {
      expect(
        chunk.moduleIds.filter((m) => FORBIDDEN.some((re) => re.test(m))),
        chunk.fileName,
      ).toEqual([]);
    }
  });
});
