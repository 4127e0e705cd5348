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
  /** The built front end to serve (dist/); undefined serves the API only. */
  staticDir?: string;
  /** Where uploads go: `${dataDir}/uploads` (local), or an S3-compatible bucket for several instances. */
  storage: 'local' | 's3';
  s3?: S3Config;
}

export interface S3Config {
  bucket: string;
  /** An S3-compatible server (MinIO, R2, a local s3rver…); undefined means AWS itself. */
  endpoint?: string;
  region: string;
  /** Undefined: the AWS SDK's own chain (environment, shared files, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style URLs (endpoint/bucket/key), which most non-AWS servers need. */
  forcePathStyle: boolean;
  /** The bucket's public base URL (a CDN): /uploads/<key> redirects there; undefined: the server serves them. */
  publicUrl?: string;
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

function storageKind(value: string | undefined): 'local' | 's3' {
  const v = value?.trim().toLowerCase() || 'local';
  if (v !== 'local' && v !== 's3') throw new Error(`STORAGE must be local or s3, got "${value}"`);
  return v;
}

function s3(env: NodeJS.ProcessEnv): S3Config {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) throw new Error('STORAGE=s3 needs S3_BUCKET (and S3_ENDPOINT for a server other than AWS)');
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
  let publicUrl = env.S3_PUBLIC_URL?.trim() || undefined;
  if (publicUrl) {
    try {
      publicUrl = new URL(publicUrl).toString().replace(/\/+$/, '');
    } catch {
      throw new Error(`S3_PUBLIC_URL must be a URL such as https://cdn.shop.example, got "${publicUrl}"`);
    }
  }
  return {
    bucket,
    endpoint,
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: bool(env.S3_FORCE_PATH_STYLE, Boolean(endpoint)),
    publicUrl,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const storage = storageKind(env.STORAGE);
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
    storage,
    ...(storage === 's3' ? { s3: s3(env) } : {}),
  };
}

/** Over HTTPS the session cookie is `__Host-`-prefixed and Secure (DESIGN.md §5). */
export function isSecureOrigin(config: Pick<Config, 'publicOrigin'>): boolean {
  return config.publicOrigin?.startsWith('https://') ?? false;
}
