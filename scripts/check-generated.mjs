// Fails when generated/ is not what `npm run generate` makes from the current contract.
// It generates (orval, then scripts/generate-server-types.mjs) into .generated-check/ (same depth, so relative imports match) and compares file by file.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = process.cwd();
const check = join(root, '.generated-check');
rmSync(check, { recursive: true, force: true });
execFileSync(
  process.execPath,
  [join(root, 'node_modules/orval/dist/bin/orval.js'), '--config', 'orval.config.ts'],
  {
    stdio: 'pipe',
    env: { ...process.env, ORVAL_OUTPUT_ROOT: '.generated-check' },
  },
);
// The server's operation types (generated/server), by the same folder switch.
execFileSync(process.execPath, [join(root, 'scripts/generate-server-types.mjs')], {
  stdio: 'pipe',
  env: { ...process.env, ORVAL_OUTPUT_ROOT: '.generated-check' },
});

const list = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((d) => d.isFile())
        .map((d) => relative(dir, join(d.parentPath, d.name)))
        .sort()
    : [];

const want = list(check);
const have = list(join(root, 'generated')).filter((file) => file !== 'README.md');
const problems = [];
for (const file of new Set([...want, ...have])) {
  if (!want.includes(file)) problems.push(`extra: generated/${file}`);
  else if (!have.includes(file)) problems.push(`missing: generated/${file}`);
  else if (readFileSync(join(check, file), 'utf8') !== readFileSync(join(root, 'generated', file), 'utf8'))
    problems.push(`stale: generated/${file}`);
}
rmSync(check, { recursive: true, force: true });
if (problems.length) {
  console.error(
    `generated/ is out of date with openapi/openapi.yaml — run \`npm run generate\` and commit:\n${problems.join('\n')}`,
  );
  process.exit(1);
}
console.log(`generated/ is in sync (${want.length} files)`);
