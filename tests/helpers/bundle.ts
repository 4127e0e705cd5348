// The production build as the size tests see it: the real Vite config built into a temporary folder, its chunks
// with their modules and static imports, and what index.html loads. A first load is a set of chunks (an entry
// and everything it imports statically: what the browser must fetch before running it); its size is gzip -9.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';

export interface ChunkInfo {
  fileName: string;
  code: string;
  imports: string[];
  moduleIds: string[];
  facadeModuleId: string | null;
}

export interface Bundle {
  chunks: Map<string, ChunkInfo>;
  /** Every other file of the build (CSS, fonts, pictures): its size in bytes, by file name. */
  assets: Map<string, number>;
  /** The scripts and module preloads of index.html. */
  htmlScripts: string[];
  /** A chunk and everything it imports statically. */
  withStaticImports(fileNames: string[]): Set<string>;
  /** The chunk whose entry module is `modulePath` (a dynamic import's target). */
  chunkOf(modulePath: string): ChunkInfo;
  /** Total gzip size of `files`, printed file by file under `label`. */
  reportSize(label: string, files: Iterable<string>): number;
  /** Deletes the build. */
  remove(): void;
}

const root = resolve(__dirname, '../..');

export async function buildBundle(): Promise<Bundle> {
  const outDir = mkdtempSync(join(tmpdir(), 'morph-size-'));
  const chunks = new Map<string, ChunkInfo>();
  const assets = new Map<string, number>();
  const collect: Plugin = {
    name: 'morph-size-collect',
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type === 'asset') assets.set(item.fileName, item.source.length);
        if (item.type !== 'chunk') continue;
        const { fileName, code, imports, moduleIds, facadeModuleId } = item;
        chunks.set(fileName, { fileName, code, imports, moduleIds, facadeModuleId });
      }
    },
  };

  // Vitest runs with NODE_ENV=test, which would bundle React's development build; build as `npm run build` does.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root,
      configFile: join(root, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'silent',
      plugins: [collect],
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const htmlScripts = [
    ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/?([^"]+\.js)"/g),
  ].map((m) => m[1]!);

  const withStaticImports = (fileNames: string[]) => {
    const seen = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      for (const dep of chunks.get(name)?.imports ?? []) visit(dep);
    };
    fileNames.forEach(visit);
    return seen;
  };

  const chunkOf = (modulePath: string) => {
    const found = [...chunks.values()].find((c) =>
      c.facadeModuleId?.replace(/\\/g, '/').endsWith(modulePath),
    );
    if (!found) throw new Error(`No chunk for ${modulePath}; chunks: ${[...chunks.keys()].join(', ')}`);
    return found;
  };

  const reportSize = (label: string, files: Iterable<string>) => {
    const sizes = [...files].map((f) => [f, gzipSync(chunks.get(f)!.code, { level: 9 }).length] as const);
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    const lines = sizes.map(([f, s]) => `  ${f} ${(s / 1024).toFixed(1)} KB`).join('\n');
    console.info(`${label}: ${(total / 1024).toFixed(1)} KB gzip in ${sizes.length} files\n${lines}`);
    return total;
  };

  return {
    chunks,
    assets,
    htmlScripts,
    withStaticImports,
    chunkOf,
    reportSize,
    remove: () => rmSync(outDir, { recursive: true, force: true }),
  };
}
