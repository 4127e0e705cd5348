// The API under test, fastify/demo's test/helper.ts habit: a fresh app per test, closed after it, over one
// database per test file that is emptied between tests.
//
//   const api = useTestApp();
//   it('lists cities', async () => {
//     const cookie = await api.signIn();
//     const res = await api.app.inject({ method: 'GET', url: '/api/admin/shipping', headers: { cookie } });
//   });
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { buildApp, type BuildOptions } from '../../../src/server/app';
import { loadConfig, type Config } from '../../../src/server/config';
import type { Db } from '../../../src/server/db/client';
import { hashPassword, upsertAdmin } from '../../../src/server/modules/auth';
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
}

export interface TestAppOptions {
  config?: Partial<Config>;
  build?: BuildOptions;
  /** Runs after the tables are emptied and before the app is built (seed rows here). */
  seed?: (db: Db) => Promise<void>;
}

// One Argon2 hash for the whole run: hashing is deliberately slow.
let adminHash: Promise<string> | undefined;

export function useTestApp(options: TestAppOptions = {}): TestApp {
  let database: TestDatabase;
  let app: FastifyInstance | undefined;
  let dataDir = '';
  let config: Config;
  let adminCreated = false;
  let adminCookie: string | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'morph-api-'));
    database = await createTestDatabase();
  });

  beforeEach(async () => {
    await database.reset();
    adminCreated = false;
    adminCookie = undefined;
    if (options.seed) await options.seed(database.db);
    config = { ...loadConfig({}), dataDir, logLevel: 'silent', ...options.config };
    app = await buildApp(config, { database, logger: false, ...options.build });
    await app.ready();
  });

  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  afterAll(async () => {
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
        adminHash ??= hashPassword(ADMIN.password);
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
  };
  return api;
}
