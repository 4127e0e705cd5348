// Uploads in an S3-compatible bucket (STORAGE=s3), tested against s3rver on loopback: an image uploaded through
// one instance is served by another, and neither writes to its own folder.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { hashPassword, upsertAdmin } from '../../src/server/modules/auth';
import { form, png } from '../api/helpers/catalogue';
import { ADMIN_PASSWORD, emptyDatabase, startS3 } from './helpers';

let s3: Awaited<ReturnType<typeof startS3>>;
let drop: () => Promise<void>;
let url: string;
const dirs: string[] = [];
const databases: Database[] = [];
const apps: FastifyInstance[] = [];

async function instance(databaseUrl: string, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(join(tmpdir(), 'morph-s3-app-'));
  dirs.push(dataDir);
  const config: Config = { ...loadConfig({ ...s3.env, ...env }), dataDir, logLevel: 'silent' };
  const database = openDatabase({ databaseUrl });
  databases.push(database);
  const app = await buildApp(config, { database, logger: false });
  apps.push(app);
  return app;
}

let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  s3 = await startS3();
  ({ url, drop } = await emptyDatabase());
  const setup = openDatabase({ databaseUrl: url });
  await setup.migrate();
  await upsertAdmin(setup.db, 'admin', await hashPassword(ADMIN_PASSWORD));
  await setup.close();
  a = await instance(url);
  b = await instance(url);
});

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const d of databases) await d.close();
  await drop?.();
  await s3?.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function signIn(app: FastifyInstance) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username: 'admin', password: ADMIN_PASSWORD },
  });
  const cookie = res.cookies.find((c) => c.name.endsWith('morph_session'))!;
  return `${cookie.name}=${cookie.value}`;
}

describe('uploads on S3-compatible storage', () => {
  it('an image uploaded through one instance is served by the other, from the bucket', async () => {
    const cookie = await signIn(a);
    const created = await a.inject({
      method: 'POST',
      url: '/api/admin/addProduct',
      headers: { cookie },
      payload: form({
        name: 'Bucket Dress',
        description: 'Stored far away.',
        price: '900',
        mainImage: await png(800, 600),
      }),
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    const product = (await b.inject({ method: 'GET', url: `/api/products/id/${id}` })).json();
    expect(product.imageUrl).toMatch(/^\/uploads\/products\/.+-640\.webp$/);

    for (const url of [product.imageUrl, product.imageUrl.replace('-640.', '-320.')]) {
      const served = await b.inject({ method: 'GET', url });
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toMatch(/max-age=31536000/);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('webp');
    }
    expect((await a.inject({ method: 'GET', url: product.imageUrl })).rawPayload).toEqual(
      (await b.inject({ method: 'GET', url: product.imageUrl })).rawPayload,
    );
    // Nothing went to either instance's own folder.
    for (const dir of dirs) expect(existsSync(join(dir, 'uploads'))).toBe(false);
  });

  it('answers 404 for a file that is not there and for keys it never makes', async () => {
    for (const url of ['/uploads/products/missing-640.webp', '/uploads/../secret', '/uploads/.hidden']) {
      expect((await b.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('redirects to the bucket’s public URL when S3_PUBLIC_URL is set', async () => {
    const c = await instance(url, {
      S3_PUBLIC_URL: 'https://cdn.shop.example/',
    });
    const res = await c.inject({ method: 'GET', url: '/uploads/products/dress-abc123-640.webp' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('https://cdn.shop.example/products/dress-abc123-640.webp');
  });
});
