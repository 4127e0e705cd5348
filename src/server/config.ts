// Configuration from the environment (documented in the root README). Parsed once, at start.
import { resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; without it PGlite in `${dataDir}/db`. */
  databaseUrl?: string;
  dataDir: string;
  adminUsername: string;
  /** When set, this admin is created or has its password reset at start. */
  adminPassword?: string;
  seedDemo: boolean;
  /** The shop's public origin (https://shop.example): cross-site checks and the Secure cookie. */
  publicOrigin?: string;
  logLevel: string;
  /**
   * Behind a reverse proxy or load balancer: trust its X-Forwarded-For for the client address (login
   * throttling per address). `true`, a hop count, or addresses/CIDRs; off by default.
   */
  trustProxy: boolean | number | string;
  /**
   * The advertising pixel's id (`VITE_META_PIXEL_ID`, the variable the storefront is built with): when set, the
   * pages' Content-Security-Policy allows the pixel's hosts.
   */
  metaPixelId?: string;
  /** The built front end to serve (dist/); undefined serves the API only. */
  staticDir?: string;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  const v = value.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  throw new Error(`Expected true or false, got "${value}"`);
}

function port(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 3000;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new Error(`PORT must be a port number, got "${value}"`);
  return n;
}

function origin(value: string | undefined): string | undefined {
  if (!value || value.trim() === '') return undefined;
  try {
    return new URL(value.trim()).origin;
  } catch {
    throw new Error(`PUBLIC_ORIGIN must be a URL such as https://shop.example, got "${value}"`);
  }
}

function trustProxy(value: string | undefined): boolean | number | string {
  const v = value?.trim();
  if (!v) return false;
  if (/^\d+$/.test(v)) return Number(v);
  if (['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'].includes(v.toLowerCase())) return bool(v, false);
  return v;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: port(env.PORT),
    host: env.HOST?.trim() || '0.0.0.0',
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    dataDir: resolve(env.DATA_DIR?.trim() || './data'),
    adminUsername: env.ADMIN_USERNAME?.trim() || 'admin',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemo: bool(env.SEED_DEMO, true),
    publicOrigin: origin(env.PUBLIC_ORIGIN),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    trustProxy: trustProxy(env.TRUST_PROXY),
    metaPixelId: env.VITE_META_PIXEL_ID?.trim() || undefined,
  };
}

/** Over HTTPS the session cookie is `__Host-`-prefixed and Secure (DESIGN.md §5). */
export function isSecureOrigin(config: Pick<Config, 'publicOrigin'>): boolean {
  return config.publicOrigin?.startsWith('https://') ?? false;
}
