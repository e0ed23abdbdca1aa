import { configDefaults, defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { e2eWorkers } from './apps/web/e2e/e2e-workers.ts';
import { LongestFirst } from './vitest-sequencer.ts';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Test files that replace a module with vi.mock, or change the process's environment, need a
 * process of their own: they run isolated, in the "-isolated" projects. The others share one
 * module graph per worker (isolate: false), which spares every file loading the app again.
 */
const SERVER_ISOLATED = [
  'apps/server/test/posts/export-failure.test.ts',
  'apps/server/test/posts/export-copy.test.ts',
];
const WEB_ISOLATED = [
  'apps/web/test/error-reporting.test.ts',
  'apps/web/test/map/map-failure.test.tsx',
  'apps/web/test/post-details/post-details.test.tsx',
];

const server = {
  resolve: { alias: { '@': dir('./apps/server/src') } },
  test: {
    // Each file's databases are copies of one migrated template, on PGlite or PostgreSQL, so
    // files run side by side without seeing each other's rows or notifications.
    globalSetup: ['apps/server/test/helpers/database-templates.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
};

const web = {
  resolve: { alias: { '@': dir('./apps/web/src') } },
  test: { environment: 'jsdom' },
};

export default defineConfig({
  test: {
    // Test files run side by side, one per core, where they can.
    maxWorkers: availableParallelism(),
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        test: { name: 'core', include: ['packages/core/test/**/*.test.ts'], isolate: false },
      },
      {
        ...server,
        test: {
          ...server.test,
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...SERVER_ISOLATED],
          isolate: false,
        },
      },
      {
        ...server,
        test: {
          ...server.test,
          name: 'server-isolated',
          include: SERVER_ISOLATED,
        },
      },
      {
        ...web,
        test: {
          ...web.test,
          name: 'web',
          include: ['apps/web/test/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...WEB_ISOLATED],
          isolate: false,
          // The page, its storage and address are shared by the files of a worker: reset them.
          setupFiles: ['apps/web/test/helpers/fresh-page.ts'],
        },
      },
      {
        ...web,
        test: { ...web.test, name: 'web-isolated', include: WEB_ISOLATED },
      },
      {
        resolve: { alias: { '@': dir('./apps/web/src') } },
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.e2e.ts'],
          // The files share the worker's modules (the drivers), loaded once.
          isolate: false,
          globalSetup: ['apps/web/e2e/global-setup.ts'],
          // A busy two-core machine can take over a second to show a state; a wrong one still fails.
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // A server per worker (global-setup.ts), whose demo data only that worker's files change.
          maxWorkers: e2eWorkers(),
        },
      },
    ],
  },
});
