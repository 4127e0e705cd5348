// PGlite in a worker thread behind the same Drizzle interface (docs/architecture.md#several-instances): the embedded database's
// WebAssembly runs on its own thread (pglite-worker.mjs), so under a stream of orders the web server still
// answers cached pages, static files and health checks at once. This side stands in for the PGlite client
// that Drizzle's pglite driver calls (`query`, `exec`, `transaction`), forwarding each call as a message. A
// transaction holds the worker's PGlite transaction from begin to commit, so it serialises exactly as
// in-process PGlite does.
import { Worker } from 'node:worker_threads';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PGlite } from '@electric-sql/pglite';
import { migrationsFolder, type Database, type Db, type Schema } from './client';
import * as schema from './schema';

type Reply =
  { id: number; ok: true; result: unknown } | { id: number; ok: false; error: Record<string, unknown> };

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

/** An error from the worker, with PostgreSQL's fields (code, detail, constraint…) as on a local error. */
function revive(data: Record<string, unknown>): Error {
  const error = new Error(String(data.message));
  Object.assign(error, data);
  return error;
}

class WorkerConnection {
  private nextId = 1;
  private pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  closed = false;

  constructor(
    private readonly worker: Worker,
    onLost?: (error: Error) => void,
  ) {
    worker.on('message', (reply: Reply) => {
      const waiter = this.pending.get(reply.id);
      if (!waiter) return;
      this.pending.delete(reply.id);
      if (reply.ok) waiter.resolve(reply.result);
      else waiter.reject(revive(reply.error));
    });
    const fail = (error: Error) => {
      if (!this.closed) onLost?.(error);
      this.closed = true;
      for (const waiter of this.pending.values()) waiter.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The database worker stopped (exit code ${code})`)));
  }

  call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.closed) return Promise.reject(new Error('The database is closed'));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }
}

/** The part of PGlite's client API that Drizzle's pglite driver and migrator use. */
class RemoteClient {
  constructor(
    protected readonly connection: WorkerConnection,
    private readonly tx?: number,
  ) {}

  query(sql: string, params: unknown[] = [], options: QueryOptions = {}) {
    return this.connection.call({
      op: 'query',
      sql,
      params,
      tx: this.tx,
      rowMode: options.rowMode,
      // Drizzle's parsers keep dates and intervals as text (it maps them itself): name the types, not functions.
      rawTypes: Object.keys(options.parsers ?? {}).map(Number),
    });
  }

  exec(sql: string) {
    return this.connection.call({ op: 'exec', sql, tx: this.tx });
  }
}

class RemotePGlite extends RemoteClient {
  get closed() {
    return this.connection.closed;
  }

  /** A copy of the data directory, taken between transactions (the worker holds PGlite's transaction lock). */
  async dumpConsistent(compression: 'gzip' | 'none' = 'gzip'): Promise<Blob> {
    return new Blob([await this.connection.call<Uint8Array<ArrayBuffer>>({ op: 'dump', compression })]);
  }

  async transaction<T>(work: (tx: RemoteClient) => Promise<T>): Promise<T> {
    const { tx } = await this.connection.call<{ tx: number }>({ op: 'begin' });
    let result: T;
    try {
      result = await work(new RemoteClient(this.connection, tx));
    } catch (err) {
      await this.connection.call({ op: 'rollback', tx });
      throw err;
    }
    await this.connection.call({ op: 'commit', tx });
    return result;
  }
}

export interface WorkerPgliteOptions {
  /** The data directory; undefined means in memory. */
  dataDir?: string;
  /** A dumped data directory to start from (tests load a migrated template). */
  loadDataDir?: Blob;
  /** Called if the worker dies while the database is open (every call fails from then on). */
  onLost?: (error: Error) => void;
}

/** Opens PGlite in a worker thread; resolves once the database is ready. */
export async function openPgliteWorker(options: WorkerPgliteOptions = {}): Promise<Database> {
  const dump = options.loadDataDir ? new Uint8Array(await options.loadDataDir.arrayBuffer()) : undefined;
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir: options.dataDir, loadDataDir: dump },
    transferList: dump ? [dump.buffer] : [],
    // The worker needs no TypeScript loader (plain JavaScript) and none of the parent's flags.
    execArgv: [],
  });
  await new Promise<void>((resolve, reject) => {
    const onMessage = (message: { ready?: boolean }) => {
      if (!message.ready) return;
      worker.off('message', onMessage);
      worker.off('error', reject);
      resolve();
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
  });
  const connection = new WorkerConnection(worker, options.onLost);
  const client = new RemotePGlite(connection);
  const db = drizzlePglite({
    client: client as unknown as PGlite,
    schema,
    casing: 'snake_case',
  }) as PgliteDatabase<Schema>;
  // One connection: every role is the same database.
  const one = db as unknown as Db;
  return {
    db: one,
    search: one,
    orders: one,
    admin: one,
    jobs: one,
    health: one,
    kind: 'pglite',
    dataDir: options.dataDir,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: async () => {
      if (connection.closed) return;
      await connection.call({ op: 'close' }).catch(() => undefined);
      connection.closed = true;
      await worker.terminate();
    },
  };
}
