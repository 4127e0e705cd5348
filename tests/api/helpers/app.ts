// The API under test: one app per test file (building one costs ~0.7 s, a request ~2 ms), over one database
// per file, emptied before each test along with the app's own state (the catalogue cache, the draining flag,
// an outage in progress). Throttles and sessions live in the database, so they are emptied with it.
//
//   const api = useTestApp();
//   it('lists cities', async () => {
//     const cookie = await api.signIn();
//     const res = await api.app.inject({ method: 'GET', url: '/api/admin/shipping', headers: { cookie } });
//   });
//
// A test that listens on a port or calls `api.freshApp(config)` gets an app of its own; the
// next test gets a new one built with the file's options.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { buildApp, type BuildOptions } from '../../../src/server/app';
import { loadConfig, type Config } from '../../../src/server/config';
import type { Db } from '../../../src/server/db/client';
import { hash } from '@node-rs/argon2';
import { upsertAdmin } from '../../../src/server/modules/auth';
import { createTestDatabase, type TestDatabase } from './database';

export const ADMIN = { username: 'admin', password: 'correct horse battery staple' };

export interface TestApp {
  /** The app of the running test. */
  readonly app: FastifyInstance;
  /** The test file's database (Drizzle). */
  readonly db: Db;
  readonly config: Config;
  /** DATA_DIR of this test file (uploads go to `${dataDir}/uploads`). */
  readonly dataDir: string;
  /** Creates the admin (once per test) and signs in; returns the Cookie header value. */
  signIn(credentials?: { username: string; password: string }): Promise<string>;
  /** app.inject with a signed-in admin's cookie. */
  asAdmin(options: InjectOptions): Promise<LightMyRequestResponse>;
  /**
   * Replaces the app, for this test only, with one built anew (with `config` over the file's); for a test
   * that needs another configuration or an app nobody has used.
   */
  freshApp(config?: Partial<Config>): Promise<FastifyInstance>;
}

export interface TestAppOptions {
  config?: Partial<Config>;
  build?: BuildOptions;
  /**
   * PGlite in a worker thread, as `npm start` runs it, instead of in this thread (PostgreSQL still wins when
   * DATABASE_URL is set).
   */
  worker?: boolean;
  /** Runs after the tables are emptied, before each test (seed rows here). */
  seed?: (db: Db) => Promise<void>;
  /**
   * A database of this file's own, not one another file of the process used and emptied: for a file that changes
   * the schema (and puts it back), whose failure half-way must not reach the next file.
   */
  freshDatabase?: boolean;
}

/**
 * The test admin's password as Argon2id at the lowest cost (1 MiB, 1 pass) instead of the server's 19 MiB and 2
 * passes: every sign-in verifies it, and hashing is not what these tests are about. The server verifies with
 * the parameters written in the hash, so sign-in runs the same code; tests/api/auth.test.ts checks the
 * server's own parameters on a password the server hashed.
 */
export function testPasswordHash(password: string): Promise<string> {
  return hash(password, { memoryCost: 1024, timeCost: 1, parallelism: 1 });
}

// One hash for the whole run.
let adminHash: Promise<string> | undefined;

export function useTestApp(options: TestAppOptions = {}): TestApp {
  let database: TestDatabase;
  let app: FastifyInstance | undefined;
  /** The app must not serve another test (it listened, was closed, or was built for one test). */
  let spent = false;
  let dataDir = '';
  let config: Config;
  let adminCreated = false;
  let adminCookie: string | undefined;

  const build = async (overrides: Partial<Config> = {}) => {
    // The proof-of-work challenge is off unless a file turns it on (challenge.test.ts): the files that drive
    // counts to their hard limits test those limits, which stand behind the challenge.
    config = {
      ...loadConfig({ CHALLENGE: 'off' }),
      dataDir,
      logLevel: 'silent',
      ...options.config,
      ...overrides,
    };
    const built = await buildApp(config, { database, logger: false, ...options.build });
    await built.ready();
    return built;
  };
  const discard = async () => {
    await app?.close();
    app = undefined;
    spent = false;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'morph-api-'));
    database = await createTestDatabase({ worker: options.worker, reuse: !options.freshDatabase });
  });

  beforeEach(async () => {
    await database.reset();
    adminCreated = false;
    adminCookie = undefined;
    if (options.seed) await options.seed(database.db);
    if (!app) {
      app = await build();
      return;
    }
    // What the app keeps in memory between requests; everything else it keeps is in the database.
    app.catalogueCache.local.clear();
    app.draining = false;
    app.databaseAvailability.stop();
  });

  afterEach(async () => {
    if (spent || app?.server.listening) await discard();
  });

  afterAll(async () => {
    await discard();
    await database?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const api: TestApp = {
    get app() {
      if (!app) throw new Error('The app exists only inside a test');
      return app;
    },
    get db() {
      return database.db;
    },
    get config() {
      return config;
    },
    get dataDir() {
      return dataDir;
    },
    async signIn(credentials = ADMIN) {
      if (credentials === ADMIN && !adminCreated) {
        adminHash ??= testPasswordHash(ADMIN.password);
        await upsertAdmin(database.db, ADMIN.username, await adminHash);
        adminCreated = true;
      }
      const res = await api.app.inject({ method: 'POST', url: '/api/admin/login', payload: credentials });
      if (res.statusCode !== 200) throw new Error(`Sign-in failed: ${res.statusCode} ${res.body}`);
      const cookie = res.cookies.find((c) => c.name.endsWith('morph_session'));
      if (!cookie) throw new Error('Sign-in set no session cookie');
      return `${cookie.name}=${cookie.value}`;
    },
    async asAdmin(injectOptions) {
      adminCookie ??= await api.signIn();
      const cookie = adminCookie;
      return api.app.inject({ ...injectOptions, headers: { ...(injectOptions.headers ?? {}), cookie } });
    },
    async freshApp(overrides) {
      await discard();
      app = await build(overrides);
      spent = true;
      adminCookie = undefined;
      return app;
    },
  };
  return api;
}
