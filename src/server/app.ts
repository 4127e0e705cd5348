// buildApp(config): the whole API server as a Fastify instance, without listening (tests use app.inject,
// main.ts listens). Registration order follows fastify/demo: external plugins, then the app's plugins, then
// the routes bound to the contract.
import { mkdirSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import type { Config } from './config';
import type { Database } from './db/client';
import { openServerDatabase } from './db/server-database';
import { handlers as allHandlers } from './modules';
import authPlugin from './plugins/auth';
import cachePlugin from './plugins/cache';
import databasePlugin from './plugins/database';
import errorsPlugin from './plugins/errors';
import openapiPlugin, { type Handlers } from './plugins/openapi';
import securityHeadersPlugin from './plugins/security-headers';
import spaPlugin from './plugins/spa';
import storagePlugin from './plugins/storage';
import validationPlugin from './plugins/validation';
import { MAX_FILES_PER_REQUEST, MAX_IMAGE_BYTES } from './storage/images';
import { openStorage } from './storage/open-storage';
import type { Storage } from './storage/storage';

export interface BuildOptions {
  /** An open, migrated database; without it one is opened from the config (and migrated). */
  database?: Database;
  storage?: Storage;
  /** The operation handlers; defaults to every module's (modules/index.ts). */
  handlers?: Handlers;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      // The session cookie never goes to the logs.
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    bodyLimit: 1024 * 1024,
    // One of Fastify's accepted forms (boolean, hop count, addresses); typed loosely so the overloads resolve.
    trustProxy: config.trustProxy as boolean,
    routerOptions: { ignoreTrailingSlash: true },
  });

  // ---- external plugins
  // Cookies carry the admin session.
  await app.register(fastifyCookie);
  // Multipart for the admin's product and category forms: files become Buffers in request.body, checked by
  // sharp in the handler; the limits refuse oversize or too many files with 413 before a handler runs.
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    limits: {
      fileSize: MAX_IMAGE_BYTES,
      files: MAX_FILES_PER_REQUEST,
      fields: 80,
      fieldSize: 100 * 1024,
      parts: 120,
    },
  });
  // Compression for JSON and the SPA (DESIGN.md §3).
  await app.register(fastifyCompress, { global: true, threshold: 1024 });

  // ---- app plugins
  // The error body of the contract for every failure, and JSON 404s.
  await app.register(errorsPlugin, { spaFallback: Boolean(config.staticDir) });
  // Contract validation: strict JSON bodies, coerced query/params/multipart fields.
  await app.register(validationPlugin);
  // The database (PostgreSQL or PGlite), migrated before any route runs.
  let database = options.database;
  const owned = !database;
  if (!database) {
    database = await openServerDatabase(config);
    await database.migrate();
  }
  await app.register(databasePlugin, { database, owned });
  // Uploads (local folder by default, or a bucket: STORAGE=s3) and their URLs.
  const storage = options.storage ?? openStorage(config);
  if (storage.localRoot) mkdirSync(storage.localRoot, { recursive: true });
  await app.register(storagePlugin, { storage });
  // nosniff, no framing, a strict referrer policy on every answer.
  await app.register(securityHeadersPlugin);
  // Session check and cross-site refusal.
  await app.register(authPlugin, { config });
  // Public catalogue reads served from memory, cleared on writes.
  await app.register(cachePlugin);
  // The built storefront and admin, with the SPA fallback.
  if (config.staticDir) await app.register(spaPlugin, { root: config.staticDir });

  // ---- routes: every operation of openapi/openapi.yaml, by operationId.
  await app.register(openapiPlugin, { handlers: options.handlers ?? allHandlers });

  return app;
}
