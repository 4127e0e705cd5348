import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSecureOrigin, loadConfig } from './config';
import { DEFAULT_ORDER_CONNECTIONS } from './db/client';

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
      corsOrigins: [],
      cookieSameSite: 'strict',
      assetOrigin: undefined,
      logLevel: 'info',
      trustProxy: false,
      limits: {
        ordersPerMobileHour: 5,
        ordersPerMobileDay: 10,
        pendingOrdersPerMobile: 3,
        selfCancelsPerMobileDay: 3,
        heldUnitsPerOrder: 20,
        heldLinesPerOrder: 10,
        heldUnitsPerAddress: 30,
        sizeHoldPercent: 50,
        holdAlarmUnitsHour: 100,
        ordersPerAddressHour: 60,
        maxQuantityPerSize: 10,
        loginFailuresPerPair: 5,
        loginFailuresPerAccount: 50,
        loginFailuresPerAddress: 20,
        couponFailuresPerAddress: 20,
        orderLookupFailuresPerAddress: 20,
        trackFailuresPerOrder: 10,
        trackFailuresPerOrderAddress: 3,
        searchesPerAddressMinute: 120,
      },
      challenge: {
        mode: 'suspicion',
        secret: undefined,
        ordersPerAddressHour: 10,
        ordersPerMobileHour: 2,
        couponFailuresPerAddress: 5,
        trackFailures: 5,
        loginFailuresPerAddress: 5,
        loginFailuresPerAccount: 10,
        surgeOrdersPerMinute: 30,
        work: 5000,
        minutes: 5,
      },
      orderConfirmHours: 48,
      contactDefaults: {},
      server: {
        requestTimeoutMs: 120_000,
        headersTimeoutMs: 10_000,
        idleTimeoutMs: 30_000,
        keepAliveTimeoutMs: 10_000,
        maxConnections: 2000,
        maxConnectionsPerAddress: 200,
        connectionHoldMs: 10_000,
        bodyTimeoutMs: 10_000,
        bodyMinBytesPerSecond: 500,
      },
      search: { concurrency: undefined, queue: 32, timeoutMs: 2_000, refusalHoldMs: 1_000 },
      pools: {
        reads: { max: 8, waitMs: 5_000 },
        // One checkout at once per core of the machine but one, 1 to 10 (db/client.ts).
        orders: { max: DEFAULT_ORDER_CONNECTIONS, waitMs: 15_000 },
        admin: { max: 2, waitMs: 10_000 },
        jobs: { max: 3, waitMs: 30_000 },
        connectTimeoutMs: 5_000,
        applicationName: 'morph',
      },
      diskReserveBytes: 64_000_000,
      sitemapMaxUrls: 50_000,
      storage: 'local',
    });
  });

  it("takes SITEMAP_MAX_URLS up to the sitemaps protocol's 50,000 URLs a file", () => {
    expect(loadConfig({ SITEMAP_MAX_URLS: '1000' }).sitemapMaxUrls).toBe(1_000);
    expect(loadConfig({ SITEMAP_MAX_URLS: '80000' }).sitemapMaxUrls).toBe(50_000);
    expect(() => loadConfig({ SITEMAP_MAX_URLS: '0' })).toThrow(/SITEMAP_MAX_URLS/);
  });

  it('reads the pools, their waits and the disk reserve, and refuses what PostgreSQL could not take', () => {
    const config = loadConfig({
      DB_POOL_READS: '12',
      DB_POOL_ORDERS: '20',
      DB_WAIT_ORDERS_MS: '20000',
      DB_APPLICATION_NAME: 'morph-eu-1',
      DISK_RESERVE_MB: '0',
    });
    expect(config.pools.reads.max).toBe(12);
    expect(config.pools.orders).toEqual({ max: 20, waitMs: 20_000 });
    expect(config.pools.applicationName).toBe('morph-eu-1');
    expect(config.diskReserveBytes).toBe(0);
    expect(() => loadConfig({ DB_POOL_ORDERS: '0' })).toThrow('DB_POOL_ORDERS');
    expect(() => loadConfig({ DB_APPLICATION_NAME: "x'; drop" })).toThrow('DB_APPLICATION_NAME');
  });

  it('reads the search bounds, and refuses a timeout too short to search in', () => {
    expect(
      loadConfig({
        SEARCH_CONCURRENCY: '3',
        SEARCH_QUEUE: '0',
        SEARCH_TIMEOUT_MS: '500',
        SEARCH_LIMIT_ADDRESS: '300',
        SEARCH_REFUSAL_HOLD_MS: '0',
      }),
    ).toMatchObject({
      search: { concurrency: 3, queue: 0, timeoutMs: 500, refusalHoldMs: 0 },
      limits: { searchesPerAddressMinute: 300 },
    });
    expect(() => loadConfig({ SEARCH_TIMEOUT_MS: '10' })).toThrow('SEARCH_TIMEOUT_MS');
    expect(() => loadConfig({ SEARCH_CONCURRENCY: '0' })).toThrow('SEARCH_CONCURRENCY');
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
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8',
      ORDER_LIMIT_MOBILE_HOUR: '3',
      REQUEST_TIMEOUT_MS: '5000',
    });
    expect(config).toMatchObject({
      port: 8080,
      seedDemo: false,
      publicOrigin: 'https://shop.example',
      databaseUrl: 'postgres://x',
      trustProxy: '127.0.0.1, 10.0.0.0/8',
    });
    expect(config.limits.ordersPerMobileHour).toBe(3);
    expect(config.server.requestTimeoutMs).toBe(5000);
    expect(isSecureOrigin(config)).toBe(true);
    expect(isSecureOrigin(loadConfig({ PUBLIC_ORIGIN: 'http://localhost:3000' }))).toBe(false);
  });

  it('refuses values it cannot read, saying which', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/not a hop count/);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/true or false/);
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'shop' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(/exact origins/);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://*.shop.example' })).toThrow(/exact origins/);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://shop.example/admin' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: 'shop.example' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ COOKIE_SAMESITE: 'loose' })).toThrow(/COOKIE_SAMESITE/);
    // SameSite=None is only kept by browsers on a Secure cookie, which needs https.
    expect(() => loadConfig({ COOKIE_SAMESITE: 'none' })).toThrow(/https/);
    expect(() => loadConfig({ COOKIE_SAMESITE: 'none', PUBLIC_ORIGIN: 'http://api.example' })).toThrow(
      /https/,
    );
    expect(() => loadConfig({ ORDER_LIMIT_PENDING: '0' })).toThrow(
      /ORDER_LIMIT_PENDING must be a whole number/,
    );
    expect(() => loadConfig({ MAX_CONNECTIONS: 'lots' })).toThrow(/MAX_CONNECTIONS/);
  });

  it('reads a front end hosted elsewhere: its origins, the cookie and absolute upload URLs', () => {
    expect(
      loadConfig({
        CORS_ORIGINS: ' https://shop.example, https://shop.example/ ,http://localhost:5173',
        COOKIE_SAMESITE: 'None',
        PUBLIC_ORIGIN: 'https://api.example',
      }),
    ).toMatchObject({
      corsOrigins: ['https://shop.example', 'http://localhost:5173'],
      cookieSameSite: 'none',
      assetOrigin: 'https://api.example',
    });
    expect(
      loadConfig({ PUBLIC_ORIGIN: 'https://api.example', ASSET_ORIGIN: 'https://cdn.example' }).assetOrigin,
    ).toBe('https://cdn.example');
    expect(loadConfig({ COOKIE_SAMESITE: 'lax' }).cookieSameSite).toBe('lax');
  });

  it('refuses a weak ADMIN_PASSWORD at start, saying why', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: '12345678' })).toThrow(
      'ADMIN_PASSWORD must be at least 12 characters.',
    );
    expect(() => loadConfig({ ADMIN_PASSWORD: 'qwerty123456' })).toThrow(
      /ADMIN_PASSWORD is one of the most common/,
    );
    expect(loadConfig({ ADMIN_PASSWORD: 'correct horse battery staple' }).adminPassword).toBe(
      'correct horse battery staple',
    );
  });
});

describe('the proof-of-work challenge', () => {
  it('asks below the hard limits, which move its soft counts with them', () => {
    const raised = loadConfig({ ORDER_LIMIT_ADDRESS_HOUR: '600', COUPON_LIMIT_ADDRESS: '100' }).challenge;
    expect(raised.ordersPerAddressHour).toBe(100);
    expect(raised.couponFailuresPerAddress).toBe(25);
    expect(loadConfig({ CHALLENGE_ORDERS_ADDRESS_HOUR: '3' }).challenge.ordersPerAddressHour).toBe(3);
  });

  it('takes suspicion, always or off, and a secret long enough', () => {
    expect(loadConfig({ CHALLENGE: 'Always' }).challenge.mode).toBe('always');
    expect(loadConfig({ CHALLENGE: 'off' }).challenge.mode).toBe('off');
    expect(() => loadConfig({ CHALLENGE: 'sometimes' })).toThrow(
      /CHALLENGE must be suspicion, always or off/,
    );
    expect(() => loadConfig({ CHALLENGE_SECRET: 'short' })).toThrow(/at least 32 characters/);
  });
});
