// Real server processes for the reliability tests: the server's bundle, build/server/main.mjs (or `npm start`
// and scripts/start.mjs, the way people run it), on a data directory of its own and a port the system picks.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../..', import.meta.url));
export const ADMIN = { username: 'admin', password: 'violet-harbour-lantern-42' };

export type Command = 'main' | 'start' | 'npm';

export interface ServerOptions {
  dataDir: string;
  /** PostgreSQL; without it PGlite in dataDir/db. */
  databaseUrl?: string;
  command?: Command;
  env?: Record<string, string>;
}

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly pid: number;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface RunningServer extends ServerProcess {
  readonly port: number;
  readonly url: string;
  /** Sends a signal and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * The server's production bundle, rebuilt first when older than its sources (as `npm start` does), so the
 * processes run the code under test. Starting from the bundle costs a fraction of compiling
 * src/server/main.ts with tsx at every start; concurrent rebuilds by other test files are safe
 * (scripts/build-server.mjs moves complete files in).
 */
let bundleChecked = false;
export function serverBundle(): string {
  if (!bundleChecked) {
    execFileSync(process.execPath, ['scripts/build-server.mjs', '--if-stale'], { cwd: root, stdio: 'pipe' });
    bundleChecked = true;
  }
  return 'build/server/main.mjs';
}

/**
 * PGlite's WebAssembly compiled by V8's baseline compiler only. By default V8 also recompiles the hot parts of
 * PGlite's 9 MB module with its optimising compiler, on background threads, which pays off after some ten thousand
 * queries: a test's server lives for a few hundred, and with this flag it starts on 5.7 CPU-s instead of 7.7 and
 * answers its first queries faster. Production keeps V8's default (about 15% faster queries once warm).
 */
const PGLITE_SHORT_LIVED = '--liftoff-only';

const commands: Record<Command, () => [string, string[]]> = {
  main: () => [process.execPath, [PGLITE_SHORT_LIVED, serverBundle()]],
  start: () => [process.execPath, ['scripts/start.mjs']],
  npm: () => ['npm', ['start', '--silent']],
};

export function spawnServer(options: ServerOptions): ServerProcess {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  Object.assign(env, {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    // The front end is not what these tests are about, and dist/ may be missing or stale.
    MORPH_SKIP_BUILD: '1',
    // Many shoppers, one loopback address: the per-address order limit, the bounds on what one address's
    // orders hold and the proof-of-work challenge asked past a few orders are not what these tests are about.
    ORDER_LIMIT_ADDRESS_HOUR: '1000000',
    HOLD_UNITS_ADDRESS: '1000000',
    HOLD_SIZE_PERCENT: '100',
    CHALLENGE: 'off',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  });
  const [file, args] = commands[options.command ?? 'main']();
  // A process group of its own, so that a test's clean-up can kill npm, its shell and the server at once.
  const child = spawn(file, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, pid: child.pid!, output: () => output, exited };
}

/** Starts a server and waits until it says where it listens. */
export async function startServer(options: ServerOptions, timeoutMs = 180_000): Promise<RunningServer> {
  const server = spawnServer(options);
  const deadline = Date.now() + timeoutMs;
  let port: number | undefined;
  let ended = false;
  void server.exited.then(() => (ended = true));
  while (!port) {
    const match = /Morph is running at http:\/\/localhost:(\d+)/.exec(server.output());
    if (match) port = Number(match[1]);
    else if (ended) throw new Error(`The server stopped during start-up:\n${server.output()}`);
    else if (Date.now() > deadline) {
      process.kill(-server.pid, 'SIGKILL');
      throw new Error(`The server did not start in time:\n${server.output()}`);
    } else await sleep(50);
  }
  return {
    ...server,
    port,
    url: `http://127.0.0.1:${port}`,
    /** SIGTERM goes to the process itself (as a supervisor sends it); SIGKILL to its whole group. */
    async stop(signal = 'SIGTERM') {
      if (signal === 'SIGKILL') {
        try {
          process.kill(-server.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      } else if (server.child.exitCode === null && server.child.signalCode === null)
        server.child.kill(signal);
      return server.exited;
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether something accepts connections on the port. */
export function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // A process that has exited but whose parent has not read its status yet (a zombie) still answers kill 0.
  // It holds no port, no file, no memory: it is gone. (A server whose npm and shell died first is re-parented
  // to PID 1, which on some machines reaps late.)
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return existsSync('/proc/self') ? false : true;
  }
}

/** Polls until `check` holds, or fails after `ms`. */
export async function eventually(check: () => boolean | Promise<boolean>, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Still not ${what} after ${ms} ms`);
    await sleep(50);
  }
}

/** Signs in as the admin; returns the Cookie header value. */
export async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (res.status !== 200) throw new Error(`Sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** `npm run SCRIPT -- ARGS` with the shop's environment (DATA_DIR, DATABASE_URL as given, nothing inherited). */
export function npmRun(script: string, args: string[], where: { dataDir: string; databaseUrl?: string }) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: where.dataDir };
  delete env.DATABASE_URL;
  if (where.databaseUrl) env.DATABASE_URL = where.databaseUrl;
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], { cwd: root, env });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
}
