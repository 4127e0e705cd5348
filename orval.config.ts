import { defineConfig, type InputTransformerFn, type OutputOptions } from 'orval';

// scripts/check-generated.mjs points this at a scratch folder of the same depth to compare.
const out = process.env.ORVAL_OUTPUT_ROOT ?? './generated';

/**
 * The shop's part of the contract: every operation outside /api/admin, and the sign-in door the shop's /login
 * page opens (login, its second step). A generated module holds every operation of its tag, and the bundler keeps
 * whatever any importer uses: with the back office importing the same modules, the storefront's first visit
 * downloaded the admin's product, settings and setup-guide calls (1.5 KB gzip of it).
 */
const SHOP_SIGN_IN = new Set(['/api/admin/login', '/api/admin/login/code']);
const shopOperations: InputTransformerFn = (spec) => {
  const paths = Object.fromEntries(
    Object.entries(spec.paths ?? {}).filter(
      ([path]) => !path.startsWith('/api/admin/') || SHOP_SIGN_IN.has(path),
    ),
  );
  return { ...spec, paths };
};

/** The react-query hooks, fetchers and MSW mocks, as both the back office and the storefront get them. */
const hooks = {
  mode: 'tags-split',
  schemas: `${out}/models`,
  client: 'react-query',
  httpClient: 'fetch',
  clean: ['**/*.ts'], // keeps generated/README.md
  mock: { type: 'msw', delay: false, useExamples: true },
  override: {
    // One mutator owns the base URL, cookies and error handling for every call.
    mutator: { path: './src/shared/api-fetch.ts', name: 'apiFetch' },
    formData: { path: './src/shared/form-data.ts', name: 'toFormData' },
    fetch: { includeHttpResponseReturnType: false },
    query: { useQuery: true, useSuspenseQuery: false, signal: true },
  },
} satisfies OutputOptions;

// Three outputs from the one contract. Nothing in generated/ is edited by hand: run `npm run generate`.
export default defineConfig({
  // The storefront's hooks and mocks: the same code for the shop's operations only (shopOperations above), over
  // the same models. Generated first: each output empties its folders before writing, and the models must end as
  // the whole contract's (the api output, next, writes them all).
  shop: {
    input: { target: './openapi/openapi.yaml', override: { transformer: shopOperations } },
    output: { ...hooks, target: `${out}/shop-api` },
  },
  api: {
    input: { target: './openapi/openapi.yaml' },
    output: { ...hooks, target: `${out}/api` },
  },
  zod: {
    input: { target: './openapi/openapi.yaml' },
    output: {
      mode: 'tags-split',
      target: `${out}/zod`,
      client: 'zod',
      fileExtension: '.zod.ts',
      clean: ['**/*.ts'], // keeps generated/README.md
      override: { zod: { coerce: { query: true, param: true } } },
    },
  },
});
