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

/*
 * In a flat config, a later `no-restricted-imports` for the same files replaces the earlier one
 * (options are not merged). So each block below that narrows a folder repeats the restrictions of
 * its package: the pattern lists are built from these constants and add up.
 */

/** core: no UI, HTTP server or CLI libraries, and none of the faces. */
const corePatterns = [
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
];

const webMessage = 'web imports only @recruit/core/schemas and talks HTTP.';
/** web: only @recruit/core/schemas, no other package's sources, no Node built-ins. */
const webPatterns = [
  {
    // '@recruit/core' itself is listed under `paths`: as a group entry it would also
    // exclude '@recruit/core/schemas' (a negation cannot re-include below an excluded parent).
    group: [
      '@recruit/core/*',
      '!@recruit/core/schemas',
      '@recruit/server',
      '@recruit/server/*',
      '@recruit/cli',
      '@recruit/cli/*',
      '**/core/src/**',
      '**/server/src/**',
      '**/cli/src/**',
      'node:*',
      'fs',
      'path',
    ],
    message: webMessage,
  },
];
const webPaths = [{ name: '@recruit/core', message: webMessage }];

export default tseslint.config(
  // tests/corpus-gen/templates holds third-party templates as their authors wrote them (vendored, not ours).
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'tests/fixtures/**',
      'bench/results/**',
      'tests/corpus-gen/templates/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          // The named `z` is zod's whole namespace as one value: a bundler must keep all of it (460 kB
          // with 50 locales, loaded by every CLI command), where `z.object` on `import * as z` tree-shakes.
          selector:
            "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportSpecifier[imported.name='z'][importKind!='type']",
          message: "Write `import * as z from 'zod'`: the named `z` keeps all of zod in the CLI bundle.",
        },
      ],
    },
  },
  {
    files: ['core/src/**/*.{ts,tsx}'],
    ignores: ['core/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: corePatterns }],
    },
  },
  {
    files: ['core/src/schemas/**/*.ts'],
    // Tests are not shipped to the web UI (same exemption as the core block above).
    ignores: ['core/src/schemas/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...corePatterns,
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
      'no-restricted-imports': ['error', { patterns: webPatterns, paths: webPaths }],
    },
  },
  {
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        // The web restrictions plus feature isolation: this block replaces the web one for these files.
        { patterns: [...webPatterns, featureIsolation], paths: webPaths },
      ],
    },
  },
);
