// @ts-check
// The lint of the whole workspace (`pnpm lint`, a step of `npm test`): the package boundaries of
// module federation, the one way each concern is done, and the few TypeScript and hooks rules that
// catch real mistakes here. Every rule is an error: the lint is green or it fails.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import portal from './shared/build/eslint/index.js';

const root = import.meta.dirname;

// Each remote's package name, read from its package.json, so a new remote is bounded from its first lint.
const remotes = readdirSync(join(root, 'remotes'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(root, 'remotes', entry.name, 'package.json')))
  .map((entry) => ({ dir: entry.name, name: JSON.parse(readFileSync(join(root, 'remotes', entry.name, 'package.json'), 'utf8')).name }));
const HOST = '@portal/host';

/** no-restricted-imports and its relative-path twin: none of `names` (nor their subpaths), no relative path into `packages`. */
const bounded = (names, message, packages) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: names.flatMap((name) => [name, `${name}/*`]), message }] }],
  'portal/relative-import-boundary': ['error', { root, packages }],
});

const SOURCE = '**/*.{ts,tsx,mts,cts,js,mjs,cjs}';
const TYPESCRIPT = '**/*.{ts,tsx,mts,cts}';
const APP_SOURCE = ['host/src/**', 'remotes/*/src/**', 'shared/*/src/**'];
// The one-way rules guard what a page shows; a test spells out what it expects to see ('----').
const ONE_WAY_SOURCE = [...APP_SOURCE, 'deploy/*/src/**'];
const TESTS = ['**/*.test.*'];

export default [
  {
    // What .gitignore keeps out (built output, installs, data, reports) and the wire types `pnpm wire` generates.
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.bench/**',
      '**/.tools/**',
      '**/.data/**',
      '**/coverage/**',
      'test-results/**',
      'playwright-report/**',
      'scripts/bench/*.built.mjs',
      'shared/contracts/src/wire.gen.ts',
    ],
  },
  {
    files: [SOURCE],
    // An exception no longer needed (a table moved to ResourceTable, a hook fixed) fails the lint,
    // so each inline disable, with its reason, stays true.
    linterOptions: { reportUnusedDisableDirectives: 'error', reportUnusedInlineConfigs: 'error' },
    languageOptions: { parser: tseslint.parser, sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { '@typescript-eslint': tseslint.plugin, 'react-hooks': reactHooks, portal },
    rules: {
      // An import or variable nobody reads hides what a file depends on; `_name` marks one kept on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // A statement that does nothing is a call left out: `expect(x).toBeVisible` without its parentheses passes.
      '@typescript-eslint/no-unused-expressions': 'error',
    },
  },
  {
    files: [TYPESCRIPT],
    // Tests require on purpose: inside jest.isolateModules and jest.mock factories, and plain CommonJS build files.
    ignores: TESTS,
    rules: {
      // A require() in TypeScript source is untyped and outside the bundle's ES module graph.
      '@typescript-eslint/no-require-imports': 'error',
    },
  },
  {
    files: APP_SOURCE,
    rules: {
      // A hook called conditionally or outside a component breaks React's state order at run time.
      'react-hooks/rules-of-hooks': 'error',
      // A stale dependency shows old data; the few deliberate ones carry a disable with the reason.
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ONE_WAY_SOURCE,
    ignores: TESTS,
    rules: {
      // A missing value is EMPTY_VALUE of @portal/locale.
      'portal/empty-value': 'error',
      // A left-to-right value is Ltr of @portal/ui.
      'portal/ltr-span': 'error',
      // A table is ResourceTable of @portal/ui.
      'portal/resource-table': 'error',
      // A form field's rules are formRules of @portal/ui.
      'portal/form-rules': 'error',
      // An endpoint is wire() of @portal/contracts.
      'portal/wire-endpoint': 'error',
    },
  },
  {
    // ResourceTable itself draws on antd's Table, and formRules' own tests and pieces build antd rules.
    files: ['shared/ui/src/**'],
    rules: { 'portal/resource-table': 'off', 'portal/form-rules': 'off' },
  },

  // Package boundaries: the host loads the remotes through federation only, a remote never imports
  // another remote (each deploys on its own), shared packages serve every app and import none, and
  // @portal/contracts is the leaf every package builds on.
  ...remotes.map((remote) => ({
    files: [`remotes/${remote.dir}/**`],
    rules: bounded(
      [...remotes.filter((other) => other !== remote).map((other) => other.name), HOST],
      'A remote imports no other remote and not the host: move what both need to a shared package.',
      ['remotes/*', 'host'],
    ),
  })),
  {
    files: ['host/**'],
    rules: bounded(
      remotes.map((remote) => remote.name),
      "The host loads a remote through federation (its registry entry), never by importing the remote's source.",
      ['remotes/*'],
    ),
  },
  {
    files: ['shared/**'],
    rules: bounded([...remotes.map((remote) => remote.name), HOST], 'A shared package serves the host and every remote: it imports none of them.', [
      'remotes/*',
      'host',
    ]),
  },
  {
    files: ['shared/contracts/**'],
    rules: bounded(['@portal/*'], '@portal/contracts is the leaf every package builds on: it imports no other @portal package.', [
      'host',
      'remotes/*',
      'shared/*',
      'deploy/*',
    ]),
  },
];
