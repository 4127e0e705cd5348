// Configuration from the environment (documented in the root README). Parsed once, at start.
import { resolve } from 'node:path';
import { DEFAULT_ORDER_CONFIRM_HOURS } from '../shared/order-lifecycle';
import { MAX_UNITS_PER_SIZE } from '../shared/order-limits';
import { adminPasswordProblem } from './modules/auth';
import { DEFAULT_POOLS, type PoolSizes } from './db/client';

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
   * Behind a reverse proxy or load balancer: trust its X-Forwarded-For for the client address (every limit per
   * address, the connection cap included). `true`, or the proxies' addresses/CIDRs (better: a client reaching
   * the server directly cannot then claim another address); off by default.
   */
  trustProxy: boolean | string;
  /**
   * The advertising pixel's id (`VITE_META_PIXEL_ID`, the variable the storefront is built with): when set, the
   * pages' Content-Security-Policy allows the pixel's hosts.
   */
  metaPixelId?: string;
  /**
   * The most URLs one sitemap file lists (SITEMAP_MAX_URLS, 50,000 as the sitemaps protocol allows): past it,
   * /sitemap.xml is a sitemap index of /sitemap-1.xml, /sitemap-2.xml, ….
   */
  sitemapMaxUrls: number;
  /** The built front end to serve (dist/); undefined serves the API only. */
  staticDir?: string;
  /**
   * The module that renders the storefront's pages on the server (build/ssr/entry-server.js, `npm run build:ssr`);
   * undefined sends each page for the browser to render.
   */
  storefrontRenderer?: string;
  /** Abuse limits, counted in the database (README "Security"). */
  limits: Limits;
  /** When the proof-of-work challenge is asked, and how much work (README "Security" › "Proof of work"). */
  challenge: ChallengeConfig;
  /** Pending orders their shopper did not confirm are cancelled after this many hours (ORDER_CONFIRM_HOURS). */
  orderConfirmHours: number;
  /**
   * The shop's contact details until the owner sets them in the back office (`VITE_SHOP_EMAIL`,
   * `VITE_SHOP_PHONE`, the build variables the storefront used before the Settings page).
   */
  contactDefaults: { email?: string; phone?: string };
  /** HTTP server timeouts and connection cap (README "Security"). */
  server: ServerLimits;
  /** What a shopper's search may cost the database (README "Security" › "Search"). */
  search: SearchLimits;
  /** PostgreSQL: each pool's size and how long a request waits for one of its connections (DB_POOL_*, DB_WAIT_*_MS). */
  pools: PoolSizes;
  /** PGlite on disk: writes are refused (503) while its disk has less than this free (DISK_RESERVE_MB, bytes). */
  diskReserveBytes: number;
  /** Where uploads go: `${dataDir}/uploads` (local), or an S3-compatible bucket for several instances. */
  storage: 'local' | 's3';
  s3?: S3Config;
}

/** Each limit is a count within a fixed window (README "Security" › "Limits"). */
export interface Limits {
  /**
   * Orders placed with one mobile number from one address in an hour / in a day, and those of them still
   * pending: past any, the next order is taken but holds no stock until confirmed (never refused).
   */
  ordersPerMobileHour: number;
  ordersPerMobileDay: number;
  pendingOrdersPerMobile: number;
  /** Self-cancelled orders of one number in a day from which its next order carries a signal for the call. */
  selfCancelsPerMobileDay: number;
  /** Units / lines of one order that may hold stock before staff confirm it. */
  heldUnitsPerOrder: number;
  heldLinesPerOrder: number;
  /** Units that pending orders placed from one client address may hold together. */
  heldUnitsPerAddress: number;
  /** Percent of a size's stock that pending orders, from anywhere, may hold together (rounded up). */
  sizeHoldPercent: number;
  /** Units asked by orders placed in the last hour and still pending from which the dashboard raises its alarm. */
  holdAlarmUnitsHour: number;
  /** Orders placed from one client address in an hour (generous: carriers share addresses). */
  ordersPerAddressHour: number;
  /** Units of one size (a product, colour and size) in one order. */
  maxQuantityPerSize: number;
  /** Failed sign-ins for one account from one address in 15 minutes. */
  loginFailuresPerPair: number;
  /** Failed sign-ins for one account from addresses it has not signed in from, in an hour. */
  loginFailuresPerAccount: number;
  /** Failed sign-ins from one address, all accounts together, in 15 minutes. */
  loginFailuresPerAddress: number;
  /** Coupon codes refused for one address in 10 minutes. */
  couponFailuresPerAddress: number;
  /** Failed looks at a shopper's own order (wrong number, key or mobile) from one address in 15 minutes. */
  orderLookupFailuresPerAddress: number;
  /**
   * Failed tracking attempts for one order number (wrong mobiles) in an hour, from any address; past it, an
   * address that itself failed `trackFailuresPerOrderAddress` times on that order is refused it for the hour.
   * A right mobile from any other address is always answered.
   */
  trackFailuresPerOrder: number;
  trackFailuresPerOrderAddress: number;
  /** Searches and suggestions one address may have answered by the database in a minute (generous: carriers). */
  searchesPerAddressMinute: number;
}

/** Searches at once when SEARCH_CONCURRENCY is unset: PGlite runs one statement at a time, PostgreSQL many. */
export const DEFAULT_SEARCH_CONCURRENCY = { pglite: 1, postgres: 2 } as const;

export interface SearchLimits {
  /**
   * Searches this instance runs on the database at once (PostgreSQL: the size of the search pool); others wait
   * their turn, so orders and pages always find the database free. Unset: 1 on PGlite, which runs one
   * statement at a time anyway, and 2 on PostgreSQL (DEFAULT_SEARCH_CONCURRENCY).
   */
  concurrency?: number;
  /** Searches that may wait for a turn; one more is answered 503 at once. */
  queue: number;
  /** A search statement is cut after this (PostgreSQL), and a search waits no longer than this for its turn (ms). */
  timeoutMs: number;
  /**
   * How long a search from an address already refused is held before its 429 is sent (ms; never past the end of
   * the refusal): a client that searches again the moment it is answered gets one answer per this per connection.
   */
  refusalHoldMs: number;
}

/**
 * The proof-of-work challenge (modules/challenge). Under `suspicion` it is asked of a call only past a soft
 * count, below the hard limit of the same thing, so a caller is slowed down before being refused.
 */
export interface ChallengeConfig {
  /** CHALLENGE: `suspicion` (default), `always` (every guarded call) or `off`. */
  mode: 'suspicion' | 'always' | 'off';
  /** CHALLENGE_SECRET: the signing key; unset, a random key kept in the database (shared by instances). */
  secret?: string;
  /** Orders from one address in an hour, before a challenge is asked (CHALLENGE_ORDERS_ADDRESS_HOUR). */
  ordersPerAddressHour: number;
  /** Orders with one mobile number in an hour (CHALLENGE_ORDERS_MOBILE_HOUR). */
  ordersPerMobileHour: number;
  /** Coupon codes refused for one address in 10 minutes (CHALLENGE_COUPON_TRIES). */
  couponFailuresPerAddress: number;
  /** Failed order look-ups from one address, or tracking attempts of one order number (CHALLENGE_TRACK_TRIES). */
  trackFailures: number;
  /** Failed sign-ins from one address in 15 minutes (CHALLENGE_LOGIN_FAILURES). */
  loginFailuresPerAddress: number;
  /** Failed sign-ins of one account from addresses it has not used, in an hour (CHALLENGE_LOGIN_ACCOUNT_FAILURES). */
  loginFailuresPerAccount: number;
  /** Orders across the whole shop in the last minute that make a surge: every order is asked (CHALLENGE_SURGE_ORDERS_MINUTE). */
  surgeOrdersPerMinute: number;
  /** The largest counter of the easiest challenge (CHALLENGE_WORK); each level of suspicion doubles it. */
  work: number;
  /** Minutes a challenge can be solved and used in (CHALLENGE_MINUTES). */
  minutes: number;
}

function challengeMode(value: string | undefined): ChallengeConfig['mode'] {
  const v = value?.trim().toLowerCase() || 'suspicion';
  if (v !== 'suspicion' && v !== 'always' && v !== 'off')
    throw new Error(`CHALLENGE must be suspicion, always or off, got "${value}"`);
  return v;
}

/** The soft counts default to a share of the hard limits, so raising a limit raises its soft count too. */
function challengeConfig(env: NodeJS.ProcessEnv, limits: Limits): ChallengeConfig {
  const share = (hard: number, divisor: number) => Math.max(1, Math.floor(hard / divisor));
  const secret = env.CHALLENGE_SECRET?.trim() || undefined;
  if (secret !== undefined && secret.length < 32)
    throw new Error('CHALLENGE_SECRET must be at least 32 characters (a random string)');
  return {
    mode: challengeMode(env.CHALLENGE),
    secret,
    ordersPerAddressHour: count(
      'CHALLENGE_ORDERS_ADDRESS_HOUR',
      env.CHALLENGE_ORDERS_ADDRESS_HOUR,
      share(limits.ordersPerAddressHour, 6),
    ),
    ordersPerMobileHour: count(
      'CHALLENGE_ORDERS_MOBILE_HOUR',
      env.CHALLENGE_ORDERS_MOBILE_HOUR,
      share(limits.ordersPerMobileHour, 2),
    ),
    couponFailuresPerAddress: count(
      'CHALLENGE_COUPON_TRIES',
      env.CHALLENGE_COUPON_TRIES,
      share(limits.couponFailuresPerAddress, 4),
    ),
    trackFailures: count(
      'CHALLENGE_TRACK_TRIES',
      env.CHALLENGE_TRACK_TRIES,
      share(Math.min(limits.orderLookupFailuresPerAddress, limits.trackFailuresPerOrder), 2),
    ),
    loginFailuresPerAddress: count(
      'CHALLENGE_LOGIN_FAILURES',
      env.CHALLENGE_LOGIN_FAILURES,
      share(limits.loginFailuresPerAddress, 4),
    ),
    loginFailuresPerAccount: count(
      'CHALLENGE_LOGIN_ACCOUNT_FAILURES',
      env.CHALLENGE_LOGIN_ACCOUNT_FAILURES,
      share(limits.loginFailuresPerAccount, 5),
    ),
    surgeOrdersPerMinute: count('CHALLENGE_SURGE_ORDERS_MINUTE', env.CHALLENGE_SURGE_ORDERS_MINUTE, 30),
    work: count('CHALLENGE_WORK', env.CHALLENGE_WORK, 5000, 10),
    minutes: count('CHALLENGE_MINUTES', env.CHALLENGE_MINUTES, 5),
  };
}

export interface ServerLimits {
  /** The whole request, headers and body, must arrive within this (ms). */
  requestTimeoutMs: number;
  /** The headers must arrive within this (ms). */
  headersTimeoutMs: number;
  /** A socket with no traffic at all is closed after this (ms). */
  idleTimeoutMs: number;
  /** An idle keep-alive connection is closed after this (ms). */
  keepAliveTimeoutMs: number;
  /** Connections served at once; beyond this new ones are held (see connectionHoldMs), then refused at once. */
  maxConnections: number;
  /**
   * Open connections one client address (an IPv6 /64) may hold; behind a trusted proxy, its requests in flight.
   * Generous: many mobile users share one carrier address.
   */
  maxConnectionsPerAddress: number;
  /**
   * A connection over a cap is held this long unanswered and unread, then closed (ms; 0: closed at once). A
   * client that reconnects the moment it is refused then costs one accepted connection per hold instead of
   * thousands a second. At most maxConnections are held (besides the served); past that, closed at once.
   */
  connectionHoldMs: number;
  /** A request body has this long (ms) before what it sent counts… */
  bodyTimeoutMs: number;
  /** …and every this many bytes received give it one second more (a minimum rate). */
  bodyMinBytesPerSecond: number;
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

/** A whole number from `min` up, or the default when unset. */
function count(name: string, value: string | undefined, fallback: number, min = 1): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value.trim());
  if (!Number.isSafeInteger(n) || n < min)
    throw new Error(`${name} must be a whole number of at least ${min}, got "${value}"`);
  return n;
}

/** A plain word: it names the instance's connections in pg_stat_activity (PostgreSQL keeps 63 bytes). */
function applicationName(value: string | undefined): string {
  const v = value?.trim();
  if (!v) return DEFAULT_POOLS.applicationName;
  if (!/^[A-Za-z0-9_.-]{1,40}$/.test(v))
    throw new Error(`DB_APPLICATION_NAME must be 1-40 letters, digits, '.', '_' or '-', got "${value}"`);
  return v;
}

/** Refused at start, so a weak admin password never reaches the database. */
function adminPassword(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const problem = adminPasswordProblem(value);
  if (problem) throw new Error(`ADMIN_PASSWORD ${problem}.`);
  return value;
}

/**
 * TRUST_PROXY: `true`, or the proxies' addresses/CIDRs (comma-separated). A hop count is refused: Fastify 5
 * trusts no peer for a count alone (a direct client could claim any number of hops), so it would silently
 * leave every client with the proxy's address.
 */
function trustProxy(value: string | undefined): boolean | string {
  const v = value?.trim();
  if (!v) return false;
  if (['true', 'false', 'yes', 'no', 'on', 'off'].includes(v.toLowerCase())) return bool(v, false);
  if (/^\d+$/.test(v))
    throw new Error(
      `TRUST_PROXY takes true or the proxy's addresses (e.g. 127.0.0.1 or 10.0.0.0/8), not a hop count: "${value}"`,
    );
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
  const publicOrigin = origin(env.PUBLIC_ORIGIN);
  const storage = storageKind(env.STORAGE);
  const limits: Limits = {
    ordersPerMobileHour: count('ORDER_LIMIT_MOBILE_HOUR', env.ORDER_LIMIT_MOBILE_HOUR, 5),
    ordersPerMobileDay: count('ORDER_LIMIT_MOBILE_DAY', env.ORDER_LIMIT_MOBILE_DAY, 10),
    pendingOrdersPerMobile: count('ORDER_LIMIT_PENDING', env.ORDER_LIMIT_PENDING, 3),
    selfCancelsPerMobileDay: count('SELF_CANCELS_MOBILE_DAY', env.SELF_CANCELS_MOBILE_DAY, 3),
    heldUnitsPerOrder: count('HOLD_UNITS_ORDER', env.HOLD_UNITS_ORDER, 20),
    heldLinesPerOrder: count('HOLD_LINES_ORDER', env.HOLD_LINES_ORDER, 10),
    heldUnitsPerAddress: count('HOLD_UNITS_ADDRESS', env.HOLD_UNITS_ADDRESS, 30),
    sizeHoldPercent: Math.min(100, count('HOLD_SIZE_PERCENT', env.HOLD_SIZE_PERCENT, 50)),
    holdAlarmUnitsHour: count('HOLD_ALARM_UNITS_HOUR', env.HOLD_ALARM_UNITS_HOUR, 100),
    ordersPerAddressHour: count('ORDER_LIMIT_ADDRESS_HOUR', env.ORDER_LIMIT_ADDRESS_HOUR, 60),
    maxQuantityPerSize: count('ORDER_MAX_QUANTITY', env.ORDER_MAX_QUANTITY, MAX_UNITS_PER_SIZE),
    loginFailuresPerPair: count('LOGIN_LIMIT_PAIR', env.LOGIN_LIMIT_PAIR, 5),
    loginFailuresPerAccount: count('LOGIN_LIMIT_ACCOUNT', env.LOGIN_LIMIT_ACCOUNT, 50),
    loginFailuresPerAddress: count('LOGIN_LIMIT_ADDRESS', env.LOGIN_LIMIT_ADDRESS, 20),
    couponFailuresPerAddress: count('COUPON_LIMIT_ADDRESS', env.COUPON_LIMIT_ADDRESS, 20),
    orderLookupFailuresPerAddress: count('ORDER_LOOKUP_LIMIT_ADDRESS', env.ORDER_LOOKUP_LIMIT_ADDRESS, 20),
    trackFailuresPerOrder: count('TRACK_LIMIT_ORDER', env.TRACK_LIMIT_ORDER, 10),
    trackFailuresPerOrderAddress: count('TRACK_LIMIT_ORDER_ADDRESS', env.TRACK_LIMIT_ORDER_ADDRESS, 3),
    searchesPerAddressMinute: count('SEARCH_LIMIT_ADDRESS', env.SEARCH_LIMIT_ADDRESS, 120),
  };
  return {
    port: port(env.PORT),
    host: env.HOST?.trim() || '0.0.0.0',
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    dataDir: resolve(env.DATA_DIR?.trim() || './data'),
    adminUsername: env.ADMIN_USERNAME?.trim() || 'admin',
    adminPassword: adminPassword(env.ADMIN_PASSWORD),
    seedDemo: bool(env.SEED_DEMO, true),
    publicOrigin,
    corsOrigins: corsOrigins(env.CORS_ORIGINS),
    cookieSameSite: sameSite(env.COOKIE_SAMESITE, isSecureOrigin({ publicOrigin })),
    assetOrigin: origin(env.ASSET_ORIGIN, 'ASSET_ORIGIN') ?? publicOrigin,
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    trustProxy: trustProxy(env.TRUST_PROXY),
    limits,
    challenge: challengeConfig(env, limits),
    orderConfirmHours: count('ORDER_CONFIRM_HOURS', env.ORDER_CONFIRM_HOURS, DEFAULT_ORDER_CONFIRM_HOURS),
    contactDefaults: {
      email: env.VITE_SHOP_EMAIL?.trim() || undefined,
      phone: env.VITE_SHOP_PHONE?.trim() || undefined,
    },
    server: {
      requestTimeoutMs: count('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, 120_000),
      headersTimeoutMs: count('HEADERS_TIMEOUT_MS', env.HEADERS_TIMEOUT_MS, 10_000),
      idleTimeoutMs: count('IDLE_TIMEOUT_MS', env.IDLE_TIMEOUT_MS, 30_000),
      keepAliveTimeoutMs: count('KEEP_ALIVE_TIMEOUT_MS', env.KEEP_ALIVE_TIMEOUT_MS, 10_000),
      maxConnections: count('MAX_CONNECTIONS', env.MAX_CONNECTIONS, 2000),
      maxConnectionsPerAddress: count('MAX_CONNECTIONS_PER_ADDRESS', env.MAX_CONNECTIONS_PER_ADDRESS, 200),
      connectionHoldMs: count('CONNECTION_HOLD_MS', env.CONNECTION_HOLD_MS, 10_000, 0),
      bodyTimeoutMs: count('BODY_TIMEOUT_MS', env.BODY_TIMEOUT_MS, 10_000),
      bodyMinBytesPerSecond: count('BODY_MIN_BYTES_PER_SECOND', env.BODY_MIN_BYTES_PER_SECOND, 500),
    },
    search: {
      concurrency: env.SEARCH_CONCURRENCY?.trim()
        ? count('SEARCH_CONCURRENCY', env.SEARCH_CONCURRENCY, 1)
        : undefined,
      queue: count('SEARCH_QUEUE', env.SEARCH_QUEUE, 32, 0),
      timeoutMs: count('SEARCH_TIMEOUT_MS', env.SEARCH_TIMEOUT_MS, 2_000, 50),
      refusalHoldMs: count('SEARCH_REFUSAL_HOLD_MS', env.SEARCH_REFUSAL_HOLD_MS, 1_000, 0),
    },
    pools: {
      reads: {
        max: count('DB_POOL_READS', env.DB_POOL_READS, DEFAULT_POOLS.reads.max),
        waitMs: count('DB_WAIT_READS_MS', env.DB_WAIT_READS_MS, DEFAULT_POOLS.reads.waitMs, 100),
      },
      orders: {
        max: count('DB_POOL_ORDERS', env.DB_POOL_ORDERS, DEFAULT_POOLS.orders.max),
        waitMs: count('DB_WAIT_ORDERS_MS', env.DB_WAIT_ORDERS_MS, DEFAULT_POOLS.orders.waitMs, 100),
      },
      admin: {
        max: count('DB_POOL_ADMIN', env.DB_POOL_ADMIN, DEFAULT_POOLS.admin.max),
        waitMs: DEFAULT_POOLS.admin.waitMs,
      },
      jobs: {
        max: count('DB_POOL_JOBS', env.DB_POOL_JOBS, DEFAULT_POOLS.jobs.max, 2),
        waitMs: DEFAULT_POOLS.jobs.waitMs,
      },
      connectTimeoutMs: count(
        'DB_CONNECT_TIMEOUT_MS',
        env.DB_CONNECT_TIMEOUT_MS,
        DEFAULT_POOLS.connectTimeoutMs,
        100,
      ),
      applicationName: applicationName(env.DB_APPLICATION_NAME),
    },
    diskReserveBytes: count('DISK_RESERVE_MB', env.DISK_RESERVE_MB, 64, 0) * 1_000_000,
    metaPixelId: env.VITE_META_PIXEL_ID?.trim() || undefined,
    sitemapMaxUrls: Math.min(50_000, count('SITEMAP_MAX_URLS', env.SITEMAP_MAX_URLS, 50_000)),
    storage,
    ...(storage === 's3' ? { s3: s3(env) } : {}),
  };
}

/** Over HTTPS the session cookie is `__Host-`-prefixed and Secure (docs/business-rules.md#admin-sign-in). */
export function isSecureOrigin(config: Pick<Config, 'publicOrigin'>): boolean {
  return config.publicOrigin?.startsWith('https://') ?? false;
}
