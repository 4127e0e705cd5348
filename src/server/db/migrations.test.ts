// The migrations folder as drizzle's migrator reads it: numbered without gaps, every file in the journal, and a
// database migrated when 0009 and 0010 were still named 0011 and 0012 starts on today's folder without running
// anything again. The migrator records a migration by its journal `when` (and a hash), never by its file name.
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';
import { pgliteExtensions } from './pglite-extensions.mjs';

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

const readJournal = (folder: string): Journal =>
  JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;

describe('the migrations folder', () => {
  it('numbers its migrations 0000, 0001, … without gaps, each file listed once in the journal, in time order', () => {
    const { entries } = readJournal(migrationsFolder);
    expect(entries.map((entry) => entry.idx)).toEqual(entries.map((_, index) => index));
    for (const entry of entries) expect(entry.tag.slice(0, 4)).toBe(String(entry.idx).padStart(4, '0'));
    const files = readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql'));
    expect(files.sort()).toEqual(entries.map((entry) => `${entry.tag}.sql`));
    const whens = entries.map((entry) => entry.when);
    expect(whens).toEqual([...whens].sort((a, b) => a - b));
  });

  describe('a database migrated before 0011 and 0012 became 0009 and 0010', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'morph-migrations-'));
    afterAll(() => rmSync(scratch, { recursive: true, force: true }));

    // The journal's last two entries as they were released under their former numbers.
    const former = [
      {
        idx: 11,
        when: 1795355249374,
        tag: '0011_dashboard_refusals_index',
        now: '0009_dashboard_refusals_index',
      },
      { idx: 12, when: 1795355250374, tag: '0012_arabic_search', now: '0010_arabic_search' },
    ];

    /** Today's folder with its last two migrations under their former numbers. */
    function formerFolder(): string {
      const folder = join(scratch, 'former');
      cpSync(migrationsFolder, folder, { recursive: true });
      const journal = readJournal(folder);
      for (const { now, ...entry } of former) {
        renameSync(join(folder, `${now}.sql`), join(folder, `${entry.tag}.sql`));
        Object.assign(
          journal.entries.find((e) => e.tag === now)!,
          entry,
        );
      }
      writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify(journal, null, 2));
      return folder;
    }

    it('runs none of them again and records nothing new', async () => {
      const client = new PGlite({ extensions: pgliteExtensions });
      const db = drizzle(client, { casing: 'snake_case' });
      const recorded = async () =>
        (
          await db.execute<{ hash: string; created_at: string }>(
            sql`select hash, created_at from drizzle.__drizzle_migrations order by id`,
          )
        ).rows;
      try {
        await migrate(db, { migrationsFolder: formerFolder() });
        const before = await recorded();
        expect(before).toHaveLength(readJournal(migrationsFolder).entries.length);

        // 0009 creates an index without IF NOT EXISTS: running it again would fail, not pass unnoticed.
        await expect(migrate(db, { migrationsFolder })).resolves.toBeUndefined();
        expect(await recorded()).toEqual(before);
      } finally {
        await client.close();
      }
    }, 60_000);
  });
});
