import { defineConfig } from 'vitest/config';

// Tests import workspace packages from their TypeScript sources (the "source" export condition),
// so `vitest` runs without a prior build; end-to-end tests spawn the built CLI.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['{core,cli,server,web}/src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    reporters: ['default', './tests/summary-reporter.ts'],
  },
});
