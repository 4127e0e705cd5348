/**
 * The one mutator every generated request function goes through (orval `override.mutator`).
 * It owns the base URL, sends the session cookie on every call and turns any non-2xx answer into an
 * `ApiError` that carries the server's `error` sentence, its field details and the status. When the server
 * asks for proof of work (428), it solves a challenge off the main thread and sends the call once more.
 */
export interface ApiErrorDetail {
  field: string;
  message: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly details: ApiErrorDetail[];
  readonly body: unknown;
  /** Seconds to wait before trying again, from a refusal's `Retry-After` header (429); null without one. */
  retryAfter: number | null = null;

  constructor(message: string, status: number, details: ApiErrorDetail[] = [], body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.details = details;
    this.body = body;
  }
}

/** A `Retry-After` header's delay in whole seconds (a number of seconds, or an HTTP date), or null. */
export function retryAfterSeconds(header: string | null, now: number = Date.now()): number | null {
  if (!header) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

let baseUrl = '';

/** Where the API lives; '' means the page's own origin. Tests in Node set an absolute one. */
export function setApiBaseUrl(url: string): void {
  baseUrl = url.replace(/\/+$/, '');
}

export function getApiBaseUrl(): string {
  return baseUrl;
}

/** How a call reaches the server: the browser's fetch, or (server-side rendering) the API answering in-process. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport | undefined;

/**
 * Sends every call through `send` instead of `fetch` (undefined restores fetch). The server's page renderer
 * (src/storefront/entry-server.tsx) asks its own API this way, without a network round trip.
 */
export function setApiTransport(send: ApiTransport | undefined): void {
  transport = send;
}

let requestLanguage: string | undefined;

/**
 * The page's language, sent as `Accept-Language` with every call, so the server's refusals (coupon,
 * order, limits) come in the shopper's language and an order remembers it. Undefined sends none.
 */
export function setRequestLanguage(language: string | undefined): void {
  requestLanguage = language;
}

/** `options` with the page's `Accept-Language` added (for the few calls made with fetch outside apiFetch). */
export function withLanguage(options: RequestInit): RequestInit {
  if (!requestLanguage) return options;
  const headers = new Headers(options.headers);
  if (!headers.has('accept-language')) headers.set('accept-language', requestLanguage);
  return { ...options, headers };
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function errorFrom(status: number, body: unknown, statusText: string): ApiError {
  if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') {
    const details =
      'details' in body && Array.isArray(body.details) ? (body.details as ApiErrorDetail[]) : [];
    return new ApiError(body.error, status, details, body);
  }
  return new ApiError(statusText || `Request failed with status ${status}`, status, [], body);
}

export const apiFetch = async <T>(url: string, options: RequestInit = {}): Promise<T> =>
  (await send<T>(url, options)).body;

/**
 * A list that answers at most `limit` rows and tells how many there are in all in `X-Total-Count` (the
 * dashboard's sales by product and variant, and low stock): its rows and that total (the rows' number when the
 * header is missing, as from a mock).
 */
export async function apiFetchCounted<T>(
  url: string,
  options: RequestInit = {},
): Promise<{ rows: T[]; total: number }> {
  const { body, headers } = await send<T[]>(url, options);
  const rows = Array.isArray(body) ? body : [];
  const header = headers.get('x-total-count');
  const total = header !== null && /^\d+$/.test(header) ? Number(header) : rows.length;
  return { rows, total: Math.max(total, rows.length) };
}

async function send<T>(url: string, options: RequestInit): Promise<{ body: T; headers: Headers }> {
  let response: Response;
  try {
    const init: RequestInit = { ...withLanguage(options), credentials: 'include' };
    response = await (transport ? transport(url, init) : fetch(`${baseUrl}${url}`, init));
  } catch (cause) {
    // Network failure: no status. AbortErrors pass through untouched so react-query can cancel quietly.
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    const error = new ApiError('Network error. Please check your connection and try again.', 0);
    (error as Error & { cause?: unknown }).cause = cause;
    throw error;
  }
  // Asked for proof of work: solve and send the same call once more (the body is a string or FormData, both
  // reusable). A call that already carried a solution is not retried again: its refusal is shown.
  // The solver (./challenge) is downloaded only then.
  const headers = new Headers(options.headers);
  if (response.status === 428 && !headers.has('x-altcha')) {
    const solution = await (await import('./challenge')).solveChallengeHeader(baseUrl);
    if (solution) {
      headers.set('x-altcha', solution);
      return send<T>(url, { ...options, headers });
    }
  }
  const body = await readBody(response);
  if (!response.ok) {
    const error = errorFrom(response.status, body, response.statusText);
    error.retryAfter = retryAfterSeconds(response.headers.get('retry-after'));
    throw error;
  }
  return { body: body as T, headers: response.headers };
}

export default apiFetch;

/** orval reads these two names from the mutator: the error type of every hook, and the body type. */
export type ErrorType<Body> = ApiError & { body?: Body };
export type BodyType<Body> = Body;
