// Starts Prism (mock or validating proxy) on a free loopback port and stops it after the tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { contractPath } from './openapi';

const prismBin = fileURLToPath(new URL('../../node_modules/.bin/prism', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface Prism {
  url: string;
  stop(): Promise<void>;
}

/** `mode` 'mock' serves the contract; 'proxy' forwards to `upstream` and turns contract violations into 500s. */
export async function startPrism(mode: 'mock' | 'proxy', upstream?: string): Promise<Prism> {
  const port = await freePort();
  const args =
    mode === 'mock'
      ? ['mock', '-h', '127.0.0.1', '-p', String(port), contractPath]
      : ['proxy', '--errors', '-h', '127.0.0.1', '-p', String(port), contractPath, upstream!];
  const child: ChildProcess = spawn(prismBin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    // A hang detector: Prism's start takes seconds of CPU, minutes on a loaded machine.
    const timer = setTimeout(() => reject(new Error(`Prism did not start in 180 s:\n${output}`)), 180_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited (${code}):\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
