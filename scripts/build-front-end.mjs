// The storefront and back office (vite build into dist/), built when dist/ is missing or older than its sources.
// Imported by scripts/start.mjs (npm start) and scripts/e2e-server.mjs, which builds once, under a lock, for
// the journeys' two servers.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestSourceChange } from './front-end-sources.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = join(root, 'dist', 'index.html');
/** Builds dist/ when it is missing or stale; exits the process when the build fails. */
export function buildFrontEndIfStale() {
  if (existsSync(built) && statSync(built).mtimeMs >= newestSourceChange(root)) return;
  console.log('Building the storefront and back office (vite build)…');
  const result = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
