// The real server behind `prism proxy --errors`: any answer that breaks the contract comes back as a 500 listing
// the violations, so driving an operation through `drive()` checks the server against openapi/openapi.yaml.
//
//   const h = useProxiedServer({ seed: async (db) => { … } });
//   it('listCities', async () => { await h.drive('listCities', { expect: 200 }); });
//
// Each driven operation is recorded in `h.driven`, so a file can assert it covered the operations it owns.
// To add operations (orders, coupons, …), write another tests/contract/server-proxy-<tag>.test.ts with
// useProxiedServer and drive them the same way.
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Db } from '../../src/server/db/client';
import { upsertAdmin } from '../../src/server/modules/auth';
import { contractOperations, loadContract } from '../../src/server/plugins/openapi';
import { ADMIN, testPasswordHash } from '../api/helpers/app';
import { createTestDatabase, type TestDatabase } from '../api/helpers/database';
import {
  loadContract as loadContractForTests,
  makeValidator,
  operations,
  responseSchema,
} from '../helpers/openapi';
import { startPrism, type Prism } from '../helpers/prism';

const operationsById = new Map(contractOperations(loadContract()).map((op) => [op.operationId, op]));
const testContract = loadContractForTests();
const validate = makeValidator(testContract);
const testOperations = new Map(operations(testContract).map((op) => [op.operationId, op]));

export interface DriveOptions {
  params?: Record<string, string | number>;
  /** An array repeats the parameter (`size=M&size=L`). */
  query?: Record<string, string | number | boolean | Array<string | number>>;
  /** A JSON body, or FormData for multipart operations. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Send the admin's session cookie (default: when the operation is secured). */
  signedIn?: boolean;
  /** The status the server must answer with (a contract violation turns it into 500). */
  expect: number;
  /**
   * Bypass Prism and check the answer against the contract's response schema here instead. Only for uploads:
   * Prism's proxy re-encodes request bodies as text, which corrupts binary files (stoplightio/prism#1321,
   * #2349), so an upload cannot travel through it intact.
   */
  direct?: boolean;
}

export interface DriveResult {
  status: number;
  headers: Headers;
  body: unknown;
}

export interface ProxiedServer {
  readonly db: Db;
  readonly app: FastifyInstance;
  readonly driven: Set<string>;
  drive(operationId: string, options: DriveOptions): Promise<DriveResult>;
  /** Signs the admin in through Prism; returns the Cookie header value. */
  cookie(): Promise<string>;
}

export function useProxiedServer(options: { seed?: (db: Db) => Promise<void> } = {}): ProxiedServer {
  let database: TestDatabase;
  let app: FastifyInstance;
  let prism: Prism;
  let dataDir: string;
  let cookie: string | undefined;
  const driven = new Set<string>();

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'morph-contract-'));
    database = await createTestDatabase();
    await database.reset();
    await upsertAdmin(database.db, ADMIN.username, await testPasswordHash(ADMIN.password));
    if (options.seed) await options.seed(database.db);
    // The contract's answers to the spec's calls, from one address: the proof-of-work challenge, asked past a
    // few orders from one address, is tried in tests/api/challenge.test.ts and the challenge journey.
    app = await buildApp(
      { ...loadConfig({ CHALLENGE: 'off' }), dataDir, logLevel: 'silent' },
      { database, logger: false },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    prism = await startPrism('proxy', `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
  });

  beforeEach(() => {
    // Public catalogue answers are cached; tests change data between calls.
    app?.catalogueCache.local.clear();
  });

  afterAll(async () => {
    await prism?.stop();
    await app?.close();
    await database?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const harness: ProxiedServer = {
    get db() {
      return database.db;
    },
    get app() {
      return app;
    },
    driven,
    async cookie() {
      if (cookie) return cookie;
      const res = await fetch(`${prism.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      if (res.status !== 200)
        throw new Error(`Sign-in through Prism failed: ${res.status} ${await res.text()}`);
      const setCookie = res.headers.get('set-cookie') ?? '';
      cookie = setCookie.split(';')[0];
      return cookie;
    },
    async drive(operationId, opts) {
      const op = operationsById.get(operationId);
      if (!op) throw new Error(`No operation ${operationId} in the contract`);
      let path = op.path;
      for (const [name, value] of Object.entries(opts.params ?? {}))
        path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
      if (path.includes('{')) throw new Error(`Missing path parameters for ${operationId}: ${path}`);
      const query = new URLSearchParams(
        Object.entries(opts.query ?? {}).flatMap(([k, v]) =>
          (Array.isArray(v) ? v : [v]).map((item) => [k, String(item)]),
        ),
      ).toString();
      const headers: Record<string, string> = { ...(opts.headers ?? {}) };
      if (opts.signedIn ?? op.secured) headers.cookie = await harness.cookie();
      let body: BodyInit | undefined;
      if (opts.body instanceof FormData) body = opts.body;
      else if (opts.body !== undefined) {
        body = JSON.stringify(opts.body);
        headers['content-type'] = 'application/json';
      }
      const base = opts.direct ? `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` : prism.url;
      const res = await fetch(`${base}${path}${query ? `?${query}` : ''}`, {
        method: op.method,
        headers,
        body,
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        // not JSON: kept as text for the message below
      }
      if (res.status !== opts.expect) {
        throw new Error(
          `${operationId} ${op.method} ${path}: expected ${opts.expect}, got ${res.status}\n${typeof parsed === 'string' ? parsed : JSON.stringify(parsed, null, 2)}`,
        );
      }
      const violations = res.headers.get('sl-violations');
      if (violations) throw new Error(`${operationId}: contract violations ${violations}`);
      if (opts.direct) {
        const schema = responseSchema(testContract, testOperations.get(operationId)!, String(res.status));
        if (!schema) throw new Error(`${operationId}: the contract has no JSON answer for ${res.status}`);
        const errors = validate(schema, parsed);
        if (errors.length)
          throw new Error(`${operationId}: the answer breaks the contract:\n${errors.join('\n')}`);
      }
      driven.add(operationId);
      return { status: res.status, headers: res.headers, body: parsed };
    },
  };
  return harness;
}
