import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';
import { linguiMacros } from './apps/web/lingui-macros.ts';

// Three projects: the pure rules of packages/shared, the web app's plain logic, and the
// server's API suite.
// Two workers at most: the machines that run this have two cores, and each
// server worker holds one embedded database (PGlite, WebAssembly) at a time.
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The web app's message macros and catalogs, compiled as in its build.
        plugins: [linguiMacros(), lingui({ configPath: 'apps/web/lingui.config.ts' })],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          // Worker processes are reused across test files (isolate: false) so each keeps one
          // migrated template database and clones it per file instead of migrating again.
          pool: 'forks',
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          teardownTimeout: 30_000,
          // Migrates the PostgreSQL template once per run when TEST_DATABASE_URL is set.
          globalSetup: ['apps/server/src/test/global-setup.ts'],
        },
      },
    ],
  },
});
