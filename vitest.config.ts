import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Browser-side code under happy-dom, everything else under Node (and, with DATABASE_URL, the tests that need a real
// PostgreSQL server or nginx).

const NODE_FILES = [
  'src/shared/**/*.test.ts',
  'src/server/**/*.test.ts',
  'tests/api/**/*.test.ts',
  'tests/contract/**/*.test.ts',
  'tests/unit/**/*.test.ts',
  'tests/security/**/*.test.ts',
  'tests/reliability/**/*.test.ts',
];
const NODE_ISOLATED = ['tests/security/login-throttle.test.ts'];

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    // Vitest's default is one worker fewer than the machine's cores: one worker on the 2-core CI machine, which
    // left a core idle while half of the run waits on databases, child processes and timers. Forks, not
    // threads: native addons (sharp, argon2) and PGlite's WebAssembly each get a process of their own, and a
    // test can measure its own process's CPU time.
    pool: 'forks',
    maxWorkers: 2,
    // PGlite's WebAssembly by V8's baseline compiler only: its optimising compiler recompiles the hot parts of
    // PGlite's 9 MB module on background threads, which pays off after some ten thousand queries; a test file sends
    // a few hundred. 11% less CPU on the API files (tests/reliability/helpers/server.ts, PGLITE_SHORT_LIVED).
    // A young generation of 64 MB a half instead of 16: rendering screens and answering requests make many
    // short-lived objects, and with more room fewer of them are copied before they die. 5% less CPU on the eight
    // costliest files (dom and API; 170 → 162 CPU-s, runs alternated).
    execArgv: ['--liftoff-only', '--max-semi-space-size=64'],
    // Hang detectors, not speed limits: a test or hook that needs a few seconds of CPU can take ten times as long
    // on a shared 2-core machine under load, and its outcome must not depend on that. Tests that run real
    // processes or thousands of requests say why they need more.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: NODE_FILES,
          exclude: [...configDefaults.exclude, ...NODE_ISOLATED],
          // One process runs many files: fastify, ajv, drizzle, PGlite, sharp, the AWS SDK and the contract's
          // schemas are loaded once per worker instead of once per file (that loading was most of these files'
          // CPU). Safe because no file leaves state behind: each builds its own app and database
          // (tests/api/helpers), and the server's module-level values are caches of constant inputs.
          isolate: false,
          // Building an app compiles the whole contract (a few seconds of CPU), and a real server process needs
          // more: at a load of 30 on two cores a first hook took over 60 s. Still a hang detector.
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      // Files that replace a server module with vi.mock: a process of their own, or the mock would not reach
      // modules an earlier file in a shared process had already loaded.
      {
        extends: true,
        test: {
          name: 'node-isolated',
          environment: 'node',
          include: NODE_ISOLATED,
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      // Tests that need a real PostgreSQL server (restarts, terminated connections, several instances on one
      // database) or the production setup of deploy/ (nginx). They run in `npm run test:api:pg` (CI), where
      // DATABASE_URL is set and .ci/run has installed the system packages; PGlite cannot play them.
      ...(process.env.DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'pg',
                environment: 'node',
                include: ['tests/pg/**/*.test.ts', 'tests/deploy/**/*.test.ts'],
                // One process for many files, as in the node project: each file starts its own servers, databases
                // and clusters, and leaves none behind. Importing the server's modules once per file was a tenth of
                // this pass's CPU (248 → 218 CPU-s).
                isolate: false,
                // Real server processes and clusters: hang detectors sized for a loaded machine, as above.
                testTimeout: 300_000,
                hookTimeout: 300_000,
              },
            },
          ]
        : []),
      {
        extends: true,
        test: {
          name: 'dom',
          // happy-dom rather than jsdom: the same ~110 files take about a fifth less CPU (390 → 310 CPU-s, run
          // alternately on one machine). What it does differently from a browser that these screens meet is put
          // right in tests/setup/dom.ts; a file that needs another environment says so in its first line, and gets
          // a worker of its own.
          environment: 'happy-dom',
          include: ['src/storefront/**/*.test.{ts,tsx}', 'src/admin/**/*.test.{ts,tsx}', 'src/*.test.tsx'],
          setupFiles: ['tests/setup/dom.ts'],
          // One process, one happy-dom window and one module cache per worker for all its files, instead of a
          // fresh process that imports happy-dom, React, MUI and react-admin again for each of ~110 files (most of
          // this project's cost). The setup file puts back, before each file, what a file may leave behind (DOM,
          // storage, URL, globals, timers, window size, the shop's language); each file still starts its own mock
          // server and query clients.
          isolate: false,
        },
      },
    ],
  },
});
