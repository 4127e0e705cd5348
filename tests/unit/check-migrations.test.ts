// npm run db:check (scripts/check-migrations.mjs; its passing run is the last step of npm run lint) fails, without
// waiting on a question, when drizzle-kit would write a migration or would ask whether a table was renamed.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: { idx: number }[];
};
const number = (idx: number) => String(idx).padStart(4, '0');
/** The number drizzle-kit gives the next migration. */
const next = number(journal.entries.at(-1)!.idx + 1);

/** A copy of the migrations whose latest snapshot is changed by `edit`. */
function migrationsWith(name: string, edit: (snapshot: { tables: Record<string, unknown> }) => void) {
  const folder = join(scratch, name);
  cpSync(migrationsFolder, folder, { recursive: true });
  const latest = join(folder, 'meta', `${number(journal.entries.at(-1)!.idx)}_snapshot.json`);
  const snapshot = JSON.parse(readFileSync(latest, 'utf8')) as { tables: Record<string, unknown> };
  edit(snapshot);
  writeFileSync(latest, JSON.stringify(snapshot));
  return folder;
}

/** A copy of the migrations with no snapshot but 0000's, as the repo had before its snapshots were repaired. */
function migrationsWithFirstSnapshotOnly(name: string) {
  const folder = join(scratch, name);
  cpSync(migrationsFolder, folder, { recursive: true });
  for (const file of readdirSync(join(folder, 'meta')))
    if (file.endsWith('_snapshot.json') && file !== '0000_snapshot.json') rmSync(join(folder, 'meta', file));
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
    expect(output).toMatch(new RegExp(`would write ${next}_\\w+\\.sql`));
  });

  it('fails at once, instead of asking, when drizzle-kit would ask whether a table was renamed', () => {
    // With 0000's snapshot only, drizzle-kit compares with it, and its login_attempts became order_notes.
    const { status, output } = check(migrationsWithFirstSnapshotOnly('stale-snapshot'));
    expect(status).toBe(1);
    expect(output).toMatch(/would ask whether something was renamed/);
  });
});
