// Binds every operation of openapi/openapi.yaml to its handler by operationId (fastify-openapi-glue), with the
// contract's schemas validating params, query and body. An operation without a handler stops start-up.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import openapiGlue, { type FastifyOpenapiGlueOptions } from 'fastify-openapi-glue';
import { parse } from 'yaml';
import type { AdminRole } from '../../../generated/models';
import type { operations } from '../../../generated/server/contract';
import { msg } from '../i18n';
import { builtContractFile, contractFile } from '../paths';
import { HttpError } from './errors';

export const contractPath = contractFile;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's operationId and first tag of the route (set by the resolver below). */
    operationId?: string;
    tag?: string;
    /** The call leaves an entry in the activity log (every admin write, every export). */
    recorded?: boolean;
  }
  interface FastifyRequest {
    /** Entries this request wrote (modules/activity): a recorded call answering 2xx with none is a bug. */
    activityEntries: number;
  }
}

type Json = Record<string, unknown>;

/** Every operationId of the contract. */
export type OperationId = keyof operations;

type Parameters<Id extends OperationId> = operations[Id]['parameters'];
// A part the operation does not document is an empty object at run time (Fastify gives `{}`).
type Part<P> = [NonNullable<P>] extends [never] ? Record<string, never> : NonNullable<P>;
// Node gives header names in lower case (and the validator checks them so, see validation.ts).
type LowerCaseKeys<T> = { [K in keyof T as K extends string ? Lowercase<K> : K]: T[K] };
type Content<T> = T extends { content: infer C } ? C[keyof C] : undefined;
type RequestBody<Id extends OperationId> = operations[Id] extends { requestBody: infer B }
  ? Content<B>
  : operations[Id] extends { requestBody?: infer B }
    ? Content<B> | undefined
    : undefined;
type Responses<Id extends OperationId> = operations[Id]['responses'];
type SuccessStatus<Id extends OperationId> = Extract<keyof Responses<Id>, 200 | 201 | 202>;

/**
 * The Fastify route types of an operation, from the contract. What the validator delivers is what these say:
 * query, path and multipart fields are coerced to the contract's types and defaults are filled in
 * (validation.ts); uploaded files are Buffers (generated with `format: binary` as Buffer).
 */
export interface OperationRoute<Id extends OperationId> {
  Params: Part<Parameters<Id>['path']>;
  Querystring: Part<Parameters<Id>['query']>;
  Headers: LowerCaseKeys<Part<Parameters<Id>['header']>>;
  Body: RequestBody<Id>;
  /** Status → body: `reply.code(404).send(x)` is checked against the contract's 404. */
  Reply: { [S in keyof Responses<Id>]: Content<Responses<Id>[S]> };
}

/** The body of an operation's answer with status `S`. */
export type ResponseBody<Id extends OperationId, S extends keyof Responses<Id>> = Content<Responses<Id>[S]>;

/**
 * The handler of an operation. It returns its success body (sent with the status set on the reply, 200 unless
 * changed), or the reply after `reply.code(status).send(body)` for any documented status. Refusals are thrown
 * (plugins/errors.ts).
 */
export type Handler<Id extends OperationId> = (
  this: FastifyInstance,
  request: FastifyRequest<OperationRoute<Id>>,
  reply: FastifyReply<OperationRoute<Id>>,
) => Promise<ResponseBody<Id, SuccessStatus<Id>> | FastifyReply<OperationRoute<Id>>>;

/** Handlers for some operations (one module's). */
export type Handlers = { [Id in OperationId]?: Handler<Id> };

/** Handlers for every operation of the contract: a missing one does not compile. */
export type AllHandlers = { [Id in OperationId]: Handler<Id> };

export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  secured: boolean;
  /** The staff roles that may call a secured operation (its `x-roles`); empty for a public one. */
  roles: AdminRole[];
  /** The operation's first tag: the module and the table it is about. */
  tag: string;
  /**
   * The call leaves one entry in the activity log: a secured write (any method but GET, unless its
   * `x-activity` is `read`), an export (`x-activity: export`), or a public call that writes for the staff
   * (`x-activity: write`: accepting an invitation).
   */
  recorded: boolean;
  /**
   * Callable by a member who must still set up two-step sign-in (`x-two-step-setup: allowed`): her account page's
   * calls. Every other secured call answers her 403 until she has.
   */
  beforeTwoStep: boolean;
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

const contracts = new Map<string, Json>();

/** The contract, parsed once per process (tests build many apps). Treat it as read-only. */
export function loadContract(path = contractPath): Json {
  let spec = contracts.get(path);
  if (!spec) {
    spec = readContract(path, path === contractFile ? builtContractFile : undefined);
    contracts.set(path, spec);
  }
  return spec;
}

/**
 * The contract at `path`, or its copy that the server's build parsed (`built`, scripts/build-server.mjs) when that
 * was parsed from this very text: parsing the YAML is half a second of every start, reading the JSON a few
 * milliseconds. An edited contract, or none built, is parsed again.
 */
export function readContract(path: string, built?: string): Json {
  const text = readFileSync(path, 'utf8');
  if (built) {
    try {
      const copy = JSON.parse(readFileSync(built, 'utf8')) as { sha256?: string; contract?: Json };
      if (copy.sha256 === createHash('sha256').update(text).digest('hex') && copy.contract)
        return copy.contract;
    } catch {
      // none built, or unreadable: parse the YAML
    }
  }
  return parse(text) as Json;
}

export function contractOperations(spec: Json): ContractOperation[] {
  const globalSecurity = (spec.security as unknown[] | undefined) ?? [];
  const result: ContractOperation[] = [];
  for (const [path, item] of Object.entries(spec.paths as Record<string, Json>)) {
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const security = (op.security as Json[] | undefined) ?? globalSecurity;
      const secured = security.some((s) => s && Object.keys(s).length > 0);
      const activity = op['x-activity'];
      result.push({
        operationId: String(op.operationId),
        method: method.toUpperCase(),
        path,
        secured,
        roles: ((op['x-roles'] as AdminRole[] | undefined) ?? []).slice(),
        tag: String((op.tags as string[] | undefined)?.[0] ?? ''),
        recorded:
          activity === 'write' ||
          (secured && ((method !== 'get' && activity !== 'read') || activity === 'export')),
        beforeTwoStep: op['x-two-step-setup'] === 'allowed',
      });
    }
  }
  return result;
}

/**
 * The spec glue compiles. With @fastify/multipart's `attachFieldsToBody: 'keyValues'` an uploaded file
 * arrives as a Buffer, which `type: string, format: binary` would refuse: such schemas become `{}` and the
 * handler checks the bytes itself (storage/images.ts).
 */
export function specForGlue(spec: Json): Json {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const obj = node as Json;
    if (obj.type === 'string' && obj.format === 'binary')
      return obj.description ? { description: obj.description } : {};
    const out: Json = {};
    for (const [k, v] of Object.entries(obj)) out[k] = walk(v);
    return out;
  };
  return walk(structuredClone(spec)) as Json;
}

/** Operations of the contract that `handlers` lacks. */
export function missingHandlers(spec: Json, handlers: Handlers): string[] {
  const byId: Record<string, unknown> = handlers;
  return contractOperations(spec)
    .filter((op) => typeof byId[op.operationId] !== 'function')
    .map((op) => `${op.operationId} (${op.method} ${op.path})`);
}

// The longest text the formats that bound their own length accept (a date-time with fractions and a zone).
const formatLengths: Record<string, number> = { date: 10, 'date-time': 35 };

/**
 * The most bytes a JSON value can take within its schema's limits (strings at 6 bytes a character, as `\uXXXX`
 * escapes), or Infinity when the schema leaves it unbounded.
 */
export function maxJsonBytes(node: unknown): number {
  if (!node || typeof node !== 'object') return Infinity;
  const schema = node as Json;
  for (const k of ['oneOf', 'anyOf'] as const)
    if (Array.isArray(schema[k])) return Math.max(...(schema[k] as unknown[]).map(maxJsonBytes));
  if (Array.isArray(schema.enum)) return Math.max(...schema.enum.map((v) => JSON.stringify(v).length));
  switch (schema.type) {
    case 'string': {
      const length =
        typeof schema.maxLength === 'number' ? schema.maxLength : formatLengths[String(schema.format)];
      return length === undefined ? Infinity : length * 6 + 2;
    }
    case 'integer':
    case 'number':
      return 24;
    case 'boolean':
      return 5;
    case 'array':
      return typeof schema.maxItems === 'number'
        ? schema.maxItems * (maxJsonBytes(schema.items) + 1) + 2
        : Infinity;
    case 'object': {
      if (schema.additionalProperties !== false) return Infinity;
      const properties = Object.entries((schema.properties as Record<string, unknown> | undefined) ?? {});
      return properties.reduce((sum, [name, child]) => sum + name.length + 4 + maxJsonBytes(child), 2);
    }
    default:
      return Infinity;
  }
}

/**
 * The most a JSON call may read: where a schema leaves a part unbounded (a text bounded by its pattern only,
 * such as a mobile number), its body is still no larger than this.
 */
export const MAX_JSON_BODY_LIMIT = 32 * 1024;

/**
 * The body limit of a route, from its (dereferenced) body schema: for JSON, twice the largest body the schema
 * allows (room for indentation) plus 4 KB, at most MAX_JSON_BODY_LIMIT. Multipart bodies are bounded by
 * @fastify/multipart's own limits (file size and count, fields), set in app.ts.
 */
export function jsonBodyLimit(bodySchema: unknown): number {
  const content = (bodySchema as Json | undefined)?.content as Record<string, Json> | undefined;
  const schema = content?.['application/json']?.schema;
  if (!schema) return 4 * 1024;
  return Math.min(2 * maxJsonBytes(schema) + 4 * 1024, MAX_JSON_BODY_LIMIT);
}

export interface OpenapiPluginOptions {
  handlers: Handlers;
  /** Checks run before some operations' handlers, after validation (the proof-of-work challenge's guards). */
  preHandlers?: { [Id in OperationId]?: preHandlerAsyncHookHandler };
  spec?: Json;
}

export default fp(
  async function openapi(app: FastifyInstance, opts: OpenapiPluginOptions) {
    const spec = opts.spec ?? loadContract();
    const missing = missingHandlers(spec, opts.handlers);
    if (missing.length > 0) {
      throw new Error(`The contract has operations without a handler: ${missing.join(', ')}`);
    }
    const operations = contractOperations(spec);
    const unassigned = operations.filter((op) => op.secured && op.roles.length === 0);
    if (unassigned.length > 0) {
      throw new Error(
        `Secured operations without x-roles in the contract: ${unassigned.map((op) => op.operationId).join(', ')}`,
      );
    }
    const byOperation = new Map(operations.map((op) => [op.operationId, op]));

    // A recorded call that answers 2xx without its activity entry is a handler that forgot withActivity: said
    // loudly (tests/api/activity.test.ts makes every recorded call once and fails on it too). Recorded routes only.
    app.decorateRequest('activityEntries', 0);
    const entryMissing: onSendHookHandler = async (request, reply) => {
      if (reply.statusCode < 300 && request.activityEntries === 0)
        request.log.error(
          `${request.routeOptions.config.operationId} answered ${reply.statusCode} without an activity entry`,
        );
    };
    // The session first (401), then the member's role (403), then the two-step sign-in the owner requires of
    // everyone (403 but for the account page's calls): all before the body is read.
    const onRequestOf = ({ roles, beforeTwoStep }: ContractOperation): onRequestHookHandler[] => [
      (request, reply) => app.requireAdmin(request, reply),
      async (request) => {
        if (!roles.includes(request.admin!.role)) throw new HttpError(403, msg('auth.roleForbidden'));
        const twoStep = request.adminTwoStep;
        if (!beforeTwoStep && twoStep?.required && !twoStep.enabled)
          throw new HttpError(403, msg('auth.twoStepSetupFirst'));
      },
    ];

    // Each call reads no more body than its contract allows.
    app.addHook('onRoute', (route) => {
      const body = (route.schema as { body?: unknown } | undefined)?.body;
      if (route.bodyLimit === undefined) route.bodyLimit = jsonBodyLimit(body);
    });

    await app.register(openapiGlue, {
      specification: specForGlue(spec),
      // Secured operations check the session and the member's role in onRequest: before the body is parsed or
      // validated, so a caller signed out or without the role gets 401 or 403 and no upload is ever read for them.
      operationResolver: ((operationId: string) => {
        const op = byOperation.get(operationId);
        return {
          handler: (opts.handlers as Record<string, unknown>)[operationId],
          config: { operationId, tag: op?.tag, recorded: op?.recorded ?? false },
          ...(op?.secured ? { onRequest: onRequestOf(op) } : {}),
          ...(op?.recorded ? { onSend: entryMissing } : {}),
          ...(opts.preHandlers?.[operationId as OperationId]
            ? { preHandler: opts.preHandlers[operationId as OperationId] }
            : {}),
        };
      }) as unknown as FastifyOpenapiGlueOptions['operationResolver'],
    });
  },
  { name: 'openapi', dependencies: ['auth', 'errors'] },
);
