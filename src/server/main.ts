// npm start (through scripts/start.mjs): migrate, make sure there is an admin, seed an empty database, then
// serve the API, the built storefront and admin, and /uploads on one port. Stops gracefully on SIGINT/SIGTERM.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openServerDatabase } from './db/server-database';
import { LOCKS, withAdvisoryLock } from './db/startup-lock';
import { startPeriodicJobs } from './jobs';
import { ensureAdmin } from './modules/auth/bootstrap';
import { deleteExpiredSessions } from './modules/auth/repository';
import { seedDatabase } from './seed';
import { openStorage } from './storage/open-storage';

const root = fileURLToPath(new URL('../..', import.meta.url));

async function main() {
  const config = loadConfig();
  const dist = resolve(root, 'dist');
  if (existsSync(join(dist, 'index.html'))) config.staticDir = dist;

  // PGlite runs in a worker thread: orders being written never hold the pages and files being served.
  const database = await openServerDatabase(config);
  const storage = openStorage(config);
  // Under an advisory lock on PostgreSQL: instances started together never race on an empty database.
  const { admin, seeded } = await withAdvisoryLock(database, LOCKS.startup, async () => {
    await database.migrate();
    const admin = await ensureAdmin(database.db, config.adminUsername, config.adminPassword);
    await deleteExpiredSessions(database.db);
    return { admin, seeded: await seedDatabase(database.db, storage, { demo: config.seedDemo }) };
  });

  const app = await buildApp(config, { database, storage });
  startPeriodicJobs(database, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      // A second Ctrl-C: stop now.
      process.exit(1);
    }
    closing = true;
    app.log.info(`${signal}: finishing requests in flight, then stopping`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });

  const url = config.publicOrigin ?? `http://localhost:${config.port}`;
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
