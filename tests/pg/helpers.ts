// Helpers for tests that need a real PostgreSQL and several server instances on it: a database of their own,
// servers started as real processes (the server's bundle, build/server/main.mjs), and free loopback ports.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { serverBundle } from '../reliability/helpers/server';

export const root = fileURLToPath(new URL('../..', import.meta.url));

export function databaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('tests/pg need DATABASE_URL: eval "$(scripts/postgres-local.sh start)"');
  return url;
}

/** An empty database of its own; `drop()` removes it. */
export async function emptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = databaseUrl();
  const name = `morph_pg_${randomBytes(6).toString('hex')}`;
  await query(base, `CREATE DATABASE "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => query(base, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).then(() => undefined),
  };
}

export async function query<T = Record<string, unknown>>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  base: string;
  /** Everything the process wrote, for failure messages. */
  output(): string;
  exited(): boolean;
  stop(): Promise<void>;
}

/** Starts the server's bundle as its own process on a free port (API only: no static files). */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [serverBundle()], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  return {
    child,
    port,
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    exited: () => exited,
    stop: async () => {
      if (exited) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exit;
      clearTimeout(timer);
    },
  };
}

/** Waits until `GET base + path` answers 200, or the process exits, or the time is up. */
export async function waitServing(server: ServerProcess, path = '/api/products', timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exited()) throw new Error(`The server exited:\n${server.output()}`);
    try {
      const res = await fetch(server.base + path);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not answer in ${timeoutMs} ms:\n${server.output()}`);
}

/** A passphrase the admin bootstrap accepts (12+ characters, not a common password). */
export const ADMIN_PASSWORD = 'quiet lantern orchard 42';

/** A local S3-compatible server (s3rver) on loopback with one bucket, in a temporary directory. */
export async function startS3(bucket = 'morph-uploads') {
  const { default: S3rver } = await import('s3rver');
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const directory = mkdtempSync(join(tmpdir(), 'morph-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: await freePort(),
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    /** The environment of an instance storing uploads there. */
    env: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
