// One error handler and one not-found handler for the whole app: every failure leaves as the contract's
// ErrorBody `{ error, details? }`, and no stack trace or internal message ever reaches a client.
import { shopperLanguage, translateErrorBody, translateRefusal, type Language } from '../i18n';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorObject } from 'ajv';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/availability';

export interface ErrorDetail {
  field: string;
  message: string;
}

/**
 * Throw from a handler to answer with a status and a readable message. `said` holds the message as another
 * language writes it when translating the English would not do (it carries catalogue words: a product's Arabic
 * name, a colour's); otherwise the error handler translates the English (i18n `translateRefusal`).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: ErrorDetail[],
    readonly said?: Partial<Record<Language, string>>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, details?: ErrorDetail[]) => new HttpError(400, message, details);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, details?: ErrorDetail[]) => new HttpError(409, message, details);

/** A single-field 400, e.g. `fieldError('sizes', 'Add at least one size')`. */
export function fieldError(field: string, message: string, status = 400): HttpError {
  return new HttpError(status, message, [{ field, message }]);
}

// Messages a person can act on, for the rules the contract expresses as patterns.
const patternMessages: Record<string, string> = {
  mobileNumber: 'Enter an Egyptian mobile number such as 01012345678',
  anotherMobile: 'Enter an Egyptian mobile number such as 01012345678',
  code: 'Use letters, digits, - and _ only',
  slug: 'Use lower-case letters, digits and single hyphens',
  categorySlug: 'Use lower-case letters, digits and single hyphens',
};

/** '/items/0/quantity' → 'items[0].quantity' */
function fieldPath(instancePath: string, extra?: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  if (extra) parts.push(extra);
  return parts.reduce(
    (acc, part) => (/^\d+$/.test(part) ? `${acc}[${part}]` : acc ? `${acc}.${part}` : part),
    '',
  );
}

function describe(e: ErrorObject): ErrorDetail {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return {
        field: fieldPath(e.instancePath, String(p.missingProperty)),
        message: 'This field is required',
      };
    case 'additionalProperties':
      return {
        field: fieldPath(e.instancePath, String(p.additionalProperty)),
        message: 'This field is not allowed',
      };
    default:
      break;
  }
  const field = fieldPath(e.instancePath);
  const last =
    field
      .split('.')
      .pop()
      ?.replace(/\[\d+\]$/, '') ?? field;
  switch (e.keyword) {
    case 'type':
      return {
        field,
        message:
          p.type === 'integer'
            ? 'Must be a whole number'
            : `Must be ${/^[aeiou]/.test(String(p.type)) ? 'an' : 'a'} ${String(p.type).replace(',', ' or ')}`,
      };
    case 'minimum':
      return { field, message: `Must be at least ${p.limit}` };
    case 'maximum':
      return { field, message: `Must be at most ${p.limit}` };
    case 'minLength':
      return {
        field,
        message: p.limit === 1 ? 'This field is required' : `Must be at least ${p.limit} characters`,
      };
    case 'maxLength':
      return { field, message: `Must be at most ${p.limit} characters` };
    case 'minItems':
      return { field, message: `Add at least ${p.limit}` };
    case 'maxItems':
      return { field, message: `At most ${p.limit} allowed` };
    case 'enum':
      return { field, message: `Must be one of: ${(p.allowedValues as unknown[]).join(', ')}` };
    case 'format':
      return {
        field,
        message:
          p.format === 'email'
            ? 'Enter a valid email address'
            : p.format === 'date'
              ? 'Use a date such as 2026-11-22'
              : p.format === 'date-time'
                ? 'Use a date and time such as 2026-11-22T10:00:00Z'
                : `Must be a valid ${p.format}`,
      };
    case 'pattern':
      return {
        field,
        message:
          patternMessages[last] ??
          (String(p.pattern) === '\\S' ? 'This field is required' : 'This value is not in the expected form'),
      };
    default:
      return { field, message: e.message ?? 'Invalid value' };
  }
}

/** At most this many fields are reported: enough for any form, and a bad request never costs a large answer. */
export const MAX_DETAILS = 20;

/** Ajv errors → the contract's details, one per field (at most MAX_DETAILS), and a sentence for `error`. */
export function validationBody(
  errors: ErrorObject[],
  part?: string,
): { error: string; details: ErrorDetail[] } {
  const seen = new Set<string>();
  const details: ErrorDetail[] = [];
  for (const e of errors) {
    // `nullable` types and `if` keywords produce secondary errors; keep the first per field.
    if (e.keyword === 'if') continue;
    const d = describe(e);
    if (!d.field && part === 'body') d.field = 'body';
    if (seen.has(d.field)) continue;
    seen.add(d.field);
    details.push(d);
    if (details.length === MAX_DETAILS) break;
  }
  const error =
    details.length === 1
      ? `${details[0].field ? `${details[0].field}: ` : ''}${details[0].message}`
      : `Please check the highlighted fields: ${details.map((d) => d.field).join(', ')}`;
  return { error, details };
}

// Plain sentences for Fastify's own 4xx errors (bad JSON, wrong content type, upload limits, …).
const knownClientErrors: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length is wrong',
  FST_REQ_FILE_TOO_LARGE: 'Each image must be 8 MB or smaller',
  FST_FILES_LIMIT: 'Too many files: send at most 20 at once',
  FST_PARTS_LIMIT: 'Too many form fields',
  FST_FIELDS_LIMIT: 'Too many form fields',
  FST_PROTO_VIOLATION: 'The form is malformed',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The form is malformed',
  FST_ERR_VALIDATION: 'Please check the highlighted fields',
};

type AnyError = FastifyError & { details?: ErrorDetail[]; errors?: unknown[] };

const DATABASE_FIELDS = ['code', 'severity', 'routine', 'table', 'column', 'constraint', 'dataType'] as const;

/**
 * What the log keeps of an error. A database error carries the query's parameters (Drizzle's `params`, and its
 * message "Failed query: … params: …") and PostgreSQL's own message and `detail` may quote a value ("Key
 * (email)=(…)"): a shopper's name, phone and address must never reach the log, so of those only the SQL text
 * (with its $1 placeholders), the PostgreSQL code and names, and the stack frames are kept.
 */
export function loggableError(err: unknown): unknown {
  const e = err as (Error & { query?: unknown; params?: unknown; cause?: unknown }) | undefined;
  if (!e || typeof e !== 'object') return err;
  let database: Record<string, unknown> | undefined;
  for (let c: unknown = e, depth = 0; c && typeof c === 'object' && depth < 5; depth++) {
    const candidate = c as Record<string, unknown>;
    if (typeof candidate.severity === 'string' && typeof candidate.code === 'string') database = candidate;
    c = candidate.cause;
  }
  if (e.query === undefined && e.params === undefined && !database) return err;
  const safe: Record<string, unknown> = {
    type: e.name || 'Error',
    message: 'A database query failed (its values are not logged)',
    ...(typeof e.query === 'string' ? { query: e.query } : {}),
    stack: (e.stack ?? '')
      .split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
  };
  for (const k of DATABASE_FIELDS) if (database?.[k] !== undefined) safe[k] = database[k];
  return safe;
}

export default fp(
  async function errors(app: FastifyInstance, opts: { spaFallback?: boolean }) {
    app.setErrorHandler((err: AnyError, request, reply) => {
      // What a shopper reads comes in the shopper's language (Accept-Language; the back office stays English).
      const language = shopperLanguage(request);
      const said = (error: string) => translateRefusal(error, language);
      // Validation against the contract: 400 with one detail per field.
      if (err.validation) {
        const body = validationBody(err.validation as ErrorObject[], err.validationContext);
        return reply.code(400).send(body);
      }
      if (err instanceof HttpError) {
        if (err.statusCode >= 500) request.log.error({ err: loggableError(err) }, 'server error');
        const body = translateErrorBody(
          { error: err.message, ...(err.details?.length ? { details: err.details } : {}) },
          language,
        );
        const own = err.said?.[language];
        return reply.code(err.statusCode).send(own ? { ...body, error: own } : body);
      }
      // The browser went away (navigation, a closed tab) while the answer was being streamed: nobody is left to
      // answer, and it is not the server's fault, so it is no "server error" for whoever reads the logs.
      if (err.code === 'ERR_STREAM_PREMATURE_CLOSE') {
        request.log.info('the client closed the connection before the response ended');
        return reply.code(499).send();
      }
      // The database is out of reach (PostgreSQL restarting, connections terminated): nothing was done, and
      // trying again shortly will work. Logged once per outage by databaseAvailability, not per request.
      if (isDatabaseUnavailable(err)) {
        request.server.databaseAvailability?.report(err);
        return reply
          .code(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ error: said('The shop is briefly unavailable. Please try again in a moment.') });
      }
      const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: loggableError(err) }, 'server error');
        return reply.code(500).send({ error: said('Something went wrong on our side. Please try again.') });
      }
      // Other client errors from Fastify and its plugins: a known sentence, never the internal message.
      const known = (err.code && knownClientErrors[err.code]) || undefined;
      // The rest of an oversize body is never read: the connection is closed instead of drained.
      if (status === 413)
        return reply
          .code(413)
          .header('connection', 'close')
          .send({ error: known ?? 'The request is too large' });
      return reply.code(status).send({
        error: said(known ?? (status === 404 ? 'Not found' : 'The request could not be understood')),
      });
    });

    // Unknown /api and /uploads paths are JSON 404s; other GETs are client routes of the SPA (a 404 page when
    // the shop has no such page).
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0];
      // A client route has no file extension: a missing /assets/app-123.js is a 404, not the HTML page.
      const isClientRoute =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !path.startsWith('/api/') &&
        path !== '/api' &&
        !path.startsWith('/uploads/') &&
        !path.startsWith('/assets/') &&
        !/\.[a-z0-9]+$/i.test(path);
      // The page's HTML: 200 for a page of the shop, 404 for any other path (plugins/spa.ts).
      if (opts.spaFallback && isClientRoute) return request.server.sendSpaPage(request, reply);
      return reply.code(404).send({ error: 'Not found' });
    });
  },
  { name: 'errors' },
);
