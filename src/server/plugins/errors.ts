// One error handler and one not-found handler for the whole app: every failure leaves as the contract's
// ErrorBody `{ error, details? }`, and no stack trace or internal message ever reaches a client.
import { msg, render, shopperLanguage, type Language, type Message } from '../i18n';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorObject } from 'ajv';
import type { IncomingMessage } from 'node:http';
import {
  isDatabaseUnavailable,
  isPoolWait,
  isStorageUnavailable,
  RETRY_AFTER_SECONDS,
} from '../db/availability';

/** One field's problem as the contract's ErrorBody carries it. */
export interface ErrorDetail {
  field: string;
  message: string;
}

/** One field's problem before it is written in the reader's language. */
export interface FieldMessage {
  field: string;
  message: Message;
}

/**
 * The one way to refuse a request: throw `new HttpError(status, msg(key, params), details?)`. The error handler
 * writes the message and each detail's in the request's language; `message` (for logs and tests) is English.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly said: Message,
    readonly details?: FieldMessage[],
  ) {
    super(render(said, 'en'));
    this.name = 'HttpError';
  }

  /** The contract's ErrorBody in `language`. */
  body(language: Language): { error: string; details?: ErrorDetail[] } {
    const error = render(this.said, language);
    if (!this.details?.length) return { error };
    return {
      error,
      details: this.details.map((d) => ({ field: d.field, message: render(d.message, language) })),
    };
  }
}

/** A refusal about one field, its message both the error and the field's: `fieldError('name', msg(…))`. */
export function fieldError(field: string, message: Message, status = 400): HttpError {
  return new HttpError(status, message, [{ field, message }]);
}

// Messages a person can act on, for the rules the contract expresses as patterns.
const patternMessages: Record<string, Message> = {
  mobileNumber: msg('validation.mobile'),
  anotherMobile: msg('validation.mobile'),
  code: msg('validation.code'),
  slug: msg('validation.slug'),
  categorySlug: msg('validation.slug'),
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

function describe(e: ErrorObject): FieldMessage {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return {
        field: fieldPath(e.instancePath, String(p.missingProperty)),
        message: msg('validation.required'),
      };
    case 'additionalProperties':
      return {
        field: fieldPath(e.instancePath, String(p.additionalProperty)),
        message: msg('validation.notAllowed'),
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
  const limit = Number(p.limit);
  const message = ((): Message => {
    switch (e.keyword) {
      case 'type':
        return p.type === 'integer'
          ? msg('validation.wholeNumber')
          : msg('validation.type', { types: String(p.type).split(',') });
      case 'minimum':
        return msg('validation.minimum', { limit });
      case 'maximum':
        return msg('validation.maximum', { limit });
      case 'minLength':
        return limit === 1 ? msg('validation.required') : msg('validation.minLength', { limit });
      case 'maxLength':
        return msg('validation.maxLength', { limit });
      case 'minItems':
        return msg('validation.minItems', { limit });
      case 'maxItems':
        return msg('validation.maxItems', { limit });
      case 'enum':
        return msg('validation.oneOf', { values: (p.allowedValues as unknown[]).map(String) });
      case 'format':
        return p.format === 'email'
          ? msg('validation.email')
          : p.format === 'date'
            ? msg('validation.date')
            : p.format === 'date-time'
              ? msg('validation.dateTime')
              : msg('validation.format', { format: String(p.format) });
      case 'pattern':
        return (
          patternMessages[last] ??
          (String(p.pattern) === '\\S' ? msg('validation.required') : msg('validation.form'))
        );
      default:
        return msg('validation.other', { text: e.message ?? 'Invalid value' });
    }
  })();
  return { field, message };
}

/** At most this many fields are reported: enough for any form, and a bad request never costs a large answer. */
export const MAX_DETAILS = 20;

/** Ajv errors → the contract's details in `language`, one per field (at most MAX_DETAILS), and `error`. */
export function validationBody(
  errors: ErrorObject[],
  part?: string,
  language: Language = 'en',
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
    details.push({ field: d.field, message: render(d.message, language) });
    if (details.length === MAX_DETAILS) break;
  }
  const error =
    details.length === 1
      ? details[0].field
        ? render(
            msg('validation.inField', { field: details[0].field, message: details[0].message }),
            language,
          )
        : details[0].message
      : render(msg('validation.checkThese', { fields: details.map((d) => d.field) }), language);
  return { error, details };
}

// Plain sentences for Fastify's own 4xx errors (bad JSON, wrong content type, upload limits, …).
const knownClientErrors: Record<string, Message> = {
  FST_ERR_CTP_INVALID_JSON_BODY: msg('request.invalidJson'),
  FST_ERR_CTP_EMPTY_JSON_BODY: msg('request.emptyJson'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: msg('request.mediaType'),
  FST_ERR_CTP_BODY_TOO_LARGE: msg('request.tooLarge'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: msg('request.length'),
  FST_REQ_FILE_TOO_LARGE: msg('request.fileTooLarge'),
  FST_FILES_LIMIT: msg('request.tooManyFiles', { max: 20 }),
  FST_PARTS_LIMIT: msg('request.tooManyFields'),
  FST_FIELDS_LIMIT: msg('request.tooManyFields'),
  FST_PROTO_VIOLATION: msg('request.malformedForm'),
  FST_INVALID_MULTIPART_CONTENT_TYPE: msg('request.malformedForm'),
  FST_ERR_VALIDATION: msg('validation.checkFields'),
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

/** Whether an error only says that the client closed the connection (not the database, not the server). */
export function clientWentAway(err: { code?: string; message?: string }, raw: IncomingMessage): boolean {
  if (err.code === 'ERR_STREAM_PREMATURE_CLOSE') return true;
  if (err.code === 'ECONNRESET' && err.message === 'aborted') return true;
  return Boolean(raw.socket?.destroyed && err.code === 'ECONNRESET');
}

export default fp(
  async function errors(app: FastifyInstance, opts: { spaFallback?: boolean }) {
    app.setErrorHandler((err: AnyError, request, reply) => {
      // What a shopper reads comes in the shopper's language (Accept-Language; the back office stays English).
      const language = shopperLanguage(request);
      const said = (message: Message) => render(message, language);
      // Validation against the contract: 400 with one detail per field.
      if (err.validation) {
        const body = validationBody(err.validation as ErrorObject[], err.validationContext, language);
        return reply.code(400).send(body);
      }
      if (err instanceof HttpError) {
        // A 503 the server chose (too many searches at once) is a refusal under load, like a 429: logging each
        // would add to the load it refuses.
        if (err.statusCode >= 500 && err.statusCode !== 503)
          request.log.error({ err: loggableError(err) }, 'server error');
        return reply.code(err.statusCode).send(err.body(language));
      }
      // The browser went away (navigation, a closed tab) while the answer was being streamed, or before it had
      // sent the whole request (Node's "aborted", code ECONNRESET, the same code as a database connection reset):
      // nobody is left to answer, and it is not the server's fault, so it is no "server error" and no database
      // outage for whoever reads the logs.
      if (clientWentAway(err, request.raw)) {
        request.log.info('the client closed the connection before the response ended');
        return reply.code(499).send();
      }
      // Every connection of the request's pool stayed busy past its wait: the database is up and working for
      // others. Nothing was done; trying again in a few seconds will work. Not an outage, and not logged (each
      // line would add to the load).
      if (isPoolWait(err))
        return reply
          .code(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ error: said(msg('error.busy')) });
      // The database is out of reach (PostgreSQL restarting, connections terminated) or cannot write (a full
      // disk, read-only storage): nothing was done, and trying again shortly will work. Logged once per outage
      // by databaseAvailability, not per request.
      if (isDatabaseUnavailable(err) || isStorageUnavailable(err)) {
        request.server.databaseAvailability?.report(err);
        return reply
          .code(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ error: said(msg('error.unavailable')) });
      }
      const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: loggableError(err) }, 'server error');
        return reply.code(500).send({ error: said(msg('error.server')) });
      }
      // Other client errors from Fastify and its plugins: a known sentence, never the internal message.
      const known = (err.code && knownClientErrors[err.code]) || undefined;
      // The rest of an oversize body is never read: the connection is closed instead of drained.
      if (status === 413)
        return reply
          .code(413)
          .header('connection', 'close')
          .send({ error: said(known ?? msg('request.tooLarge')) });
      return reply.code(status).send({
        error: said(known ?? (status === 404 ? msg('error.notFound') : msg('error.badRequest'))),
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
      return reply.code(404).send({ error: render(msg('error.notFound'), shopperLanguage(request)) });
    });
  },
  { name: 'errors' },
);
