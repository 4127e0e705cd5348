// Prism serves the contract as the QA mock: every GET answers with a body valid against its own schema.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract, makeValidator, operations, resolveRef, responseSchema } from '../helpers/openapi';
import { startPrism, type Prism } from '../helpers/prism';

const contract = loadContract();
const validate = makeValidator(contract);
const gets = operations(contract).filter((op) => op.method === 'GET');

/** The operation's URL and required headers, from its parameters' examples. */
function exampleRequest(op: (typeof gets)[number]): { url: string; headers: Record<string, string> } {
  let path = op.path;
  const headers: Record<string, string> = {};
  const query = new URLSearchParams();
  for (const raw of op.parameters ?? []) {
    const param = resolveRef<{ in: string; name: string; required?: boolean; example?: unknown }>(
      contract,
      raw,
    );
    if (param.in === 'path')
      path = path.replace(`{${param.name}}`, encodeURIComponent(String(param.example ?? 1)));
    if (param.in === 'header') headers[param.name] = String(param.example ?? 'x');
    // A required query parameter (the suggestions' `q`) goes with its example.
    if (param.in === 'query' && param.required) query.set(param.name, String(param.example ?? 'x'));
  }
  return { url: query.size ? `${path}?${query}` : path, headers };
}

let prism: Prism;
beforeAll(async () => {
  prism = await startPrism('mock');
});
afterAll(async () => {
  await prism?.stop();
});

describe('Prism mock of the contract', () => {
  it('has GET operations to check', () => {
    expect(gets.length).toBeGreaterThanOrEqual(27);
  });

  it.each(gets.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s answers a valid body',
    async (_name, op) => {
      const { url, headers } = exampleRequest(op);
      if (op.security?.length) headers.cookie = 'morph_session=qa-session';
      const response = await fetch(`${prism.url}${url}`, { headers });
      expect(response.status).toBe(200);
      // An Excel file is binary: the mock can only say what kind of file it is (the real files are read back
      // with ExcelJS in tests/api/call-centre.test.ts).
      const type = response.headers.get('content-type') ?? '';
      if (type.includes('spreadsheetml.sheet')) {
        expect(JSON.stringify(op.responses['200'])).toContain('spreadsheetml.sheet');
        return;
      }
      // A CSV answer (the courier sheet) is a string; everything else JSON.
      const csv = type.startsWith('text/csv');
      const body = csv ? await response.text() : await response.json();
      // A sheet's first line is its header, as the contract's example writes it.
      if (csv) {
        const example = String(
          (op.responses['200'] as { content: Record<string, { example?: string }> }).content['text/csv']!
            .example,
        );
        expect(body.split(/\r?\n/)[0]!.replace(/^\uFEFF/, '')).toBe(
          example.split(/\r?\n/)[0]!.replace(/^\uFEFF/, ''),
        );
      } else expect(validate(responseSchema(contract, op, '200'), body)).toEqual([]);
    },
  );

  it('answers 401 to an admin call without the session cookie', async () => {
    const response = await fetch(`${prism.url}/api/admin/orders`);
    expect(response.status).toBe(401);
  });

  it('returns the named error example on request', async () => {
    const response = await fetch(`${prism.url}/api/products/no-such-dress`, {
      headers: { Prefer: 'code=404' },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Product not found' });
  });
});
