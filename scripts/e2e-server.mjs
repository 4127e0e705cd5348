// A server the browser journeys run against: a fresh embedded database every run, then `npm start`'s path.
// playwright.config.ts starts two at once (the second with the proof-of-work challenge always on): the front end
// and the server bundle are built first, by one of them at a time (a lock directory), so neither serves a dist/
// the other is rewriting.
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { buildFrontEndIfStale } from './build-front-end.mjs';
import { buildServerIfStale } from './build-server.mjs';

if (!process.env.DATA_DIR?.startsWith('.tmp/')) {
  console.error('e2e-server: DATA_DIR must be a scratch folder under .tmp/');
  process.exit(2);
}
rmSync(process.env.DATA_DIR, { recursive: true, force: true });

const lock = '.tmp/e2e-build.lock';
mkdirSync('.tmp', { recursive: true });
for (;;) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    // A lock older than any build is left from a run that was killed.
    try {
      if (Date.now() - statSync(lock).mtimeMs > 10 * 60_000) rmSync(lock, { recursive: true, force: true });
    } catch {
      // gone meanwhile
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
try {
  const skipBuild = ['1', 'true', 'yes'].includes((process.env.MORPH_SKIP_BUILD ?? '').trim().toLowerCase());
  if (!skipBuild) buildFrontEndIfStale();
  await buildServerIfStale();
} finally {
  rmSync(lock, { recursive: true, force: true });
}

// The journeys run on a fresh embedded database, as `npm ci && npm start` does on a new machine. A DATABASE_URL
// left in the shell (CI's PostgreSQL step exports one) would make the run neither fresh nor embedded.
const env = { ...process.env, MORPH_SKIP_BUILD: '1' };
delete env.DATABASE_URL;
// PGlite's WebAssembly by V8's baseline compiler only: the optimising compiler's background work pays off after some
// ten thousand queries, more than a journeys' run sends (tests/reliability/helpers/server.ts, PGLITE_SHORT_LIVED).
const child = spawn(process.execPath, ['--liftoff-only', 'scripts/start.mjs'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
