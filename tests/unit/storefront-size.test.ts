// Issue 5 budget: the JavaScript a first visit to `/` downloads is at most 120 KB gzip, and the storefront never
// pulls in the back office's libraries. Builds the real Vite config into a temporary folder and adds up what
// index.html loads, the storefront shell (src/storefront/app.tsx) and the home route, with their static imports.
// The whole app is built, back office included: chunks shared by both apps carry what either needs.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Plugin } from 'vite';

const BUDGET_BYTES = 120 * 1024;
const FORBIDDEN = [
  /[\\/]node_modules[\\/]@mui[\\/]/,
  /[\\/]node_modules[\\/](react-admin|ra-core|ra-ui-materialui)[\\/]/,
  /[\\/]node_modules[\\/]recharts[\\/]/,
  /[\\/]src[\\/]admin[\\/]/,
];

interface ChunkInfo {
  fileName: string;
  code: string;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
  facadeModuleId: string | null;
}

const root = resolve(__dirname, '../..');
const outDir = mkdtempSync(join(tmpdir(), 'morph-size-'));
const chunks = new Map<string, ChunkInfo>();
let html = '';

function collectChunks(): Plugin {
  return {
    name: 'morph-size-collect',
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks.set(item.fileName, {
          fileName: item.fileName,
          code: item.code,
          imports: item.imports,
          dynamicImports: item.dynamicImports,
          moduleIds: item.moduleIds,
          facadeModuleId: item.facadeModuleId,
        });
      }
    },
  };
}

/** A chunk and everything it imports statically (what the browser must fetch before running it). */
function withStaticImports(fileNames: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const dep of chunks.get(name)?.imports ?? []) visit(dep);
  };
  fileNames.forEach(visit);
  return seen;
}

function chunkOf(modulePath: string): ChunkInfo {
  const found = [...chunks.values()].find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(modulePath));
  if (!found) throw new Error(`No chunk for ${modulePath}; chunks: ${[...chunks.keys()].join(', ')}`);
  return found;
}

function gzipSize(fileName: string): number {
  return gzipSync(chunks.get(fileName)!.code, { level: 9 }).length;
}

beforeAll(async () => {
  // Vitest runs with NODE_ENV=test, which would bundle React's development build; build as `npm run build` does.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root,
      configFile: join(root, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'silent',
      plugins: [collectChunks()],
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  html = readFileSync(join(outDir, 'index.html'), 'utf8');
}, 180_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('storefront size', () => {
  it('downloads at most 120 KB of gzipped JS on the first visit to /', () => {
    const fromHtml = [
      ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/?([^"]+\.js)"/g),
    ].map((m) => m[1]);
    expect(fromHtml.length).toBeGreaterThan(0);
    const firstVisit = withStaticImports([
      ...fromHtml,
      chunkOf('src/storefront/app.tsx').fileName,
      chunkOf('src/storefront/features/home/home-page.tsx').fileName,
    ]);
    const sizes = [...firstVisit].map((f) => [f, gzipSize(f)] as const);
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    console.info(
      `First visit to /: ${(total / 1024).toFixed(1)} KB gzip in ${sizes.length} files\n${sizes.map(([f, s]) => `  ${f} ${(s / 1024).toFixed(1)} KB`).join('\n')}`,
    );
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);

    const modules = [...firstVisit].flatMap((f) => chunks.get(f)!.moduleIds);
    expect(modules.filter((m) => FORBIDDEN.some((re) => re.test(m)))).toEqual([]);
  });

  it('keeps checkout and login in chunks of their own, outside the first visit', () => {
    const firstVisit = withStaticImports([
      chunkOf('src/storefront/app.tsx').fileName,
      chunkOf('src/storefront/features/home/home-page.tsx').fileName,
    ]);
    for (const page of [
      'src/storefront/features/checkout/checkout-page.tsx',
      'src/storefront/features/login/login-page.tsx',
    ]) {
      const chunk = chunkOf(page);
      expect(firstVisit.has(chunk.fileName)).toBe(false);
    }
  });

  it('never bundles MUI, react-admin or recharts into any storefront chunk', () => {
    const storefront = [...chunks.values()].filter((c) =>
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
