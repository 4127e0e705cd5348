// Reads openapi/openapi.yaml and validates JSON against its schemas (OpenAPI 3.0 → JSON Schema for Ajv).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';

export const contractPath = fileURLToPath(new URL('../../openapi/openapi.yaml', import.meta.url));

type Json = Record<string, unknown>;

export interface Operation {
  method: string;
  path: string;
  operationId: string;
  tags: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Json[];
  responses: Record<string, Json>;
  requestBody?: Json;
}

export function loadContract(): Json & {
  paths: Record<string, Record<string, Operation>>;
  components: Json;
} {
  return parse(readFileSync(contractPath, 'utf8'));
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

export function operations(contract = loadContract()): Operation[] {
  const result: Operation[] = [];
  for (const [path, item] of Object.entries(contract.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (op) result.push({ ...op, method: method.toUpperCase(), path });
    }
  }
  return result;
}

/** Resolve a local $ref such as '#/components/parameters/Page'. */
export function resolveRef<T = Json>(contract: Json, value: unknown): T {
  let node = value as Json;
  while (node && typeof node === 'object' && typeof node.$ref === 'string') {
    node = (node.$ref as string)
      .slice(2)
      .split('/')
      .reduce<Json>((acc, key) => acc[key.replace(/~1/g, '/').replace(/~0/g, '~')] as Json, contract);
  }
  return node as T;
}

/** OpenAPI 3.0 schema → JSON Schema draft-07: `nullable` becomes a null type, refs point into components. */
function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const input = node as Json;
  const out: Json = {};
  for (const [key, value] of Object.entries(input)) {
    if (key === 'nullable' || key === 'example' || key === 'xml' || key === 'discriminator') continue;
    if (key === '$ref' && typeof value === 'string')
      out.$ref = value.replace('#/components/schemas/', '#/definitions/');
    else out[key] = toJsonSchema(value);
  }
  if (input.nullable === true) {
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  }
  if (input.format === 'binary') delete out.format;
  return out;
}

export function makeValidator(contract = loadContract()) {
  const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
  const ajv = addFormats(new Ajv({ strict: false, allErrors: true }));
  const definitions = toJsonSchema((contract.components as Json).schemas) as Json;
  return (schema: unknown, data: unknown): string[] => {
    const validate = ajv.compile({ definitions, ...(toJsonSchema(schema) as Json) });
    return validate(data) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
  };
}

/** The JSON schema of an operation's response for a status, or undefined. */
export function responseSchema(contract: Json, op: Operation, status: string): unknown {
  const response = resolveRef<Json>(contract, op.responses[status]);
  const content = response?.content as Record<string, { schema?: unknown }> | undefined;
  return content?.['application/json']?.schema;
}
