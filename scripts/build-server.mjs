// The API server for production: src/server/main.ts (npm start), src/server/backup.ts (npm run backup/restore)
// and the PGlite worker thread bundled by esbuild into build/server/, so no TypeScript is compiled at run time.
// Packages stay in node_modules (native ones such as sharp, argon2 and PGlite's WebAssembly cannot be bundled).
// The bundles sit two folders below the root like src/server/, so src/server/paths.ts finds the contract, the
// migrations and dist/ from either; the worker lands beside main.mjs, where pglite-worker-client.ts looks.
//
// Not in dist/: that folder is the web root, served as files, and `vite build` empties it.
//
// Run as a script (npm run build:server; `--if-stale`: only when missing or older than its sources, as before
// npm run backup/restore) or imported by scripts/start.mjs (buildServerIfStale).
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { builtinModules } from 'node:module';
import { join, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from 'yaml';

const root = fileURLToPath(new URL('..', import.meta.url));
export const serverBuild = join(root, 'build', 'server');
export const serverEntry = join(serverBuild, 'main.mjs');
export const backupEntry = join(serverBuild, 'backup.mjs');

const entryPoints = {
  main: 'src/server/main.ts',
  backup: 'src/server/backup.ts',
  'pglite-worker': 'src/server/db/pglite-worker.mjs',
};
// What the bundles are made of: a change to any of these makes them stale.
const sources = [
  'src/server',
  'src/shared',
  'generated/models',
  'generated/zod',
  'scripts/build-server.mjs',
  'package.json',
  'package-lock.json',
  // Parsed into build/server/openapi.json, which the server reads instead while it matches (plugins/openapi.ts).
  'openapi/openapi.yaml',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

function nodeFinds(specifier) {
  try {
    // Node's resolution from here (the same node_modules as build/server/), which names a file it may not find.
    const url = import.meta.resolve(specifier);
    return (
      !url.startsWith('file:') || statSync(fileURLToPath(url), { throwIfNoEntry: false })?.isFile() === true
    );
  } catch {
    return false;
  }
}

/**
 * Packages stay imports of node_modules, as Node itself will resolve them from build/server/. An import that
 * only a bundler or tsx resolves (a CommonJS file named without its extension: 'ajv-formats/dist/formats') is
 * written with the file esbuild finds for it, so the bundle starts instead of failing on its first import.
 */
const packagesAsNodeResolvesThem = {
  name: 'packages-as-node-resolves-them',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData?.asIs || args.path.startsWith('node:') || builtinModules.includes(args.path))
        return;
      if (nodeFinds(args.path)) return { path: args.path, external: true };
      const found = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        pluginData: { asIs: true },
      });
      const inModules = found.path.lastIndexOf(`${sep}node_modules${sep}`);
      if (found.errors.length || inModules < 0) return { errors: found.errors };
      const path = found.path
        .slice(inModules + '/node_modules/'.length)
        .split(sep)
        .join('/');
      return { path, external: true };
    });
  },
};

export function serverBuildIsStale() {
  const built = Object.keys(entryPoints).map((name) => join(serverBuild, `${name}.mjs`));
  if (!built.every((file) => existsSync(file))) return true;
  const oldest = Math.min(...built.map((file) => statSync(file).mtimeMs));
  return oldest < Math.max(...sources.map((path) => newest(join(root, path))));
}

/**
 * The contract parsed once here rather than at every start (half a second of CPU), with the hash of the text it
 * came from: the server reads it only while openapi/openapi.yaml is still that text (src/server/plugins/openapi.ts).
 */
export function writeParsedContract(file) {
  const text = readFileSync(join(root, 'openapi', 'openapi.yaml'), 'utf8');
  writeFileSync(
    file,
    JSON.stringify({ sha256: createHash('sha256').update(text).digest('hex'), contract: parse(text) }),
  );
}

export async function buildServer() {
  const { build } = await import('esbuild').catch((error) => {
    throw new Error(
      'build/server/ is missing or older than its sources, and esbuild (a devDependency) cannot be loaded: ' +
        `run npm run build where the devDependencies are installed (${error.message})`,
    );
  });
  mkdirSync(join(root, 'build'), { recursive: true });
  // Built beside, then moved in file by file: a server starting meanwhile never imports half a bundle.
  const scratch = mkdtempSync(join(root, 'build', '.server-'));
  try {
    await build({
      absWorkingDir: root,
      entryPoints,
      outdir: scratch,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      plugins: [packagesAsNodeResolvesThem],
      // Readable stack traces without source maps: names and lines as written.
      minify: false,
      logLevel: 'warning',
    });
    writeParsedContract(join(scratch, 'openapi.json'));
    mkdirSync(serverBuild, { recursive: true });
    for (const name of readdirSync(scratch)) renameSync(join(scratch, name), join(serverBuild, name));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

export async function buildServerIfStale() {
  if (!serverBuildIsStale()) return false;
  console.log('Building the API server (esbuild → build/server/)…');
  await buildServer();
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--if-stale')) await buildServerIfStale();
  else {
    const started = Date.now();
    await buildServer();
    console.log(`API server built into build/server/ in ${Date.now() - started} ms`);
  }
}
