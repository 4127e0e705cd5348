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
      limits: {
        ordersPerMobileHour: 5,
        ordersPerMobileDay: 10,
        pendingOrdersPerMobile: 3,
        ordersPerAddressHour: 60,
        maxQuantityPerSize: 10,
        loginFailuresPerPair: 5,
        loginFailuresPerAccount: 50,
        loginFailuresPerAddress: 20,
        couponFailuresPerAddress: 20,
      },
      server: {
        requestTimeoutMs: 120_000,
        headersTimeoutMs: 10_000,
        idleTimeoutMs: 30_000,
        keepAliveTimeoutMs: 10_000,
        maxConnections: 2000,
      },
    });
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      SEED_DEMO: 'false',
      PUBLIC_ORIGIN: 'https://shop.example/path',
      DATABASE_URL: ' postgres://x ',
      TRUST_PROXY: '1',
      ORDER_LIMIT_MOBILE_HOUR: '3',
      REQUEST_TIMEOUT_MS: '5000',
    });
    expect(config).toMatchObject({
      port: 8080,
      seedDemo: false,
      publicOrigin: 'https://shop.example',
      databaseUrl: 'postgres://x',
      trustProxy: 1,
    });
    expect(config.limits.ordersPerMobileHour).toBe(3);
    expect(config.server.requestTimeoutMs).toBe(5000);
    expect(isSecureOrigin(config)).toBe(true);
    expect(isSecureOrigin(loadConfig({ PUBLIC_ORIGIN: 'http://localhost:3000' }))).toBe(false);
  });

  it('refuses values it cannot read, saying which', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/true or false/);
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'shop' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => loadConfig({ ORDER_LIMIT_PENDING: '0' })).toThrow(
      /ORDER_LIMIT_PENDING must be a whole number/,
    );
    expect(() => loadConfig({ MAX_CONNECTIONS: 'lots' })).toThrow(/MAX_CONNECTIONS/);
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
