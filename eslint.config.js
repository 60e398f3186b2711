// ESLint 9 flat config: the recommended rules of ESLint, typescript-eslint (no type-aware
// rules, so it stays fast), React and the rules of hooks.
import js from '@eslint/js'
import react from 'eslint-plugin-react'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { noReferencesOutsideRepo } from './scripts/eslint-references.mjs'

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'public/build/**',
      'public/entry.worker.js',
      // The service worker and its page script, built by scripts/build-worker.mjs.
      'public/service-worker.js',
      'public/pwa.js',
      'public/newsletter.js',
      'public/offline-notice.js',
      'node_modules/**',
      '.cache/**',
      'data/**',
      'playwright-report/**',
      'test-results/**',
      'bench-results/**',
      '**/*-tmp.*',
      'app/search/zz-*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs,jsx,ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks },
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      parserOptions: { ecmaFeatures: { jsx: true } },
      globals: { ...globals.browser, ...globals.node },
    },
    settings: { react: { version: 'detect' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      // TypeScript checks props; prop-types would only duplicate it.
      'react/prop-types': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // Kysely migrations and generic helpers take Kysely<any> by design.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // Layers (DESIGN.md): pages and UI reach data only through providers, which run on the server; each
    // provider folder is reached through its one entry (docs/decisions/0065).
    files: ['app/routes/**/*.{ts,tsx}', 'app/components/**/*.{ts,tsx}', 'app/root.tsx'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['~/db', '~/db/*', '~/search', '~/search/*', '~/server/*', 'kysely', 'pg', 'better-sqlite3', '@elastic/*', '@orama/*'],
              message:
                'Routes and components call providers (app/providers); only providers touch the database, the search engine and app/server.',
            },
            {
              group: [
                '~/providers/*',
                '!~/providers/*/',
                '~/providers/*/*',
                '!~/providers/*/index.server',
                '**/providers/*/*',
                '!**/providers/*/index.server',
              ],
              message: 'Import a provider folder through its entry, ~/providers/<domain>/index.server (it re-exports what routes use).',
            },
          ],
        },
      ],
    },
  },
  {
    // The shop's rules are plain functions: no I/O, no framework, so they run and test anywhere.
    files: ['app/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'node:*',
                '~/db',
                '~/db/*',
                '~/search',
                '~/search/*',
                '~/providers/*',
                '~/server/*',
                '~/payments/*',
                '~/media/*',
                '~/utils/*.server',
                '~/components/*',
                '~/routes/*',
              ],
              message: 'app/domain holds pure rules: pass data in, do the I/O in a provider.',
            },
            {
              group: [
                'kysely',
                'pg',
                'better-sqlite3',
                'nodemailer',
                '@elastic/*',
                '@orama/*',
                '@remix-run/*',
                'react',
                'react-*',
                'i18next',
                'express',
              ],
              message: 'app/domain holds pure rules: no I/O or framework packages.',
            },
          ],
        },
      ],
    },
  },
  {
    // Comments and test titles state the rule they rely on: a pointer to the product specification or to
    // an issue by number means nothing in a clone of the repository (scripts/eslint-references.mjs).
    files: [
      'app/**/*.{js,mjs,cjs,jsx,ts,tsx}',
      'scripts/**/*.{js,mjs,cjs,ts}',
      'tests/**/*.{js,mjs,ts,tsx}',
      'server.ts',
      'remix.config.js',
      'vitest.config.ts',
      'playwright.config.ts',
    ],
    plugins: { karoo: { rules: { 'no-references-outside-repo': noReferencesOutsideRepo } } },
    rules: { 'karoo/no-references-outside-repo': 'error' },
  },
  {
    // Service worker code runs in the worker global scope.
    files: ['app/entry.worker.ts', 'app/worker/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
)
