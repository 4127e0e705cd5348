// Request validation against the contract, with two Ajv instances:
// - JSON bodies are strict: no type coercion ("2" is not a quantity), unknown fields refused, every error listed;
// - query strings, path params, headers and multipart fields arrive as text, so they are coerced to the
//   contract's types (and a single file or value becomes a one-item array where the contract wants a list).
// Work per request stays in proportion to the contract's limits: the size keywords (maxItems, maxLength,
// maxProperties) are checked first, stopping at the first breach, so an array of 300,000 items over a maxItems
// of 50 is refused by its length alone instead of having each item validated and reported.
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import fastJsonStringify from 'fast-json-stringify';
import { Ajv, type Options, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats';
import { HttpError } from './errors';
import { msg } from '../i18n';
import { latinDigits } from '../../shared/digits';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

function makeAjv(options: Options): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    removeAdditional: false,
    useDefaults: true,
    strict: false,
    ...options,
  });
  addFormats(ajv);
  // Dates are checked for a sane range too: 0001-01-01 is a valid date that no day of the shop can be, and
  // one that date arithmetic and the database turn into errors.
  for (const format of ['date', 'date-time'] as const) {
    const { validate } = fullFormats[format] as { validate: (text: string) => boolean };
    ajv.addFormat(format, {
      type: 'string',
      validate: (text: string) => validate(text) && inDateRange(text),
    });
  }
  // OpenAPI keywords Ajv does not know.
  ajv.addKeyword({ keyword: 'example' });
  return ajv;
}

/** The dates the shop accepts: from 2000-01-01 to 2100-12-31 (by the date written, whatever the zone). */
export const FIRST_DATE = '2000-01-01';
export const LAST_DATE = '2100-12-31';

export function inDateRange(text: string): boolean {
  const day = text.slice(0, 10);
  return day >= FIRST_DATE && day <= LAST_DATE;
}

/**
 * How deeply a JSON body may nest lists and objects. The contract's deepest body (a product with its variants
 * and their sizes) is five levels; anything much deeper is no request of the shop, and every recursive walk of a
 * body (the NUL check, validation) must never meet 12,000 levels and overflow the stack.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether a JSON text nests lists and objects deeper than `max`, counted on the text itself in one pass before
 * it is parsed (brackets inside strings do not count).
 */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return false;
}

/** The path (`items[0].size`) of the first text holding a NUL character in `value`, or undefined. */
export function findNul(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (Buffer.isBuffer(value) || !value || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], `${path}[${i}]`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
    const found = findNul(child, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** OpenAPI 3.0 `nullable: true` → a JSON Schema type that allows null. */
export function nullableToJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableToJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const input = node as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) out[k] = nullableToJsonSchema(v);
  if (input.nullable === true) {
    delete out.nullable;
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  }
  return out;
}

type Schema = Record<string, unknown>;

/** A schema and its allOf / oneOf / anyOf members, flattened. */
function branches(schema: unknown): Schema[] {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return [];
  const s = schema as Schema;
  const nested = (['allOf', 'oneOf', 'anyOf'] as const).flatMap((k) =>
    Array.isArray(s[k]) ? (s[k] as unknown[]).flatMap(branches) : [],
  );
  return [s, ...nested];
}

const NUMERIC_TYPES = new Set(['integer', 'number']);

/** A number, or a text of digits (its pattern asks for 0-9, like a mobile number or a date). */
function takesDigits(schema: Schema): boolean {
  const types = Array.isArray(schema.type) ? (schema.type as unknown[]) : [schema.type];
  if (types.some((t) => NUMERIC_TYPES.has(String(t)))) return true;
  return typeof schema.pattern === 'string' && /0-9|\\d/.test(schema.pattern);
}

const hasDigitFields = new WeakMap<object, boolean>();

/** Whether any value under `schema` takes digits (computed once per schema). */
function anyDigitField(schema: unknown, seen = new Set<unknown>()): boolean {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return false;
  const known = hasDigitFields.get(schema);
  if (known !== undefined) return known;
  seen.add(schema);
  const found = branches(schema).some(
    (b) =>
      takesDigits(b) ||
      Object.values((b.properties as Record<string, unknown> | undefined) ?? {}).some((p) =>
        anyDigitField(p, seen),
      ) ||
      anyDigitField(b.items, seen) ||
      anyDigitField(b.additionalProperties, seen),
  );
  hasDigitFields.set(schema, found);
  return found;
}

/**
 * `value` with Arabic-Indic and Persian digits written in Latin wherever its schema takes a number or a text of
 * digits (`latinDigits`), changed in place; free text (names, addresses) is left as typed. The server reads
 * `٠١٠١٢٣٤٥٦٧٨` as the mobile `01012345678` before the contract checks it, and stores it so.
 */
export function withLatinDigits(value: unknown, schema: unknown): unknown {
  const all = branches(schema);
  if (all.length === 0) return value;
  if (typeof value === 'string') return all.some(takesDigits) ? latinDigits(value) : value;
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) return value;
  if (Array.isArray(value)) {
    const items = all.map((b) => b.items).find((i) => i !== undefined);
    if (items === undefined) return value;
    for (let i = 0; i < value.length; i++) value[i] = withLatinDigits(value[i], items);
    return value;
  }
  const object = value as Record<string, unknown>;
  for (const key of Object.keys(object)) {
    const child = all
      .map((b) => (b.properties as Record<string, unknown> | undefined)?.[key])
      .find((c) => c !== undefined);
    if (child !== undefined && Object.prototype.hasOwnProperty.call(object, key))
      object[key] = withLatinDigits(object[key], child);
  }
  return value;
}

/** The schema of a request's body for its media type (the contract's `content`), or the schema itself. */
function bodySchemaOf(request: FastifyRequest): unknown {
  const body = (request.routeOptions.schema as { body?: Schema } | undefined)?.body;
  const content = body?.content as Record<string, { schema?: unknown }> | undefined;
  if (!content) return body;
  const mediaType = (request.headers['content-type'] ?? 'application/json').split(';')[0]!.trim();
  return content[mediaType.toLowerCase()]?.schema;
}

const SIZE_KEYWORDS = ['maxItems', 'maxLength', 'maxProperties'] as const;

/**
 * Only the size keywords of a schema, following properties, items and allOf (a size breach there is a breach
 * whatever else the data is); undefined when it has none. Checking it costs one look per value and stops at
 * the first breach.
 */
export function sizeLimitsSchema(node: unknown): Record<string, unknown> | undefined {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return undefined;
  const input = node as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const k of SIZE_KEYWORDS) if (typeof input[k] === 'number') out[k] = input[k];
  if (input.properties && typeof input.properties === 'object') {
    const properties: Record<string, unknown> = {};
    for (const [name, child] of Object.entries(input.properties as Record<string, unknown>)) {
      const limits = sizeLimitsSchema(child);
      if (limits) properties[name] = limits;
    }
    if (Object.keys(properties).length > 0) out.properties = properties;
  }
  for (const k of ['items', 'additionalProperties'] as const) {
    const limits = sizeLimitsSchema(input[k]);
    if (limits) out[k] = limits;
  }
  if (Array.isArray(input.allOf)) {
    const all = input.allOf.map(sizeLimitsSchema).filter(Boolean);
    if (all.length > 0) out.allOf = all;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

// Compiled once per process and schema (validators and writers are pure), and tests build a fresh app per test.
const strict = makeAjv({ coerceTypes: false });
const coercing = makeAjv({ coerceTypes: 'array' });
// The size pre-check neither coerces nor fills defaults, and stops at the first error.
const sizes = makeAjv({ allErrors: false, useDefaults: false });
const compiled = new Map<string, ValidateFunction>();

const serializers = new Map<string, (data: unknown) => string>();

function serializerOf(schema: unknown): (data: unknown) => string {
  const key = JSON.stringify(schema);
  let serialize = serializers.get(key);
  if (!serialize) {
    serialize = fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0]);
    serializers.set(key, serialize);
  }
  return serialize;
}

function compile(schema: unknown, coerce: boolean): ValidateFunction {
  const key = `${coerce ? 'c' : 's'}${JSON.stringify(schema)}`;
  let validate = compiled.get(key);
  if (!validate) {
    const full = (coerce ? coercing : strict).compile(
      nullableToJsonSchema(schema as FastifySchema) as object,
    );
    const limits = sizeLimitsSchema(schema);
    const sizeCheck = limits ? sizes.compile(limits) : undefined;
    validate = full;
    if (sizeCheck) {
      const withinLimits = ((data: unknown) => {
        const valid = sizeCheck(data) && full(data);
        withinLimits.errors = sizeCheck.errors ?? full.errors;
        return valid;
      }) as ValidateFunction;
      validate = withinLimits;
    }
    compiled.set(key, validate);
  }
  return validate;
}

/**
 * Node gives header names in lower case. Fastify lowers the names of a header schema only for its own
 * validator, not for a custom one like this: without this, `Idempotency-Key` (8–100 characters in the
 * contract) was never checked.
 */
export function lowerCaseHeaderNames(schema: unknown): unknown {
  const s = schema as { properties?: Record<string, unknown>; required?: string[] };
  if (!s || typeof s !== 'object' || !s.properties) return schema;
  return {
    ...s,
    properties: Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k.toLowerCase(), v])),
    ...(s.required ? { required: s.required.map((name) => name.toLowerCase()) } : {}),
  };
}

/** The multipart body schema of a route, as fastify-openapi-glue declares it. */
function multipartSchema(
  request: FastifyRequest,
): { properties?: Record<string, { type?: string }> } | undefined {
  const body = (
    request.routeOptions.schema as { body?: { content?: Record<string, { schema?: object }> } } | undefined
  )?.body;
  return body?.content?.['multipart/form-data']?.schema as
    { properties?: Record<string, { type?: string }> } | undefined;
}

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

export default fp(
  async function validation(app: FastifyInstance) {
    // A body in a media type the operation does not declare (a form posted to a JSON call, text, …) is refused
    // before it is parsed (and after the session check, so a caller without one still gets 401).
    app.addHook('preParsing', async (request) => {
      if (!WITH_BODY.has(request.method)) return;
      const declared = (
        request.routeOptions.schema as { body?: { content?: Record<string, unknown> } } | undefined
      )?.body?.content;
      const header = request.headers['content-type'];
      if (!declared || !header) return;
      const mediaType = header.split(';')[0].trim().toLowerCase();
      const accepted = Object.keys(declared);
      if (!accepted.includes(mediaType)) throw new HttpError(415, msg('request.sendAs', { types: accepted }));
    });

    // JSON parsing as Fastify does it (prototype poisoning refused), except that an empty body is no body: a
    // call without a request body (logout) may still say application/json, and a body nested deeper than
    // MAX_JSON_DEPTH is refused before it is parsed or walked.
    const defaultJson = app.getDefaultJsonParser('error', 'error');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (body === '') return done(null, undefined);
      if (jsonTooDeep(body as string))
        return done(new HttpError(400, msg('request.tooDeep', { max: MAX_JSON_DEPTH })), undefined);
      return defaultJson(request, body as string, done);
    });

    // One file sent under a list field (images, variantImages…) arrives as a lone Buffer, which Ajv's array
    // coercion does not wrap (it only wraps text): make it a one-item list before validation.
    app.addHook('preValidation', async (request) => {
      if (!request.isMultipart() || !request.body || typeof request.body !== 'object') return;
      const properties = multipartSchema(request)?.properties ?? {};
      const body = request.body as Record<string, unknown>;
      for (const [key, value] of Object.entries(body)) {
        if (properties[key]?.type === 'array' && !Array.isArray(value)) body[key] = [value];
      }
    });

    // PostgreSQL text cannot hold a NUL character: refuse it in any part of any request (path, query, JSON or
    // form fields) as a bad request, before it reaches a query and becomes a 500. Files (Buffers) are bytes.
    app.addHook('preValidation', async (request) => {
      for (const [part, value] of [
        ['params', request.params],
        ['querystring', request.query],
        ['body', request.body],
      ] as const) {
        const field = findNul(value);
        if (field !== undefined)
          throw new HttpError(400, msg('validation.nulIn', { field: field || part }), [
            { field: field || part, message: msg('validation.nul') },
          ]);
      }
    });

    // Digits typed in Arabic-Indic or Persian (an Egyptian phone's keyboard) are read as Latin in every field that
    // takes a number or digits, before the contract checks them.
    app.addHook('preValidation', async (request) => {
      const schema = request.routeOptions.schema as { params?: unknown; querystring?: unknown } | undefined;
      if (!schema) return;
      if (schema.params && anyDigitField(schema.params)) withLatinDigits(request.params, schema.params);
      if (schema.querystring && anyDigitField(schema.querystring))
        withLatinDigits(request.query, schema.querystring);
      if (request.body && typeof request.body === 'object') {
        const body = bodySchemaOf(request);
        if (anyDigitField(body)) withLatinDigits(request.body, body);
      }
    });

    // Answers are written by fast-json-stringify from the contract's response schemas, as Fastify's own compiler
    // does (no shared schemas, no options), once per process and schema: building them was a fifth of the CPU of
    // building an app (0.7 → 0.55 CPU-s), and tests build hundreds of apps.
    app.setSerializerCompiler(({ schema }) => serializerOf(schema));

    app.setValidatorCompiler(({ schema, httpPart, ...rest }) => {
      const contentType = (rest as { contentType?: string }).contentType;
      return compile(
        httpPart === 'headers' ? lowerCaseHeaderNames(schema) : schema,
        !(httpPart === 'body' && contentType !== 'multipart/form-data'),
      );
    });
  },
  { name: 'validation' },
);
