// The production build as the size tests see it: its chunks with their modules and static imports (Vite writes
// them to .vite/modules.json, vite.config.ts), and what index.html loads. A first load is a set of chunks (an
// entry and everything it imports statically: what the browser must fetch before running it); its size is
// gzip -9. The build is dist/ when it is newer than every source (CI builds once, for these tests and the
// journeys); otherwise the real Vite config is built into a temporary folder.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { newestSourceChange } from '../../scripts/front-end-sources.mjs';

export interface ChunkInfo {
  fileName: string;
  code: string;
  imports: string[];
  /** Paths from the project root, starting with `/`. */
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
  /** Deletes the build, unless it is dist/. */
  remove(): void;
}

const root = resolve(__dirname, '../..');
const dist = join(root, 'dist');
/** dist/ was built, with its module list, after the last change to any source. */
function distIsFresh(): boolean {
  const modules = join(dist, '.vite', 'modules.json');
  return existsSync(modules) && statSync(modules).mtimeMs >= newestSourceChange(root);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

export async function buildBundle(): Promise<Bundle> {
  const reuse = distIsFresh();
  const outDir = reuse ? dist : mkdtempSync(join(tmpdir(), 'morph-size-'));
  if (reuse) console.info('Size of dist/ (built after the last change to the sources)');
  else {
    // Vitest runs with NODE_ENV=test, which would bundle React's development build; build as `npm run build` does.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({
        root,
        configFile: join(root, 'vite.config.ts'),
        mode: 'production',
        logLevel: 'silent',
        build: { outDir, emptyOutDir: true },
      });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
  }
  const listed = JSON.parse(readFileSync(join(outDir, '.vite', 'modules.json'), 'utf8')) as Array<
    Omit<ChunkInfo, 'code'>
  >;
  const chunks = new Map<string, ChunkInfo>(
    listed.map((c) => [c.fileName, { ...c, code: readFileSync(join(outDir, c.fileName), 'utf8') }]),
  );
  const assets = new Map<string, number>();
  for (const file of filesUnder(outDir)) {
    const fileName = relative(outDir, file).replace(/\\/g, '/');
    if (!chunks.has(fileName)) assets.set(fileName, statSync(file).size);
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
    remove: () => {
      if (!reuse) rmSync(outDir, { recursive: true, force: true });
    },
  };
}
