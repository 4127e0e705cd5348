// The storefront and back office (vite build into dist/) and the storefront's server bundle (build/ssr/, which
// renders its pages), built when either is missing or older than its sources.
// Imported by scripts/start.mjs (npm start) and scripts/e2e-server.mjs, which builds once, under a lock, for
// the journeys' two servers.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestSourceChange } from './front-end-sources.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = [join(root, 'dist', 'index.html'), join(root, 'build', 'ssr', 'entry-server.js')];
/** Builds dist/ when it is missing or stale; exits the process when the build fails. */
export function buildFrontEndIfStale() {
  const newest = newestSourceChange(root);
  if (built.every((file) => existsSync(file) && statSync(file).mtimeMs >= newest)) return;
  console.log('Building the storefront and back office (vite build)…');
  for (const args of [['build'], ['build', '--ssr', 'src/storefront/entry-server.tsx']]) {
    const result = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), ...args], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
