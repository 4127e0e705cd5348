import { defineConfig } from 'orval';

// scripts/check-generated.mjs points this at a scratch folder of the same depth to compare.
const out = process.env.ORVAL_OUTPUT_ROOT ?? './generated';

// Two outputs from the one contract. Nothing in generated/ is edited by hand: run `npm run generate`.
export default defineConfig({
  api: {
    input: { target: './openapi/openapi.yaml' },
    output: {
      mode: 'tags-split',
      target: `${out}/api`,
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
    },
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
