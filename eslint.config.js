// ESLint: correctness (JavaScript, TypeScript, React hooks) and the shape of imports (no cycles, one order).
// Formatting belongs to Prettier (`npm run format`), so every stylistic rule is off (eslint-config-prettier).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const CLOCK_MESSAGE =
  'Take the time from the clock: a `now` argument, or services.now() (server/operations/clock.ts; docs/decisions/032c-one-test-clock.md).';

export default tseslint.config(
  {
    ignores: ['build/', 'data/', '.react-router/', 'node_modules/', 'test-results/', 'playwright-report/', 'bench/', 'public/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    settings: {
      // Without a parser for .ts/.tsx, import-x cannot read a dependency and silently skips it (no cycle found).
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true, project: './tsconfig.json' })],
    },
    rules: {
      // The two classic rules; the React Compiler's rules (v7's recommended set) would ask for a rewrite of
      // effects that are correct today.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-cycle': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-self-import': 'error',
      // Folders depend one way: content/ may use common/, never the reverse (docs/decisions/012-content-model.md).
      'import-x/no-restricted-paths': ['error', { zones: [{ target: './common', from: './content' }] }],
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index', 'type'],
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // A route module assembles components and wires its loader and action (decision 011): under 250 lines (issue 42).
    files: ['app/routes/**/*.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 249, skipBlankLines: false, skipComments: false }] },
  },
  {
    // TypeScript itself reports undefined names, with the types' knowledge of globals.
    files: ['**/*.{ts,tsx}'],
    rules: { 'no-undef': 'off' },
  },
  {
    // Scripts and test runners report to the terminal; Playwright's fixtures are functions named `use`
    // and take an empty object pattern by design.
    files: ['scripts/**', 'e2e/**', 'test/**'],
    rules: { 'no-console': 'off', 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    // One clock (docs/decisions/032c-one-test-clock.md): business functions take `now` from their caller, who takes
    // it from services.now (server/operations/clock.ts), so tests and the end-to-end server's TEST_CLOCK_FILE move
    // the time they see. Reading the machine's clock directly is left to the clock itself and to what no business
    // rule depends on: a cached page's age, the outage log's durations, the outbox files' names. Tests make their
    // own times.
    files: ['server/**/*.{ts,tsx}'],
    ignores: [
      'server/**/*.test.{ts,tsx}',
      'server/operations/clock.ts',
      'server/http/page-cache.ts',
      'server/db/outage-log.ts',
      'server/email/transport.ts',
    ],
    rules: {
      'no-restricted-properties': ['error', { object: 'Date', property: 'now', message: CLOCK_MESSAGE }],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: CLOCK_MESSAGE },
        { selector: "CallExpression[callee.name='Date']", message: CLOCK_MESSAGE },
      ],
    },
  },
  prettier,
);
