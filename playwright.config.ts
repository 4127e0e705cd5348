import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// Journeys run against the built app served by the real server (the `npm start` path) on a fresh embedded
// database with the demo data and a known admin password.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_ADMIN = { username: 'admin', password: 'e2e-Admin-Passw0rd!' };
// Debian's Chromium: no browser download here. Its headless shell (package chromium-headless-shell), the
// browser Playwright itself runs headless, when installed: the same Blink and V8 without the full browser's
// window machinery, at about 60% of its CPU on these journeys. CHROMIUM_PATH chooses another.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

// A missing browser is a clear failure that says how to install it, never a skipped run.
if (!existsSync(CHROMIUM)) {
  throw new Error(
    `No Chromium at ${CHROMIUM}. Install Debian's: apt-get update && apt-get install -y chromium-headless-shell (or chromium, or set CHROMIUM_PATH).`,
  );
}

/** The server of challenge.spec.ts's `challenge` project, with the challenge always on. */
export const CHALLENGE_PORT = E2E_PORT + 3;

/** A shop served as `npm start` serves it, on a fresh embedded database of its own with the demo data. */
function server(port: number, dataDir: string, env: Record<string, string>) {
  return {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/products?pageSize=1`,
    timeout: 240_000,
    // E2E_REUSE_SERVER=1 runs against servers already started the same way (while writing journeys).
    reuseExistingServer: !!process.env.E2E_REUSE_SERVER,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SEED_DEMO: 'true',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      ...env,
    },
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // The journeys share one shop and build on each other's data: one at a time. The challenge project has a
  // server and a shop of its own, so it runs beside them.
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  // A page that needs more than 10 s under a CI machine's full load is slow, not broken: the journeys are not
  // the speed tests (tests/bench and the size tests are).
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // A trace records the page at every step, a fifth of the browser's CPU: kept on a failure while writing
    // journeys, off in CI, whose report is its log (E2E_TRACE=retain-on-failure turns it back on).
    trace:
      (process.env.E2E_TRACE as 'off' | 'retain-on-failure' | undefined) ??
      (process.env.CI ? 'off' : 'retain-on-failure'),
    screenshot: 'only-on-failure',
    // The browser asks for less motion, as some shoppers' and staff's systems do, and both apps honour it
    // (accessibility.spec.ts checks): no ripples, slides or fades to paint or to wait for.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Every journey, challenge.spec.ts included (against this server it checks that no challenge is asked).
    { name: 'journeys', workers: 1 },
    // challenge.spec.ts once more against a second server that asks the proof-of-work challenge of every order,
    // tracking, coupon and sign-in: started beside the first, so the run starts both servers at once.
    {
      name: 'challenge',
      testMatch: 'challenge.spec.ts',
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${CHALLENGE_PORT}` },
    },
  ],
  webServer: [
    server(E2E_PORT, '.tmp/e2e-data', {
      // other-origin.spec.ts: a front end on the next port (tests/e2e/support/other-origin.ts) calls this API.
      CORS_ORIGINS: `http://127.0.0.1:${E2E_PORT + 1}`,
      // The proof-of-work challenge: off, as every journey comes from one address and the soft counts that flag
      // an address would make a run depend on which files ran before. E2E_CHALLENGE=always asks it of every
      // order, tracking, coupon and sign-in of every journey.
      CHALLENGE: process.env.E2E_CHALLENGE ?? 'off',
    }),
    server(CHALLENGE_PORT, '.tmp/e2e-data-challenge', { CHALLENGE: 'always' }),
  ],
});
