// npm start: build the front end when dist/ is missing or older than its sources (unless MORPH_SKIP_BUILD=1:
// the build was made in an earlier step, or the front end is hosted elsewhere), build the API server when
// build/server/ is missing or older than its sources (scripts/build-server.mjs, well under a second), then run
// the server's bundle in this very process, so the signals a terminal, a process manager or npm sends reach it
// directly, and SIGTERM/SIGINT stop it gracefully (requests drained, database closed, data directory freed).
import { pathToFileURL } from 'node:url';
import { buildFrontEndIfStale } from './build-front-end.mjs';
import { buildServerIfStale, serverEntry } from './build-server.mjs';

const skipBuild = ['1', 'true', 'yes'].includes((process.env.MORPH_SKIP_BUILD ?? '').trim().toLowerCase());
if (!skipBuild) buildFrontEndIfStale();
// The server is always the one its sources describe: a stale bundle would run code that is no longer there.
await buildServerIfStale();

// Whoever started us (npm, a shell) may die without passing its signal on — npm runs scripts through
// `sh -c`, and a SIGTERM to npm ends that shell and npm but not its children. A server left behind would keep
// the data directory and the port: when our parent goes, stop as if told to.
// Once: the stop it starts may take longer than the next tick.
const parent = process.ppid;
const watch = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(watch);
  process.kill(process.pid, 'SIGTERM');
}, 500);
watch.unref();

await import(pathToFileURL(serverEntry).href);
