// ESLint flat config. The boundaries rules enforce DESIGN.md §2: imports flow one way.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const elements = [
  { type: 'entry', pattern: 'src/main.tsx', mode: 'file' },
  { type: 'shared', pattern: 'src/shared' },
  { type: 'storefront', pattern: 'src/storefront' },
  { type: 'admin', pattern: 'src/admin' },
  { type: 'server', pattern: 'src/server' },
  { type: 'generated-api', pattern: 'generated/api' },
  { type: 'generated-models', pattern: 'generated/models' },
  { type: 'generated-zod', pattern: 'generated/zod' },
  { type: 'generated-server', pattern: 'generated/server' },
  { type: 'tests', pattern: 'tests' },
  { type: 'mock-server', pattern: 'mock-server' },
  { type: 'scripts', pattern: 'scripts' },
];

const generated = ['generated-api', 'generated-models', 'generated-zod'];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      'generated',
      'coverage',
      '.generated-check',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: [
      'src/**/*.{ts,tsx}',
      'tests/**/*.{ts,tsx}',
      'mock-server/**/*.{ts,js}',
      'scripts/**/*.{ts,js,mjs}',
    ],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['src/**/*', 'generated/**/*', 'tests/**/*', 'mock-server/**/*', 'scripts/**/*'],
      // Relative imports of .ts/.tsx files; the project uses no path aliases.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          message: '${file.type} may not import ${dependency.type} (DESIGN.md §2: imports flow one way)',
          rules: [
            { from: 'entry', allow: ['storefront', 'admin', 'shared'] },
            { from: 'shared', allow: ['shared'] },
            { from: 'storefront', allow: ['storefront', 'shared', ...generated] },
            { from: 'admin', allow: ['admin', 'shared', ...generated] },
            // The server never pulls in generated/api: it imports React.
            {
              from: 'server',
              allow: ['server', 'shared', 'generated-models', 'generated-zod', 'generated-server'],
            },
            { from: 'tests', allow: ['*'] },
            { from: 'mock-server', allow: [] },
            { from: 'scripts', allow: ['scripts', 'shared'] },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts', 'src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react-*', '@mui/*', 'recharts', '@tanstack/*'],
              message: 'The server and shared code never import React or UI libraries.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/storefront/**/*.tsx', 'src/admin/**/*.tsx', 'src/main.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
