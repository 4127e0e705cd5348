// Binds every operation of openapi/openapi.yaml to its handler by operationId (fastify-openapi-glue), with the
// contract's schemas validating params, query and body. An operation without a handler stops start-up.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, RouteHandlerMethod, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import openapiGlue, { type FastifyOpenapiGlueOptions } from 'fastify-openapi-glue';
import { parse } from 'yaml';

export const contractPath = fileURLToPath(new URL('../../../openapi/openapi.yaml', import.meta.url));

type Json = Record<string, unknown>;
export type Handlers = Record<string, RouteHandlerMethod>;

export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  secured: boolean;
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

const contracts = new Map<string, Json>();

/** The contract, parsed once per process (tests build many apps). Treat it as read-only. */
export function loadContract(path = contractPath): Json {
  let spec = contracts.get(path);
  if (!spec) {
    spec = parse(readFileSync(path, 'utf8')) as Json;
    contracts.set(path, spec);
  }
  return spec;
}

export function contractOperations(spec: Json): ContractOperation[] {
  const globalSecurity = (spec.security as unknown[] | undefined) ?? [];
  const result: ContractOperation[] = [];
  for (const [path, item] of Object.entries(spec.paths as Record<string, Json>)) {
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const security = (op.security as Json[] | undefined) ?? globalSecurity;
      result.push({
        operationId: String(op.operationId),
        method: method.toUpperCase(),
        path,
        secured: security.some((s) => s && Object.keys(s).length > 0),
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
  return contractOperations(spec)
    .filter((op) => typeof handlers[op.operationId] !== 'function')
    .map((op) => `${op.operationId} (${op.method} ${op.path})`);
}

export interface OpenapiPluginOptions {
  handlers: Handlers;
  spec?: Json;
}

export default fp(
  async function openapi(app: FastifyInstance, opts: OpenapiPluginOptions) {
    const spec = opts.spec ?? loadContract();
    const missing = missingHandlers(spec, opts.handlers);
    if (missing.length > 0) {
      throw new Error(`The contract has operations without a handler: ${missing.join(', ')}`);
    }
    const secured = new Set(
      contractOperations(spec)
        .filter((op) => op.secured)
        .map((op) => op.operationId),
    );
    const requireAdmin: onRequestHookHandler = (request, reply) => app.requireAdmin(request, reply);

    await app.register(openapiGlue, {
      specification: specForGlue(spec),
      // Secured operations check the session in onRequest: before the body is parsed or validated, so an
      // unauthenticated caller gets 401 and no upload is ever read for them.
      operationResolver: ((operationId: string) => ({
        handler: opts.handlers[operationId],
        ...(secured.has(operationId) ? { onRequest: requireAdmin } : {}),
      })) as unknown as FastifyOpenapiGlueOptions['operationResolver'],
    });
  },
  { name: 'openapi', dependencies: ['auth', 'errors'] },
);
