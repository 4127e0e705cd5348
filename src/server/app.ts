// buildApp(config): the whole API server as a Fastify instance, without listening (tests use app.inject,
// main.ts listens). Registration order follows fastify/demo: external plugins, then the app's plugins, then
// the routes bound to the contract.
import { mkdirSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import { DEFAULT_SEARCH_CONCURRENCY, type Config } from './config';
import { logMethod, serializeRequest } from './log-redaction';
import type { Database } from './db/client';
import { openServerDatabase } from './db/server-database';
import { handlers as allHandlers } from './modules';
import { challengeGuards } from './modules/challenge';
import assetUrlsPlugin from './plugins/asset-urls';
import authPlugin from './plugins/auth';
import cachePlugin from './plugins/cache';
import connectionsPlugin from './plugins/connections';
import searchGatePlugin from './plugins/search-gate';
import challengePlugin from './plugins/challenge';
import corsPlugin from './plugins/cors';
import databasePlugin from './plugins/database';
import errorsPlugin from './plugins/errors';
import healthPlugin from './plugins/health';
import openapiPlugin, { type Handlers } from './plugins/openapi';
import securityHeadersPlugin, { setSecurityHeaders } from './plugins/security-headers';
import spaPlugin from './plugins/spa';
import storagePlugin from './plugins/storage';
import throttlePlugin from './plugins/throttle';
import validationPlugin from './plugins/validation';
import { MAX_FILES_PER_REQUEST, MAX_IMAGE_BYTES } from './storage/images';
import { openStorage } from './storage/open-storage';
import type { Storage } from './storage/storage';
import { msg, render, shopperLanguage } from './i18n';

declare module 'fastify' {
  interface FastifyInstance {
    /** The build-time contact (VITE_SHOP_EMAIL, VITE_SHOP_PHONE) shown until the owner saves one. */
    contactDefaults: { email?: string; phone?: string };
  }
}

export interface BuildOptions {
  /** An open, migrated database; without it one is opened from the config (and migrated). */
  database?: Database;
  storage?: Storage;
  /** The operation handlers; defaults to every module's (modules/index.ts). */
  handlers?: Handlers;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  // The session cookie never goes to the logs, nor a mobile number in a URL (log-redaction.ts); a logger
  // passed in (tests) keeps both.
  const logging = {
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: { req: serializeRequest },
    hooks: { logMethod },
  };
  const app = Fastify({
    logger:
      options.logger === undefined
        ? { level: config.logLevel, ...logging }
        : typeof options.logger === 'object'
          ? { ...logging, ...options.logger }
          : options.logger,
    bodyLimit: 1024 * 1024,
    // Slow clients (README "Security" › "Limits"): the headers, then the whole request, must arrive in time, a
    // silent socket is closed, and idle keep-alive connections do not linger. Node checks the header and
    // request timeouts on a timer, here at a tenth of the shorter one so a trickling client is cut off in time.
    requestTimeout: config.server.requestTimeoutMs,
    connectionTimeout: config.server.idleTimeoutMs,
    keepAliveTimeout: config.server.keepAliveTimeoutMs,
    http: {
      headersTimeout: Math.min(config.server.headersTimeoutMs, config.server.requestTimeoutMs),
      connectionsCheckingInterval: Math.max(
        50,
        Math.min(
          1000,
          Math.floor(Math.min(config.server.headersTimeoutMs, config.server.requestTimeoutMs) / 10),
        ),
      ),
    },
    // One of Fastify's accepted forms (boolean, hop count, addresses); typed loosely so the overloads resolve.
    trustProxy: config.trustProxy as boolean,
    // Path parameters up to the contract's longest (a 120-character slug); Fastify's default of 100 answered 414.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // A URL the router cannot decode (`/api/products/%E0%A4%A`) is answered like any bad request: the
    // contract's error body and the security headers, not Fastify's own body.
    frameworkErrors(error, request, untypedReply) {
      const reply = untypedReply as unknown as FastifyReply;
      setSecurityHeaders(request, reply.type('application/json; charset=utf-8'), config);
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      return reply.code(tooLong ? 414 : 400).send({
        error: render(
          msg(tooLong ? 'request.addressTooLong' : 'request.addressInvalid'),
          shopperLanguage(request),
        ),
      });
    },
  });

  // Open connections, in all and per client address (requests in flight behind a trusted proxy), connections over
  // a cap held a while before they are closed, and a minimum body rate, so neither one host nor a flood can take
  // every connection or file handle the server has (plugins/connections.ts).
  await app.register(connectionsPlugin, { config });

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
  // Compression for JSON and the SPA (docs/architecture.md#caching).
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
  await app.register(databasePlugin, {
    database,
    owned,
    availability: database.dataDir
      ? { storage: { dir: database.dataDir, reserveBytes: config.diskReserveBytes } }
      : undefined,
  });
  // The shop's contact until the owner sets it (modules/settings).
  app.decorate('contactDefaults', config.contactDefaults ?? {});
  // Abuse limits (orders, sign-ins, coupon codes), counted in the database.
  await app.register(throttlePlugin, { limits: config.limits });
  // The proof-of-work challenge asked under suspicion (CHALLENGE), its key shared through the database.
  await app.register(challengePlugin, { config: config.challenge });
  // /healthz and /readyz for load balancers (outside the contract).
  await app.register(healthPlugin);
  // Uploads (local folder by default, or a bucket: STORAGE=s3) and their URLs.
  const storage = options.storage ?? openStorage(config);
  if (storage.localRoot) mkdirSync(storage.localRoot, { recursive: true });
  await app.register(storagePlugin, { storage });
  // nosniff, no framing, a strict referrer policy, CSP and HSTS on every answer; no-store on the back office's.
  await app.register(securityHeadersPlugin, { config });
  // Credentialed CORS for the origins of CORS_ORIGINS (a front end hosted elsewhere); none without it.
  await app.register(corsPlugin, { config });
  // Session check and cross-site refusal.
  await app.register(authPlugin, { config });
  // Upload URLs made absolute on ASSET_ORIGIN (else PUBLIC_ORIGIN), for a front end on another origin.
  await app.register(assetUrlsPlugin, { config, prefix: storage.urlPrefix });
  // Public catalogue reads served from memory, cleared on writes.
  await app.register(cachePlugin);
  // At most a few searches on the database at once; the rest wait their turn or are answered 503.
  await app.register(searchGatePlugin, {
    search: {
      ...config.search,
      concurrency: config.search.concurrency ?? DEFAULT_SEARCH_CONCURRENCY[database.kind],
    },
  });
  // The built storefront and admin, each page with its head written in (link previews, crawlers), the SPA
  // fallback, sitemap.xml and robots.txt.
  if (config.staticDir)
    await app.register(spaPlugin, {
      root: config.staticDir,
      renderer: config.storefrontRenderer,
      publicOrigin: config.publicOrigin,
      sitemapMaxUrls: config.sitemapMaxUrls,
    });

  // ---- routes: every operation of openapi/openapi.yaml, by operationId.
  await app.register(openapiPlugin, {
    handlers: options.handlers ?? allHandlers,
    preHandlers: challengeGuards,
  });

  return app;
}
