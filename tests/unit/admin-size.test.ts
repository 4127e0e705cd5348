// Issue 6 budget: the JavaScript the back office's first load downloads (/admin/...) is at most 450 KB gzip, and
// recharts is not part of it (it loads with the dashboard's charts only). Builds the real Vite config into a
// temporary folder and adds up what index.html loads plus the admin app chunk (src/admin/app.tsx), each with
// its static imports — what the browser must fetch before the first admin screen can render.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Plugin } from 'vite';

const BUDGET_BYTES = 450 * 1024;
const RECHARTS = /[\\/]node_modules[\\/](recharts|d3-[a-z-]+|victory-vendor)[\\/]/;

interface ChunkInfo {
  fileName: string;
  code: string;
  imports: string[];
  moduleIds: string[];
  facadeModuleId: string | null;
}

const root = resolve(__dirname, '../..');
const outDir = mkdtempSync(join(tmpdir(), 'morph-admin-size-'));
const chunks = new Map<string, ChunkInfo>();
let html = '';

function collectChunks(): Plugin {
  return {
    name: 'morph-admin-size-collect',
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks.set(item.fileName, {
          fileName: item.fileName,
          code: item.code,
          imports: item.imports,
          moduleIds: item.moduleIds,
          facadeModuleId: item.facadeModuleId,
        });
      }
    },
  };
}

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

const gzipSize = (fileName: string) => gzipSync(chunks.get(fileName)!.code, { level: 9 }).length;

function adminFirstLoad(): Set<string> {
  const fromHtml = [
    ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/?([^"]+\.js)"/g),
  ].map((m) => m[1]);
  expect(fromHtml.length).toBeGreaterThan(0);
  return withStaticImports([...fromHtml, chunkOf('src/admin/app.tsx').fileName]);
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

describe('admin size', () => {
  it('downloads at most 450 KB of gzipped JS on the first load of /admin', () => {
    const sizes = [...adminFirstLoad()].map((f) => [f, gzipSize(f)] as const);
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    console.info(
      `First load of /admin: ${(total / 1024).toFixed(1)} KB gzip in ${sizes.length} files\n${sizes.map(([f, s]) => `  ${f} ${(s / 1024).toFixed(1)} KB`).join('\n')}`,
    );
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('keeps recharts out of the first load: it comes with the dashboard charts only', () => {
    const firstLoad = adminFirstLoad();
    const modules = [...firstLoad].flatMap((f) => chunks.get(f)!.moduleIds);
    expect(modules.filter((m) => RECHARTS.test(m))).toEqual([]);
    // …and it is in the build, in a chunk the admin loads later.
    const lazy = [...chunks.values()].filter(
      (c) => !firstLoad.has(c.fileName) && c.moduleIds.some((m) => RECHARTS.test(m)),
    );
    expect(lazy.length).toBeGreaterThan(0);
  });
});
