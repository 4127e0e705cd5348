// The server the browser journeys run against: a fresh embedded database every run, then `npm start`'s path.
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';

if (!process.env.DATA_DIR?.startsWith('.tmp/')) {
  console.error('e2e-server: DATA_DIR must be a scratch folder under .tmp/');
  process.exit(2);
}
rmSync(process.env.DATA_DIR, { recursive: true, force: true });
const child = spawn(process.execPath, ['scripts/start.mjs'], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
