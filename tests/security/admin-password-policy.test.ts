// The weakness: ADMIN_PASSWORD=12345678 was accepted. Now the server refuses to start with an admin password
// under 12 characters or in zxcvbn-ts's common-password list, saying why, before it opens the database.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { serverBundle } from '../reliability/helpers/server';

const root = fileURLToPath(new URL('../..', import.meta.url));

function start(password: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'morph-policy-'));
  try {
    // The server's bundle, as `npm start` runs it (rebuilt first when older than its sources): compiling
    // src/server/main.ts with tsx cost each start about four seconds of CPU more.
    const run = spawnSync(process.execPath, [serverBundle()], {
      cwd: root,
      env: { ...process.env, ADMIN_PASSWORD: password, DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '' },
      encoding: 'utf8',
      // A hang detector for the child, under the test's own (a loaded machine starts it slowly).
      timeout: 50_000,
    });
    return { status: run.status, stderr: run.stderr, databaseMade: existsSync(join(dataDir, 'db')) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('the admin password policy at start', () => {
  it('refuses ADMIN_PASSWORD=12345678, saying why, and touches no database', () => {
    const run = start('12345678');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('ADMIN_PASSWORD must be at least 12 characters.');
    expect(run.databaseMade).toBe(false);
  });

  it('refuses a long password from the common-password list', () => {
    const run = start('1qaz2wsx3edc');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('ADMIN_PASSWORD is one of the most common passwords');
  });
});
