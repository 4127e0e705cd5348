// npm run lighthouse: Lighthouse 12 (mobile preset, Debian's Chromium) on /, /shop and a product page of the built
// app served by the real server on fresh demo data. A report, not a test: it prints Performance, Accessibility,
// Best Practices and SEO with LCP/TBT/CLS per page, the audits that cost points, and keeps the JSON reports in
// .tmp/lighthouse/. The goal on each page: Performance ≥ 97, LCP ≤ 1.8 s, CLS 0 and Accessibility 100.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// Lighthouse and its Chrome launcher are not in package.json: they are about 150 packages and 185 MB that no test
// needs, a tenth of every `npm ci` (CI's included). This report installs them, at these versions, into
// .tmp/tools/lighthouse the first time it runs.
const TOOLS = fileURLToPath(new URL('../.tmp/tools/lighthouse/', import.meta.url));
const VERSIONS = { lighthouse: '12.8.2', 'chrome-launcher': '1.2.1' };
const installedVersion = (name) => {
  try {
    return JSON.parse(readFileSync(join(TOOLS, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
};
if (Object.entries(VERSIONS).some(([name, version]) => installedVersion(name) !== version)) {
  console.log(
    `Installing ${Object.entries(VERSIONS)
      .map(([n, v]) => `${n}@${v}`)
      .join(' and ')} into ${TOOLS}`,
  );
  mkdirSync(TOOLS, { recursive: true });
  if (!existsSync(join(TOOLS, 'package.json')))
    writeFileSync(join(TOOLS, 'package.json'), '{ "private": true }\n');
  execFileSync(
    'npm',
    ['install', '--no-audit', '--no-fund', ...Object.entries(VERSIONS).map(([n, v]) => `${n}@${v}`)],
    { cwd: TOOLS, stdio: 'inherit' },
  );
}
const tool = (path) => import(pathToFileURL(join(TOOLS, 'node_modules', path)).href);
const chromeLauncher = await tool('chrome-launcher/dist/index.js');
const { default: lighthouse } = await tool('lighthouse/core/index.js');
const { computeMedianRun } = await tool('lighthouse/core/lib/median-run.js');

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4183);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const REPORT_DIR = '.tmp/lighthouse';
// Scores move from run to run (more so on a shared machine): each page is measured RUNS times and the median run
// (Lighthouse's own choice, by FCP and TTI) is the one reported.
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

if (!existsSync(CHROME_PATH)) {
  console.error(
    `lighthouse: no Chromium at ${CHROME_PATH}. Install it with: apt-get install -y chromium (or set CHROME_PATH)`,
  );
  process.exit(2);
}

/** The server as the journeys run it (scripts/e2e-server.mjs → npm start's path, which builds dist/ when stale). */
function startServer() {
  const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: '.tmp/lighthouse-data',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? 'lighthouse-Admin-Passw0rd!',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  return server;
}

async function waitForServer(server, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${ORIGIN}/api/products?pageSize=1`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer at ${ORIGIN} within ${timeoutMs / 1000} s`);
}

const score = (category) => (category?.score == null ? '–' : String(Math.round(category.score * 100)));
const ms = (audit) => (audit?.numericValue == null ? '–' : `${(audit.numericValue / 1000).toFixed(2)} s`);
const tbt = (audit) => (audit?.numericValue == null ? '–' : `${Math.round(audit.numericValue)} ms`);
const cls = (audit) => (audit?.numericValue == null ? '–' : audit.numericValue.toFixed(3));

/** The audits that cost a category points, worst first ("id (score): title — display value"). */
function lostPoints(lhr, categoryId) {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  return category.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit && audit.score !== null && audit.score < 0.9)
    .sort((a, b) => a.audit.score * a.ref.weight - b.audit.score * b.ref.weight)
    .map(
      ({ audit }) =>
        `${audit.id} (${Math.round(audit.score * 100)}): ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ''}`,
    );
}

const server = startServer();
let chrome;
const stop = () => {
  chrome?.kill();
  if (server.exitCode === null) server.kill('SIGTERM');
};
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

try {
  await waitForServer(server);
  const first = await (await fetch(`${ORIGIN}/api/products?page=1&pageSize=1`)).json();
  const slug = first.products?.[0]?.slug;
  if (!slug) throw new Error('the catalogue is empty: no product page to measure');
  // The same pages in Arabic too, unless LIGHTHOUSE_LANGUAGES says otherwise ("en", "ar", "en,ar").
  const languages = (process.env.LIGHTHOUSE_LANGUAGES ?? 'en,ar').split(',').map((l) => l.trim());
  // LIGHTHOUSE_PAGES narrows the pages ("home,product"); all three by default.
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim());
  const pages = languages
    .flatMap((language) => {
      const prefix = language === 'ar' ? '/ar' : '';
      const suffix = language === 'ar' ? '-ar' : '';
      return [
        { kind: 'home', name: `home${suffix}`, path: prefix || '/' },
        { kind: 'shop', name: `shop${suffix}`, path: `${prefix}/shop` },
        { kind: 'product', name: `product${suffix}`, path: `${prefix}/products/${slug}` },
      ];
    })
    .filter((page) => !only || only.includes(page.kind));

  mkdirSync(REPORT_DIR, { recursive: true });
  chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const rows = [];
  const notes = [];
  const missed = [];
  for (const page of pages) {
    // One unmeasured visit first, so the server's catalogue cache is warm as it would be in production.
    await fetch(`${ORIGIN}${page.path}`);
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${ORIGIN}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
      runs.push(result);
    }
    const median = computeMedianRun(runs.map((r) => r.lhr));
    const result = runs.find((r) => r.lhr === median) ?? runs[0];
    const { lhr } = result;
    writeFileSync(`${REPORT_DIR}/${page.name}.json`, result.report);
    if (lhr.runtimeError) notes.push(`${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const goals = [
      ['Performance ≥ 97', (lhr.categories.performance?.score ?? 0) >= 0.97],
      ['LCP ≤ 1.8 s', (lhr.audits['largest-contentful-paint']?.numericValue ?? Infinity) <= 1800],
      ['CLS 0', (lhr.audits['cumulative-layout-shift']?.numericValue ?? Infinity) < 0.0005],
      ['Accessibility 100', lhr.categories.accessibility?.score === 1],
    ];
    for (const [goal, met] of goals) if (!met) missed.push(`${page.path}: ${goal}`);
    rows.push({
      page: page.path,
      Performance: score(lhr.categories.performance),
      Accessibility: score(lhr.categories.accessibility),
      'Best Practices': score(lhr.categories['best-practices']),
      SEO: score(lhr.categories.seo),
      LCP: ms(lhr.audits['largest-contentful-paint']),
      TBT: tbt(lhr.audits['total-blocking-time']),
      CLS: cls(lhr.audits['cumulative-layout-shift']),
    });
    for (const categoryId of ['performance', 'accessibility', 'best-practices', 'seo']) {
      const lost = lostPoints(lhr, categoryId);
      if (lost.length) notes.push(`${page.path} ${categoryId}:\n    ${lost.join('\n    ')}`);
    }
  }

  console.log(
    `\nLighthouse 12 — mobile preset (simulated throttling), ${CHROME_PATH}; median of ${RUNS} run(s) per page\n`,
  );
  console.table(rows);
  const markdown = [
    '| page | Performance | Accessibility | Best Practices | SEO | LCP | TBT | CLS |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.Performance} | ${r.Accessibility} | ${r['Best Practices']} | ${r.SEO} | ${r.LCP} | ${r.TBT} | ${r.CLS} |`,
    ),
  ].join('\n');
  console.log(`\n${markdown}\n`);
  writeFileSync(`${REPORT_DIR}/summary.md`, `${markdown}\n`);
  if (notes.length) console.log(`Audits below 90 (the reasons for lost points):\n  ${notes.join('\n  ')}\n`);
  console.log(
    `Goal on each page: Performance ≥ 97, LCP ≤ 1.8 s, CLS 0, Accessibility 100 — ${
      missed.length ? `missed: ${missed.join('; ')}` : 'met on every page'
    }. Full reports: ${REPORT_DIR}/*.json`,
  );
} catch (error) {
  console.error(`lighthouse: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  stop();
}
