// kill -9 of the server on PostgreSQL while orders flow: every order answered 2xx is there after a restart,
// and the stock each size lost is exactly what the remaining orders hold.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { emptyDatabase as createDatabase } from './helpers';
import { killDuringOrders } from '../reliability/helpers/scenarios';

const dataDir = mkdtempSync(join(tmpdir(), 'morph-pg-kill-'));
let database: Awaited<ReturnType<typeof createDatabase>>;
beforeAll(async () => {
  database = await createDatabase();
});
afterAll(async () => {
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('kill -9 on PostgreSQL', () => {
  it('loses no answered order and leaves the stock consistent', async () => {
    await killDuringOrders({ dataDir, databaseUrl: database.url });
  });
});
