// The processes of the bench's "hostile" section, apart from the one that measures so that neither the server's
// memory (RSS) nor the load's CPU is counted with the readers' latencies:
//   node --import tsx hostile-server.ts prepare DIR    a data directory with the bench catalogue
//   node --import tsx hostile-server.ts serve DIR      the shop on it as `npm start` runs it (PGlite in a data
//                                                      directory); prints `port=N`, removes DIR at the end
//   node --import tsx hostile-server.ts attack PORT S N   N clients sending the oversize createOrder of tests/security
//                                                      (300,000 empty lines, 0.9 MB) for S seconds; prints JSON
// Both stop by themselves (the server when its stdin closes). Loopback only.
import { rmSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { ensureBenchCatalogue } from './generate-orders';

export interface Sent {
  status: number;
  ms: number;
  bytes: number;
}

/** One request on a fresh connection; its status (0 when the server cut it), time and answer size. */
export function send(port: number, method: string, path: string, body?: Buffer): Promise<Sent> {
  const started = performance.now();
  return new Promise((resolve) => {
    let bytes = 0;
    const done = (status: number) => resolve({ status, ms: performance.now() - started, bytes });
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: body ? { 'content-type': 'application/json', 'content-length': body.length } : {},
      },
      (res) => {
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => done(res.statusCode ?? 0));
        res.on('error', () => done(0));
      },
    );
    req.on('error', () => done(0));
    req.end(body);
  });
}

/** Creates and fills the data directory, in a process of its own: the server then opens it as after a restart. */
async function prepare(dataDir: string) {
  const database = openDatabase({ pgliteDir: join(dataDir, 'db') });
  await database.migrate();
  await ensureBenchCatalogue(database.db);
  await database.close();
}

async function serve(dataDir: string) {
  const database = openDatabase({ pgliteDir: join(dataDir, 'db') });
  await database.migrate();
  const config = { ...loadConfig({}), dataDir, logLevel: 'silent', adminPassword: undefined };
  const app = await buildApp(config, { database, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  console.log(`port=${(app.server.address() as { port: number }).port}`);
  process.stdin.resume();
  process.stdin.on('end', async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}

async function attack(port: number, seconds: number, clients: number) {
  const oversize = Buffer.from(
    `{"firstName":"A","lastName":"B","customerEmail":"a@b.co","mobileNumber":"01012345678","address":"x",` +
      `"paymentMethod":"CASH_ON_DELIVERY","city":"Giza","items":[${Array(300_000).fill('{}').join(',')}]}`,
  );
  const until = performance.now() + seconds * 1000;
  const sent: Sent[] = [];
  console.log('started');
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until)
        sent.push(await send(port, 'POST', '/api/customer/createOrder', oversize));
    }),
  );
  console.log(`report=${JSON.stringify({ bodyBytes: oversize.length, sent })}`);
}

const [mode, ...args] = process.argv.slice(2);
if (mode === 'prepare') await prepare(args[0]!);
else if (mode === 'serve') await serve(args[0]!);
else if (mode === 'attack') await attack(Number(args[0]), Number(args[1]), Number(args[2]));
