// PGlite in a worker thread (see pglite-worker-client.ts). PGlite runs PostgreSQL's WebAssembly synchronously
// on the thread that calls it: here that is this worker, so the web server's event loop keeps answering cached
// pages, static files and health checks while orders are written. Plain JavaScript so that it loads the same
// under tsx, Vitest and a build.
//
// Protocol (one message per call, answered with the same id):
//   { op: 'query', sql, params, rowMode, rawTypes, tx? }  { op: 'exec', sql, tx? }
//   { op: 'begin' } → { tx }   { op: 'commit', tx }   { op: 'rollback', tx }   { op: 'close' }
//   { op: 'dump', compression } → the data directory's bytes, taken between transactions (backups)
// A transaction holds PGlite's transaction lock from begin to commit/rollback, exactly as in-process: other
// calls wait for it.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions, SEARCH_SESSION_SQL } from './pglite-extensions.mjs';

// A dumped data directory arrives as bytes (a Blob does not keep its contents across threads).
const db = new PGlite({
  dataDir: workerData.dataDir,
  extensions: pgliteExtensions,
  ...(workerData.loadDataDir ? { loadDataDir: new Blob([workerData.loadDataDir]) } : {}),
});
const transactions = new Map();
let nextTx = 1;

const identity = (value) => value;
function options(message) {
  const parsers = {};
  for (const type of message.rawTypes ?? []) parsers[type] = identity;
  return { rowMode: message.rowMode ?? 'object', parsers };
}

/** Errors cross the thread as plain data: PostgreSQL's fields (code, detail, constraint…) kept. */
function plain(error) {
  const out = { message: error?.message ?? String(error) };
  for (const key of [
    'name',
    'code',
    'detail',
    'hint',
    'constraint',
    'table',
    'column',
    'schema',
    'severity',
    'where',
    'position',
  ]) {
    if (error && error[key] !== undefined) out[key] = error[key];
  }
  return out;
}

function target(message) {
  if (message.tx === undefined) return db;
  const tx = transactions.get(message.tx);
  if (!tx) throw new Error(`No open transaction ${message.tx}`);
  return tx.client;
}

async function handle(message) {
  switch (message.op) {
    case 'query': {
      const result = await target(message).query(message.sql, message.params ?? [], options(message));
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'exec': {
      const results = await target(message).exec(message.sql);
      return results.map((r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows }));
    }
    case 'begin': {
      const tx = nextTx++;
      // Answered from inside the transaction, once PGlite has begun it; it ends when commit or rollback
      // settles `finish`.
      return new Promise((resolveBegin, rejectBegin) => {
        const done = db
          .transaction(
            (client) =>
              new Promise((resolve, reject) => {
                transactions.set(tx, { client, resolve, reject });
                resolveBegin({ tx });
              }),
          )
          .finally(() => transactions.delete(tx));
        done.catch(rejectBegin);
        pendingEnds.set(tx, done);
      });
    }
    case 'commit':
    case 'rollback': {
      const tx = transactions.get(message.tx);
      const done = pendingEnds.get(message.tx);
      pendingEnds.delete(message.tx);
      if (!tx || !done) throw new Error(`No open transaction ${message.tx}`);
      if (message.op === 'commit') tx.resolve();
      else tx.reject(ROLLBACK);
      try {
        await done;
      } catch (err) {
        if (err !== ROLLBACK) throw err;
      }
      return null;
    }
    case 'dump': {
      // Inside a transaction of its own: PGlite runs one at a time, so no order is half-written in the copy.
      const dump = await db.transaction(async () => db.dumpDataDir(message.compression ?? 'gzip'));
      return new Uint8Array(await dump.arrayBuffer());
    }
    case 'close':
      if (!db.closed) await db.close();
      return null;
    default:
      throw new Error(`Unknown operation ${message.op}`);
  }
}

const pendingEnds = new Map();
const ROLLBACK = new Error('rollback');

await db.waitReady;
// The search settings (pglite-extensions.mjs) hold for the one session every query runs in.
await db.exec(SEARCH_SESSION_SQL);
parentPort.on('message', (message) => {
  handle(message).then(
    (result) => parentPort.postMessage({ id: message.id, ok: true, result }),
    (error) => parentPort.postMessage({ id: message.id, ok: false, error: plain(error) }),
  );
});
parentPort.postMessage({ ready: true });
