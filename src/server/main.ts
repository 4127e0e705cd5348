// npm start (through scripts/start.mjs): migrate, make sure there is an admin, seed an empty database, then
// serve the API, the built storefront and admin, and /uploads on one port. Holds the embedded database's
// directory for itself. Stops gracefully on SIGINT/SIGTERM: requests already sent are answered first.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import { ensurePrivateDir, makePrivate } from './data-modes';
import type { Database } from './db/client';
import { lockDirectory, newBackupToken, type DirectoryLock } from './db/lock';
import { openServerDatabase } from './db/server-database';
import { LOCKS, withAdvisoryLock } from './db/startup-lock';
import { startPeriodicJobs } from './jobs';
import { deleteExpiredSessions, ensureAdmin } from './modules/auth';
import backupPlugin from './plugins/backup';
import { seedDatabase } from './seed';
import { storefrontRendererFile, webBuildFolder } from './paths';
import { drain, trackRequests, type RequestTracker } from './shutdown';
import { openStorage } from './storage/open-storage';

async function main() {
  // What the server creates (uploads, the lock's owner file, PGlite's folders) is its user's alone.
  process.umask(0o077);
  const config = loadConfig();
  if (existsSync(join(webBuildFolder, 'index.html'))) config.staticDir = webBuildFolder;
  if (config.staticDir && existsSync(storefrontRendererFile))
    config.storefrontRenderer = storefrontRendererFile;

  // Stopping: drain the requests already sent, close the server, then the database, then free the directory.
  // Registered first, so a signal during start-up (migrations, seeding) also closes the database cleanly.
  const running: { app?: FastifyInstance; tracker?: RequestTracker; database?: Database } = {};
  let lock: DirectoryLock | undefined;
  let closing = false;
  const shutdown = async (reason: string, code = 0) => {
    if (closing) {
      // A second Ctrl-C from a person: stop now. A repeated SIGTERM is not a person in a hurry but npm, a
      // supervisor or our own parent watch (scripts/start.mjs) saying it again: the stop under way goes on, so
      // the database is closed and the directory freed (the 15 s bound below still holds).
      if (reason === 'SIGINT') process.exit(1);
      return;
    }
    closing = true;
    const { app, tracker, database } = running;
    const message = `${reason}: finishing requests in flight, then stopping`;
    if (app) app.log.info(message);
    else console.log(message);
    // Each phase's time is logged, so a slow stop says where its time went.
    const spent: string[] = [];
    let phase = 'draining requests';
    let phaseStarted = Date.now();
    const next = (name: string) => {
      spent.push(`${phase} ${Date.now() - phaseStarted} ms`);
      phase = name;
      phaseStarted = Date.now();
    };
    const timer = setTimeout(() => {
      console.error(`Stopping took over 15 s (${[...spent, `${phase}…`].join(', ')}): exiting now`);
      process.exit(1);
    }, 15_000);
    timer.unref();
    try {
      if (app) {
        app.draining = true;
        if (tracker) await drain(tracker);
        next('closing the server');
        await app.close();
      }
      next('closing the database');
      await database?.close();
      next('releasing the lock');
      await lock?.release();
      next('exit');
      console.log(`Stopped (${spent.join(', ')})`);
      process.exit(code);
    } catch (err) {
      console.error(`Shutdown failed: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    }
  };
  // `on`, not `once`: with no listener left, a second signal would kill the process mid-stop, the database
  // open and the lock left behind.
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // One process per embedded database directory (db/lock.ts); PostgreSQL serves any number.
  const pgliteDir = config.databaseUrl ? undefined : join(config.dataDir, 'db');
  if (pgliteDir) {
    ensurePrivateDir(config.dataDir);
    ensurePrivateDir(pgliteDir);
    lock = await lockDirectory(pgliteDir, (err) => {
      console.error(`Lost the lock on ${pgliteDir} (${err.message}): stopping before another process writes`);
      void shutdown('lock lost', 1);
    });
    // Modes left open by an older version (the database, uploads, the owner file) are put right once held.
    makePrivate(config.dataDir);
  }
  // PGlite runs in a worker thread: orders being written never hold the pages and files being served.
  const database = (running.database = await openServerDatabase(config));
  const storage = openStorage(config);
  // Under an advisory lock on PostgreSQL: instances started together never race on an empty database.
  const { admin, seeded } = await withAdvisoryLock(database, LOCKS.startup, async () => {
    await database.migrate();
    const admin = await ensureAdmin(database.db, config.adminUsername, config.adminPassword);
    await deleteExpiredSessions(database.db);
    return { admin, seeded: await seedDatabase(database.db, storage, { demo: config.seedDemo }) };
  });

  const app = (running.app = await buildApp(config, { database, storage }));
  startPeriodicJobs(database, app.log, {
    orderConfirmHours: config.orderConfirmHours,
    onStockReturned: (products) => app.catalogueCache.invalidate({ products }, database.jobs),
  });
  running.tracker = trackRequests(app.server);
  const backupToken = lock ? newBackupToken() : undefined;
  if (backupToken) await app.register(backupPlugin, { token: backupToken });

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // `npm run backup` reaches this server through what the lock says (loopback when listening on all).
  const local = ['0.0.0.0', '::', 'localhost'].includes(config.host) ? '127.0.0.1' : config.host;
  lock?.announce({ url: `http://${local.includes(':') ? `[${local}]` : local}:${port}`, backupToken });

  const url = config.publicOrigin ?? `http://localhost:${port}`;
  const lines = [
    '',
    `  Morph is running at ${url}`,
    config.staticDir
      ? `  Shop: ${url}/   Back office: ${url}/login`
      : '  API only (no dist/ build found: run npm run build, or npm start builds it)',
    `  Database: ${database.kind === 'pglite' ? `PGlite in ${join(config.dataDir, 'db')}` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (seeded.products)
    lines.push(
      `  Demo shop seeded: ${seeded.products} products, ${seeded.orders} orders, ${seeded.cities} governorates`,
    );
  if (admin.generatedPassword) {
    lines.push(
      '',
      `  Admin sign-in: username "${admin.username}", password "${admin.generatedPassword}"`,
      '  This password is shown once. Set ADMIN_PASSWORD to choose or reset it.',
    );
  } else if (admin.action !== 'unchanged') {
    lines.push(`  Admin "${admin.username}" ${admin.action} with ADMIN_PASSWORD.`);
  } else {
    lines.push(`  Admin sign-in: username "${admin.username}" (set ADMIN_PASSWORD to reset the password).`);
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
