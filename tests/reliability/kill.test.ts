// kill -9 of the server (PGlite) while orders flow: every order answered 2xx is there after a restart, and
// the stock each size lost is exactly what the remaining orders hold.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { killDuringOrders } from './helpers/scenarios';

const dataDir = mkdtempSync(join(tmpdir(), 'morph-kill-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('kill -9 on PGlite', () => {
  it('loses no answered order and leaves the stock consistent', async () => {
    await killDuringOrders({ dataDir });
  });
});
