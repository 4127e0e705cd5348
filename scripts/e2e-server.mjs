// The server the browser journeys run against: a fresh embedded database every run, then `npm start`'s path.
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';

if (!process.env.DATA_DIR?.startsWith('.tmp/')) {
  console.error('e2e-server: DATA_DIR must be a scratch folder under .tmp/');
  process.exit(2);
}
rmSync(process.env.DATA_DIR, { recursive: true, force: true });
// The journeys run on a fresh embedded database, as `npm ci && npm start` does on a new machine. A DATABASE_URL
// left in the shell (CI's PostgreSQL step exports one) would make the run neither fresh nor embedded.
const env = { ...process.env };
delete env.DATABASE_URL;
const child = spawn(process.execPath, ['scripts/start.mjs'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
