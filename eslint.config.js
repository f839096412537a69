import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Features do not import each other (STYLE.md): the app layer (web/src/app) composes them. Applied to
 * files inside web/src/features only.
 */
const featureIsolation = {
  group: ['@/features/*', '../../*/**', '!../../components/**', '!../../api/**'],
  message:
    'features do not import each other; compose them in web/src/app or share through components/ and lib/.',
};

/** Import directions of DESIGN.md: cli → core, server → core, web → core/schemas only, core → none. */
const uiAndHttp = [
  'react',
  'react-dom',
  'ink',
  '@inkjs/ui',
  'fastify',
  '@fastify/*',
  'commander',
  '@commander-js/*',
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'tests/fixtures/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['core/src/**/*.{ts,tsx}'],
    ignores: ['core/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: uiAndHttp, message: 'core knows nothing of terminals, HTTP or React.' },
            {
              group: [
                '@recruit/cli',
                '@recruit/server',
                '@recruit/web',
                '**/cli/src/**',
                '**/server/src/**',
                '**/web/src/**',
              ],
              message: 'core imports none of the faces.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['core/src/schemas/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'crypto', '../*', '!./*'],
              message: 'schemas are pure and shared with the web UI: zod only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'ink',
                '@inkjs/ui',
                'commander',
                '@recruit/cli',
                '@recruit/web',
                '**/cli/src/**',
                '**/web/src/**',
                '**/core/src/**',
              ],
              message: 'server → core (through @recruit/core) only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['cli/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@recruit/web', '**/web/src/**', '**/core/src/**', '**/server/src/**'],
              message: 'cli → core (and the server package for `serve`) through package imports only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // '@recruit/core' itself is listed under `paths`: as a group entry it would also
              // exclude '@recruit/core/schemas' (a negation cannot re-include below an excluded parent).
              group: [
                '@recruit/core/*',
                '!@recruit/core/schemas',
                '@recruit/server',
                '@recruit/cli',
                '**/core/src/**',
                '**/server/src/**',
                '**/cli/src/**',
                'node:*',
                'fs',
                'path',
              ],
              message: 'web imports only @recruit/core/schemas and talks HTTP.',
            },
          ],
          paths: [
            { name: '@recruit/core', message: 'web imports only @recruit/core/schemas and talks HTTP.' },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            featureIsolation,
            {
              group: ['@recruit/core/*', '!@recruit/core/schemas', 'node:*'],
              message: 'web imports only @recruit/core/schemas and talks HTTP.',
            },
          ],
          paths: [
            { name: '@recruit/core', message: 'web imports only @recruit/core/schemas and talks HTTP.' },
          ],
        },
      ],
    },
  },
);
