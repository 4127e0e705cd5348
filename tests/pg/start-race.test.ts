// Two instances started at the same moment on an empty PostgreSQL database: migrations, the first admin and the
// demo seed run under an advisory lock, so both come up serving one schema and one demo catalogue (docs/architecture.md#several-instances).
// Both on one bucket (s3rver), as several instances are deployed, where a seed that lost the race would leave
// orphan images.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from '../../src/server/seed/catalogue-data';
import {
  ADMIN_PASSWORD,
  emptyDatabase,
  query,
  startS3,
  startServer,
  waitServing,
  type ServerProcess,
} from './helpers';

const cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

function filesUnder(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}

async function objectKeys(s3: Awaited<ReturnType<typeof startS3>>): Promise<string[]> {
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, ContinuationToken: token }));
    keys.push(...(page.Contents ?? []).map((o) => o.Key!));
    token = page.NextContinuationToken;
  } while (token);
  client.destroy();
  return keys;
}

describe('two instances started together on an empty database', () => {
  it('both serve one schema, one admin, one demo catalogue and one set of its images on one bucket', async () => {
    const s3 = await startS3();
    cleanup.push(() => s3.close());
    const database = await emptyDatabase();
    cleanup.push(() => database.drop());
    const dirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'morph-race-')));
    cleanup.push(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
    const servers: ServerProcess[] = await Promise.all(
      dirs.map((dir) =>
        startServer({
          DATABASE_URL: database.url,
          DATA_DIR: dir,
          ADMIN_PASSWORD,
          SEED_DEMO: 'true',
          ...s3.env,
        }),
      ),
    );
    cleanup.push(() => Promise.all(servers.map((s) => s.stop())).then(() => undefined));
    await Promise.all(servers.map((s) => waitServing(s)));

    for (const server of servers) {
      const res = await fetch(`${server.base}/api/products?page=1&pageSize=100`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { totalCount: number };
      expect(body.totalCount).toBe(DEMO_PRODUCTS.length);
      expect(server.exited(), server.output()).toBe(false);
    }
    const count = async (table: string) =>
      (await query<{ n: number }>(database.url, `SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
    expect(await count('products')).toBe(DEMO_PRODUCTS.length);
    expect(await count('categories')).toBe(DEMO_CATEGORIES.length);
    expect(await count('shipping_cities')).toBe(27);
    expect(await count('admins')).toBe(1);
    const migrations = await query<{ hash: string }>(
      database.url,
      'SELECT hash FROM drizzle.__drizzle_migrations',
    );
    expect(new Set(migrations.map((m) => m.hash)).size).toBe(migrations.length);

    // Only the instance that seeded stored the demo images: each is three widths, every object in the bucket
    // belongs to an image the shop shows (a seed that lost the race would leave orphans), and nothing went to
    // either instance's own folder.
    const referenced = await query<{ url: string }>(
      database.url,
      `SELECT image_url AS url FROM products UNION SELECT url FROM product_images
       UNION SELECT image_url FROM variants WHERE image_url IS NOT NULL UNION SELECT url FROM variant_images
       UNION SELECT image_url FROM categories`,
    );
    const keys = await objectKeys(s3);
    expect(keys.length).toBe(referenced.length * 3);
    for (const { url } of referenced) expect(keys).toContain(url.replace(/^\/uploads\//, ''));
    expect(dirs.map((d) => filesUnder(join(d, 'uploads')))).toEqual([0, 0]);
    for (const server of servers) {
      const res = await fetch(server.base + referenced[0]!.url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
    }
  });
});
