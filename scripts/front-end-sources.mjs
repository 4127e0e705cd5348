// What the front end's build (vite build into dist/) is made from, and when any of it last changed. Read by
// scripts/build-front-end.mjs (npm start and the journeys rebuild a stale dist/) and tests/helpers/bundle.ts (the
// size tests measure dist/ only when it is newer than all of this).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const FRONT_END_SOURCES = [
  'index.html',
  'vite.config.ts',
  'src/main.tsx',
  'src/storefront',
  'src/admin',
  'src/shared',
  'generated',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

/** The newest modification time (ms) of any front-end source under the repository root. */
export function newestSourceChange(root) {
  return Math.max(...FRONT_END_SOURCES.map((source) => newest(join(root, source))));
}
