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
  /**
   * Origins of a front end hosted elsewhere (exact, e.g. https://shop.example): they get credentialed CORS
   * answers and pass the cross-site check. Empty: the front end is served by this server (no CORS headers).
   */
  corsOrigins: string[];
  /**
   * The session cookie's SameSite. `strict` (default) or `lax` serve one origin or sibling subdomains of one
   * site; `none` (needs an https PUBLIC_ORIGIN, so Secure) lets a front end on another site send it.
   */
  cookieSameSite: 'strict' | 'lax' | 'none';
  /** Where upload URLs point when set (ASSET_ORIGIN, else PUBLIC_ORIGIN): answers carry absolute URLs. */
  assetOrigin?: string;
  logLevel: string;
  /**
   * Behind a reverse proxy or load balancer: trust its X-Forwarded-For for the client address (login
   * throttling per address). `true`, a hop count, or addresses/CIDRs; off by default.
   */
  trustProxy: boolean | number | string;
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

function origin(value: string | undefined, name = 'PUBLIC_ORIGIN'): string | undefined {
  if (!value || value.trim() === '') return undefined;
  try {
    const parsed = new URL(value.trim()).origin;
    if (parsed === 'null') throw new Error('opaque');
    return parsed;
  } catch {
    throw new Error(`${name} must be a URL such as https://shop.example, got "${value}"`);
  }
}

/** CORS_ORIGINS: comma-separated exact origins. A wildcard is refused: credentials are never sent to anyone. */
function corsOrigins(value: string | undefined): string[] {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return [
    ...new Set(
      items.map((item) => {
        if (item.includes('*')) throw new Error(`CORS_ORIGINS lists exact origins, not patterns: "${item}"`);
        const parsed = origin(item, 'Each of CORS_ORIGINS');
        // An origin is scheme, host and port: a path would silently never match a browser's Origin header.
        if (item.replace(/\/$/, '') !== parsed)
          throw new Error(`CORS_ORIGINS lists origins such as https://shop.example, got "${item}"`);
        return parsed!;
      }),
    ),
  ];
}

function sameSite(value: string | undefined, secure: boolean): Config['cookieSameSite'] {
  const v = value?.trim().toLowerCase() || 'strict';
  if (v !== 'strict' && v !== 'lax' && v !== 'none')
    throw new Error(`COOKIE_SAMESITE must be strict, lax or none, got "${value}"`);
  // Browsers drop a SameSite=None cookie that is not Secure, and Secure needs https.
  if (v === 'none' && !secure)
    throw new Error(
      'COOKIE_SAMESITE=none needs https: set PUBLIC_ORIGIN to the https:// origin of this server',
    );
  return v;
}

function trustProxy(value: string | undefined): boolean | number | string {
  const v = value?.trim();
  if (!v) return false;
  if (/^\d+$/.test(v)) return Number(v);
  if (['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'].includes(v.toLowerCase())) return bool(v, false);
  return v;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const publicOrigin = origin(env.PUBLIC_ORIGIN);
  return {
    port: port(env.PORT),
    host: env.HOST?.trim() || '0.0.0.0',
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    dataDir: resolve(env.DATA_DIR?.trim() || './data'),
    adminUsername: env.ADMIN_USERNAME?.trim() || 'admin',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemo: bool(env.SEED_DEMO, true),
    publicOrigin,
    corsOrigins: corsOrigins(env.CORS_ORIGINS),
    cookieSameSite: sameSite(env.COOKIE_SAMESITE, isSecureOrigin({ publicOrigin })),
    assetOrigin: origin(env.ASSET_ORIGIN, 'ASSET_ORIGIN') ?? publicOrigin,
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    trustProxy: trustProxy(env.TRUST_PROXY),
  };
}

/** Over HTTPS the session cookie is `__Host-`-prefixed and Secure (DESIGN.md §5). */
export function isSecureOrigin(config: Pick<Config, 'publicOrigin'>): boolean {
  return config.publicOrigin?.startsWith('https://') ?? false;
}
