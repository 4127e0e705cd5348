import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSecureOrigin, loadConfig } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: resolve('./data'),
      adminUsername: 'admin',
      adminPassword: undefined,
      seedDemo: true,
      publicOrigin: undefined,
      logLevel: 'info',
      trustProxy: false,
      storage: 'local',
    });
  });

  it('reads the S3 storage variables', () => {
    expect(
      loadConfig({
        STORAGE: 's3',
        S3_BUCKET: 'morph',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PUBLIC_URL: 'https://cdn.shop.example/',
      }).s3,
    ).toEqual({
      bucket: 'morph',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      publicUrl: 'https://cdn.shop.example',
    });
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'morph' }).s3).toMatchObject({ forcePathStyle: false });
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(/STORAGE/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(/both/);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      SEED_DEMO: 'false',
      PUBLIC_ORIGIN: 'https://shop.example/path',
      DATABASE_URL: ' postgres://x ',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      port: 8080,
      seedDemo: false,
      publicOrigin: 'https://shop.example',
      databaseUrl: 'postgres://x',
      trustProxy: 1,
    });
    expect(isSecureOrigin(config)).toBe(true);
    expect(isSecureOrigin(loadConfig({ PUBLIC_ORIGIN: 'http://localhost:3000' }))).toBe(false);
  });

  it('refuses values it cannot read, saying which', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/true or false/);
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'shop' })).toThrow(/PUBLIC_ORIGIN/);
  });
});
