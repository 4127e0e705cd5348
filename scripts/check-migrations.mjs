// npm run db:check (and the last step of npm run lint): the schema (src/server/db/schema/) and the migrations
// (src/server/db/migrations/) agree. drizzle-kit generate runs on a copy of the migrations folder, never on
// the real one, and must find nothing to write. It never waits for an answer: without a terminal drizzle-kit
// cannot ask whether a table or column was renamed, and a question it would ask is a failure here too.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// `--migrations FOLDER` checks another folder against the schema (tests/unit/check-migrations.test.ts).
const flag = process.argv.indexOf('--migrations');
const migrations = flag > 0 ? resolve(process.argv[flag + 1]) : join(root, 'src/server/db/migrations');
// Inside the project: drizzle-kit takes `out` relative to the working directory.
mkdirSync(join(root, '.tmp'), { recursive: true });
const scratch = mkdtempSync(join(root, '.tmp', 'db-check-'));
const fail = (message, output = '') => {
  console.error(`db:check: ${message}`);
  if (output) console.error(output.trim());
  rmSync(scratch, { recursive: true, force: true });
  process.exit(1);
};

try {
  const out = join(scratch, 'migrations');
  cpSync(migrations, out, { recursive: true });
  const before = readdirSync(out).sort();
  // The project's own config, with only the output folder changed.
  const config = join(scratch, 'drizzle.config.ts');
  writeFileSync(
    config,
    `import config from ${JSON.stringify(join(root, 'drizzle.config.ts'))};\n` +
      `export default { ...config, out: ${JSON.stringify(`./${relative(root, out)}`)} };\n`,
  );
  const run = spawnSync(
    process.execPath,
    [join(root, 'node_modules/drizzle-kit/bin.cjs'), 'generate', '--config', config],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', timeout: 120_000 },
  );
  const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
  const added = readdirSync(out)
    .sort()
    .filter((name) => !before.includes(name));
  if (/Interactive prompts require a TTY/i.test(output))
    fail(
      'drizzle-kit would ask whether something was renamed: the schema changed and no migration says so. ' +
        'Run npm run db:generate in a terminal, answer, review the SQL and commit it.',
    );
  if (added.length)
    fail(
      `the schema differs from the migrations: drizzle-kit would write ${added.join(', ')}. ` +
        'Run npm run db:generate, review the SQL and commit it.',
    );
  if (run.error || run.status !== 0 || !/No schema changes/.test(output))
    fail('drizzle-kit generate did not confirm that the schema and the migrations agree:', output);
  console.log('db:check: the schema and the migrations agree.');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
