// npm run db:check (scripts/check-migrations.mjs; its passing run is the last step of npm run lint) fails, without
// waiting on a question, when drizzle-kit would write a migration or would ask whether a table was renamed.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder, projectRoot } from '../../src/server/paths';

const scratch = mkdtempSync(join(tmpdir(), 'morph-db-check-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function check(folder?: string) {
  const run = spawnSync(
    process.execPath,
    ['scripts/check-migrations.mjs', ...(folder ? ['--migrations', folder] : [])],
    { cwd: projectRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 },
  );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** A copy of the migrations whose latest snapshot is changed by `edit` (undefined: removed). */
function migrationsWith(name: string, edit?: (snapshot: { tables: Record<string, unknown> }) => void) {
  const folder = join(scratch, name);
  cpSync(migrationsFolder, folder, { recursive: true });
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { idx: number }[];
  };
  const latest = join(
    folder,
    'meta',
    `${String(journal.entries.at(-1)!.idx).padStart(4, '0')}_snapshot.json`,
  );
  if (!edit) rmSync(latest);
  else {
    const snapshot = JSON.parse(readFileSync(latest, 'utf8')) as { tables: Record<string, unknown> };
    edit(snapshot);
    writeFileSync(latest, JSON.stringify(snapshot));
  }
  return folder;
}

describe('npm run db:check', () => {
  it('fails, naming the migration drizzle-kit would write, when a table has no migration', () => {
    const folder = migrationsWith(
      'missing-table',
      (snapshot) => delete snapshot.tables['public.throttle_events'],
    );
    const { status, output } = check(folder);
    expect(status).toBe(1);
    expect(output).toMatch(/would write 0011_\w+\.sql/);
  });

  it('fails at once, instead of asking, when drizzle-kit would ask whether a table was renamed', () => {
    // Without the latest snapshot, drizzle-kit compares with 0000's, whose login_attempts became order_notes.
    const { status, output } = check(migrationsWith('stale-snapshot'));
    expect(status).toBe(1);
    expect(output).toMatch(/would ask whether something was renamed/);
  });
});
