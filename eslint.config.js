// ESLint flat config. The boundaries rules enforce docs/architecture.md#the-apps: imports flow one way.
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
  // Server modules before the server: a file takes the first element whose pattern it matches. The registry of
  // every module's handlers and the helper the modules merge theirs with sit beside the modules.
  { type: 'server-modules', pattern: 'src/server/modules/index.ts', mode: 'file' },
  { type: 'server-modules-kit', pattern: 'src/server/modules/merge-handlers.ts', mode: 'file' },
  { type: 'server-module', pattern: 'src/server/modules/*', capture: ['module'] },
  { type: 'server', pattern: 'src/server' },
  { type: 'generated-api', pattern: 'generated/api' },
  // The shop's operations only (orval.config.ts): the storefront's hooks, without the back office's calls.
  { type: 'generated-shop-api', pattern: 'generated/shop-api' },
  { type: 'generated-models', pattern: 'generated/models' },
  { type: 'generated-zod', pattern: 'generated/zod' },
  { type: 'generated-server', pattern: 'generated/server' },
  { type: 'generated-roles', pattern: 'generated/roles' },
  { type: 'tests', pattern: 'tests' },
  { type: 'mock-server', pattern: 'mock-server' },
  { type: 'scripts', pattern: 'scripts' },
];

const generated = ['generated-api', 'generated-models', 'generated-zod'];
const serverParts = ['server', 'server-modules', 'server-module'];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'build',
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
          message: '${file.type} may not import ${dependency.type} (see docs/architecture.md#the-apps)',
          rules: [
            { from: 'entry', allow: ['storefront', 'admin', 'shared'] },
            { from: 'shared', allow: ['shared'] },
            // The storefront's calls come from generated/shop-api, which has no /api/admin operation but the sign-in.
            {
              from: 'storefront',
              allow: ['storefront', 'shared', 'generated-shop-api', 'generated-models', 'generated-zod'],
            },
            { from: 'admin', allow: ['admin', 'shared', 'generated-roles', ...generated] },
            // The server never pulls in generated/api: it imports React.
            {
              from: 'server',
              allow: [...serverParts, 'shared', 'generated-models', 'generated-zod', 'generated-server'],
            },
            { from: 'server-modules', allow: ['server', 'server-module', 'server-modules-kit'] },
            // A module never imports the registry (that would be a cycle through every module).
            {
              from: 'server-module',
              allow: [
                'server',
                'server-module',
                'server-modules-kit',
                'shared',
                'generated-models',
                'generated-zod',
                'generated-server',
              ],
            },
            { from: 'server-modules-kit', allow: ['server'] },
            { from: 'tests', allow: ['*'] },
            { from: 'mock-server', allow: [] },
            { from: 'scripts', allow: ['scripts', 'shared'] },
          ],
        },
      ],
      // A server module is entered only through its index.ts, from other modules, the server and tests alike;
      // the files behind it are its own business. (Cycles between modules: src/server/modules/modules.test.ts.)
      'boundaries/entry-point': [
        'error',
        {
          default: 'allow',
          rules: [
            {
              target: ['server-module'],
              disallow: ['**'],
              message: 'Import module ${target.module} through its index.ts, not ${target.internalPath}',
            },
            { target: ['server-module'], allow: ['index.ts'] },
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
    files: ['src/storefront/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'wouter', message: "Import the shop's routing from src/storefront/router.tsx." },
            {
              name: 'wouter/use-browser-location',
              message: "Import the shop's routing from src/storefront/router.tsx.",
            },
          ],
          patterns: [
            {
              group: ['react-router', 'react-router-dom'],
              message:
                "react-router is the back office's (react-admin's); the shop routes with src/storefront/router.tsx.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/storefront/router.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/storefront/**/*.tsx', 'src/admin/**/*.tsx', 'src/main.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
